package org.zwang.web.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Vulnerability;
import org.zwang.bridge.par.Par;
import org.zwang.bridge.par.ParContract;
import org.zwang.web.DdsOracle;

/**
 * The bridge board's shareable address, contract level and result, opening leader and par in words,
 * in headless Chromium against a real server (as {@link BrowserIT}). Every expected number is DDS's
 * (ddtables.txt, solve-positions.txt) or arithmetic on DDS's numbers done here, never the page's.
 */
class BridgeBoardExtrasIT extends ServedPagesFixture {

    private static final String[] SEAT_NAMES = {"North", "East", "South", "West"};
    private static final Map<String, String> SYMBOLS = Map.of("S", "♠", "H", "♥", "D", "♦", "C", "♣", "NT", "NT");

    @BeforeAll
    void sizeWindow() {
        browser.manage().window().setSize(new Dimension(1280, 1000));
    }

    private WebDriverWait waitForPage() {
        return BoardPages.waitForPage(browser, Duration.ofMinutes(5));
    }

    /** Opens the bridge page at {@code hash} as a new page load (not a jump within the page). */
    private void openAddress(String hash) {
        browser.get("about:blank");
        browser.get(base + "/bridge.html" + hash);
    }

    private void waitForTable() {
        waitForPage().until(d -> d.findElement(By.id("table-status")).getText().isEmpty()
                && !d.findElements(BoardPages.ddCell(Strain.CLUBS, Seat.WEST)).isEmpty());
    }

    /** Waits for the table and for an analysis of {@code cards} cards, done. */
    private void waitForPlay(int cards) {
        waitForTable();
        waitForPage().until(d -> d.findElement(By.id("play-status")).getText().isEmpty()
                && d.findElements(By.cssSelector("#playlog .c")).size() == cards
                && d.findElement(By.id("contract-line")).getText().contains("declares"));
    }

    private String selected(String id) {
        return new Select(browser.findElement(By.id(id))).getFirstSelectedOption().getAttribute("value");
    }

    private String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    @SuppressWarnings("unchecked")
    private List<String> errorsShown() {
        return (List<String>) ((JavascriptExecutor) browser).executeScript("return [...document.querySelectorAll('.error')]"
                + ".filter(e => e.textContent.trim()).map(e => e.id + ': ' + e.textContent)");
    }

    @SuppressWarnings("unchecked")
    private List<String> texts(String selector) {
        return (List<String>) ((JavascriptExecutor) browser).executeScript(
                "return [...document.querySelectorAll(arguments[0])].map(e => e.textContent)", selector);
    }

    private Map<String, Integer> legalCardTotals() {
        Map<String, Integer> shown = new HashMap<>();
        for (WebElement card : browser.findElements(By.cssSelector("button.card.legal"))) {
            shown.put(card.getAttribute("data-card"), Integer.parseInt(card.getAttribute("data-tricks")));
        }
        return shown;
    }

    /** "+2", "=", "−1" (the minus sign): tricks over or under level + 6. */
    private static String overOrUnder(int tricks, int level) {
        int over = tricks - (level + 6);
        return over == 0 ? "=" : over > 0 ? "+" + over : "−" + -over;
    }

    /** The hash of a deal with a contract (level, strain name, declarer letter) and cards. */
    private static String address(String deal, String contract, char declarer, List<String> cards) {
        return "#deal=" + deal.replace(' ', '+') + "&contract=" + contract + "&declarer=" + declarer
                + (cards.isEmpty() ? "" : "&play=" + String.join(",", cards));
    }

    /**
     * Played by clicks (a position of solve-positions.txt four to six cards in), with a level, a
     * dealer and a vulnerability: the address holds it all; opened as a new page it gives the same
     * selections, hands, play log and DDS's value for every legal card, and the same address; Undo
     * then takes the last card out of the address.
     */
    @Test
    void anAddressRestoresThePositionAndThePlay() {
        DdsOracle.SolvedPosition position = DdsOracle.solvedPositions().stream()
                .filter(p -> p.history().size() >= 4 && p.history().size() <= 6).findFirst().orElseThrow();
        int strain = Strain.parse(position.trump());
        int declarer = Seat.fromLetter(position.declarer());
        browser.get(base + "/bridge.html");
        BoardPages.loadDeal(browser, position.deal());
        waitForTable();
        new Select(browser.findElement(By.id("dealer"))).selectByVisibleText("E");
        new Select(browser.findElement(By.id("vul"))).selectByValue("EW");
        new Select(browser.findElement(By.id("level"))).selectByValue("4");
        waitForPage().until(d -> {
            d.findElement(BoardPages.ddCell(strain, declarer)).click();
            return true;
        });
        BoardPages.waitForAnalysis(waitForPage());
        for (String card : position.history()) {
            By button = By.cssSelector("button.card.legal[data-card='" + card + "']");
            waitForPage().until(ExpectedConditions.elementToBeClickable(button)).click();
            BoardPages.waitForAnalysis(waitForPage());
        }
        waitForPlay(position.history().size());
        String url = browser.getCurrentUrl();
        String deal = Deal.parsePbn(position.deal()).toPbn();
        assertEquals(base + "/bridge.html#deal=" + deal.replace(' ', '+') + "&dealer=E&vul=EW&contract=4"
                + Strain.name(strain) + "&declarer=" + position.declarer() + "&play=" + String.join(",", position.history()), url);
        List<String> log = texts("#playlog .c");
        List<String> hands = texts("#felt .hand");
        assertEquals(position.declarerTotals(), legalCardTotals());

        String first = browser.getWindowHandle();
        browser.switchTo().newWindow(WindowType.TAB);
        try {
            browser.get(url);
            waitForPlay(position.history().size());
            assertEquals(List.of(), errorsShown());
            assertEquals("E", selected("dealer"));
            assertEquals("EW", selected("vul"));
            assertEquals("4", selected("level"));
            assertEquals(Strain.name(strain), selected("strain"));
            assertEquals(String.valueOf(position.declarer()), selected("declarer"));
            assertEquals(log, texts("#playlog .c"));
            assertEquals(hands, texts("#felt .hand"));
            assertEquals(position.toPlay(), browser.findElement(By.cssSelector(".hand.to-move")).getAttribute("data-seat"));
            // DDS's value of every legal card, as declarer's total
            assertEquals(position.declarerTotals(), legalCardTotals(), "solve-positions.txt position " + position.index());
            assertEquals(url, browser.getCurrentUrl());

            browser.findElement(By.id("undo")).click();
            waitForPlay(position.history().size() - 1);
            List<String> fewer = position.history().subList(0, position.history().size() - 1);
            assertTrue(browser.getCurrentUrl().endsWith("&play=" + String.join(",", fewer)), browser.getCurrentUrl());
        } finally {
            browser.close();
            browser.switchTo().window(first);
        }
    }

    /**
     * What an address cannot hold is one message in the deal's error line, and the board stays
     * usable: a deal of two hands (no board; a deal loads after it), a bad vulnerability (the rest of
     * the board shown), a card the leader does not hold (the contract at the lead).
     */
    @Test
    void aMalformedAddressIsOneMessage() {
        openAddress("#deal=N:AK76543.32.AK2.3+2.QT87.876.87654&contract=4S&declarer=N");
        waitForPage().until(d -> !errorsShown().isEmpty());
        List<String> errors = errorsShown();
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).startsWith("deal-error: This address holds no board: "), errors.get(0));
        assertTrue(errors.get(0).contains("need 4 hands"), errors.get(0));
        assertEquals("Load or deal a hand", text("trick"));
        // the board is still usable: a deal loads, the message goes, the address is the new deal's
        Deal deal = BundledDdTables.deals(1).get(0);
        BoardPages.loadDeal(browser, deal.toPbn());
        waitForTable();
        assertEquals(List.of(), errorsShown());
        assertTrue(browser.getCurrentUrl().contains("#deal=" + deal.toPbn().replace(' ', '+') + "&dealer=N&vul=None"),
                browser.getCurrentUrl());

        openAddress("#deal=" + deal.toPbn().replace(' ', '+') + "&dealer=W&vul=XX");
        waitForTable();
        waitForPage().until(d -> !errorsShown().isEmpty());
        assertEquals(List.of("deal-error: Part of this address cannot be read: vul \"XX\" is not None, NS, EW or All;"
                + " the rest is shown."), errorsShown());
        assertEquals("W", selected("dealer"));
        assertEquals("None", selected("vul"));
        assertEquals(BoardPages.parText(Par.par(BundledDdTables.tables().get(0), Seat.WEST, Vulnerability.NONE)),
                BoardPages.parShown(browser));

        // North leads against 3NT by West and holds Q64 of spades: not the ace
        openAddress(address(deal.toPbn(), "3NT", 'W', List.of("SA")));
        waitForPlay(0);
        waitForPage().until(d -> !errorsShown().isEmpty());
        errors = errorsShown();
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).startsWith("deal-error: This address's play is refused ("), errors.get(0));
        assertTrue(errors.get(0).endsWith("): the board is at the lead."), errors.get(0));
        assertEquals("N", browser.findElement(By.cssSelector(".hand.to-move")).getAttribute("data-seat"));
        assertFalse(browser.findElements(By.cssSelector("button.card.legal[data-card='S6']")).isEmpty());
        assertFalse(browser.getCurrentUrl().contains("play="), browser.getCurrentUrl());
    }

    /**
     * The contract's result is DDS's tricks against level + 6: at the lead from ddtables.txt's
     * table, in the play from solve-positions.txt, and at the end of game.pbn's recorded play.
     */
    @Test
    void theContractResultIsDdsArithmetic() throws IOException {
        Deal deal = BundledDdTables.deals(1).get(0);
        DdTable table = BundledDdTables.tables().get(0);
        // ddtables.txt line 1: West takes 11 tricks in notrump, North 7 in hearts
        assertEquals(11, table.tricks(Strain.NOTRUMP, Seat.WEST));
        assertEquals(7, table.tricks(Strain.HEARTS, Seat.NORTH));
        openAddress(address(deal.toPbn(), "3NT", 'W', List.of()));
        waitForPlay(0);
        assertEquals("3NT by W: +2 (DD)", text("contract-result")); // 11 - 9
        // a new level changes the result, not the analysis
        new Select(browser.findElement(By.id("level"))).selectByValue("6");
        waitForPage().until(d -> d.findElement(By.id("contract-result")).getText().equals("6NT by W: −1 (DD)")); // 11 - 12
        assertTrue(browser.getCurrentUrl().contains("&contract=6NT&declarer=W"), browser.getCurrentUrl());
        new Select(browser.findElement(By.id("level"))).selectByValue("");
        waitForPage().until(d -> d.findElements(By.id("contract-result")).isEmpty());

        openAddress(address(deal.toPbn(), "4H", 'N', List.of()));
        waitForPlay(0);
        assertEquals("4♥ by N: −3 (DD)", text("contract-result")); // 7 - 10

        // In the play: declarer's total is the tricks won plus DDS's tricks to come for the side to play.
        DdsOracle.SolvedPosition position = DdsOracle.solvedPositions().stream()
                .filter(p -> p.history().size() >= 5 && p.history().size() <= 9).findFirst().orElseThrow();
        boolean declarerToPlay = Seat.sameSide(Seat.fromLetter(position.toPlay().charAt(0)),
                Seat.fromLetter(position.declarer()));
        int total = declarerToPlay
                ? position.declarerTotals().values().stream().mapToInt(Integer::intValue).max().orElseThrow()
                : position.declarerTotals().values().stream().mapToInt(Integer::intValue).min().orElseThrow();
        String strain = Strain.name(Strain.parse(position.trump()));
        openAddress(address(position.deal(), "2" + strain, position.declarer(), position.history()));
        waitForPlay(position.history().size());
        assertEquals(Integer.toString(total), text("running-total"));
        assertEquals("2" + SYMBOLS.get(strain) + " by " + position.declarer() + ": " + overOrUnder(total, 2) + " (DD)",
                text("contract-result"));

        // game.pbn: 6H by South, [Result "11"]: one down once all 13 tricks are played
        browser.get(base + "/bridge.html");
        WebElement box = browser.findElement(By.id("deal-text"));
        ((JavascriptExecutor) browser).executeScript("arguments[0].value = arguments[1]", box,
                Files.readString(Path.of("..", "docs", "examples", "game.pbn")));
        browser.findElement(By.id("load")).click();
        waitForPage().until(ExpectedConditions.elementToBeClickable(By.id("played-line"))).click();
        waitForPage().until(d -> d.findElements(By.cssSelector("#playlog .c")).size() == 52
                && text("play-status").equals("All 13 tricks played."));
        assertEquals("6", selected("level"));
        assertEquals("6♥ by S: −1", text("contract-result"));
        assertTrue(browser.getCurrentUrl().contains("&contract=6H&declarer=S&play=SQ,S3,S2,D5,"), browser.getCurrentUrl());
    }

    /**
     * The opening leader shown is declarer's left-hand opponent, for every declarer; the contract's
     * declarer survives the address, and its leader is the hand to play.
     */
    @Test
    void theLeaderIsDeclarersLeftHandOpponent() {
        browser.get(base + "/bridge.html");
        for (int seat = 0; seat < Seat.COUNT; seat++) {
            new Select(browser.findElement(By.id("declarer"))).selectByVisibleText(String.valueOf(Seat.letter(seat)));
            assertEquals(SEAT_NAMES[Seat.next(seat)] + " leads", text("leader"));
        }
        Deal deal = BundledDdTables.deals(1).get(0);
        BoardPages.loadDeal(browser, deal.toPbn());
        waitForTable();
        waitForPage().until(d -> {
            d.findElement(BoardPages.ddCell(Strain.SPADES, Seat.EAST)).click();
            return true;
        });
        waitForPlay(0);
        assertEquals("South leads", text("leader"));
        assertEquals("S", browser.findElement(By.cssSelector(".hand.to-move")).getAttribute("data-seat"));
        String url = browser.getCurrentUrl();
        assertTrue(url.endsWith("&contract=S&declarer=E"), url);
        // aria-live: a screen reader hears the new leader
        assertEquals("output", browser.findElement(By.id("leader")).getTagName());

        openAddress(url.substring(url.indexOf('#')));
        waitForPlay(0);
        assertEquals("E", selected("declarer"));
        assertEquals("S", selected("strain"));
        assertEquals("South leads", text("leader"));
        assertEquals("S", browser.findElement(By.cssSelector(".hand.to-move")).getAttribute("data-seat"));
    }

    /** DDS's par contract text in words, written here: "4H*-EW-1" is "4♥x by E/W −1". */
    private static String inWords(String dds) {
        Matcher m = Pattern.compile("([1-7])([SHDCN])(\\*?)-([NESW]{1,2})([+-]\\d+)?").matcher(dds);
        assertTrue(m.matches(), dds);
        String strain = m.group(2).equals("N") ? "NT" : SYMBOLS.get(m.group(2));
        String seats = String.join("/", m.group(4).split(""));
        String result = m.group(5) == null ? "" : " " + m.group(5).replace("-", "−");
        return m.group(1) + strain + (m.group(3).isEmpty() ? "" : "x") + " by " + seats + result;
    }

    private static String inWords(List<String> dds) {
        List<String> words = new ArrayList<>();
        for (String contract : dds) {
            words.add(inWords(contract));
        }
        return words.isEmpty() ? "passed out" : String.join(" or ", words);
    }

    /**
     * Par as contracts in words is DDS's par of ddtables.txt (dealer North, nobody vulnerable): a
     * contract with overtricks, a doubled sacrifice, two contracts; for other conditions, the par
     * library's (checked against DDS in bridge-dds).
     */
    @Test
    void parContractsAreDdsPar() {
        List<String> lines = BundledDdTables.lines();
        int sacrifice = 0;
        while (!lines.get(sacrifice).trim().split("\\s+")[25].contains("*")) {
            sacrifice++;
        }
        int two = 0;
        while (!lines.get(two).trim().split("\\s+")[25].contains(",")) {
            two++;
        }
        assertEquals("3NT by W +2", inWords("3N-W+2")); // line 1's par, spelt out by hand
        browser.get(base + "/bridge.html");
        List<Deal> deals = BundledDdTables.deals(Math.max(sacrifice, two) + 1);
        for (int index : new int[] {0, sacrifice, two}) {
            String[] tokens = lines.get(index).trim().split("\\s+");
            BoardPages.loadDeal(browser, deals.get(index).toPbn());
            waitForPage().until(d -> d.findElement(By.id("table-status")).getText().isEmpty()
                    && d.findElement(By.id("par-contracts")).getText().replace(", ", ",").equals(tokens[25]));
            int score = Integer.parseInt(tokens[24]);
            assertEquals(score > 0 ? "N-S +" + score : "E-W +" + -score, text("par-score"), "line " + (index + 1));
            assertEquals(inWords(List.of(tokens[25].split(","))), text("par-words"), "line " + (index + 1));
        }
        DdTable table = BundledDdTables.tables().get(two);
        new Select(browser.findElement(By.id("dealer"))).selectByVisibleText("E");
        new Select(browser.findElement(By.id("vul"))).selectByValue("All");
        List<String> expected = Par.par(table, Seat.EAST, Vulnerability.BOTH).contracts().stream()
                .map(ParContract::toString).toList();
        waitForPage().until(d -> d.findElement(By.id("par-words")).getText().equals(inWords(expected)));
    }
}
