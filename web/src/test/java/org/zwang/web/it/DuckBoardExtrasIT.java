package org.zwang.web.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.zwang.duck.board.Variant;
import org.zwang.record.PlayedGame;
import org.zwang.record.pgn.PgnGame;
import org.zwang.record.pgn.PgnReader;
import org.zwang.record.pgn.San;

/**
 * The Duck Chess board's resignation, move-list browsing, PGN download and PGN import in a real
 * browser (headless Chromium through Selenium, as {@link BrowserIT}), against a real server. The
 * expected values are hand-written (positions, PGN texts) or come from game-record's reader and
 * rules replaying what the page gave, never from the page's own output alone.
 */
class DuckBoardExtrasIT extends ServedPagesFixture {

    /** An hour a move: a think that ends before the hang guard was stopped. */
    private static final long HOUR_MILLIS = 3_600_000;

    /** Six plies of the Ruy Lopez, hand-written; White (you) to move at the end. */
    private static final String RUY_LOPEZ = """
            [Event "Hand-written"]
            [Site "?"]
            [Date "2024.01.01"]
            [Round "-"]
            [White "A"]
            [Black "B"]
            [Result "*"]

            1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *
            """;

    /**
     * Four Duck Chess plies, hand-checked: 1. e2-e4 (duck e6), d7-d5 (duck d4); 2. e4xd5 (duck c6),
     * Ng8-f6 (duck f4). White to move.
     */
    private static final String DUCK_GAME = """
            [Event "Hand-written"]
            [Variant "duck"]
            [Result "*"]

            1. e2e4,e4e6 d7d5,d5d4 2. e4d5,d5c6 g8f6,f6f4 *
            """;

    DuckBoardExtrasIT() {
        super(HOUR_MILLIS);
    }

    @BeforeEach
    void openBoard() throws IOException {
        chromium.clearDownloads();
        browser.manage().window().setSize(new Dimension(1280, 1000));
        browser.get(base + "/duck.html");
        BoardPages.engineMoveTime(browser, BoardPages.QUICK_MOVE_MILLIS);
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move"));
    }

    private WebDriverWait waitForPage() {
        return BoardPages.waitForPage(browser, Duration.ofMinutes(5));
    }

    /** The page as it looks now, into target/screenshots. */
    private void screenshot(String name) {
        try {
            Path directory = Path.of(System.getProperty("zwang.screenshots", "target/screenshots"));
            Files.createDirectories(directory);
            Files.copy(browser.getScreenshotAs(OutputType.FILE).toPath(), directory.resolve(name),
                    StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private WebElement square(String name) {
        return browser.findElement(By.cssSelector("#board .square[data-square='" + name + "']"));
    }

    private String label(String square) {
        return square(square).getAttribute("aria-label");
    }

    private String fen() {
        return browser.findElement(By.id("fen")).getAttribute("value");
    }

    private void waitForYourMove(int plies) {
        waitForPage().until(d -> BoardPages.duckHistory(browser).size() == plies && BoardPages.duckStatus(browser).startsWith("Your move"));
    }

    private void typeMove(String move) {
        browser.findElement(By.id("move-input")).sendKeys(move, Keys.ENTER);
    }

    @SuppressWarnings("unchecked")
    private List<String> errorsShown() {
        return (List<String>) ((JavascriptExecutor) browser).executeScript("return [...document.querySelectorAll('.error')]"
                + ".filter(e => e.textContent.trim()).map(e => e.id + ': ' + e.textContent)");
    }

    /** Clicks Download PGN and reads the file the browser saved. */
    private String downloadPgn() {
        browser.findElement(By.id("download-pgn")).click();
        return chromium.downloaded(waitForPage(), ".pgn");
    }

    private void pastePgn(String text) {
        browser.findElement(By.cssSelector("#pgn-import summary")).click();
        WebElement area = browser.findElement(By.id("pgn-text"));
        ((JavascriptExecutor) browser).executeScript("arguments[0].value = arguments[1]", area, text);
        browser.findElement(By.id("pgn-import-text")).click();
    }

    private void resign() {
        browser.findElement(By.id("resign")).click();
        assertTrue(browser.findElement(By.id("resign-confirm")).isDisplayed());
        browser.findElement(By.id("resign-yes")).click();
    }

    /**
     * Resigning as White after a turn each: 0-1, "White resigns", the board closed; the downloaded
     * PGN reads back with the result, Termination "normal" (as zwang match writes a resignation) and
     * the final comment, and its moves replay to the page's game.
     */
    @Test
    void resigningEndsTheGameAndGoesIntoThePgn() {
        typeMove("e2e4,e4d5");
        waitForYourMove(2);
        List<String> history = BoardPages.duckHistory(browser);
        resign();
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("0-1"));
        assertEquals("0-1 — White resigns", BoardPages.duckStatus(browser));
        assertFalse(browser.findElement(By.id("resign")).isEnabled());
        assertEquals(history, BoardPages.duckHistory(browser));
        square("d2").click(); // the game is over: nothing is chosen
        assertTrue(browser.findElements(By.cssSelector("#board .target")).isEmpty());

        String text = downloadPgn();
        List<PgnGame> games = PgnReader.read(text);
        assertEquals(1, games.size());
        PgnGame pgn = games.get(0);
        assertEquals("0-1", pgn.result());
        assertEquals("0-1", pgn.tag("Result"));
        assertEquals("normal", pgn.tag("Termination"));
        assertEquals("White resigns", pgn.finalComment());
        assertEquals("duck", pgn.tag("Variant"));
        assertEquals("2", pgn.tag("PlyCount"));
        PlayedGame replayed = PgnReader.replay(pgn);
        assertEquals(2, replayed.moveCount());
        assertEquals("e2e4,e4d5", pgn.moves().get(0));
        assertEquals(history, pgn.moves());
        assertFalse(replayed.result().isOver(), "the board itself did not end the game");

        // resigning as Black while the engine thinks stops it: 1-0
        new Select(browser.findElement(By.id("side"))).selectByValue("black");
        waitForPage().until(d -> BoardPages.duckStatus(browser).equals("Zwang is thinking…") || BoardPages.duckHistory(browser).size() == 1);
        resign();
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("1-0"));
        assertEquals("1-0 — Black resigns", BoardPages.duckStatus(browser));
        waitForPage().until(d -> pages.server().pool().running() == 0);

        // New game plays again
        new Select(browser.findElement(By.id("side"))).selectByValue("white");
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move") && BoardPages.duckHistory(browser).isEmpty());
        assertTrue(browser.findElement(By.id("resign")).isEnabled());
    }

    /**
     * A pasted hand-written PGN of six plies; the move list, the buttons and the keys show the
     * earlier positions (hand-known squares, the FEN as game-record's rules play it), read-only
     * and marked; End returns to the game.
     */
    @Test
    void steppingThroughTheMovesShowsEarlierPositions() {
        pastePgn(RUY_LOPEZ);
        waitForPage().until(d -> BoardPages.duckHistory(browser).size() == 6 && BoardPages.duckStatus(browser).startsWith("Your move"));
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6"), BoardPages.duckHistory(browser));
        assertEquals("chess", browser.findElement(By.id("variant")).getAttribute("value"));
        String finalFen = fen();
        assertTrue(label("b5").contains("white bishop") && label("a6").contains("black pawn"));

        // the move "e5" in the list: the position after 1. e4 e5
        browser.findElement(By.cssSelector("#moves button.mv[data-ply='2']")).click();
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Viewing after 1… e5"));
        assertTrue(label("e4").contains("white pawn"), label("e4"));
        assertTrue(label("e5").contains("black pawn"), label("e5"));
        assertTrue(label("g1").contains("white knight"), label("g1"));
        assertTrue(label("b8").contains("black knight"), label("b8"));
        assertEquals("e4", square("e4").getAttribute("data-square"));
        assertEquals(fenAfter(2), fen());
        assertTrue(browser.findElement(By.id("board-wrap")).getAttribute("class").contains("browsing"));
        assertEquals("step", browser.findElement(By.cssSelector("#moves button.mv[data-ply='2']")).getAttribute("aria-current"));
        screenshot("duck-browsing.png");
        // read-only: a click on a white piece chooses nothing and says why
        square("d2").click();
        assertTrue(browser.findElements(By.cssSelector("#board .target")).isEmpty());
        assertTrue(browser.findElement(By.id("move-error")).getText().contains("earlier position"),
                browser.findElement(By.id("move-error")).getText());

        // the keys, with the focus on the page (not the board or a field)
        browser.findElement(By.tagName("h1")).click();
        new Actions(browser).sendKeys(Keys.ARROW_RIGHT).perform();
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Viewing after 2. Nf3"));
        assertTrue(label("f3").contains("white knight") && !label("g1").contains("knight"));
        assertEquals(fenAfter(3), fen());
        new Actions(browser).sendKeys(Keys.HOME).perform();
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Viewing the start position"));
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", fen());
        assertFalse(browser.findElement(By.id("nav-back")).isEnabled());
        // the buttons
        browser.findElement(By.id("nav-forward")).click();
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Viewing after 1. e4"));
        assertTrue(label("e4").contains("white pawn") && label("e7").contains("black pawn"));

        new Actions(browser).sendKeys(Keys.END).perform();
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move"));
        assertEquals(finalFen, fen());
        assertFalse(browser.findElement(By.id("board-wrap")).getAttribute("class").contains("browsing"));
        assertFalse(browser.findElement(By.id("nav-forward")).isEnabled());
        // back at the end, the board plays again: 4. Ba4, and the engine answers
        square("b5").click();
        square("a4").click();
        waitForYourMove(8);
        assertEquals("Ba4", BoardPages.duckHistory(browser).get(6));
    }

    private static String fenAfter(int plies) {
        PlayedGame game = PgnReader.replay(PgnReader.read(RUY_LOPEZ).get(0));
        PlayedGame prefix = PlayedGame.standardStart(Variant.CHESS);
        for (int i = 0; i < plies; i++) {
            prefix.playChecked(game.move(i));
        }
        return prefix.board().toFen();
    }

    /**
     * The engine is not asked while browsing: going back stops its think (an hour a move, so only
     * the stop ends it), and returning to the end starts it again.
     */
    @Test
    void browsingStopsTheEngineAndTheEndResumesIt() {
        waitForPage().until(d -> pages.server().pool().running() == 0);
        BoardPages.engineMoveTime(browser, HOUR_MILLIS);
        typeMove("e2e4,e4d5");
        waitForPage().until(d -> pages.server().pool().running() == 1 && BoardPages.duckStatus(browser).equals("Zwang is thinking…"));
        long stoppedBefore = pages.server().pool().stopped();
        browser.findElement(By.id("nav-first")).click();
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Viewing the start position"));
        waitForPage().until(d -> pages.server().pool().running() == 0);
        assertEquals(stoppedBefore + 1, pages.server().pool().stopped());
        assertTrue(label("e2").contains("white pawn") && !label("d5").contains("duck"));
        browser.findElement(By.id("nav-last")).click();
        waitForPage().until(d -> pages.server().pool().running() == 1 && BoardPages.duckStatus(browser).equals("Zwang is thinking…"));
        assertTrue(label("e4").contains("white pawn") && label("d5").contains("duck"));
        browser.findElement(By.id("new-game")).click();
        waitForPage().until(d -> pages.server().pool().running() == 0 && BoardPages.duckStatus(browser).startsWith("Your move"));
    }

    /** A standard chess game's downloaded PGN reads back and replays to the moves the page shows. */
    @Test
    void theDownloadedPgnReplays() {
        new Select(browser.findElement(By.id("variant"))).selectByValue("chess");
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move")
                && d.findElement(By.id("title")).getText().equals("Chess against Zwang"));
        square("d2").click();
        square("d4").click();
        waitForYourMove(2);
        square("g1").click();
        square("f3").click();
        waitForYourMove(4);
        List<String> history = BoardPages.duckHistory(browser);

        PgnGame pgn = PgnReader.read(downloadPgn()).get(0);
        assertEquals("*", pgn.result());
        assertEquals("unterminated", pgn.tag("Termination"));
        assertEquals("You", pgn.tag("White"));
        assertEquals("Zwang", pgn.tag("Black"));
        assertEquals(null, pgn.tag("Variant"));
        PlayedGame replayed = PgnReader.replay(pgn);
        assertEquals(4, replayed.moveCount());
        assertEquals(history, pgn.moves());
        // the first and third moves are ours, by hand
        assertEquals("d4", pgn.moves().get(0));
        assertEquals("Nf3", pgn.moves().get(2));
        PlayedGame check = PlayedGame.standardStart(Variant.CHESS);
        for (String san : history) {
            check.playChecked(San.parse(check.board(), san));
        }
        assertEquals(check.board().toFen(), fen());
    }

    /** A hand-written Duck Chess PGN opened as a file shows its final position, squares checked by hand. */
    @Test
    void anImportedDuckGameShowsItsFinalPosition() throws IOException {
        Path file = chromium.downloads().resolve("hand-written.pgn.txt");
        Files.writeString(file, DUCK_GAME);
        browser.findElement(By.cssSelector("#pgn-import summary")).click();
        browser.findElement(By.id("pgn-file")).sendKeys(file.toString());
        waitForPage().until(d -> BoardPages.duckHistory(browser).size() == 4 && BoardPages.duckStatus(browser).startsWith("Your move"));
        assertEquals(List.of("e2e4,e4e6", "d7d5,d5d4", "e4d5,d5c6", "g8f6,f6f4"), BoardPages.duckHistory(browser));
        assertEquals("duck", browser.findElement(By.id("variant")).getAttribute("value"));
        assertTrue(label("d5").contains("white pawn"), label("d5"));
        assertTrue(label("f6").contains("black knight"), label("f6"));
        assertTrue(label("f4").contains("duck"), label("f4"));
        for (String empty : new String[] {"e2", "e4", "d7", "g8", "c6", "e6", "d4"}) {
            assertEquals(empty, label(empty), empty + " should be empty");
        }
        assertEquals(1, browser.findElements(By.cssSelector("#board g.duck")).size());
        assertTrue(browser.findElement(By.id("pgn-status")).getText().startsWith("Imported 4 moves"));
        assertEquals(List.of(), errorsShown());
    }

    /**
     * Clocks of three seconds (an option the page does not offer): the engine answers within its
     * own clock, yours runs out while you wait, and the game is lost on time, as the PGN says.
     */
    @Test
    void aFallenFlagEndsTheGame() {
        ((JavascriptExecutor) browser).executeScript("const short = document.createElement('option');"
                + "short.value = '0.05+0'; short.textContent = '3 s'; document.getElementById('clock').append(short);");
        new Select(browser.findElement(By.id("clock"))).selectByValue("0.05+0");
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move"));
        assertEquals("White (you) 0:03.0", browser.findElement(By.id("clock-bottom")).getText());
        assertEquals("Black (Zwang) 0:03.0", browser.findElement(By.id("clock-top")).getText());
        assertFalse(browser.findElement(By.id("movetime")).isEnabled());
        typeMove("e2e4,e4d5");
        // the engine moves within its three seconds; then only your clock runs, to zero
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("0-1"));
        assertEquals("0-1 — White loses on time", BoardPages.duckStatus(browser));
        assertEquals(2, BoardPages.duckHistory(browser).size());
        assertEquals("White (you) 0:00.0", browser.findElement(By.id("clock-bottom")).getText());
        assertFalse(browser.findElement(By.id("clock-top")).getText().endsWith("0:00.0"),
                browser.findElement(By.id("clock-top")).getText());
        PgnGame pgn = PgnReader.read(downloadPgn()).get(0);
        assertEquals("0-1", pgn.result());
        assertEquals("time forfeit", pgn.tag("Termination"));
        assertEquals("White loses on time", pgn.finalComment());
        assertEquals(2, PgnReader.replay(pgn).moveCount());
        new Select(browser.findElement(By.id("clock"))).selectByValue("");
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move") && !d.findElement(By.id("clock-top")).isDisplayed());
    }

    /** The new controls' text stands out 4.5:1: the clocks (running or not), Yes, resign, a move of the list. */
    @Test
    void theNewControlsHaveContrast() {
        new Select(browser.findElement(By.id("clock"))).selectByValue("1+1");
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move"));
        typeMove("e2e4,e4d5");
        waitForYourMove(2);
        WebElement running = browser.findElement(By.cssSelector(".clock.running"));
        WebElement waiting = browser.findElement(By.cssSelector(".clock:not(.running)"));
        browser.findElement(By.id("resign")).click();
        WebElement yes = browser.findElement(By.id("resign-yes"));
        WebElement move = browser.findElement(By.cssSelector("#moves button.mv"));
        screenshot("duck-clocks.png");
        for (WebElement element : List.of(running, waiting, yes, move)) {
            String background = BoardPages.style(browser, element, "background-color");
            if (background.equals("rgba(0, 0, 0, 0)")) {
                background = "rgb(255, 255, 255)"; // the panel's
            }
            double ratio = BoardPages.contrast(browser, BoardPages.style(browser, element, "color"), background);
            assertTrue(ratio >= 4.5, element.getText() + ": " + ratio);
        }
        browser.findElement(By.id("resign-no")).click();
        assertFalse(browser.findElement(By.id("resign-confirm")).isDisplayed());
        assertTrue(BoardPages.duckStatus(browser).startsWith("Your move"));
    }

    /** A PGN that does not read or replay is one message naming the problem, and the game stays. */
    @Test
    void aBadPgnIsOneMessageAndKeepsTheGame() {
        typeMove("e2e4,e4d5");
        waitForYourMove(2);
        List<String> history = BoardPages.duckHistory(browser);
        String before = fen();

        pastePgn("1. e4 e5 2. Nf9 Nc6 *");
        waitForPage().until(d -> !errorsShown().isEmpty());
        List<String> errors = errorsShown();
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).startsWith("pgn-error: This PGN cannot be imported: "), errors.get(0));
        assertTrue(errors.get(0).contains("ply 3") && errors.get(0).contains("Nf9"), errors.get(0));
        assertEquals(history, BoardPages.duckHistory(browser));
        assertEquals(before, fen());
        assertEquals("duck", browser.findElement(By.id("variant")).getAttribute("value"));
        assertTrue(BoardPages.duckStatus(browser).startsWith("Your move"));

        // an unterminated tag pair: named by its line
        ((JavascriptExecutor) browser).executeScript("arguments[0].value = arguments[1]",
                browser.findElement(By.id("pgn-text")), "[Event \"x\"]\n[White \"y\n\n1. e4 *\n");
        browser.findElement(By.id("pgn-import-text")).click();
        waitForPage().until(d -> errorsShown().size() == 1 && errorsShown().get(0).contains("line 2"));
        assertTrue(errorsShown().get(0).contains("tag pair"), errorsShown().toString());
        assertEquals(history, BoardPages.duckHistory(browser));

        // the game goes on: a piece can still be picked up (the g1 knight: the engine's duck, wherever
        // its think put it, blocks at most one of f3, h3 and e2, and no black piece reaches them)
        square("g1").click();
        assertFalse(browser.findElements(By.cssSelector("#board .target")).isEmpty());
        square("g1").click();
    }
}
