package org.zwang.web.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.io.DdTableFormat;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Vulnerability;
import org.zwang.bridge.par.Par;

/**
 * The bridge board's "Solve all boards" in headless Chromium against a real server (as
 * {@link BrowserIT}): a PBN file of deals of ddtables.txt solved in a batch, every number shown and
 * every CSV row downloaded checked against DDS's tables; a batch cancelled half-way leaves a page
 * that still works. The expected values are DDS's (ddtables.txt: its tables, and its par for dealer
 * North, nobody vulnerable) or, for the boards of other conditions, the par library's arithmetic on
 * DDS's table, never the page's own output.
 */
class BridgeBatchIT extends ServedPagesFixture {

    private Path files;

    @BeforeAll
    void makeFolder() throws IOException {
        files = Files.createTempDirectory("zwang-batch-");
    }

    @AfterAll
    void deleteFolder() throws IOException {
        if (files != null) {
            try (Stream<Path> paths = Files.walk(files)) {
                paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
    }

    @BeforeEach
    void openBoard() throws IOException {
        chromium.clearDownloads();
        browser.manage().window().setSize(new Dimension(1280, 1000));
        browser.get(base + "/bridge.html");
    }

    private WebDriverWait waitForPage() {
        return BoardPages.waitForPage(browser, Duration.ofMinutes(5));
    }

    /** The page as it looks now, into target/screenshots. */
    private void screenshot(String name) throws IOException {
        Path directory = Path.of(System.getProperty("zwang.screenshots", "target/screenshots"));
        Files.createDirectories(directory);
        Files.copy(browser.getScreenshotAs(OutputType.FILE).toPath(), directory.resolve(name),
                StandardCopyOption.REPLACE_EXISTING);
    }

    /** Opens {@code text} as a file through the page's file input; waits for the board chooser. */
    private void openFile(String name, String text, int boards) throws IOException {
        Path file = files.resolve(name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        browser.findElement(By.id("deal-file")).sendKeys(file.toString());
        waitForPage().until(d -> d.findElement(By.id("solve-all")).isDisplayed()
                && d.findElements(By.cssSelector("#board-select option")).size() == boards);
    }

    /** The downloaded CSV file's text, once Chromium has written it. */
    private String downloadedCsv() {
        return chromium.downloaded(waitForPage(), ".csv");
    }

    /** The expected table of one board of ddtables.txt: deal, dealer, vulnerability, DDS's table, par. */
    record Expected(Deal deal, int dealer, Vulnerability vulnerability, DdTable table, int parScore, String parContracts) {

        /** The row of {@code zwang dds table --format csv}, written out here field by field. */
        String csvRow() {
            StringBuilder row = new StringBuilder(deal.toPbn());
            for (int strain = 0; strain < Strain.COUNT; strain++) {
                for (int seat = 0; seat < Seat.COUNT; seat++) {
                    row.append(',').append(table.tricks(strain, seat));
                }
            }
            return row.append(',').append(parScore).append(',').append(parContracts).toString();
        }
    }

    /**
     * Board {@code number} (1-based) of ddtables.txt under these conditions: DDS's par when North deals
     * and nobody is vulnerable (the conditions of ddtables.txt's par), else the par library's par of
     * DDS's table.
     */
    static Expected expected(int number, int dealer, Vulnerability vulnerability) {
        Deal deal = BundledDdTables.deals(number).get(number - 1);
        DdTable table = BundledDdTables.tables().get(number - 1);
        if (dealer == Seat.NORTH && vulnerability == Vulnerability.NONE) {
            String[] tokens = BundledDdTables.lines().get(number - 1).trim().split("\\s+");
            return new Expected(deal, dealer, vulnerability, table, Integer.parseInt(tokens[24]), tokens[25].replace(',', ';'));
        }
        var par = Par.par(table, dealer, vulnerability);
        return new Expected(deal, dealer, vulnerability, table, par.score(), par.contractsText(";"));
    }

    /** A PBN file of the boards, numbered 1 up, each with its dealer and vulnerability. */
    static String pbn(List<Expected> boards) {
        StringBuilder text = new StringBuilder("% PBN 2.1\n");
        for (int i = 0; i < boards.size(); i++) {
            Expected board = boards.get(i);
            text.append("[Event \"Batch\"]\n[Board \"").append(i + 1).append("\"]\n[Dealer \"")
                    .append(Seat.letter(board.dealer())).append("\"]\n[Vulnerable \"").append(board.vulnerability().toPbn())
                    .append("\"]\n[Deal \"").append(board.deal().toPbn()).append("\"]\n\n");
        }
        return text.toString();
    }

    /** The eight boards: the first four of ddtables.txt as DDS solved them, four more under other conditions. */
    static List<Expected> eightBoards() {
        int[] dealers = {Seat.NORTH, Seat.NORTH, Seat.NORTH, Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST, Seat.NORTH};
        Vulnerability[] vulnerabilities = {Vulnerability.NONE, Vulnerability.NONE, Vulnerability.NONE, Vulnerability.NONE,
            Vulnerability.NORTH_SOUTH, Vulnerability.EAST_WEST, Vulnerability.BOTH, Vulnerability.BOTH};
        List<Expected> boards = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            boards.add(expected(i + 1, dealers[i], vulnerabilities[i]));
        }
        return boards;
    }

    private String cell(int board, String column) {
        return browser.findElement(BoardPages.batchCell(board, column)).getText();
    }

    /** Every number and par of the results table's row {@code index} (0-based), against {@code board}'s. */
    private void assertRowShown(int index, Expected board) {
        String name = "board " + (index + 1);
        for (int strain = 0; strain < Strain.COUNT; strain++) {
            for (int seat = 0; seat < Seat.COUNT; seat++) {
                String column = Strain.name(strain) + "_" + Seat.letter(seat);
                assertEquals(Integer.toString(board.table().tricks(strain, seat)), cell(index, column), name + " " + column);
            }
        }
        assertEquals(Integer.toString(board.parScore()), cell(index, "par"), name + " par");
        assertEquals(board.parContracts(), cell(index, "par_contracts"), name + " par contracts");
    }

    /**
     * Eight boards solved together: the progress line counts them, every shown number is DDS's, the
     * downloaded CSV is the table command's header and rows for them, byte for byte; a row opens its
     * board with its own dealer and vulnerability and DDS's table.
     */
    @Test
    void solveAllShowsDdsNumbersAndDownloadsTheCommandsCsv() throws IOException {
        List<Expected> boards = eightBoards();
        // the rows written out here are the table command's, as its own CSV writer gives them
        for (Expected board : boards) {
            assertEquals(DdTableFormat.csvRow(board.deal(), board.table(),
                    Par.par(board.table(), board.dealer(), board.vulnerability())), board.csvRow());
        }
        openFile("eight.pbn", pbn(boards), 8);
        browser.findElement(By.id("solve-all")).click();
        waitForPage().until(d -> "done".equals(BoardPages.batchState(browser)));
        assertEquals("8 of 8 boards solved", browser.findElement(By.id("batch-progress")).getText());
        ((org.openqa.selenium.JavascriptExecutor) browser).executeScript("document.getElementById('batch').scrollIntoView()");
        screenshot("bridge-batch.png");
        assertEquals("", browser.findElement(By.id("batch-error")).getText());
        assertEquals("2", browser.findElement(By.id("batch")).getAttribute("data-lanes"), "the server's two workers");
        for (int i = 0; i < boards.size(); i++) {
            assertRowShown(i, boards.get(i));
        }

        browser.findElement(By.id("batch-csv")).click();
        StringBuilder expected = new StringBuilder(DdTableFormat.CSV_HEADER).append('\n');
        for (Expected board : boards) {
            expected.append(board.csvRow()).append('\n');
        }
        assertEquals(expected.toString(), downloadedCsv());

        // a row opens its board as the chooser does: board 6, South dealing, E-W vulnerable
        browser.findElement(By.cssSelector("#batch-table tr[data-board='5'] th button")).click();
        waitForPage().until(d -> d.findElement(By.id("table-status")).getText().isEmpty()
                && !d.findElements(BoardPages.ddCell(Strain.CLUBS, Seat.WEST)).isEmpty());
        assertEquals("5", new Select(browser.findElement(By.id("board-select"))).getFirstSelectedOption().getAttribute("value"));
        assertEquals("S", new Select(browser.findElement(By.id("dealer"))).getFirstSelectedOption().getAttribute("value"));
        assertEquals("EW", new Select(browser.findElement(By.id("vul"))).getFirstSelectedOption().getAttribute("value"));
        Expected sixth = boards.get(5);
        for (int strain = 0; strain < Strain.COUNT; strain++) {
            for (int seat = 0; seat < Seat.COUNT; seat++) {
                assertEquals(Integer.toString(sixth.table().tricks(strain, seat)),
                        browser.findElement(BoardPages.ddCell(strain, seat)).getText());
            }
        }
        assertEquals(BoardPages.parText(Par.par(sixth.table(), Seat.SOUTH, Vulnerability.EAST_WEST)), BoardPages.parShown(browser));
    }

    /**
     * Sixty boards, cancelled once a few are in: the server's searches stop, the progress line says
     * how many were solved, those rows are DDS's and so is their CSV; the board chooser still solves
     * a board, and a new file's batch runs to the end.
     */
    @Test
    void cancellingMidBatchLeavesAUsablePage() throws IOException {
        List<Expected> boards = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            boards.add(expected(i + 1, Seat.NORTH, Vulnerability.NONE));
        }
        openFile("sixty.pbn", pbn(boards), 60);
        browser.findElement(By.id("solve-all")).click();
        waitForPage().pollingEvery(Duration.ofMillis(20)).until(d -> !browser.findElements(
                By.cssSelector("#batch-table tr.solved")).isEmpty());
        assertEquals("running", BoardPages.batchState(browser), "the batch ended before it could be cancelled");
        browser.findElement(By.id("batch-cancel")).click();
        waitForPage().until(d -> "cancelled".equals(BoardPages.batchState(browser)));
        // the server stops the searches it was given up on
        waitForPage().until(d -> pages.server().pool().running() == 0 && pages.server().pool().waiting() == 0);

        int solved = browser.findElements(By.cssSelector("#batch-table tr.solved")).size();
        assertTrue(solved >= 1 && solved < 60, solved + " boards solved");
        assertEquals("Cancelled: " + solved + " of 60 boards solved", browser.findElement(By.id("batch-progress")).getText());
        assertFalse(browser.findElement(By.id("batch-cancel")).isDisplayed());
        assertTrue(browser.findElement(By.id("solve-all")).isEnabled());
        assertEquals("", browser.findElement(By.id("batch-error")).getText());
        assertEquals("", browser.findElement(By.id("deal-error")).getText());
        List<Integer> solvedBoards = new ArrayList<>();
        StringBuilder expected = new StringBuilder(DdTableFormat.CSV_HEADER).append('\n');
        for (int i = 0; i < 60; i++) {
            if (browser.findElement(By.cssSelector("#batch-table tr[data-board='" + i + "']")).getAttribute("class").contains("solved")) {
                solvedBoards.add(i);
                expected.append(boards.get(i).csvRow()).append('\n');
            }
        }
        for (int i : solvedBoards) {
            assertRowShown(i, boards.get(i));
        }
        browser.findElement(By.id("batch-csv")).click();
        assertEquals(expected.toString(), downloadedCsv());

        // the chooser still solves a board: one the batch did not reach
        int unsolved = IntStream.range(0, 60).filter(i -> !solvedBoards.contains(i)).findFirst().orElseThrow();
        new Select(browser.findElement(By.id("board-select"))).selectByValue(Integer.toString(unsolved));
        DdTable table = boards.get(unsolved).table();
        waitForPage().until(d -> d.findElement(By.id("table-status")).getText().isEmpty()
                && d.findElement(BoardPages.ddCell(Strain.CLUBS, Seat.WEST)).getText()
                        .equals(Integer.toString(table.tricks(Strain.CLUBS, Seat.WEST))));
        for (int strain = 0; strain < Strain.COUNT; strain++) {
            for (int seat = 0; seat < Seat.COUNT; seat++) {
                assertEquals(Integer.toString(table.tricks(strain, seat)), browser.findElement(BoardPages.ddCell(strain, seat)).getText());
            }
        }

        // and a new batch runs to its end
        List<Expected> three = boards.subList(0, 3);
        openFile("three.pbn", pbn(three), 3);
        assertFalse(browser.findElement(By.id("batch")).isDisplayed(), "the last file's results are gone");
        browser.findElement(By.id("solve-all")).click();
        waitForPage().until(d -> "done".equals(BoardPages.batchState(browser)));
        assertEquals("3 of 3 boards solved", browser.findElement(By.id("batch-progress")).getText());
        for (int i = 0; i < 3; i++) {
            assertRowShown(i, three.get(i));
        }
    }
}
