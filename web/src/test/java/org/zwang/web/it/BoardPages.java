package org.zwang.web.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.par.ParResult;
import org.zwang.web.DdsOracle;

/**
 * What the browser tests of the server's pages and of the static site read from and do on the two
 * boards (one place for the pages' element ids), so both check the same page the same way.
 */
public final class BoardPages {

    /** The engine's time a move where it only has to answer. */
    public static final long QUICK_MOVE_MILLIS = 100;

    private BoardPages() {
    }

    /** Waits for what the page shows; only a hang ({@code patience} without it) fails. */
    public static WebDriverWait waitForPage(WebDriver browser, Duration patience) {
        WebDriverWait wait = new WebDriverWait(browser, patience);
        wait.ignoring(StaleElementReferenceException.class);
        return wait;
    }

    /**
     * Gives the Duck Chess engine {@code millis} a move, adding the choice first where the page does not
     * offer it (its choices run from 0.5 s to 30 s): the tests ask for 0.1 s where the engine only has
     * to answer, and an hour where only a stop may end its think.
     */
    public static void engineMoveTime(WebDriver browser, long millis) {
        ((JavascriptExecutor) browser).executeScript("const select = document.getElementById('movetime');"
                + "if (![...select.options].some(o => o.value === arguments[0])) {"
                + " const option = document.createElement('option'); option.value = arguments[0];"
                + " option.textContent = arguments[0] + ' ms'; select.append(option); }", Long.toString(millis));
        new Select(browser.findElement(By.id("movetime"))).selectByValue(Long.toString(millis));
    }

    /** Types a deal into the bridge board's deal box and loads it. */
    public static void loadDeal(WebDriver browser, String deal) {
        WebElement text = browser.findElement(By.id("deal-text"));
        text.clear();
        text.sendKeys(deal);
        browser.findElement(By.id("load")).click();
    }

    /**
     * Deals by the bridge board's deal editor: opens it, clears it, gives North, East, South and West
     * the cards of {@code hands} in that order ("SA", "HT", …) by clicks, and uses the deal.
     */
    public static void dealByEditor(WebDriver browser, List<List<String>> hands) {
        browser.findElement(By.id("edit-deal")).click();
        browser.findElement(By.id("editor-clear")).click();
        for (int seat = 0; seat < Seat.COUNT; seat++) {
            browser.findElement(By.id("editor-seat-" + Seat.letter(seat))).click();
            for (String card : hands.get(seat)) {
                browser.findElement(By.cssSelector("#editor-cards button.deal-card[data-card='" + card + "']")).click();
            }
        }
        browser.findElement(By.id("editor-use")).click();
    }

    /** The button of one cell of the bridge board's DD table. */
    public static By ddCell(int strain, int seat) {
        return By.cssSelector("#dd-table td[data-strain='" + Strain.name(strain) + "'][data-seat='" + Seat.letter(seat)
                + "'] button");
    }

    /**
     * One cell of the bridge board's "all boards" results: board {@code index} (0-based, file order),
     * {@code column} one of the CSV's ("S_N" to "NT_W", "par", "par_contracts").
     */
    public static By batchCell(int index, String column) {
        return By.cssSelector("#batch-table tr[data-board='" + index + "'] td[data-col='" + column + "']");
    }

    /** Where the bridge board's batch is: "running", "done", "cancelled", "failed", or null before one. */
    public static String batchState(WebDriver browser) {
        return browser.findElement(By.id("batch")).getAttribute("data-state");
    }

    /** Waits until the bridge board's play analysis is done (its status line empty). */
    public static void waitForAnalysis(WebDriverWait wait) {
        wait.until(d -> d.findElement(By.id("play-status")).getText().isEmpty());
    }

    /**
     * The first position of DDS's solve-positions.txt four to six cards into the play: the one the
     * browser tests play on the bridge board by clicks.
     */
    public static DdsOracle.SolvedPosition positionInPlay() {
        return DdsOracle.solvedPositions().stream()
                .filter(p -> p.history().size() >= 4 && p.history().size() <= 6).findFirst().orElseThrow();
    }

    /**
     * On the bridge board with {@code position}'s deal loaded: clicks the DD table's cell of its
     * contract, then its cards in order, waiting for the play analysis after each click.
     */
    public static void playByClicks(WebDriverWait wait, DdsOracle.SolvedPosition position) {
        int strain = Strain.parse(position.trump());
        int declarer = Seat.fromLetter(position.declarer());
        wait.until(ExpectedConditions.elementToBeClickable(ddCell(strain, declarer))).click();
        waitForAnalysis(wait);
        for (String card : position.history()) {
            By button = By.cssSelector("button.card.legal[data-card='" + card + "']");
            wait.until(ExpectedConditions.elementToBeClickable(button)).click();
            waitForAnalysis(wait);
        }
    }

    /**
     * Asserts that after {@link #playByClicks} every legal card shows DDS's value for {@code position}
     * (declarer's total), the best ones marked.
     */
    public static void assertCardValues(WebDriver browser, DdsOracle.SolvedPosition position) {
        int best = position.cardTricks().values().stream().mapToInt(Integer::intValue).max().orElseThrow();
        Map<String, Integer> shown = new HashMap<>();
        for (WebElement card : browser.findElements(By.cssSelector("button.card.legal"))) {
            String name = card.getAttribute("data-card");
            shown.put(name, Integer.parseInt(card.findElement(By.className("tricks")).getText()));
            assertEquals(position.cardTricks().get(name) == best, card.getAttribute("class").contains("best"), name);
        }
        assertEquals(position.declarerTotals(), shown, "solve-positions.txt position " + position.index());
    }

    /** The par the bridge board shows, as {@link #parText} writes it. */
    public static String parShown(WebDriver browser) {
        return browser.findElement(By.id("par-score")).getText() + ": "
                + browser.findElement(By.id("par-contracts")).getText();
    }

    /** Par as the page shows it: "N-S +420: 4S-NS". */
    public static String parText(ParResult par) {
        String score = par.score() == 0 ? "0" : par.score() > 0 ? "N-S +" + par.score() : "E-W +" + -par.score();
        return score + ": " + String.join(", ", par.contracts().stream().map(Object::toString).toList());
    }

    /** The Duck Chess board's status line. */
    public static String duckStatus(WebDriver browser) {
        return browser.findElement(By.id("game-status")).getText();
    }

    /** The Duck Chess board's move list, one entry a half-move. */
    @SuppressWarnings("unchecked")
    public static List<String> duckHistory(WebDriver browser) {
        List<Object> texts = (List<Object>) ((JavascriptExecutor) browser).executeScript(
                "return [...document.querySelectorAll('#moves .mv')].map(e => e.textContent)");
        return texts.stream().map(String::valueOf).filter(t -> !t.isEmpty() && !t.equals("…")).toList();
    }

    /** The WCAG contrast ratio of two CSS colours (rgb() or rgba() over white), computed in the page. */
    public static double contrast(WebDriver browser, String foreground, String background) {
        return ((Number) ((JavascriptExecutor) browser).executeScript("""
                const lum = text => {
                  const v = text.match(/[\\d.]+/g).map(Number);
                  const a = v.length > 3 ? v[3] : 1;
                  return v.slice(0, 3).map(c => c * a + 255 * (1 - a)).map(c => c / 255)
                    .map(c => c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4))
                    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
                };
                const [x, y] = [lum(arguments[0]), lum(arguments[1])];
                return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);""", foreground, background)).doubleValue();
    }

    /** One computed CSS property of an element. */
    public static String style(WebDriver browser, WebElement element, String property) {
        return (String) ((JavascriptExecutor) browser).executeScript(
                "return getComputedStyle(arguments[0]).getPropertyValue(arguments[1])", element, property);
    }
}
