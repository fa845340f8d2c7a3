package org.zwang.webstatic.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.solver.DoubleDummySolver;
import org.zwang.bridge.solver.SolverOptions;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.engine.EngineOption;
import org.zwang.duck.engine.EngineResult;
import org.zwang.duck.engine.ThinkingInfo;
import org.zwang.duck.engine.ZwangEngine;
import org.zwang.search.SearchListener;
import org.zwang.search.StopFlag;
import org.zwang.web.WebSettings;
import org.zwang.web.chess.ChessAnswers;
import org.zwang.web.it.HeadlessChromium;

/**
 * Not a test: the measurement behind docs/static-site.md's "Speed", run only when named
 * ({@code -Dit.test=BrowserSpeedBench}, see that page for the command; its name keeps it out of the
 * build's end-to-end tests). In the built site, in headless
 * Chromium: the first 50 deals of ddtables.txt solved one after another in the page's worker, three
 * Duck Chess searches of the start position to depth 9 (one engine, its table kept between them, as
 * the worker keeps it), and "Solve all boards" on a file of deals
 * ({@code -Dzwang.speed.deals=FILE}; by default the first 100 of ddtables.txt, written to
 * target/speed-deals.txt so that {@code zwang dds table} can be timed on the same file); then the same
 * tables (two passes on one solver) and searches in this JVM. Prints the figures; asserts only that
 * the browser's and the JVM's searches agree (same nodes), never a time.
 */
class BrowserSpeedBench {

    private static final int TABLES = 50;

    @Test
    void tablesSearchesAndABatchInTheBrowserBesideTheJvm() throws IOException {
        List<Deal> deals = BundledDdTables.deals(TABLES);
        List<String> dealText = new ArrayList<>();
        for (Deal deal : deals) {
            dealText.add(deal.toPbn());
        }
        Path batch = batchFile();
        int boards = (int) Files.readAllLines(batch).stream().filter(line -> !line.isBlank()).count();
        Map<String, Object> browserRun;
        double batchSeconds;
        String lanes;
        try (SiteServer server = SiteServer.start(SiteServer.builtSite());
                HeadlessChromium.Session chromium = HeadlessChromium.open()) {
            ChromeDriver browser = chromium.driver();
            WebDriverWait wait = new WebDriverWait(browser, Duration.ofMinutes(30));
            browser.manage().timeouts().scriptTimeout(Duration.ofMinutes(30));
            browser.get(server.base() + "/bridge.html");
            browserRun = workerRun(browser, dealText);

            browser.get(server.base() + "/bridge.html");
            browser.findElement(By.id("deal-file")).sendKeys(batch.toString());
            wait.until(d -> d.findElements(By.cssSelector("#board-select option")).size() == boards
                    && d.findElement(By.id("table-status")).getText().isEmpty()
                    && !d.findElements(By.cssSelector("#dd-table td button")).isEmpty());
            long start = System.nanoTime();
            browser.findElement(By.id("solve-all")).click();
            wait.until(d -> d.findElement(By.id("batch-progress")).getText().equals(boards + " of " + boards
                    + " boards solved"));
            batchSeconds = (System.nanoTime() - start) / 1e9;
            lanes = browser.findElement(By.id("batch")).getAttribute("data-lanes");
        }

        assertEquals(null, browserRun.get("error"), "the page's worker failed");
        @SuppressWarnings("unchecked")
        List<Number> times = (List<Number>) browserRun.get("times");
        double browserTable = times.stream().mapToDouble(Number::doubleValue).sum() / times.size();
        System.out.printf("browser: %d tables, %.1f ms a table%n", times.size(), browserTable);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> searches = (List<Map<String, Object>>) browserRun.get("searches");
        for (Map<String, Object> search : searches) {
            System.out.printf("browser search: %s nodes, %.2f M nodes/s%n", search.get("nodes"),
                    ((Number) search.get("nps")).doubleValue() / 1e6);
        }
        System.out.printf("browser batch: %d boards on %s workers, %.1f s%n", boards, lanes, batchSeconds);

        for (int pass = 1; pass <= 2; pass++) {
            DoubleDummySolver solver = new DoubleDummySolver(SolverOptions.defaults().withTableBytes(64L << 20));
            long start = System.nanoTime();
            for (Deal deal : deals) {
                solver.ddTable(deal);
            }
            System.out.printf("jvm pass %d: %.1f ms a table%n", pass, (System.nanoTime() - start) / 1e6 / deals.size());
        }
        // as the static site's worker keeps it: one engine, its table kept from one search to the next
        ZwangEngine engine = ZwangEngine.singleThreaded(Runtime.getRuntime().maxMemory());
        engine.setOption(EngineOption.HASH, Integer.toString(WebSettings.ENGINE_HASH_MB));
        Board start = Board.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Variant.DUCK);
        for (int search = 1; search <= 3; search++) {
            EngineResult result = ChessAnswers.think(engine, start, 60_000, 9, 20, new StopFlag(),
                    new SearchListener<ThinkingInfo>() {
                        @Override
                        public void iterationFinished(ThinkingInfo iteration) {
                        }
                    });
            Map<String, Object> info = ChessAnswers.bestMoveJson(start, result);
            @SuppressWarnings("unchecked")
            Map<String, Object> line = (Map<String, Object>) info.get("info");
            System.out.printf("jvm search %d: %s nodes, %.2f M nodes/s%n", search, line.get("nodes"),
                    ((Number) line.get("nps")).doubleValue() / 1e6);
            assertEquals(String.valueOf(searches.get(search - 1).get("nodes")), String.valueOf(line.get("nodes")),
                    "the browser's search and the JVM's visit the same nodes");
        }
        System.out.println("the batch's deals: " + batch + " (time 'bin/zwang dds table --file " + batch
                + " --threads " + lanes + " --format csv' on them)");
    }

    /** The deals for "Solve all boards": the file named, else the first 100 of ddtables.txt. */
    private static Path batchFile() throws IOException {
        String named = System.getProperty("zwang.speed.deals", "");
        if (!named.isEmpty()) {
            return Path.of(named).toAbsolutePath();
        }
        List<String> lines = new ArrayList<>();
        for (Deal deal : BundledDdTables.deals(100)) {
            lines.add(deal.toPbn());
        }
        return Files.write(Path.of("target", "speed-deals.txt").toAbsolutePath(), lines, StandardCharsets.UTF_8);
    }

    /** In the page's own worker (through backend.js): each table's milliseconds, then three searches. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> workerRun(ChromeDriver browser, List<String> deals) {
        return (Map<String, Object>) ((JavascriptExecutor) browser).executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                const deals = arguments[0];
                (async () => {
                  const { request, think } = await import('./js/backend.js');
                  await request('/api/bridge/random');
                  const times = [];
                  for (const deal of deals) {
                    const start = performance.now();
                    await request('/api/bridge/table', { deal });
                    times.push(performance.now() - start);
                  }
                  const params = { variant: 'duck', fen: '', moves: '', movetime: '60000', depth: '9', skill: '20' };
                  const once = () => new Promise((resolve, reject) => {
                    const stream = think(new URLSearchParams(params));
                    stream.addEventListener('bestmove', e => resolve(JSON.parse(e.data).info));
                    stream.addEventListener('failure', e => reject(new Error(e.data)));
                  });
                  const searches = [];
                  for (let k = 0; k < 3; k++) searches.push(await once());
                  done({ times, searches });
                })().catch(e => done({ error: String(e) }));""", deals);
    }
}
