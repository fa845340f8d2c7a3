package org.zwang.web.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;

/**
 * The bridge board's deal editor in headless Chromium against a real server (as {@link BrowserIT}):
 * deals built by clicks and keys load as pasted PBN deals would. Every expected number is DDS's
 * (ddtables.txt) or worked out by hand in the comments here, never the page's.
 */
class BridgeDealEditorIT extends ServedPagesFixture {

    private static final String SEATS = "NESW";
    private static final String SUITS = "SHDC";
    private static final String RANKS = "AKQJT98765432";
    private static final List<String> STRAINS = List.of("NT", "S", "H", "D", "C");

    @BeforeAll
    void sizeWindow() {
        browser.manage().window().setSize(new Dimension(1280, 1000));
    }

    private WebDriverWait waitForPage() {
        return BoardPages.waitForPage(browser, Duration.ofMinutes(5));
    }

    /** The cards of each hand of a PBN deal "N:… … … …" (North's first), as "SA", "HT", …; read here. */
    private static Map<Character, List<String>> hands(String pbn) {
        assertTrue(pbn.startsWith("N:"), pbn);
        String[] hands = pbn.substring(2).trim().split("\\s+");
        assertEquals(4, hands.length, pbn);
        Map<Character, List<String>> cards = new LinkedHashMap<>();
        for (int h = 0; h < 4; h++) {
            String[] suits = hands[h].split("\\.", -1);
            assertEquals(4, suits.length, hands[h]);
            List<String> hand = new ArrayList<>();
            for (int s = 0; s < 4; s++) {
                for (char rank : suits[s].toCharArray()) {
                    hand.add("" + SUITS.charAt(s) + rank);
                }
            }
            cards.put(SEATS.charAt(h), hand);
        }
        return cards;
    }

    private WebElement card(String card) {
        return browser.findElement(By.cssSelector("#editor-cards button.deal-card[data-card='" + card + "']"));
    }

    private void openEditor() {
        browser.findElement(By.id("edit-deal")).click();
        waitForPage().until(d -> d.findElement(By.id("deal-editor")).isDisplayed());
        assertEquals("true", browser.findElement(By.id("edit-deal")).getAttribute("aria-expanded"));
    }

    /** Chooses the hand to fill by its button, then clicks each of {@code cards}. */
    private void give(char seat, List<String> cards) {
        browser.findElement(By.id("editor-seat-" + seat)).click();
        assertEquals("true", browser.findElement(By.id("editor-seat-" + seat)).getAttribute("aria-pressed"));
        for (String c : cards) {
            card(c).click();
        }
    }

    private int lengthShown(char seat) {
        return Integer.parseInt(browser.findElement(By.id("editor-hand-" + seat)).getAttribute("data-count"));
    }

    private String owner(String card) {
        return card(card).getAttribute("data-owner");
    }

    private String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    /** Waits for a DD table, all 20 cells, with no error. */
    private void waitForTable() {
        waitForPage().until(d -> text("table-status").isEmpty()
                && d.findElements(By.cssSelector("#dd-table td button")).size() == 20);
        assertEquals("", text("deal-error"));
    }

    private String cell(String strain, char seat) {
        return browser.findElement(By.cssSelector("#dd-table td[data-strain='" + strain + "'][data-seat='" + seat + "'] button"))
                .getText();
    }

    /** The DD table shown, strain by strain ("NT", "S", …) and N, E, S, W inside: "NT 0 0 0 0". */
    private List<String> tableShown() {
        List<String> rows = new ArrayList<>();
        for (String strain : STRAINS) {
            StringBuilder row = new StringBuilder(strain);
            for (char seat : SEATS.toCharArray()) {
                row.append(' ').append(cell(strain, seat));
            }
            rows.add(row.toString());
        }
        return rows;
    }

    /** Counts the page's requests to the server's load path from now on. */
    private void countLoads() {
        ((JavascriptExecutor) browser).executeScript("""
                window.loadsSent = 0;
                const original = window.fetch;
                window.fetch = (path, ...rest) => {
                  if (String(path).includes('/api/bridge/load')) window.loadsSent++;
                  return original(path, ...rest);
                };""");
    }

    private long loadsSent() {
        return ((Number) ((JavascriptExecutor) browser).executeScript("return window.loadsSent")).longValue();
    }

    /**
     * ddtables.txt's first deal built card by card (a full hand passes the choice on to the next)
     * loads as that PBN deal: DDS's 20 numbers in the table, the deal in the text and the address.
     */
    @Test
    void aFullDealBuiltByClicksHasDdsTable() {
        String deal = BundledDdTables.deals(1).get(0).toPbn();
        DdTable dds = BundledDdTables.tables().get(0);
        Map<Character, List<String>> hands = hands(deal);
        browser.get(base + "/bridge.html");
        openEditor();
        assertEquals("52 cards not dealt", text("editor-free"));
        for (char seat : SEATS.toCharArray()) {
            give(seat, hands.get(seat));
            assertEquals(13, lengthShown(seat));
            if (seat != 'W') {
                // the full hand hands the choice on, clockwise
                char next = SEATS.charAt(SEATS.indexOf(seat) + 1);
                assertEquals("true", browser.findElement(By.id("editor-seat-" + next)).getAttribute("aria-pressed"));
            }
        }
        assertEquals("0 cards not dealt", text("editor-free"));
        browser.findElement(By.id("editor-use")).click();
        assertFalse(browser.findElement(By.id("deal-editor")).isDisplayed());
        waitForTable();
        assertEquals(hands, hands(browser.findElement(By.id("deal-text")).getAttribute("value")));
        List<String> expected = new ArrayList<>();
        for (String strain : STRAINS) {
            StringBuilder row = new StringBuilder(strain);
            for (int seat = 0; seat < Seat.COUNT; seat++) {
                row.append(' ').append(dds.tricks(Strain.parse(strain), seat));
            }
            expected.add(row.toString());
        }
        assertEquals(expected, tableShown(), "ddtables.txt line 1");
        assertTrue(browser.getCurrentUrl().contains("#deal=" + deal.replace(' ', '+') + "&dealer=N&vul=None"),
                browser.getCurrentUrl());
    }

    /**
     * The editor opens on the deal on the board; Clear empties it; a 2-card ending built with the
     * keyboard (Enter, Space, the N/E/S/W keys) and clicks loads, and its table, worked out by hand,
     * is shown: each hand holds the ace and king of its own suit (North spades, East hearts, South
     * diamonds, West clubs). In notrump the opening leader's side cashes both tricks, so declarer
     * takes 0 whoever declares. In a suit the side holding the trumps takes both tricks: its cards
     * either win or ruff whatever the other side leads (the side without trumps has no card of the
     * trump suit, and the trump holder is void in every other suit). An ending has no par.
     */
    @Test
    void anEndingBuiltByKeysAndClicksLoads() {
        String deal = BundledDdTables.deals(1).get(0).toPbn();
        Map<Character, List<String>> hands = hands(deal);
        browser.get(base + "/bridge.html");
        BoardPages.loadDeal(browser, deal);
        waitForTable();
        openEditor();
        assertEquals(browser.findElement(By.id("editor-seat-N")), browser.switchTo().activeElement());
        for (char seat : SEATS.toCharArray()) {
            assertEquals(13, lengthShown(seat));
            for (String c : hands.get(seat)) {
                assertEquals(String.valueOf(seat), owner(c), c);
            }
        }
        browser.findElement(By.id("editor-clear")).click();
        for (char seat : SEATS.toCharArray()) {
            assertEquals(0, lengthShown(seat));
        }
        assertEquals("52 cards not dealt", text("editor-free"));

        card("SA").sendKeys(Keys.ENTER);
        card("SK").sendKeys(Keys.SPACE);
        assertEquals("N", owner("SA"));
        assertEquals("true", card("SA").getAttribute("aria-pressed"));
        assertEquals("Ace of spades: North", card("SA").getAttribute("aria-label"));
        // "e" chooses East; the cards North holds stay North's, no longer pressed
        card("SK").sendKeys("e");
        assertEquals("true", browser.findElement(By.id("editor-seat-E")).getAttribute("aria-pressed"));
        assertEquals("false", card("SA").getAttribute("aria-pressed"));
        card("HA").sendKeys(Keys.ENTER);
        card("HK").sendKeys(Keys.ENTER);
        // a second press takes a card back; a card of another hand moves to this one
        card("HQ").sendKeys(Keys.ENTER);
        card("HQ").sendKeys(Keys.ENTER);
        assertEquals("", owner("HQ"));
        card("SA").sendKeys(Keys.ENTER);
        assertEquals("E", owner("SA"));
        assertEquals(1, lengthShown('N'));
        card("SA").click();
        browser.findElement(By.id("editor-seat-N")).click();
        card("SA").click();
        give('S', List.of("DA", "DK"));
        give('W', List.of("CA", "CK"));
        for (char seat : SEATS.toCharArray()) {
            assertEquals(2, lengthShown(seat));
        }
        assertEquals("44 cards not dealt", text("editor-free"));
        browser.findElement(By.id("editor-use")).click();
        // the board before it had a table: wait for the new deal's
        waitForPage().until(d -> d.getCurrentUrl().contains("#deal=N:AK...+.AK..+..AK.+...AK&"));
        waitForTable();
        assertEquals("N:AK... .AK.. ..AK. ...AK", browser.findElement(By.id("deal-text")).getAttribute("value"));
        assertEquals(List.of("NT 0 0 0 0", "S 2 0 2 0", "H 0 2 0 2", "D 2 0 2 0", "C 0 2 0 2"), tableShown());
        assertEquals("", text("par"));
        // the play works on the ending: East leads against North's notrump, either heart keeps North at 0
        browser.findElement(By.cssSelector("#dd-table td[data-strain='NT'][data-seat='N'] button")).click();
        BoardPages.waitForAnalysis(waitForPage());
        waitForPage().until(d -> d.findElements(By.cssSelector("button.card.legal")).size() == 2);
        Map<String, String> legal = new HashMap<>();
        for (WebElement c : browser.findElements(By.cssSelector("button.card.legal"))) {
            legal.put(c.getAttribute("data-card"), c.getAttribute("data-tricks"));
        }
        assertEquals(Map.of("HA", "0", "HK", "0"), legal);
    }

    /**
     * Unequal hands are one message naming the odd hand and never reach the server; made equal
     * (a 5-card ending, each hand the top five of its own suit), the deal loads: as in the 2-card
     * ending above, the trump holder's side takes all five tricks, and in notrump the opening
     * leader's side does.
     */
    @Test
    void unequalHandsAreRefusedInWords() {
        browser.get(base + "/bridge.html");
        openEditor();
        countLoads();
        browser.findElement(By.id("editor-use")).click();
        assertEquals("No card is dealt yet: choose a hand, then the cards it holds.", text("editor-error"));
        give('N', List.of("SA", "SK", "SQ", "SJ", "ST"));
        give('E', List.of("HA", "HK", "HQ", "HJ"));
        give('S', List.of("DA", "DK", "DQ", "DJ", "DT"));
        give('W', List.of("CA", "CK", "CQ", "CJ", "CT"));
        browser.findElement(By.id("editor-use")).click();
        assertEquals("The hands must hold the same number of cards: East holds 4 cards, the others 5.", text("editor-error"));
        assertTrue(browser.findElement(By.id("deal-editor")).isDisplayed());
        assertEquals("", browser.findElement(By.id("deal-text")).getAttribute("value"));
        give('S', List.of("DT"));
        browser.findElement(By.id("editor-use")).click();
        assertEquals("The hands must hold the same number of cards: North holds 5 cards, East 4, South 4, West 5.",
                text("editor-error"));
        assertEquals(0, loadsSent());

        give('E', List.of("HT"));
        give('S', List.of("DT"));
        browser.findElement(By.id("editor-use")).click();
        waitForTable();
        assertEquals(1, loadsSent());
        assertEquals("", text("editor-error"));
        assertEquals(List.of("NT 0 0 0 0", "S 5 0 5 0", "H 0 5 0 5", "D 5 0 5 0", "C 0 5 0 5"), tableShown());
    }

    /**
     * "Deal the rest at random" fills every hand to 13 with the cards not dealt, the cards chosen
     * kept where they are; a hand of 13 takes no more by hand.
     */
    @Test
    void theRestDealtAtRandomKeepsTheChosenCards() {
        browser.get(base + "/bridge.html");
        openEditor();
        Map<String, String> chosen = new LinkedHashMap<>();
        for (String c : List.of("SA", "SK", "SQ", "H2")) {
            chosen.put(c, "N");
        }
        for (String c : List.of("CA", "CK", "CQ", "CJ", "CT", "C9", "C8", "C7", "C6", "C5")) {
            chosen.put(c, "E");
        }
        chosen.put("DA", "W");
        for (Map.Entry<String, String> e : chosen.entrySet()) {
            browser.findElement(By.id("editor-seat-" + e.getValue())).click();
            card(e.getKey()).click();
        }
        assertEquals(List.of(4, 10, 0, 1), List.of(lengthShown('N'), lengthShown('E'), lengthShown('S'), lengthShown('W')));
        browser.findElement(By.id("editor-random")).click();
        for (char seat : SEATS.toCharArray()) {
            assertEquals(13, lengthShown(seat));
        }
        for (Map.Entry<String, String> e : chosen.entrySet()) {
            assertEquals(e.getValue(), owner(e.getKey()), e.getKey());
        }
        assertEquals("0 cards not dealt", text("editor-free"));
        // North is full: another card is refused, with why
        browser.findElement(By.id("editor-seat-N")).click();
        String taken = browser.findElement(By.cssSelector("#editor-cards button.deal-card[data-owner='E']:not([data-card^='C'])"))
                .getAttribute("data-card");
        card(taken).click();
        assertEquals("North already holds 13 cards: take one back or choose another hand.", text("editor-error"));
        assertEquals("E", owner(taken));
        // readable: a red card of the hand being filled, and its owner's letter, on their green
        WebElement pressed = card("H2");
        assertEquals("true", pressed.getAttribute("aria-pressed"));
        String green = BoardPages.style(browser, pressed, "background-color");
        assertTrue(BoardPages.contrast(browser, BoardPages.style(browser, pressed, "color"), green) >= 4.5, green);
        WebElement letter = pressed.findElement(By.className("owner"));
        assertEquals("N", letter.getText());
        assertTrue(BoardPages.contrast(browser, BoardPages.style(browser, letter, "color"), green) >= 4.5, green);

        browser.findElement(By.id("editor-use")).click();
        waitForTable();
        Map<Character, List<String>> dealt = hands(browser.findElement(By.id("deal-text")).getAttribute("value"));
        Set<String> all = new HashSet<>();
        for (char seat : SEATS.toCharArray()) {
            assertEquals(13, dealt.get(seat).size(), "hand " + seat);
            all.addAll(dealt.get(seat));
            // the board shows the hand dealt
            List<String> shown = new ArrayList<>();
            for (WebElement c : browser.findElements(By.cssSelector("#felt .hand[data-seat='" + seat + "'] .card"))) {
                shown.add(c.getAttribute("data-card"));
            }
            assertEquals(new HashSet<>(dealt.get(seat)), new HashSet<>(shown), "hand " + seat);
        }
        assertEquals(52, all.size());
        for (Map.Entry<String, String> e : chosen.entrySet()) {
            assertTrue(dealt.get(e.getValue().charAt(0)).contains(e.getKey()), e.getKey());
        }
    }
}
