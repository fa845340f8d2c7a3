package org.zwang.webstatic.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
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
import org.zwang.duck.engine.ZwangEngine;
import org.zwang.record.PlayedGame;
import org.zwang.web.DdsOracle;
import org.zwang.web.it.BoardPages;
import org.zwang.web.it.HeadlessChromium;

/**
 * The static site as a user gets it: the built folder served by a plain static HTTP server (the
 * JDK's, with {@code application/wasm} for the module), opened in headless Chromium. The bridge
 * board must show DDS's DD tables and par for several deals (par for other conditions too, from the
 * table the page has), a random deal's table, and DDS's value for every legal card of a played
 * position; the Duck Chess board must get a legal move from the engine. Everything is
 * solved in the page's Web Worker: the test checks that no request asked for the API.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StaticSiteIT {

    private SiteServer server;
    private WebDriver browser;
    private HeadlessChromium.Session chromium;
    private String base;

    @BeforeAll
    void start() throws IOException {
        HeadlessChromium.assumeInstalled();
        Path site = SiteServer.builtSite();
        assertTrue(Files.isRegularFile(site.resolve("wasm/zwang.wasm")), "no site built in " + site);
        server = SiteServer.start(site);
        base = server.base();
        chromium = HeadlessChromium.open();
        browser = chromium.driver();
    }

    @AfterAll
    void stop() throws IOException {
        if (chromium != null) {
            chromium.close();
        }
        if (server != null) {
            server.close();
        }
    }

    /** The DD table the page shows, strain by strain in N E S W order ("" for a cell not shown). */
    private String shownTable() {
        StringBuilder shown = new StringBuilder();
        for (int strain = 0; strain < Strain.COUNT; strain++) {
            shown.append(Strain.name(strain)).append(':');
            for (int seat = 0; seat < Seat.COUNT; seat++) {
                List<WebElement> cell = browser.findElements(BoardPages.ddCell(strain, seat));
                shown.append(' ').append(cell.isEmpty() ? "" : cell.get(0).getText());
            }
            shown.append(' ');
        }
        return shown.toString().trim();
    }

    private static String tableText(DdTable table) {
        StringBuilder text = new StringBuilder();
        for (int strain = 0; strain < Strain.COUNT; strain++) {
            text.append(Strain.name(strain)).append(':');
            for (int seat = 0; seat < Seat.COUNT; seat++) {
                text.append(' ').append(table.tricks(strain, seat));
            }
            text.append(' ');
        }
        return text.toString().trim();
    }

    private void assertNoApiRequest() {
        List<String> requested = server.requested();
        assertFalse(requested.stream().anyMatch(r -> r.contains("/api/")), "the page asked a server: " + requested);
    }

    private WebDriverWait waitForPage() {
        return BoardPages.waitForPage(browser, Duration.ofMinutes(2));
    }

    @Test
    void bridgeBoardShowsDdsNumbersWithNoServer() {
        browser.get(base + "/bridge.html");

        // DDS's DD tables and par for the first deals of ddtables.txt.
        List<Deal> deals = BundledDdTables.deals(4);
        List<DdTable> tables = BundledDdTables.tables();
        for (int i = 0; i < deals.size(); i++) {
            int number = i + 1;
            String expected = tableText(tables.get(i));
            BoardPages.loadDeal(browser, deals.get(i).toPbn());
            waitForPage().withMessage(() -> "ddtables.txt deal " + number + ": DDS's table " + expected
                    + ", the page shows " + shownTable())
                    .until(d -> d.findElement(By.id("table-status")).getText().isEmpty() && shownTable().equals(expected));
            String[] tokens = BundledDdTables.lines().get(i).trim().split("\\s+");
            int par = Integer.parseInt(tokens[24]);
            String parShown = par == 0 ? "0" : par > 0 ? "N-S +" + par : "E-W +" + -par;
            assertEquals(parShown, browser.findElement(By.id("par-score")).getText(), "deal " + (i + 1));
            assertEquals(tokens[25], browser.findElement(By.id("par-contracts")).getText().replace(", ", ","),
                    "deal " + (i + 1));
        }

        // Par for other conditions comes from the table the page has (the worker's par call, no
        // solving): East dealing, all vulnerable, as the par library takes it from DDS's table; then
        // back to North and nobody vulnerable, DDS's own par again.
        int last = deals.size() - 1;
        String ddsPar = BoardPages.parShown(browser);
        new Select(browser.findElement(By.id("dealer"))).selectByVisibleText("E");
        new Select(browser.findElement(By.id("vul"))).selectByValue("All");
        String expected = BoardPages.parText(Par.par(tables.get(last), Seat.EAST, Vulnerability.BOTH));
        waitForPage().withMessage(() -> "par " + expected + ", the page shows " + BoardPages.parShown(browser))
                .until(d -> BoardPages.parShown(browser).equals(expected));
        new Select(browser.findElement(By.id("dealer"))).selectByVisibleText("N");
        new Select(browser.findElement(By.id("vul"))).selectByValue("None");
        waitForPage().withMessage(() -> "DDS's par " + ddsPar + ", the page shows " + BoardPages.parShown(browser))
                .until(d -> BoardPages.parShown(browser).equals(ddsPar));

        // A random deal: a table of 20 numbers for it.
        browser.findElement(By.id("random")).click();
        waitForPage().until(d -> d.findElement(By.id("table-status")).getText().isEmpty()
                && !shownTable().equals(tableText(tables.get(last))) && shownTable().matches("(\\S+: \\d+ \\d+ \\d+ \\d+ ?){5}"));
        assertEquals("", browser.findElement(By.id("deal-error")).getText());

        // A position of solve-positions.txt four to six cards into the play: every legal card must
        // show DDS's value (declarer's total), the best ones marked.
        DdsOracle.SolvedPosition position = BoardPages.positionInPlay();
        BoardPages.loadDeal(browser, position.deal());
        int strain = Strain.parse(position.trump());
        int declarer = Seat.fromLetter(position.declarer());
        waitForPage().until(d -> d.findElement(By.id("table-status")).getText().isEmpty()
                && !d.findElements(BoardPages.ddCell(strain, declarer)).isEmpty());
        BoardPages.playByClicks(waitForPage(), position);
        BoardPages.assertCardValues(browser, position);
        assertEquals(position.toPlay(), browser.findElement(By.cssSelector(".hand.to-move")).getAttribute("data-seat"));
        assertEquals("", browser.findElement(By.id("deal-error")).getText());
        assertNoApiRequest();
        assertTrue(server.requestsFor("GET /wasm/zwang.wasm") > 0, "the module was not loaded: " + server.requested());
    }

    /**
     * A 2-card ending made in the deal editor is solved in the page: each hand holds the ace and
     * king of its own suit (North spades, East hearts, South diamonds, West clubs), so in notrump
     * the opening leader's side cashes both tricks (declarer takes 0) and in a suit the trump
     * holder's side wins or ruffs both (worked out by hand, as in BridgeDealEditorIT).
     */
    @Test
    void bridgeDealEditorEndingIsSolvedWithNoServer() {
        browser.get(base + "/bridge.html");
        BoardPages.dealByEditor(browser, List.of(List.of("SA", "SK"), List.of("HA", "HK"), List.of("DA", "DK"),
                List.of("CA", "CK")));
        Map<String, String> rows = Map.of("NT", "0 0 0 0", "S", "2 0 2 0", "H", "0 2 0 2", "D", "2 0 2 0", "C", "0 2 0 2");
        StringBuilder expected = new StringBuilder();
        for (int strain = 0; strain < Strain.COUNT; strain++) {
            expected.append(Strain.name(strain)).append(": ").append(rows.get(Strain.name(strain))).append(' ');
        }
        String table = expected.toString().trim();
        waitForPage().withMessage(() -> "the ending's table " + table + ", the page shows " + shownTable())
                .until(d -> d.findElement(By.id("table-status")).getText().isEmpty() && shownTable().equals(table));
        assertEquals("N:AK... .AK.. ..AK. ...AK", browser.findElement(By.id("deal-text")).getAttribute("value"));
        assertEquals("", browser.findElement(By.id("deal-error")).getText());
        assertNoApiRequest();
    }

    /**
     * "Solve all boards" for a PBN file of six deals of ddtables.txt: every number and par is DDS's,
     * nothing asked a server, and the batch ran on one worker per core the browser reports (at most
     * 8), each loading the module itself: the test server counts the module's downloads.
     */
    @Test
    void solveAllRunsOnOneWorkerPerCoreWithNoServer() throws IOException {
        int boards = 6;
        List<Deal> deals = BundledDdTables.deals(boards);
        List<DdTable> tables = BundledDdTables.tables();
        StringBuilder pbn = new StringBuilder("% PBN 2.1\n");
        for (int i = 0; i < boards; i++) {
            pbn.append("[Board \"").append(i + 1).append("\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"")
                    .append(deals.get(i).toPbn()).append("\"]\n\n");
        }
        Path file = Files.createTempFile("zwang-batch-", ".pbn");
        try {
            Files.writeString(file, pbn);
            browser.get(base + "/bridge.html");
            browser.findElement(By.id("deal-file")).sendKeys(file.toString());
            // the page's own worker solves board 1 (and so has loaded the module) before the batch starts
            waitForPage().until(d -> d.findElement(By.id("solve-all")).isDisplayed()
                    && d.findElements(By.cssSelector("#board-select option")).size() == boards
                    && d.findElement(By.id("table-status")).getText().isEmpty() && shownTable().equals(tableText(tables.get(0))));
        } finally {
            Files.delete(file);
        }
        long modulesBefore = server.requestsFor("GET /wasm/zwang.wasm");
        browser.findElement(By.id("solve-all")).click();
        BoardPages.waitForPage(browser, Duration.ofMinutes(5)).until(d -> "done".equals(BoardPages.batchState(browser)));
        assertEquals(boards + " of " + boards + " boards solved", browser.findElement(By.id("batch-progress")).getText());
        assertEquals("", browser.findElement(By.id("batch-error")).getText());
        for (int i = 0; i < boards; i++) {
            String[] tokens = BundledDdTables.lines().get(i).trim().split("\\s+");
            for (int strain = 0; strain < Strain.COUNT; strain++) {
                for (int seat = 0; seat < Seat.COUNT; seat++) {
                    String column = Strain.name(strain) + "_" + Seat.letter(seat);
                    assertEquals(Integer.toString(tables.get(i).tricks(strain, seat)),
                            browser.findElement(BoardPages.batchCell(i, column)).getText(), "deal " + (i + 1) + " " + column);
                }
            }
            assertEquals(tokens[24], browser.findElement(BoardPages.batchCell(i, "par")).getText(), "deal " + (i + 1));
            assertEquals(tokens[25].replace(',', ';'), browser.findElement(BoardPages.batchCell(i, "par_contracts")).getText(),
                    "deal " + (i + 1));
        }
        assertNoApiRequest();

        long cores = ((Number) ((JavascriptExecutor) browser).executeScript("return navigator.hardwareConcurrency || 1")).longValue();
        long workers = Math.min(boards, Math.min(8, Math.max(1, cores)));
        assertEquals(Long.toString(workers), browser.findElement(By.id("batch")).getAttribute("data-lanes"));
        // each batch worker loads the module into an instance of its own: more than one where the
        // browser reports two cores or more
        long loaded = server.requestsFor("GET /wasm/zwang.wasm") - modulesBefore;
        assertEquals(workers, loaded, "the browser reports " + cores + " cores: " + server.requested());
        assertTrue(cores < 2 || loaded >= 2, loaded + " workers for " + cores + " cores");
    }

    @Test
    void duckBoardGetsALegalEngineMoveWithNoServer() {
        browser.get(base + "/duck.html");
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move"));
        new Select(browser.findElement(By.id("movetime"))).selectByValue("500");
        new Select(browser.findElement(By.id("side"))).selectByValue("black"); // the engine moves first
        waitForPage().until(d -> BoardPages.duckHistory(browser).size() == 1 && BoardPages.duckStatus(browser).startsWith("Your move"));

        String move = BoardPages.duckHistory(browser).get(0);
        PlayedGame game = PlayedGame.standardStart(Variant.DUCK);
        game.playUci(move); // throws for an illegal move
        assertEquals(1, game.moveCount());
        assertFalse(browser.findElement(By.id("think-depth")).getText().equals("–"), "no thinking info shown");
        // the build's version, a resource the module must carry (TeaVM packs only those listed)
        assertEquals(ZwangEngine.NAME, browser.findElement(By.id("engine-name")).getText());
        assertEquals("", browser.findElement(By.id("engine-error")).getText());
        assertNoApiRequest();
    }

    /**
     * The Duck Chess board's PGN import, browsing and resignation answered by the worker: a
     * hand-written game replayed (a bad one refused with its ply), an earlier position shown, the
     * resignation in the result.
     */
    @Test
    void duckBoardImportsBrowsesAndResignsWithNoServer() {
        browser.get(base + "/duck.html");
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move"));
        browser.findElement(By.cssSelector("#pgn-import summary")).click();
        WebElement text = browser.findElement(By.id("pgn-text"));
        ((JavascriptExecutor) browser).executeScript("arguments[0].value = arguments[1]", text, "1. e4 e5 2. Nf9 *");
        browser.findElement(By.id("pgn-import-text")).click();
        waitForPage().until(d -> d.findElement(By.id("pgn-error")).getText().contains("ply 3 ('Nf9')"));
        ((JavascriptExecutor) browser).executeScript("arguments[0].value = arguments[1]", text,
                "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n");
        browser.findElement(By.id("pgn-import-text")).click();
        waitForPage().until(d -> BoardPages.duckHistory(browser).equals(List.of("e4", "e5", "Nf3", "Nc6"))
                && BoardPages.duckStatus(browser).startsWith("Your move"));
        browser.findElement(By.id("nav-first")).click();
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Viewing the start position"));
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                browser.findElement(By.id("fen")).getAttribute("value"));
        browser.findElement(By.id("nav-last")).click();
        waitForPage().until(d -> BoardPages.duckStatus(browser).startsWith("Your move"));
        browser.findElement(By.id("resign")).click();
        browser.findElement(By.id("resign-yes")).click();
        waitForPage().until(d -> BoardPages.duckStatus(browser).equals("0-1 — White resigns"));
        assertNoApiRequest();
    }
}
