package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Variant;
import org.zwang.record.PlayedGame;

/**
 * The engine's protocol front ends under random input: the real jar as a child process (with a small
 * heap, so that Hash requests larger than it are part of the test), fed at least
 * {@value #LINES_PER_PROTOCOL} random lines per protocol in bursts: valid commands mixed with
 * garbage, long lines, control characters, huge and tiny {@code Hash}/{@code memory}, bad
 * {@code go} limits. After each burst (ended by {@code stop} or {@code ?}, so no search may go on)
 * {@code isready}/{@code ping} must be answered: the test waits for the answer itself, however long
 * a busy machine takes, and only a hang fails it; stdout must hold nothing but protocol lines of bounded length without
 * control characters; stderr no stack trace; and (UCI) every {@code go} gets exactly one
 * {@code bestmove}, legal in the position that {@code go} searched.
 *
 * <p>Seeded: the seed is printed, and {@code -Dzwang.fuzz.seed=N} replays a run; the engine's
 * protocol log (every line with its time) is kept in {@code target/protocol-fuzz-*.log}.
 */
class ProtocolFuzzIT {

    static final int LINES_PER_PROTOCOL = 5_000;
    static final int BURST = 25;
    /** The longest line the engine may send (an info line with a long PV; replies are far shorter). */
    static final int MAX_REPLY_CHARS = 4_000;
    private static final List<String> HEAP = List.of("-Xmx384m");

    private static final Pattern UCI_LINE = Pattern.compile(
            "id (name|author) .+|option name .+|uciok|readyok|bestmove \\S+( ponder \\S+)?|info .+");
    private static final Pattern CECP_LINE = Pattern.compile("feature .+|move \\S+|pong( .+)?|Error \\(.*\\): .*"
            + "|Illegal move \\(.*\\): .*|# .*|-?\\d+ -?\\d+ -?\\d+ \\d+( \\S+)*|(1-0|0-1|1/2-1/2) \\{.*\\}");

    /** Positions the UCI test sets, valid in Duck Chess, none of them over; the test knows which one holds. */
    private static final String[][] POSITIONS = {
        {"position startpos", ""},
        {"position startpos moves e2e4,e4d5", "e2e4,e4d5"},
        {"position startpos moves e2e4,e4d5 g8f6,f6d4", "e2e4,e4d5 g8f6,f6d4"},
    };

    /** Runs a fuzz on a fresh seed (or -Dzwang.fuzz.seed's); a failure names the seed that replays it. */
    private static void withSeed(java.util.function.LongConsumer fuzz) {
        long seed = Long.getLong("zwang.fuzz.seed", System.nanoTime());
        try {
            fuzz.accept(seed);
        } catch (AssertionError | RuntimeException e) {
            throw new AssertionError("protocol fuzz seed " + seed + " (replay with -Dzwang.fuzz.seed=" + seed + "): "
                    + e.getMessage(), e);
        }
    }

    @Test
    void uciSurvivesRandomLines() {
        withSeed(this::uciFuzz);
    }

    private void uciFuzz(long seed) {
        Random random = new Random(seed);
        int sent = 0;
        int gos = 0;
        int readies = 0;
        int readyOks = 0;
        List<String> goPositions = new ArrayList<>();
        List<String> bestMoves = new ArrayList<>();
        String position = "";
        try (JarProcess engine = new JarProcess(HEAP, "engine", "--log", "target/protocol-fuzz-uci.log")) {
            engine.send("uci");
            engine.send("isready"); // after the engine's warm-up search, which the bursts' limit does not include
            readies++;
            check(engine.until("readyok"::equals), UCI_LINE, seed);
            readyOks++;
            while (sent < LINES_PER_PROTOCOL) {
                for (int i = 0; i < BURST; i++) {
                    String line;
                    int choice = random.nextInt(100);
                    if (choice < 12) {
                        String[] chosen = POSITIONS[random.nextInt(POSITIONS.length)];
                        line = chosen[0];
                        position = chosen[1];
                    } else if (choice < 30) {
                        line = uciGo(random);
                    } else if (choice < 50) {
                        line = uciCommand(random);
                    } else {
                        line = garbage(random);
                    }
                    engine.send(line);
                    sent++;
                    if (isCommand(line, "go")) {
                        gos++;
                        goPositions.add(position);
                    } else if (isCommand(line, "isready")) {
                        readies++;
                    } else if (isCommand(line, "ucinewgame")) {
                        position = "";
                    }
                }
                engine.send("stop");
                engine.send("isready");
                sent += 2;
                readies++;
                // every isready gets one readyok and every go one bestmove; a stopped search's bestmove
                // may follow a readyok sent while it was still running
                List<String> lines = new ArrayList<>();
                while (readyOks < readies || bestMoves.size() < gos) {
                    String line = engine.next();
                    lines.add(line);
                    if (line.equals("readyok")) {
                        readyOks++;
                    } else if (line.startsWith("bestmove ")) {
                        bestMoves.add(line.split(" ")[1]);
                    }
                }
                check(lines, UCI_LINE, seed);
                assertEquals(gos, bestMoves.size(), "seed " + seed + ": every go answered exactly once");
            }
            engine.send("quit");
            assertEquals(0, engine.waitFor(), "seed " + seed);
            assertCleanStderr(engine, seed);
        }
        for (int i = 0; i < gos; i++) {
            PlayedGame game = PlayedGame.standardStart(Variant.DUCK);
            String moves = goPositions.get(i);
            if (!moves.isEmpty()) {
                for (String move : moves.split(" ")) {
                    game.playUci(move);
                }
            }
            try {
                game.playUci(bestMoves.get(i));
            } catch (IllegalArgumentException e) {
                fail("seed " + seed + ": go " + (i + 1) + " answered " + bestMoves.get(i) + ", not a move of its position '"
                        + moves + "'");
            }
        }
    }

    @Test
    void cecpSurvivesRandomLines() {
        withSeed(this::cecpFuzz);
    }

    private void cecpFuzz(long seed) {
        Random random = new Random(seed);
        int sent = 0;
        int pings = 0;
        try (JarProcess engine = new JarProcess(HEAP, "engine", "--log", "target/protocol-fuzz-cecp.log")) {
            engine.send("xboard");
            engine.send("protover 2");
            check(engine.until(line -> line.endsWith("done=1")), CECP_LINE, seed);
            engine.send("new");
            engine.send("variant duck");
            engine.send("ping 0"); // after the engine's warm-up search, which the bursts' limit does not include
            check(engine.until("pong 0"::equals), CECP_LINE, seed);
            while (sent < LINES_PER_PROTOCOL) {
                for (int i = 0; i < BURST; i++) {
                    String line = random.nextInt(100) < 55 ? cecpCommand(random) : garbage(random);
                    engine.send(line);
                    sent++;
                }
                engine.send("?"); // a search for a move answers its pong only after the move (engine-intf §8)
                String pong = "pong " + ++pings;
                engine.send("ping " + pings);
                sent += 2;
                check(engine.until(pong::equals), CECP_LINE, seed);
            }
            engine.send("quit");
            assertEquals(0, engine.waitFor(), "seed " + seed);
            assertCleanStderr(engine, seed);
        }
    }

    // ------------------------------------------------------------------ checks

    private static void check(List<String> lines, Pattern protocol, long seed) {
        for (String line : lines) {
            assertTrue(line.length() <= MAX_REPLY_CHARS, "seed " + seed + ": a reply of " + line.length() + " characters");
            assertTrue(line.chars().noneMatch(c -> c < 0x20 || c == 0x7f), "seed " + seed + ": control character in '"
                    + line.substring(0, Math.min(120, line.length())) + "'");
            assertTrue(protocol.matcher(line).matches(), "seed " + seed + ": not protocol: '"
                    + line.substring(0, Math.min(200, line.length())) + "'");
        }
    }

    private static void assertCleanStderr(JarProcess engine, long seed) {
        String errors = engine.stderr();
        assertTrue(!errors.contains("Exception") && !errors.contains("\tat ") && !errors.contains("Error"),
                "seed " + seed + ": stderr: " + errors.substring(0, Math.min(2000, errors.length())));
    }

    /** Whether the engine reads {@code line} as {@code command} (it strips the line and splits on white space). */
    private static boolean isCommand(String line, String command) {
        String text = line.strip();
        return !text.isEmpty() && text.split("\\s+")[0].equals(command);
    }

    // ------------------------------------------------------------------ generators

    private static <T> T pick(Random random, List<T> choices) {
        return choices.get(random.nextInt(choices.size()));
    }

    private static String number(Random random) {
        return pick(random, List.of("0", "-1", "1", "2", "3", "-100", "abc", "", "99999999999999999999", "1e3", "0x10",
                Integer.toString(random.nextInt(200)), Integer.toString(random.nextInt(3000) - 200)));
    }

    private static String uciGo(Random random) {
        switch (random.nextInt(12)) {
            case 0:
                return "go depth " + number(random);
            case 1:
                return "go movetime " + number(random);
            case 2:
                return "go nodes " + (random.nextBoolean() ? number(random) : Integer.toString(random.nextInt(20_000)));
            case 3:
                return "go mate " + number(random);
            case 4:
                return "go wtime " + number(random) + " btime " + number(random) + " winc " + number(random) + " binc "
                        + number(random) + (random.nextBoolean() ? " movestogo " + number(random) : "");
            case 5:
                return "go infinite";
            case 6:
                return "go ponder wtime 1000 btime 1000";
            case 7:
                return "go";
            case 8:
                return "go depth";
            case 9:
                return "go searchmoves e2e4,e4d5 depth 1";
            case 10:
                return "go " + garbage(random).replace('\n', ' ');
            default:
                return "go depth " + (1 + random.nextInt(3));
        }
    }

    private static String uciCommand(Random random) {
        switch (random.nextInt(14)) {
            case 0:
                return "isready";
            case 1:
                return "ucinewgame";
            case 2:
                return "stop";
            case 3:
                return "ponderhit";
            case 4:
                return "setoption name Hash value " + pick(random, List.of("0", "1", "2", "16", "-5", "99999999", "4096",
                        "abc", "", "384", "191", "192"));
            case 5:
                return "setoption name " + pick(random, List.of("Search value explicit", "Search value bundle",
                        "Search value quantum", "Quiescence value off", "Quiescence value auto", "Quiescence value x",
                        "Move Overhead value 10", "Move Overhead value -1", "UCI_Variant value crazyhouse",
                        "UCI_Variant value duck", "Frob value 1", "Hash", "", "Threads value 2"));
            case 6:
                return "setoption" + (random.nextBoolean() ? "" : " " + garbage(random));
            case 7:
                return "position " + pick(random, List.of("", "fen", "fen x", "foo",
                        "fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
                        "fen " + "rnbqkbnr/".repeat(1 + random.nextInt(20_000))));
            case 8:
                return "debug on";
            case 9:
                return "register later";
            case 10:
                return "uci";
            case 11:
                return "isready";
            case 12:
                return "\u0000" + "isready";
            default:
                return "   isready   ";
        }
    }

    private static String cecpCommand(Random random) {
        switch (random.nextInt(30)) {
            case 0:
                return "new";
            case 1:
                return "variant " + pick(random, List.of("duck", "duck", "normal", "crazyhouse", ""));
            case 2:
                return "force";
            case 3:
                return "go";
            case 4:
                return "playother";
            case 5:
                return "usermove " + pick(random, List.of("e2e4,e4d5", "g8f6,f6d4", "e2e4", "zz", "a1a1,a1a1", ""));
            case 6:
                return pick(random, List.of("e2e4,e4d5", "d2d4,d4d5", "g8f6,f6d4", "e7e5,e5e4"));
            case 7:
                return "?";
            case 8:
                return "level " + number(random) + " " + pick(random, List.of("0:01", "0:02", "1", "x", "-1", "0"))
                        + " " + pick(random, List.of("0", "0.01", "-1", "x"));
            case 9:
                return "st " + pick(random, List.of("0.02", "0.05", "0", "-1", "abc", "1e-3", ""));
            case 10:
                return "sd " + number(random);
            case 11:
                return "time " + number(random);
            case 12:
                return "otim " + number(random);
            case 13:
                return pick(random, List.of("post", "nopost", "hard", "easy", "draw", "hint", "bk", ".", "computer",
                        "random", "name Fuzzer", "rating 2000 1900", "accepted usermove", "rejected ping", "ics -"));
            case 14:
                return "undo";
            case 15:
                return "remove";
            case 16:
                return "result 1-0 {fuzz}";
            case 17:
                return "setboard " + pick(random, List.of("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                        "4k3/8/8/8/8/8/8/4RK2 w - - 0 1", "junk", "", "8/8/8/8/8/8/8/8 w - - 0 1",
                        "rnbqkbnr/".repeat(1 + random.nextInt(20_000))));
            case 17 + 1:
                return "analyze";
            case 19:
                return "exit";
            case 20:
                return "memory " + pick(random, List.of("0", "1", "2", "16", "-3", "99999", "abc", "", "192", "384"));
            case 21:
                return "cores " + number(random);
            case 22:
                return "option " + pick(random, List.of("Search=explicit", "Search=bundle", "Quiescence=off",
                        "Quiescence=auto", "Frob=1", "Move Overhead=20", "Move Overhead=-1", "Search", "=", ""));
            case 23:
                return "ping " + garbage(random).replace(' ', '_');
            case 24:
                return "protover 2";
            case 25:
                return "xboard";
            default:
                return "st 0.05";
        }
    }

    /** Random junk: printable and control characters (not line breaks), long runs, words of both protocols. */
    private static String garbage(Random random) {
        StringBuilder text = new StringBuilder();
        int kind = random.nextInt(10);
        int length = kind == 0 ? 10_000 + random.nextInt(100_000) : random.nextInt(40);
        for (int i = 0; i < length; i++) {
            int c;
            switch (random.nextInt(8)) {
                case 0:
                    c = random.nextInt(0x20); // control characters, NUL included
                    break;
                case 1:
                    c = 0x7f + random.nextInt(0x700); // DEL, C1 controls, Latin, Greek, Cyrillic...
                    break;
                case 2:
                    c = ' ';
                    break;
                default:
                    c = 0x21 + random.nextInt(0x5e);
            }
            if (c == '\n' || c == '\r') {
                c = ' ';
            }
            text.append((char) c);
        }
        if (kind == 1) {
            text.insert(0, pick(random, List.of("go ", "position ", "setoption ", "usermove ", "level ", "st ", "memory ",
                    "option ", "setboard ", "ping ", "time ")));
        }
        return text.toString();
    }
}
