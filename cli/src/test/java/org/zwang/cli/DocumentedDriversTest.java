package org.zwang.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.solver.DoubleDummySolver;
import org.zwang.bridge.solver.SolverOptions;
import org.zwang.bridge.solver.SolverOptions.Feature;
import org.zwang.duck.search.BoardSearch;
import org.zwang.search.IterativeDeepening;
import org.zwang.search.MtdF;
import org.zwang.search.TargetBisection;
import picocli.CommandLine;
import picocli.CommandLine.ParseResult;

/**
 * docs/search-api.md says which driver runs which search: {@code MtdF.drive} is the bridge solver's
 * by default and {@code TargetBisection.drive} with {@code --off mtdf}, and the Duck Chess engine
 * deepens with {@code IterativeDeepening} (aspiration ±40 cp, widened 4-fold). The page must say so,
 * the named methods must be the public static drivers, and the code must really use them: the
 * bridge solver is run with the default options and with {@code dds bench --off mtdf}'s, and its
 * count of zero-window tests tells the two drivers apart (one step at a time from the guess, as
 * {@code TargetBisection}'s {@code FROM_GUESS} goes, costs a test per trick between the guess and the
 * value; MTD(f) moves by each test's fail-soft value).
 */
class DocumentedDriversTest {

    private static final Path PAGE = Path.of("..", "docs", "search-api.md");
    private static final Path SOURCES = Path.of("..", "duckchess-bundle", "src", "main", "java", "org", "zwang",
            "duck");

    /** Each hand holds one whole suit: North's spades take every trick when spades are trumps. */
    private static final String FOUR_SUITS = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";
    /** That deal, and deals of README.md and docs/bridge-cli.md. */
    private static final List<String> DEALS = List.of(FOUR_SUITS,
            "N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2",
            "N:T2.A63.KT85.9743 AK865.J84.AJ7.K6 Q9743.KQ5.632.AQ J.T972.Q94.JT852",
            "N:Q64.JT98742.7.T6 K2.AK.JT8542.954 T983.5.A93.AJ732 AJ75.Q63.KQ6.KQ8");

    @Test
    void thePageNamesTheDriversOfTheBridgeSolverAndTheDuckEngine() throws IOException {
        String page = Files.readString(PAGE, StandardCharsets.UTF_8);
        String drivers = row(page, "| **drivers** |");
        assertTrue(drivers.contains("`IterativeDeepening<P>`") && drivers.contains("the Duck Chess engine"), drivers);
        assertTrue(drivers.contains("`MtdF.drive` is the bridge solver's driver over its own partition search "
                + "(`TargetBisection.drive` with `--off mtdf`)"), drivers);
        assertTrue(row(page, "| `MtdF` |").contains("`MtdF.drive` is the driver alone (any null-window test on "
                + "fail-soft values), the bridge solver's by default"), "the MtdF row");
        assertTrue(row(page, "| `TargetBisection` |").contains("`TargetBisection.drive` is the driver alone, the "
                + "bridge solver's with `--off mtdf`"), "the TargetBisection row");
        Matcher duck = Pattern.compile("the duck engine: ±(\\d+) cp, (\\d+)\\)").matcher(row(page,
                "| `IterativeDeepening<P>` |"));
        assertTrue(duck.find(), "the IterativeDeepening row gives the duck engine's window and widening");
        assertEquals(BoardSearch.ASPIRATION, Integer.parseInt(duck.group(1)), "aspiration half-width");
        assertEquals(BoardSearch.WIDENING, Integer.parseInt(duck.group(2)), "widening factor");
    }

    @Test
    void theNamedDriversArePublicStaticMethodsCalledDrive() throws ReflectiveOperationException {
        Method mtdf = MtdF.class.getMethod("drive", MtdF.NullWindowSearch.class, int.class, int.class, int.class);
        Method bisection = TargetBisection.class.getMethod("drive", TargetBisection.TargetTest.class, int.class,
                int.class, int.class, TargetBisection.Strategy.class);
        for (Method driver : List.of(mtdf, bisection)) {
            assertTrue(Modifier.isPublic(driver.getModifiers()) && Modifier.isStatic(driver.getModifiers()),
                    driver + " is public and static");
            assertEquals(int.class, driver.getReturnType(), driver + " returns the value");
        }
        Method deepening = BoardSearch.class.getMethod("deepening", BoardSearch.class);
        assertTrue(Modifier.isStatic(deepening.getModifiers()), "BoardSearch.deepening is static");
        assertEquals(IterativeDeepening.class, deepening.getReturnType(), "the engine deepens with search-api's");
    }

    @Test
    void offMtdfIsTheSwitchOfTheMtdfFeatureWhichIsOnByDefault() {
        CommandLine zwang = Main.newCommandLine(new PrintWriter(new StringWriter()),
                new PrintWriter(new StringWriter()));
        ParseResult bench = zwang.parseArgs("dds", "bench", "--off", "mtdf").subcommand().subcommand();
        assertEquals("bench", bench.commandSpec().name());
        assertEquals(List.of(Feature.MTDF), bench.matchedOptionValue("--off", List.of()));
        assertTrue(SolverOptions.defaults().isOn(Feature.MTDF), "MTD(f) is the default");
        assertTrue(Feature.MTDF.onByDefault());
    }

    @Test
    void theBridgeSolverDrivesWithMtdfByDefaultAndWithTargetBisectionUnderOffMtdf() {
        SolverOptions offMtdf = SolverOptions.defaults().with(Feature.MTDF, false);
        // spades, East on lead: East-West take nothing. From the first guess, six, the target loop fails at
        // 6, 5, 4, 3, 2 and 1, one trick at a time; MTD(f)'s first test fails low with the value itself
        Position none = Position.start(Deal.parsePbn(FOUR_SUITS), Strain.SPADES, Seat.EAST);
        assertEquals(6, tests(offMtdf, none), "targets 6, 5, ..., 1 one step at a time");
        assertEquals(1, tests(SolverOptions.defaults(), none), "MTD(f) moves the bound by the test's fail-soft value");

        // on every position, the loop with --off mtdf spends exactly the tests of TargetBisection's FROM_GUESS
        // driver, and the default spends what MtdF.drive does: at most that many, and fewer somewhere
        int fewer = 0;
        for (String text : DEALS) {
            Deal deal = Deal.parsePbn(text);
            for (int strain = 0; strain < Strain.COUNT; strain++) {
                for (int leader = 0; leader < Seat.COUNT; leader++) {
                    Position position = Position.start(deal, strain, leader);
                    DoubleDummySolver solver = new DoubleDummySolver(offMtdf);
                    int value = solver.tricks(position);
                    int n = position.tricksLeft();
                    assertEquals(oneStepTests(value, n / 2, n), solver.stats().tests, text + " " + strain + leader);
                    DoubleDummySolver mtdf = new DoubleDummySolver();
                    assertEquals(value, mtdf.tricks(position));
                    assertTrue(mtdf.stats().tests <= oneStepTests(value, n / 2, n));
                    if (mtdf.stats().tests < oneStepTests(value, n / 2, n)) {
                        fewer++;
                    }
                }
            }
        }
        assertTrue(fewer > 0, "the default driver is not the one-step loop");
    }

    @Test
    void theDuckEngineAndDuckBenchRunTheDeepeningOfBoardSearch() throws IOException {
        for (Path source : List.of(SOURCES.resolve(Path.of("engine", "ZwangEngine.java")),
                SOURCES.resolve(Path.of("engine", "HelperThreads.java")),
                SOURCES.resolve(Path.of("search", "DepthProfile.java")))) {
            assertTrue(Files.readString(source, StandardCharsets.UTF_8).contains("BoardSearch.deepening("),
                    source + " deepens with BoardSearch.deepening");
        }
    }

    /** The zero-window tests of E4's target loop (TargetBisection, FROM_GUESS) from guess {@code g} to {@code v}. */
    private static int oneStepTests(int v, int g, int n) {
        if (v >= g) {
            return v - g + 1 + (v < n ? 1 : 0);
        }
        return g - v + (v > 0 ? 1 : 0);
    }

    private static int tests(SolverOptions options, Position position) {
        DoubleDummySolver solver = new DoubleDummySolver(options);
        solver.tricks(position);
        return (int) solver.stats().tests;
    }

    private static String row(String page, String start) {
        return page.lines().filter(line -> line.startsWith(start)).findFirst()
                .orElseThrow(() -> new AssertionError("docs/search-api.md has no row starting " + start));
    }
}
