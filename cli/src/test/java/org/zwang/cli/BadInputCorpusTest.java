package org.zwang.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The CLI's bad-input corpus: malformed deals, FENs, files, options and values for every command.
 * Each case must give one line on stderr naming the problem (no stack trace, at most
 * {@value #MAX_ERROR_CHARS} characters), the documented exit code (2: bad input or command line),
 * and nothing on stdout.
 */
class BadInputCorpusTest {

    static final int MAX_ERROR_CHARS = 400;
    private static final String DEAL = "N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2";

    @TempDir
    static Path dir;
    private static Path binary;
    private static Path empty;
    private static Path junk;
    private static Path hugeLine;
    private static final String LONG = "x".repeat(100_000);

    @BeforeAll
    static void files() throws IOException {
        byte[] bytes = new byte[400];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (i * 37 % 7 == 0 ? 0 : i * 131 + 7); // NULs among arbitrary bytes, as in a zip
        }
        binary = Files.write(dir.resolve("deals.bin"), bytes);
        empty = Files.writeString(dir.resolve("empty.pbn"), "");
        junk = Files.writeString(dir.resolve("junk.txt"), "hello world\n");
        hugeLine = Files.writeString(dir.resolve("huge.txt"), DEAL + "\n" + "x".repeat(3 << 20) + "\n");
    }

    static Stream<Arguments> corpus() {
        List<Arguments> cases = new ArrayList<>();
        // bridge: deals, files, options
        add(cases, "need 4 suits", "dds", "table", "N:AK76543.32.AK2 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2");
        add(cases, "is in two hands", "dds", "table", "N:AKQJ.AKQ.AKQ.AKQ AKQJ.AKQ.AKQ.AKQ AKQJ.AKQ.AKQ.AKQ AKQJ.AKQ.AKQ.AKQ");
        add(cases, "no such file", "dds", "table", "--file", "/no/such/file.pbn");
        add(cases, "binary data", "dds", "table", "--file", "@binary");
        add(cases, "binary data", "dds", "file", "@binary");
        add(cases, "no deals", "dds", "table", "--file", "@empty");
        add(cases, "cannot tell the format", "dds", "file", "@junk");
        add(cases, "'--trump'", "dds", "file", "--trump", "X", "@junk");
        add(cases, "'--trumps'", "dds", "file", "--trumps", "X", "@junk");
        add(cases, "'-t'", "dds", "random", "-t", "Q");
        add(cases, "--table-mb", "dds", "table", "--table-mb", "0", DEAL);
        add(cases, "--table-mb", "dds", "solve", "--table-mb", "-5", "--trump", "H", "--leader", "W", DEAL);
        add(cases, "--table-mb", "dds", "par", "--table-mb", "2000000", DEAL);
        add(cases, "--table-mb", "dds", "random", "--table-mb", "0");
        add(cases, "--table-mb", "dds", "file", "--table-mb", "0", "@junk");
        add(cases, "--table-mb", "dds", "play", "--table-mb", "0", "--trump", "H", "--declarer", "S", DEAL);
        add(cases, "--table-mb", "dds", "bench", "--table-mb", "abc");
        add(cases, "--threads", "dds", "table", "--threads", "0", DEAL);
        add(cases, "--partitions must be 1 .. 1000000, got 0", "dds", "spark", "--random", "9", "--out", "t",
                "--partitions", "0");
        add(cases, "--partitions must be 1 .. 1000000, got -3", "dds", "spark", "--in", "@junk", "--out", "t",
                "--partitions", "-3");
        add(cases, "--master-timeout must be at least 1", "dds", "spark", "--random", "9", "--out", "t",
                "--master-timeout", "0");
        add(cases, "seat", "dds", "solve", "--trump", "H", "--leader", "Q", DEAL);
        add(cases, "strain", "dds", "solve", "--trump", "Z", "--leader", "W", DEAL);
        add(cases, "card", "dds", "solve", "--trump", "H", "--leader", "W", "--played", "SZ", DEAL);
        add(cases, "Unknown option", "dds", "table", "--frobnicate", DEAL);
        add(cases, "Unmatched argument", "dds", "frobnicate");
        // Duck Chess: FENs, depths, variants
        add(cases, "7 ranks", "perft", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "2");
        add(cases, "no black pawn can just have moved from d7 to d5", "perft",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", "w", "KQkq", "d6", "0", "1", "1");
        add(cases, "the game is over in this position: white has no king", "perft",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR", "w", "kq", "-", "0", "1", "2");
        add(cases, "white has 0 kings", "perft", "--variant", "chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR",
                "w", "kq", "-", "0", "1", "2");
        add(cases, "bad depth 'x'", "perft", "startpos", "x");
        add(cases, "unknown variant 'shogi'", "perft", "--variant", "shogi", "startpos", "1");
        add(cases, "two ducks", "perft", "rnbqkbnr/pppppppp/8/3**3/8/8/PPPPPPPP/RNBQKBNR", "w", "KQkq", "-", "0", "1", "1");
        add(cases, "--protocol", "engine", "--protocol", "telnet");
        add(cases, "Missing required option", "match", "--games", "2");
        add(cases, "Unmatched argument", "frobnicate");
        // files: the real reason, and a line too long to read
        add(cases, "cannot read @dir: is a directory", "dds", "table", "--file", "@dir");
        add(cases, "cannot read @junk/deals.pbn: not a directory", "dds", "solve", "--file", "@junk/deals.pbn");
        add(cases, "cannot read @dir: is a directory", "dds", "bench", "--file", "@dir");
        add(cases, "huge.txt, line 2: longer than 1 MB", "dds", "table", "--file", "@huge");
        add(cases, "huge.txt, line 2: longer than 1 MB", "dds", "file", "@huge");
        add(cases, "--format is for --table", "dds", "file", "--format", "json", "/no/such/file.pbn");
        add(cases, "cannot write /no/such/dir/nodes.svg: no such file or directory", "compare", "--games", "nim",
                "--plot", "/no/such/dir/nodes.svg");
        add(cases, "cannot read @dir: is a directory", "match", "-e1", "x", "-e2", "y", "--openings", "@dir");
        // what is quoted of a huge input is short (the length bound is the test's)
        add(cases, "bad FEN 'xxxx", "perft", LONG, "1");
        add(cases, "bad FEN 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 xxx", "perft",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 " + LONG, "1");
        add(cases, "'xxxx", "dds", "table", "--threads", LONG, DEAL);
        add(cases, "'xxxx", "dds", "table", LONG);
        return cases.stream();
    }

    private static void add(List<Arguments> cases, String expected, String... args) {
        String title = String.join(" ", args);
        cases.add(Arguments.of(title.length() > 120 ? title.substring(0, 120) + "..." : title, expected, args));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void oneLineTheDocumentedCodeAndNoOutput(String title, String expected, String[] args) {
        String[] resolved = new String[args.length];
        for (int i = 0; i < args.length; i++) {
            resolved[i] = args[i].equals("@binary") ? binary.toString() : args[i].equals("@empty") ? empty.toString()
                    : args[i].equals("@huge") ? hugeLine.toString()
                    : args[i].replace("@junk", junk.toString()).replace("@dir", dir.toString());
        }
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(resolved, new PrintWriter(out, true), new PrintWriter(err, true));
        String error = err.toString();
        assertEquals(OneLineErrors.BAD_INPUT, code, error);
        assertEquals("", out.toString(), "nothing on stdout");
        assertEquals(1, error.lines().count(), error);
        String named = expected.replace("@junk", junk.toString()).replace("@dir", dir.toString());
        assertTrue(error.contains(named), "should name '" + named + "': " + error);
        assertTrue(error.length() <= MAX_ERROR_CHARS, error.length() + " characters: " + error);
        assertFalse(error.contains("Exception") || error.contains("\tat "), error);
    }
}
