package org.zwang.protocol.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.duck.board.Variant;
import org.zwang.duck.engine.EngineOption;
import org.zwang.duck.engine.ZwangEngine;
import org.zwang.protocol.ServerHarness;
import org.zwang.record.PlayedGame;

/** UCI transcripts against the real engine: exact replies where the protocol fixes them. */
class UciTranscriptTest {

    private final ServerHarness engine = new ServerHarness(null);

    @AfterEach
    void quit() {
        engine.close();
    }

    private List<String> sync() {
        engine.send("isready");
        List<String> lines = engine.until("readyok"::equals);
        return lines.subList(0, lines.size() - 1);
    }

    private String bestMove(List<String> lines) {
        String last = lines.get(lines.size() - 1);
        assertTrue(last.startsWith("bestmove "), last);
        return last.split(" ")[1];
    }

    @Test
    void uciListsIdentityAndOptions() {
        engine.send("uci");
        List<String> lines = engine.until("uciok"::equals);
        assertEquals("id name " + new ZwangEngine().name(), lines.get(0));
        assertEquals("id author the Zwang authors", lines.get(1));
        assertEquals("option name UCI_Variant type combo default duck var duck var chess", lines.get(2));
        for (EngineOption option : new ZwangEngine().options()) {
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("option name " + option.name() + " type ")),
                    option.name());
        }
        assertTrue(lines.contains("option name Move Overhead type spin default 30 min 0 max 5000"));
        assertTrue(lines.contains("option name Threads type spin default 1 min 1 max "
                + Runtime.getRuntime().availableProcessors()), lines.toString());
        // GUIs read the Ponder option to know that the engine ponders (Stockfish announces it too).
        assertTrue(lines.contains("option name Ponder type check default false"), lines.toString());
        assertTrue(lines.contains("option name MultiPV type spin default 1 min 1 max 500"), lines.toString());
        assertTrue(lines.contains("option name Skill Level type spin default 20 min 0 max 20"), lines.toString());
        assertTrue(lines.contains("option name Clear Hash type button"), lines.toString());
        for (String line : lines.subList(2, lines.size() - 1)) {
            assertTrue(line.matches("option name [A-Za-z_ ]+ type (spin default -?\\d+ min -?\\d+ max -?\\d+|"
                    + "check default (true|false)|combo default [\\w-]+( var [\\w-]+)+|string default .+|button)"), line);
        }
        assertEquals(List.of(), sync());
    }

    @Test
    void problemsAreNamedInInfoStrings() {
        engine.send("uci");
        engine.until("uciok"::equals);
        engine.send("frobnicate");
        assertEquals("info string unknown command 'frobnicate'", engine.next());
        engine.send("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1");
        assertEquals("info string bad FEN castling field 'KQkx' (expected '-' or letters from KQkq); the position "
                + "stays rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", engine.next());
        engine.send("position startpos moves e2e4,e4d5 d7d5,d5d4");
        assertEquals("info string illegal move 'd7d5,d5d4': the duck on d5 blocks it; the position is the one "
                + "before it, rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", engine.next());
        engine.send("setoption name Frob value 3");
        assertEquals("info string unknown option 'Frob'", engine.next());
        engine.send("setoption name UCI_Variant value crazyhouse");
        assertEquals("info string unknown variant 'crazyhouse' (expected duck or chess); UCI_Variant stays duck",
                engine.next());
        engine.send("setoption name Hash value lots");
        assertTrue(engine.next().startsWith("info string bad value 'lots' for option Hash"));
        engine.send("position fen 4k3/8/8/8/8/8/8/4RK2 w - - 0 1 moves e1e8,e8d4");
        engine.send("go depth 3");
        assertEquals("info string the game is over: 1-0 {White captures the king}", engine.next());
        assertEquals("bestmove 0000", engine.next());
        assertEquals(List.of(), sync());
    }

    /**
     * An EvalFile that is a named pipe is refused in one {@code info string} naming it, without being
     * opened (that would wait for a writer for ever, holding back {@code readyok}), and the end of
     * input still ends the engine.
     */
    @Test
    void anEvalFileThatIsANamedPipeIsRefusedAndTheEngineAnswers(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("weights.fifo");
        assumeTrue(ServerHarness.makeFifo(fifo), "this system has no mkfifo");
        engine.send("setoption name EvalFile value " + fifo);
        assertEquals(List.of("info string cannot read EvalFile '" + fifo
                + "': it is a named pipe, a device or a socket, not a regular file"), sync());
        engine.endInput();
        assertTrue(engine.hasEnded(), "the end of input ends the engine");
    }

    /**
     * {@code setoption name Eval value Network} (the built-in net, any case) plays legal turns; a
     * truncated net file is refused in one {@code info string} and the engine goes on answering.
     */
    @Test
    void evalNetworkPlaysLegalTurnsAndABadNetIsOneInfoString(@TempDir Path dir) throws Exception {
        engine.send("uci");
        engine.until("uciok"::equals);
        Path truncated = java.nio.file.Files.write(dir.resolve("cut.nnue"),
                "ZWDUCKNN".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        engine.send("setoption name EvalFile value " + truncated);
        assertEquals(List.of("info string EvalFile '" + truncated + "': truncated net file: 8 bytes, shorter than its"
                + " header"), sync());
        engine.send("setoption name Eval value Network");
        assertEquals(List.of(), sync());
        PlayedGame game = PlayedGame.standardStart(Variant.DUCK);
        StringBuilder moves = new StringBuilder();
        for (int turn = 0; turn < 4; turn++) {
            engine.send("position startpos" + (moves.length() == 0 ? "" : " moves" + moves));
            engine.send("go nodes 2000");
            String move = bestMove(engine.until(l -> l.startsWith("bestmove")));
            game.playUci(move); // throws on an illegal turn
            moves.append(' ').append(move);
        }
    }

    @Test
    void goDepthGivesInfoLinesAndALegalBestMove() {
        engine.send("uci");
        engine.until("uciok"::equals);
        engine.send("ucinewgame");
        engine.send("position startpos moves e2e4,e4d5");
        engine.send("go depth 2");
        List<String> lines = engine.until(l -> l.startsWith("bestmove"));
        for (String info : lines.subList(0, lines.size() - 1)) {
            assertTrue(info.matches("info depth \\d+ seldepth \\d+ score (cp -?\\d+|mate -?\\d+) nodes \\d+ nps \\d+ "
                    + "hashfull \\d+ time \\d+ pv( [a-h][1-8][a-h][1-8][qrbn]?,[a-h][1-8][a-h][1-8])+"), info);
        }
        playsAfterE2e4(bestMove(lines));
    }

    @Test
    void infiniteWaitsForStopAndChessNeedsNoDuck() {
        engine.send("setoption name UCI_Variant value chess");
        engine.send("position startpos moves e2e4");
        engine.send("go infinite");
        List<String> early = sync();
        assertTrue(early.stream().noneMatch(l -> l.startsWith("bestmove")), early.toString());
        engine.send("stop");
        String move = bestMove(engine.until(l -> l.startsWith("bestmove")));
        playsAfter(Variant.CHESS, "e2e4", move);
    }

    /**
     * A ponder search never answers by itself; after {@code ponderhit} it is a timed search and answers
     * on its own clock (without the hit it would ponder until the hang guard fails the test).
     */
    @Test
    void ponderThenPonderhitPlaysOnItsOwnClock() {
        engine.send("position startpos moves e2e4,e4d5");
        engine.send("go ponder wtime 2000 btime 2000 winc 0 binc 0");
        List<String> pondering = sync();
        assertTrue(pondering.stream().noneMatch(l -> l.startsWith("bestmove")));
        engine.send("ponderhit");
        String move = bestMove(engine.until(l -> l.startsWith("bestmove")));
        playsAfterE2e4(move);
    }

    @Test
    void stopThenNewGoStillAnswersBoth() {
        engine.send("position startpos");
        engine.send("go infinite");
        engine.send("stop");
        engine.send("position startpos moves e2e4,e4d5");
        engine.send("go depth 1");
        String first = bestMove(engine.until(l -> l.startsWith("bestmove")));
        String second = bestMove(engine.until(l -> l.startsWith("bestmove")));
        PlayedGame.standardStart(Variant.DUCK).playUci(first);
        playsAfterE2e4(second);
    }

    @Test
    void endOfInputLetsALimitedSearchAnswerThenExits() {
        answersAndExitsAtEndOfInput("go depth 3", "the engine exits after answering");
    }

    @Test
    void endOfInputStopsAnInfiniteSearch() {
        answersAndExitsAtEndOfInput("go infinite", "an infinite search does not keep the engine alive");
    }

    /** From the start position, {@code go} then the end of input: a legal answer, then the engine exits. */
    private void answersAndExitsAtEndOfInput(String go, String why) {
        engine.send("position startpos");
        engine.send(go);
        engine.endInput();
        String move = bestMove(engine.until(l -> l.startsWith("bestmove")));
        PlayedGame.standardStart(Variant.DUCK).playUci(move);
        assertTrue(engine.hasEnded(), why);
    }

    @Test
    void badOrNonPositiveGoLimitsAreNamedAndGiveTheSmallestSearch() {
        String[][] cases = {
            {"go movetime abc", "'movetime abc'"},
            {"go depth 0", "'depth 0'"},
            {"go depth -1", "'depth -1'"},
            {"go nodes 0", "'nodes 0'"},
            {"go mate 0", "'mate 0'"},
            {"go wtime -100 btime -100", "'wtime -100'"},
            {"go depth", "'depth'"},
        };
        for (String[] bad : cases) {
            engine.send("position startpos");
            engine.send(bad[0]);
            List<String> lines = engine.until(line -> line.startsWith("bestmove "));
            assertTrue(lines.get(0).startsWith("info string ") && lines.get(0).contains(bad[1]),
                    bad[0] + " -> " + lines.get(0));
            PlayedGame.standardStart(Variant.DUCK).playUci(bestMove(lines));
            // the next position and go get one bestmove, for the new position
            engine.send("position startpos moves e2e4,e4d5");
            engine.send("go depth 1");
            List<String> next = engine.until(line -> line.startsWith("bestmove "));
            assertEquals(1, next.stream().filter(line -> line.startsWith("bestmove ")).count(), bad[0]);
            playsAfterE2e4(bestMove(next));
            assertEquals(List.of(), sync(), bad[0]);
        }
    }

    @Test
    void badLinesAreQuotedShortAndPrintable() {
        engine.send("uci");
        engine.until("uciok"::equals);
        String junk = "frob\0\7" + "x".repeat(200_000);
        engine.send(junk);
        String reply = engine.next();
        assertTrue(reply.startsWith("info string unknown command 'frob\\x00\\x07xxx"), reply);
        assertTrue(reply.length() < 250, reply.length() + " characters");
        engine.send("position fen " + "rnbqkbnr/".repeat(100_000));
        String fenReply = engine.next();
        assertTrue(fenReply.startsWith("info string "), fenReply);
        assertTrue(fenReply.length() < 600, fenReply.length() + " characters");
        engine.send("setoption name Hash value " + "9".repeat(10_000));
        String hashReply = engine.next();
        assertTrue(hashReply.length() < 600, hashReply.length() + " characters");
        assertEquals(List.of(), sync());
    }

    @Test
    void aHashOutsideTheRangeIsClampedAndSaid() {
        engine.send("uci");
        String hash = engine.until("uciok"::equals).stream()
                .filter(line -> line.startsWith("option name Hash ")).findFirst().orElseThrow();
        long max = Long.parseLong(hash.replaceAll(".* max ", ""));
        assertTrue(max << 20 <= Runtime.getRuntime().maxMemory(), hash);
        engine.send("setoption name Hash value 0"); // above the heap's maximum: EngineCommandIT, with a small heap
        assertEquals("info string Hash 0 is outside 1 .. " + max + "; using 1", engine.next());
        assertEquals(List.of(), sync());
    }

    /**
     * MultiPV 3 (UCI: "in k-best mode always send all k variants in k strings together"): every
     * depth gives lines multipv 1, 2, 3 in order, with distinct first moves and falling scores; the
     * bestmove is the last depth's multipv 1 move; Clear Hash is a button and says nothing.
     */
    @Test
    void multiPvSendsEveryLineOfEveryDepth() {
        engine.send("setoption name MultiPV value 3");
        engine.send("setoption name Clear Hash");
        engine.send("position startpos moves e2e4,e4d5");
        engine.send("go depth 3");
        List<String> lines = engine.until(l -> l.startsWith("bestmove"));
        List<String> infos = lines.subList(0, lines.size() - 1);
        assertEquals(9, infos.size(), lines.toString());
        java.util.regex.Pattern form = java.util.regex.Pattern.compile("info depth (\\d+) seldepth \\d+ multipv (\\d) "
                + "score cp (-?\\d+) nodes \\d+ nps \\d+ hashfull \\d+ time \\d+ pv (\\S+)( \\S+)*");
        String[] firstMoves = new String[3];
        int previousScore = Integer.MAX_VALUE;
        for (int i = 0; i < infos.size(); i++) {
            java.util.regex.Matcher m = form.matcher(infos.get(i));
            assertTrue(m.matches(), infos.get(i));
            assertEquals(i / 3 + 1, Integer.parseInt(m.group(1)));
            assertEquals(i % 3 + 1, Integer.parseInt(m.group(2)));
            int score = Integer.parseInt(m.group(3));
            if (i % 3 > 0) {
                assertTrue(score <= previousScore, infos.toString());
            }
            previousScore = score;
            firstMoves[i % 3] = m.group(4);
            PlayedGame game = PlayedGame.standardStart(Variant.DUCK);
            game.playUci("e2e4,e4d5");
            for (String move : infos.get(i).substring(infos.get(i).indexOf(" pv ") + 4).split(" ")) {
                game.playUci(move);
            }
            if (i % 3 == 2) {
                assertEquals(3, java.util.Arrays.stream(firstMoves).map(t -> t.split(",")[0]).distinct().count(),
                        java.util.Arrays.toString(firstMoves));
            }
        }
        assertEquals(firstMoves[0], bestMove(lines));
        assertEquals(List.of(), sync());
    }

    /**
     * {@code go nodes N} stops part way through an iteration: the last info line before bestmove
     * reports the N nodes searched, not the last finished iteration's fewer (Stockfish does the same).
     */
    @Test
    void aNodeLimitReportsEveryNodeSearchedBeforeBestmove() {
        engine.send("position startpos");
        engine.send("go nodes 30000");
        List<String> lines = engine.until(l -> l.startsWith("bestmove"));
        List<String> infos = lines.stream().filter(l -> l.startsWith("info depth")).toList();
        String last = infos.get(infos.size() - 1);
        assertTrue(last.contains(" nodes 30000 "), last);
        String before = infos.get(infos.size() - 2);
        assertTrue(!before.contains(" nodes 30000 "), "the finished iterations searched fewer: " + before);
        assertEquals(List.of(), sync());
    }

    /** GUIs set Ponder before pondering: it is accepted without a word; a value that is no boolean is named. */
    @Test
    void ponderIsAnOptionTheEngineAccepts() {
        engine.send("setoption name Ponder value true");
        assertEquals(List.of(), sync());
        engine.send("setoption name Ponder value maybe");
        assertEquals(List.of("info string bad Ponder 'maybe' (expected true or false)"), sync());
    }

    /**
     * Threads 2: a timed search answers a legal move on its own clock (a search without its time limit
     * would run until the hang guard), with every line playable; {@code stop} ends an infinite one.
     * How long the move takes is the machine's business: the budget itself is TimeManagerProperties'.
     */
    @Test
    void twoThreadsAnswerLegallyOnTheirOwnClock() {
        engine.send("setoption name Threads value 2");
        assertEquals(List.of(), sync());
        engine.send("position startpos moves e2e4,e4d5");
        engine.send("go movetime 700");
        List<String> lines = engine.until(l -> l.startsWith("bestmove"));
        playsAfterE2e4(bestMove(lines));
        assertTrue(lines.get(lines.size() - 1).matches("bestmove \\S+ ponder \\S+"), lines.get(lines.size() - 1));
        engine.send("go infinite");
        engine.expectSilenceExcept(300, l -> l.startsWith("info "));
        engine.send("stop");
        bestMove(engine.until(l -> l.startsWith("bestmove")));
    }

    /**
     * The time pondered counts (as in Stockfish): with 60 s on the clock the soft limit is 746 ms
     * (half of (60,000 - 30 - 250) / 40). Once the engine's own clock says it has pondered longer
     * than that (an info line's time, the event itself rather than a sleep), a ponderhit ends the
     * search and it answers a legal move. That the answer comes at once, not 746 ms later, is
     * SearchJobTest's (the rule itself, on the job's clock); a wall-clock bound here would fail on a
     * busy machine.
     */
    @Test
    void ponderhitAfterTheSoftLimitAnswers() {
        engine.send("position startpos moves e2e4,e4d5");
        engine.send("go ponder wtime 60000 btime 60000 winc 0 binc 0");
        List<String> pondered = engine.until(l -> l.startsWith("bestmove") || infoTime(l) > 746);
        assertTrue(pondered.stream().noneMatch(l -> l.startsWith("bestmove")), pondered.toString());
        engine.send("ponderhit");
        List<String> lines = engine.until(l -> l.startsWith("bestmove"));
        playsAfterE2e4(bestMove(lines));
    }

    /** The {@code time} of an info line (the engine's own clock for this search), or -1. */
    private static long infoTime(String line) {
        java.util.regex.Matcher time = java.util.regex.Pattern.compile("^info .* time (\\d+)").matcher(line);
        return time.find() ? Long.parseLong(time.group(1)) : -1;
    }

    /** Plays {@code move} after the opening turn e2e4,e4d5 (throws when it is illegal there). */
    private static void playsAfterE2e4(String move) {
        playsAfter(Variant.DUCK, "e2e4,e4d5", move);
    }

    /** Plays {@code move} in {@code variant} after {@code opening} from the start (throws when it is illegal there). */
    private static void playsAfter(Variant variant, String opening, String move) {
        PlayedGame game = PlayedGame.standardStart(variant);
        game.playUci(opening);
        game.playUci(move);
    }
}
