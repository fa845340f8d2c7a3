package org.zwang.web.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.interactions.Actions;
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
import org.zwang.duck.board.Variant;
import org.zwang.record.PlayedGame;
import org.zwang.web.DdsOracle;

/**
 * Both pages in a real browser: Debian's headless Chromium driven by Selenium through
 * chromium-driver, against a real server. The bridge page must show DDS's DD table and par, and
 * after the cards DDS's solve data lists, DDS's value for every legal card; the Duck Chess page must
 * play a few turns against the engine by clicks (a refused move and a refused duck square included).
 * Each page is photographed into target/screenshots. Skips, saying why, when no Chromium is
 * installed (scripts/browser-install.sh installs it; {@link HeadlessChromium} starts it).
 */
class BrowserIT extends ServedPagesFixture {

    /** An hour a move, twelve times the page waits' hang guard: a think that ends sooner was stopped. */
    private static final long HOUR_MILLIS = 3_600_000;

    BrowserIT() {
        super(HOUR_MILLIS); // an hour a move allowed for aHiddenPageStopsTheEngine
    }

    /** The whole page at {@code width} pixels wide, from the top, into target/screenshots. */
    private void screenshot(String name, int width) throws IOException {
        Path directory = Paths.get(System.getProperty("zwang.screenshots", "target/screenshots"));
        Files.createDirectories(directory);
        JavascriptExecutor js = (JavascriptExecutor) browser;
        browser.manage().window().setSize(new Dimension(width, 900));
        long height = (Long) js.executeScript("return document.documentElement.scrollHeight");
        browser.manage().window().setSize(new Dimension(width, (int) Math.min(3000, height + 140)));
        js.executeScript("window.scrollTo(0, 0); document.activeElement && document.activeElement.blur()");
        File shot = ((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE);
        Files.copy(shot.toPath(), directory.resolve(name), StandardCopyOption.REPLACE_EXISTING);
        browser.manage().window().setSize(new Dimension(1280, 1000));
    }

    private WebDriverWait waitForPage() {
        return BoardPages.waitForPage(browser, Duration.ofMinutes(5));
    }

    @Test
    void bridgePageShowsDdsNumbers() throws IOException {
        browser.manage().window().setSize(new Dimension(1280, 1000));
        browser.get(base + "/bridge.html");

        // A bad deal: the reader's one line next to the input.
        BoardPages.loadDeal(browser, "N:AK76543.32.AK2.3 2.QT87.876.87654");
        waitForPage().until(ExpectedConditions.textToBePresentInElementLocated(By.id("deal-error"), "need 4 hands"));

        // The DD table and par of the first deal of ddtables.txt, as DDS computed them.
        Deal deal = BundledDdTables.deals(1).get(0);
        DdTable table = BundledDdTables.tables().get(0);
        String[] tokens = BundledDdTables.lines().get(0).trim().split("\\s+");
        BoardPages.loadDeal(browser, deal.toPbn());
        waitForPage().until(ExpectedConditions.presenceOfElementLocated(BoardPages.ddCell(Strain.CLUBS, Seat.WEST)));
        assertEquals("", browser.findElement(By.id("deal-error")).getText());
        for (int strain = 0; strain < Strain.COUNT; strain++) {
            for (int seat = 0; seat < Seat.COUNT; seat++) {
                assertEquals(Integer.toString(table.tricks(strain, seat)),
                        browser.findElement(BoardPages.ddCell(strain, seat)).getText(), Strain.name(strain) + " by " + seat);
            }
        }
        int par = Integer.parseInt(tokens[24]);
        String parShown = par == 0 ? "0" : par > 0 ? "N-S +" + par : "E-W +" + -par;
        assertEquals(parShown, browser.findElement(By.id("par-score")).getText());
        assertEquals(tokens[25], browser.findElement(By.id("par-contracts")).getText().replace(", ", ","));

        // A position of solve-positions.txt four to six cards into the play: play its cards by clicks,
        // then every legal card must show DDS's value (as declarer's total), the best ones marked.
        DdsOracle.SolvedPosition position = BoardPages.positionInPlay();
        BoardPages.loadDeal(browser, position.deal());
        int declarer = Seat.fromLetter(position.declarer());
        BoardPages.playByClicks(waitForPage(), position);
        BoardPages.assertCardValues(browser, position);
        WebElement hand = browser.findElement(By.cssSelector(".hand.to-move"));
        assertEquals(position.toPlay(), hand.getAttribute("data-seat"));
        int bestTotal = position.declarerTotals().values().stream()
                .mapToInt(Integer::intValue).max().orElseThrow();
        int worstTotal = position.declarerTotals().values().stream()
                .mapToInt(Integer::intValue).min().orElseThrow();
        boolean declarerToPlay = Seat.sameSide(Seat.fromLetter(position.toPlay().charAt(0)), declarer);
        assertEquals(Integer.toString(declarerToPlay ? bestTotal : worstTotal),
                browser.findElement(By.id("running-total")).getText());
        assertEquals(position.history().size(), browser.findElements(By.cssSelector("#playlog .c")).size());

        // Undo takes the last card back, redo plays it again.
        browser.findElement(By.id("undo")).click();
        BoardPages.waitForAnalysis(waitForPage());
        assertEquals(position.history().size() - 1, browser.findElements(By.cssSelector("#playlog .c")).size());
        browser.findElement(By.id("redo")).click();
        BoardPages.waitForAnalysis(waitForPage());
        assertEquals(position.history().size(), browser.findElements(By.cssSelector("#playlog .c")).size());
        screenshot("bridge.png", 1280);
        screenshot("bridge-phone.png", 390);
    }

    private void waitForTable() {
        waitForPage().until(d -> d.findElement(By.id("table-status")).getText().isEmpty()
                && !d.findElements(BoardPages.ddCell(Strain.CLUBS, Seat.WEST)).isEmpty());
    }

    @SuppressWarnings("unchecked")
    private List<String> requestsSinceSpy() {
        return (List<String>) ((JavascriptExecutor) browser).executeScript("return window.zwangRequests.slice()");
    }

    /** Records every API request the page makes from now on (the page calls fetch for each). */
    private void spyOnRequests() {
        ((JavascriptExecutor) browser).executeScript("window.zwangRequests = []; const original = window.fetch;"
                + "window.fetch = (url, options) => {"
                + " window.zwangRequests.push(String(url)); return original(url, options); };");
    }

    /**
     * Dealer and vulnerability change par only: the page asks for par from the table it has (the
     * library's par for those conditions) and never for the table again.
     */
    @Test
    void dealerAndVulnerabilityChangeParWithoutSolvingAgain() {
        browser.manage().window().setSize(new Dimension(1280, 1000));
        browser.get(base + "/bridge.html");
        Deal deal = BundledDdTables.deals(1).get(0);
        DdTable table = BundledDdTables.tables().get(0);
        BoardPages.loadDeal(browser, deal.toPbn());
        waitForTable();
        assertEquals(BoardPages.parText(Par.par(table, Seat.NORTH, Vulnerability.NONE)), BoardPages.parShown(browser));
        spyOnRequests();
        String[][] conditions = {{"E", "All"}, {"W", "NS"}, {"S", "EW"}};
        for (int i = 0; i < conditions.length; i++) {
            String[] condition = conditions[i];
            new Select(browser.findElement(By.id("dealer"))).selectByVisibleText(condition[0]);
            new Select(browser.findElement(By.id("vul"))).selectByValue(condition[1]);
            String expected = BoardPages.parText(Par.par(table, Seat.fromLetter(condition[0].charAt(0)),
                    Vulnerability.parse(condition[1])));
            int requests = 2 * (i + 1); // one for the dealer, one for the vulnerability
            waitForPage().until(d -> requestsSinceSpy().size() == requests && BoardPages.parShown(browser).equals(expected)
                    && d.findElement(By.id("table-status")).getText().isEmpty());
            // the table itself is still shown, untouched
            assertEquals(Integer.toString(table.tricks(Strain.NOTRUMP, Seat.SOUTH)),
                    browser.findElement(BoardPages.ddCell(Strain.NOTRUMP, Seat.SOUTH)).getText());
        }
        List<String> requests = requestsSinceSpy();
        assertEquals(2 * conditions.length, requests.size(), requests.toString());
        assertTrue(requests.stream().allMatch(url -> url.equals("/api/bridge/par")), requests.toString());
    }

    /**
     * A new deal starts with nothing played (Undo and Back to the lead off) and its own dealer and
     * vulnerability; the table's labels count tricks in good English.
     */
    @Test
    void aNewDealStartsAfresh() {
        browser.manage().window().setSize(new Dimension(1280, 1000));
        browser.get(base + "/bridge.html");
        // a deal of the bundled tables with a one-trick contract in it
        int index = 0;
        List<DdTable> tables = BundledDdTables.tables();
        while (!hasOneTrick(tables.get(index))) {
            index++;
        }
        DdTable table = tables.get(index);
        BoardPages.loadDeal(browser, BundledDdTables.deals(index + 1).get(index).toPbn());
        waitForTable();
        for (int strain = 0; strain < Strain.COUNT; strain++) {
            for (int seat = 0; seat < Seat.COUNT; seat++) {
                int tricks = table.tricks(strain, seat);
                String label = browser.findElement(BoardPages.ddCell(strain, seat)).getAttribute("aria-label");
                assertTrue(label.startsWith(tricks + (tricks == 1 ? " trick for " : " tricks for ")), label);
            }
        }
        new Select(browser.findElement(By.id("dealer"))).selectByVisibleText("W");
        new Select(browser.findElement(By.id("vul"))).selectByValue("EW");
        // the new par redraws the table: a cell found before the redraw is gone, so find and click again
        waitForPage().until(d -> {
            d.findElement(BoardPages.ddCell(Strain.HEARTS, Seat.SOUTH)).click();
            return true;
        });
        BoardPages.waitForAnalysis(waitForPage());
        waitForPage().until(ExpectedConditions.elementToBeClickable(By.cssSelector("button.card.legal"))).click();
        BoardPages.waitForAnalysis(waitForPage());
        assertTrue(browser.findElement(By.id("undo")).isEnabled());
        assertTrue(browser.findElement(By.id("restart")).isEnabled());

        browser.findElement(By.id("random")).click();
        waitForPage().until(d -> d.findElement(By.id("contract-line")).getText().equals("Random deal"));
        waitForTable();
        assertFalse(browser.findElement(By.id("undo")).isEnabled(), "Undo after a new deal");
        assertFalse(browser.findElement(By.id("restart")).isEnabled(), "Back to the lead after a new deal");
        assertFalse(browser.findElement(By.id("redo")).isEnabled(), "Redo after a new deal");
        assertTrue(browser.findElements(By.cssSelector("#playlog .c")).isEmpty());
        // a random deal's par conditions are its own (dealer North, nobody vulnerable), not the last board's
        assertEquals("N", selected("dealer"));
        assertEquals("None", selected("vul"));
        // nor the last board's contract: strain and declarer are back to their first choices
        assertEquals("NT", selected("strain"));
        assertEquals("N", selected("declarer"));
    }

    private String selected(String id) {
        return new Select(browser.findElement(By.id(id))).getFirstSelectedOption().getAttribute("value");
    }

    private static boolean hasOneTrick(DdTable table) {
        for (int strain = 0; strain < Strain.COUNT; strain++) {
            for (int seat = 0; seat < Seat.COUNT; seat++) {
                if (table.tricks(strain, seat) == 1) {
                    return true;
                }
            }
        }
        return false;
    }

    private WebElement square(String name) {
        return browser.findElement(By.cssSelector("#board .square[data-square='" + name + "']"));
    }

    private void waitForYourMove(int plies) {
        waitForPage().until(d -> BoardPages.duckHistory(browser).size() == plies && BoardPages.duckStatus(browser).startsWith("Your move"));
    }

    @Test
    void duckChessGameAgainstTheEngine() throws IOException {
        browser.manage().window().setSize(new Dimension(1280, 1000));
        browser.get(base + "/duck.html");
        BoardPages.engineMoveTime(browser, BoardPages.QUICK_MOVE_MILLIS);
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move"));

        // An illegal attempt: the pawn on e2 cannot go to e5; the board stays as it was.
        square("e2").click();
        square("e5").click();
        assertTrue(browser.findElement(By.id("move-error")).getText().contains("e2–e5 is not a legal move"),
                browser.findElement(By.id("move-error")).getText());
        assertTrue(square("e2").getAttribute("aria-label").contains("white pawn"));
        assertTrue(BoardPages.duckHistory(browser).isEmpty());

        // e2-e4, then the duck: an occupied square is refused, d5 is taken.
        square("e2").click();
        assertFalse(browser.findElements(By.cssSelector("#board .square[data-square='e4'] .target")).isEmpty());
        square("e4").click();
        assertTrue(BoardPages.duckStatus(browser).contains("place the duck"), BoardPages.duckStatus(browser));
        square("d7").click();
        assertTrue(browser.findElement(By.id("move-error")).getText().contains("occupied"));
        square("d5").click();
        waitForYourMove(2);
        assertEquals(1, browser.findElements(By.cssSelector("#board g.duck")).size());
        // the engine's reply is told to screen readers, in a live region
        String reply = BoardPages.duckHistory(browser).get(1);
        assertTrue(((JavascriptExecutor) browser).executeScript("return [...document.querySelectorAll('[aria-live]')]"
                + ".some(e => e.textContent.includes(arguments[0]))", reply).equals(Boolean.TRUE),
                "no live region tells " + reply);
        assertFalse(browser.findElement(By.id("think-depth")).getText().equals("–"));

        // A second turn by drag and drop: a knight to whichever of f3, h3, c3, a3 is offered, then
        // the duck (by click) to the first square offered.
        String[][] knights = {{"g1", "f3"}, {"g1", "h3"}, {"b1", "c3"}, {"b1", "a3"}};
        boolean moved = false;
        for (String[] knight : knights) {
            square(knight[0]).click();
            boolean offered = !browser.findElements(
                    By.cssSelector("#board .square[data-square='" + knight[1] + "'] .target")).isEmpty();
            square(knight[0]).click(); // deselect
            if (offered) {
                new Actions(browser).clickAndHold(square(knight[0])).moveByOffset(5, -5).moveToElement(square(knight[1]))
                        .release().perform();
                moved = true;
                break;
            }
        }
        assertTrue(moved, "no knight move was offered");
        waitForPage().until(d -> BoardPages.duckStatus(browser).contains("place the duck"));
        WebElement duckTarget = browser.findElement(By.cssSelector("#board .square:has(.duck-target)"));
        duckTarget.click();
        waitForYourMove(4);

        // The page's game is legal by the library's rules, move by move.
        PlayedGame game = PlayedGame.standardStart(Variant.DUCK);
        for (String move : BoardPages.duckHistory(browser)) {
            game.playUci(move);
        }
        assertEquals(4, game.moveCount());
        screenshot("duck.png", 1280);

        // Take back returns to your move two plies earlier.
        browser.findElement(By.id("take-back")).click();
        waitForYourMove(2);
        assertEquals("–", browser.findElement(By.id("think-pv")).getText(), "the cancelled line is still shown");
        assertEquals("–", browser.findElement(By.id("think-depth")).getText());

        screenshot("duck-phone.png", 390);
    }

    private static final Path GAME_PBN = Paths.get("..", "docs", "examples", "game.pbn").toAbsolutePath().normalize();

    /** Loads docs/examples/game.pbn (six hearts by South, its whole play in [Play]) as pasted text. */
    private void loadGamePbn() throws IOException {
        browser.get(base + "/bridge.html");
        WebElement text = browser.findElement(By.id("deal-text"));
        ((JavascriptExecutor) browser).executeScript("arguments[0].value = arguments[1]", text, Files.readString(GAME_PBN));
        browser.findElement(By.id("load")).click();
    }

    @SuppressWarnings("unchecked")
    private List<String> clippedLogCells() {
        return (List<String>) ((JavascriptExecutor) browser).executeScript("return [...document.querySelectorAll('#playlog .c')]"
                + ".filter(c => c.scrollWidth > c.clientWidth + 1 || c.scrollHeight > c.clientHeight + 1"
                + " || [...c.children].some(k => k.getBoundingClientRect().right > c.getBoundingClientRect().right + 1))"
                + ".map(c => c.textContent)");
    }

    /** Trick totals of 10 and more are shown whole in the play log, on a wide page and a phone's. */
    @Test
    void thePlayLogShowsWholeTotals() throws IOException {
        browser.manage().window().setSize(new Dimension(1280, 1000));
        loadGamePbn();
        waitForPage().until(ExpectedConditions.elementToBeClickable(By.id("played-line"))).click();
        waitForPage().until(d -> d.findElements(By.cssSelector("#playlog .c")).size() == 52
                && d.findElement(By.id("play-status")).getText().equals("All 13 tricks played."));
        List<WebElement> cells = browser.findElements(By.cssSelector("#playlog .c"));
        assertTrue(cells.stream().anyMatch(c -> Integer.parseInt(c.getAttribute("data-total")) >= 10));
        for (WebElement cell : cells) {
            assertTrue(cell.getText().replaceAll("\\s+", " ").endsWith("→" + cell.getAttribute("data-total")), cell.getText());
        }
        assertEquals(List.of(), clippedLogCells());
        browser.manage().window().setSize(new Dimension(390, 900));
        assertEquals(List.of(), clippedLogCells(), "on a phone");
        browser.manage().window().setSize(new Dimension(1280, 1000));
    }

    /** A board with its whole play opens at the lead, all 52 cards in the hands, the play to step through. */
    @Test
    void aPlayedBoardOpensAtTheLead() throws IOException {
        browser.manage().window().setSize(new Dimension(1280, 1000));
        loadGamePbn();
        waitForPage().until(d -> d.findElement(By.id("contract-line")).getText().contains("South declares")
                && d.findElement(By.id("play-status")).getText().isEmpty());
        assertEquals(52, browser.findElements(By.cssSelector("#felt .hand .card")).size(), "not the full deal");
        assertTrue(browser.findElements(By.cssSelector("#playlog .c")).isEmpty());
        assertEquals("W", browser.findElement(By.cssSelector(".hand.to-move")).getAttribute("data-seat"));
        assertTrue(browser.findElement(By.id("redo")).isEnabled(), "the file's play cannot be stepped through");
        browser.findElement(By.id("redo")).click();
        waitForPage().until(d -> d.findElements(By.cssSelector("#playlog .c")).size() == 1
                && d.findElement(By.id("play-status")).getText().isEmpty());
        assertTrue(browser.findElement(By.cssSelector("#playlog .c")).getText().replaceAll("\\s+", " ").startsWith("W ♠Q →"));
        assertTrue(browser.findElement(By.id("redo")).isEnabled());
    }

    /** A file opened twice is read twice (the input forgets it once read). */
    @Test
    void theSameFileOpensTwice() {
        browser.manage().window().setSize(new Dimension(1280, 1000));
        browser.get(base + "/bridge.html");
        browser.findElement(By.id("deal-file")).sendKeys(GAME_PBN.toString());
        waitForPage().until(d -> d.findElement(By.id("contract-line")).getText().contains("South declares"));
        browser.findElement(By.id("random")).click();
        waitForPage().until(d -> d.findElement(By.id("contract-line")).getText().equals("Random deal"));
        waitForTable();
        browser.findElement(By.id("deal-file")).sendKeys(GAME_PBN.toString());
        waitForPage().until(d -> d.findElement(By.id("contract-line")).getText().contains("South declares"));
        assertTrue(browser.findElement(By.id("deal-text")).getAttribute("value").contains("[Play \"W\"]"));
    }

    /** A refused FEN stays in the box as typed, to be corrected, with the reason beside it. */
    @Test
    void aRefusedFenStaysAsTyped() {
        browser.manage().window().setSize(new Dimension(1280, 1000));
        browser.get(base + "/duck.html");
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move"));
        String typo = "4k3/8/8/8/8/8/8/4R1KX w - - 0 1";
        WebElement fen = browser.findElement(By.id("fen"));
        fen.clear();
        fen.sendKeys(typo);
        browser.findElement(By.id("setup")).click();
        waitForPage().until(d -> !d.findElement(By.id("setup-error")).getText().isEmpty()
                && BoardPages.duckStatus(browser).startsWith("Your move"));
        assertEquals(typo, browser.findElement(By.id("fen")).getAttribute("value"));
        assertEquals("true", browser.findElement(By.id("fen")).getAttribute("aria-invalid"));
        // corrected, it is set up, and the error goes
        fen.clear();
        fen.sendKeys("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
        browser.findElement(By.id("setup")).click();
        waitForPage().until(d -> d.findElement(By.id("setup-error")).getText().isEmpty()
                && square("e1").getAttribute("aria-label").contains("white rook"));
        assertEquals("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", browser.findElement(By.id("fen")).getAttribute("value"));
    }

    /** Taking the king ends the game at once: no duck square is asked for. */
    @Test
    void takingTheKingEndsTheGame() {
        browser.manage().window().setSize(new Dimension(1280, 1000));
        browser.get(base + "/duck.html");
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move"));
        WebElement fen = browser.findElement(By.id("fen"));
        fen.clear();
        fen.sendKeys("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
        browser.findElement(By.id("setup")).click();
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move") && square("e1").getAttribute("aria-label").contains("white rook"));
        square("e1").click();
        square("e8").click();
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("1-0"));
        assertEquals(List.of("e1e8"), BoardPages.duckHistory(browser));
        assertTrue(browser.findElements(By.cssSelector("#board .duck-target")).isEmpty());
        assertEquals("", browser.findElement(By.id("move-error")).getText());
    }

    /** A refused move names the full move and the side, as the move list numbers them. */
    @Test
    void aRefusedMoveIsNumberedAsTheMoveList() {
        browser.manage().window().setSize(new Dimension(1280, 1000));
        browser.get(base + "/duck.html");
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move"));
        WebElement fen = browser.findElement(By.id("fen"));
        fen.clear();
        fen.sendKeys("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
        browser.findElement(By.id("setup")).click();
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move") && square("e5").getAttribute("aria-label").contains("black pawn"));
        WebElement move = browser.findElement(By.id("move-input"));
        move.sendKeys("e4e5,e5d5", Keys.ENTER);
        waitForPage().until(d -> !d.findElement(By.id("move-error")).getText().isEmpty());
        String error = browser.findElement(By.id("move-error")).getText();
        assertTrue(error.startsWith("White's move 3: "), error);
    }

    /**
     * Text and the focus ring stand out enough (WCAG 2.1: 4.5:1 for text, 3:1 for the focus ring):
     * the focus ring on a white card, the best cards' green digits, the board's coordinates.
     */
    @Test
    void contrastIsEnough() {
        browser.manage().window().setSize(new Dimension(1280, 1000));
        browser.get(base + "/bridge.html");
        BoardPages.loadDeal(browser, BundledDdTables.deals(1).get(0).toPbn());
        waitForTable();
        waitForPage().until(ExpectedConditions.elementToBeClickable(BoardPages.ddCell(Strain.NOTRUMP, Seat.SOUTH))).click();
        BoardPages.waitForAnalysis(waitForPage());
        WebElement best = browser.findElement(By.cssSelector("button.card.legal.best"));
        double digits = BoardPages.contrast(browser, BoardPages.style(browser, best.findElement(By.className("tricks")), "color"), BoardPages.style(browser, best, "background-color"));
        assertTrue(digits >= 4.5, "best digits " + digits);
        // the keyboard's focus ring on a panel's button
        browser.findElement(By.tagName("body")).click();
        waitForPage().until(d -> {
            new Actions(d).sendKeys(Keys.TAB).perform();
            return (Boolean) ((JavascriptExecutor) d).executeScript(
                    "return !!document.activeElement.closest('.panel') && document.activeElement.matches('button')");
        });
        WebElement focused = browser.switchTo().activeElement();
        assertFalse(BoardPages.style(browser, focused, "outline-style").equals("none"));
        double ring = BoardPages.contrast(browser, BoardPages.style(browser, focused, "outline-color"), "rgb(255, 255, 255)");
        assertTrue(ring >= 3, "focus ring " + ring);

        browser.get(base + "/duck.html");
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move"));
        List<WebElement> coordinates = browser.findElements(By.cssSelector("#board text.coord"));
        assertEquals(16, coordinates.size());
        for (WebElement coordinate : coordinates) {
            String text = coordinate.getText();
            String name = Character.isDigit(text.charAt(0)) ? "a" + text : text + "1";
            WebElement under = browser.findElement(By.cssSelector("#board .square[data-square='" + name + "'] rect.sq"));
            double ratio = BoardPages.contrast(browser, BoardPages.style(browser, coordinate, "fill"), BoardPages.style(browser, under, "fill"));
            assertTrue(ratio >= 4.5, "coordinate " + text + ": " + ratio);
        }
    }

    @SuppressWarnings("unchecked")
    private List<String> errorsShown() {
        return (List<String>) ((JavascriptExecutor) browser).executeScript("return [...document.querySelectorAll('.error')]"
                + ".filter(e => e.textContent.trim()).map(e => e.id + ': ' + e.textContent)");
    }

    /**
     * The server stopping during a think ends the think with one error, in the engine panel; New
     * game without a server says so there too; with the server back, the next answer clears them.
     */
    @Test
    void aServerThatStopsEndsTheThink() {
        browser.manage().window().setSize(new Dimension(1280, 1000));
        browser.get(base + "/duck.html");
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move"));
        BoardPages.engineMoveTime(browser, HOUR_MILLIS);
        new Select(browser.findElement(By.id("side"))).selectByValue("black");
        waitForPage().until(d -> pages.server().pool().running() == 1 && BoardPages.duckStatus(browser).equals("Zwang is thinking…"));
        pages.stopServer();
        try {
            waitForPage().until(d -> !BoardPages.duckStatus(browser).equals("Zwang is thinking…") && !errorsShown().isEmpty());
            List<String> errors = errorsShown();
            assertEquals(1, errors.size(), errors.toString());
            assertTrue(errors.get(0).startsWith("engine-error: "), errors.toString());
            square("e7").click();
            assertFalse(browser.findElement(By.id("move-error")).getText().contains("Wait for the engine"));
            assertTrue(BoardPages.duckStatus(browser).startsWith("Zwang could not move"), BoardPages.duckStatus(browser));

            browser.findElement(By.id("new-game")).click();
            waitForPage().until(d -> errorsShown().equals(
                    List.of("engine-error: the Zwang server does not answer (is \"zwang serve\" still running?)")));
        } finally {
            pages.restartServer();
        }
        new Select(browser.findElement(By.id("side"))).selectByValue("white");
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move"));
        assertEquals(List.of(), errorsShown());
    }

    private int targets() {
        return browser.findElements(By.cssSelector("#board .target, #board .target-ring")).size();
    }

    /** A chosen piece is dropped by Escape, by a second click on it (a still one or one that slid a little). */
    @Test
    void aDuckChessSelectionIsCancelled() {
        browser.manage().window().setSize(new Dimension(1280, 1000));
        browser.get(base + "/duck.html");
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move"));
        square("e2").click();
        assertEquals(2, targets());
        new Actions(browser).sendKeys(Keys.ESCAPE).perform();
        assertEquals(0, targets(), "Escape kept the piece chosen");

        square("g1").click();
        assertEquals(2, targets());
        square("g1").click();
        assertEquals(0, targets(), "a second click kept the piece chosen");

        // a click whose pointer slides a few pixels (a drag that ends where it began): a first one
        // chooses the piece, a second one drops it
        new Actions(browser).clickAndHold(square("e2")).moveByOffset(12, 0).release().perform();
        assertEquals(2, targets(), "a sliding first click did not choose the piece");
        new Actions(browser).clickAndHold(square("e2")).moveByOffset(12, 0).release().perform();
        assertEquals(0, targets(), "a sliding second click kept the piece chosen");

        // the move made, its duck square still to choose: Escape takes the move back
        square("e2").click();
        square("e4").click();
        assertTrue(BoardPages.duckStatus(browser).contains("place the duck"), BoardPages.duckStatus(browser));
        new Actions(browser).sendKeys(Keys.ESCAPE).perform();
        assertTrue(BoardPages.duckStatus(browser).startsWith("Your move"), BoardPages.duckStatus(browser));
        assertTrue(browser.findElements(By.cssSelector("#board .duck-target")).isEmpty());
        assertTrue(square("e2").getAttribute("aria-label").contains("white pawn"));
        assertTrue(BoardPages.duckHistory(browser).isEmpty());
    }

    /**
     * A hidden page (here: another tab in front) stops the engine at once, not after its time per
     * move (an hour: however busy the machine, only the stop ends it before the hang guard); shown
     * again, it thinks again. Stopped is told from finished by the server's count of searches
     * stopped by their stop flag.
     */
    @Test
    void aHiddenPageStopsTheEngine() {
        browser.manage().window().setSize(new Dimension(1280, 1000));
        browser.get(base + "/duck.html");
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move"));
        waitForPage().until(d -> pages.server().pool().running() == 0);
        long stoppedBefore = pages.server().pool().stopped();
        // an hour a move (an option the page does not offer): only the stop ends the think before the hang guard
        BoardPages.engineMoveTime(browser, HOUR_MILLIS);
        new Select(browser.findElement(By.id("side"))).selectByValue("black"); // the engine moves first
        waitForPage().until(d -> pages.server().pool().running() == 1 && BoardPages.duckStatus(browser).equals("Zwang is thinking…"));

        String page = browser.getWindowHandle();
        browser.switchTo().newWindow(WindowType.TAB);
        try {
            waitForPage().until(d -> pages.server().pool().running() == 0);
            assertEquals(stoppedBefore + 1, pages.server().pool().stopped(), "the engine thought on for a hidden page");
        } finally {
            browser.close();
            browser.switchTo().window(page);
        }
        waitForPage().until(d -> pages.server().pool().running() == 1 && BoardPages.duckStatus(browser).equals("Zwang is thinking…"));
        new Select(browser.findElement(By.id("side"))).selectByValue("white"); // a new game: the engine stops
        waitForPage().until(d -> pages.server().pool().running() == 0 && BoardPages.duckStatus(browser).startsWith("Your move"));
    }

    @Test
    void standardChessOnTheSamePage() {
        browser.manage().window().setSize(new Dimension(1280, 1000));
        browser.get(base + "/duck.html");
        BoardPages.engineMoveTime(browser, BoardPages.QUICK_MOVE_MILLIS);
        new Select(browser.findElement(By.id("variant"))).selectByValue("chess");
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move") && d.findElement(By.id("title")).getText()
                .equals("Chess against Zwang"));
        square("e2").click();
        square("e4").click();
        waitForYourMove(2);
        List<String> moves = BoardPages.duckHistory(browser);
        assertEquals("e4", moves.get(0)); // standard chess moves are shown in SAN, no duck
        assertTrue(browser.findElements(By.cssSelector("#board g.duck")).isEmpty());
        PlayedGame game = PlayedGame.standardStart(Variant.CHESS);
        game.playUci("e2e4");
        org.zwang.record.pgn.San.parse(game.board(), moves.get(1)); // throws when the reply is not legal SAN

        // A position set up from FEN, and a promotion chosen under the board.
        WebElement fen = browser.findElement(By.id("fen"));
        fen.clear();
        fen.sendKeys("4k3/P7/8/8/8/8/7P/4K3 w - - 0 1"); // not a bare knight after: no draw by material
        browser.findElement(By.id("setup")).click();
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move") && BoardPages.duckHistory(browser).isEmpty()
                && square("a7").getAttribute("aria-label").contains("white pawn"));
        square("a7").click();
        square("a8").click();
        browser.findElement(By.cssSelector("#promotion button[data-piece='n']")).click();
        waitForYourMove(2);
        assertEquals("a8=N", BoardPages.duckHistory(browser).get(0));
        assertTrue(square("a8").getAttribute("aria-label").contains("white knight"),
                square("a8").getAttribute("aria-label"));
    }
}
