package org.zwang.protocol.cecp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.duck.board.Variant;
import org.zwang.duck.engine.EngineOption;
import org.zwang.duck.engine.Protocol;
import org.zwang.duck.engine.ZwangEngine;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.protocol.ServerHarness;
import org.zwang.record.PlayedGame;

/**
 * CECP v2 transcripts against the real engine: commands in, replies out, as engine-intf specifies
 * them (§8, §9, §10). Replies that depend on a search are checked for form and legality.
 */
class CecpTranscriptTest {

    private static final Pattern THINKING = Pattern.compile("\\d+ -?\\d+ \\d+ \\d+( \\S+)*");
    private final ServerHarness engine = new ServerHarness(null);

    @AfterEach
    void quit() {
        engine.close();
    }

    /** Sends a ping and returns everything before its pong (proves what came before is complete). */
    private List<String> sync(int number) {
        engine.send("ping " + number);
        List<String> lines = engine.until(line -> line.equals("pong " + number));
        return lines.subList(0, lines.size() - 1);
    }

    /** Sends {@code command} and checks that the engine's next line is {@code reply}. */
    private void assertReply(String command, String reply) {
        engine.send(command);
        assertEquals(reply, engine.next(), "the reply to '" + command + "'");
    }

    /** Reads the engine's move: one {@code move} line per leg, all but the last ending in a comma. */
    private String readMove() {
        StringBuilder move = new StringBuilder();
        while (true) {
            String line = engine.until(l -> l.startsWith("move ")).stream()
                    .filter(l -> l.startsWith("move ")).findFirst().orElseThrow();
            String leg = line.substring(5);
            move.append(leg);
            if (!leg.endsWith(",")) {
                return move.toString();
            }
        }
    }

    @Test
    void protover2AnswersWithTheFeatures() {
        engine.send("xboard");
        engine.send("protover 2");
        List<String> features = engine.until(line -> line.endsWith("done=1"));
        String last = features.get(features.size() - 1);
        assertEquals("feature myname=\"" + new ZwangEngine().name() + "\" variants=\"normal,duck\" setboard=1"
                + " usermove=1 ping=1 playother=1 analyze=1 colors=0 sigint=0 sigterm=0 reuse=1 memory=1 smp=1 done=1",
                last);
        // every engine tunable but the table size and the threads (set through "memory" and "cores")
        // is offered as an option feature
        for (EngineOption option : new ZwangEngine().options()) {
            boolean offered = features.stream().anyMatch(l -> l.startsWith("feature option=\"" + option.name() + " -"));
            assertEquals(!option.name().equals("Hash") && !option.name().equals("Threads"), offered,
                    option.name() + " in " + features);
        }
        assertTrue(features.contains("feature option=\"Move Overhead -spin 30 0 5000\""), features.toString());
        assertTrue(features.contains("feature option=\"Clear Hash -button\""), features.toString());
        assertTrue(features.contains("feature option=\"MultiPV -spin 1 1 500\""), features.toString());
        assertTrue(features.contains("feature option=\"Skill Level -spin 20 0 20\""), features.toString());
        for (String line : features.subList(0, features.size() - 1)) {
            assertTrue(line.matches("feature option=\"[A-Za-z ]+ -(spin -?\\d+ -?\\d+ -?\\d+|check [01]|string .*|"
                    + "combo \\*?[\\w-]+( /// \\*?[\\w-]+)*|button)\""), line);
        }
        assertEquals(List.of(), sync(1));
    }

    @Test
    void errorsNameTheProblemAndTheEngineGoesOn() {
        assertReply("usermove e2e4", "Error (no game in progress, send new first): usermove e2e4");
        assertReply("frobnicate 3", "Error (unknown command): frobnicate 3");
        engine.send("new");
        assertReply("variant crazyhouse",
                "Error (unsupported variant, Zwang plays normal and duck): variant crazyhouse");
        engine.send("variant duck");
        engine.send("force");
        assertReply("undo", "Error (command not legal now): undo");
        engine.send("usermove e2e4,e4d5");
        assertReply("usermove d7d5,d5d4", "Illegal move (the duck on d5 blocks it): d7d5,d5d4");
        engine.send("usermove e7e5");
        assertTrue(engine.next().startsWith("Illegal move (the duck leg is missing"), "missing duck leg");
        assertReply("usermove zz", "Illegal move (write it like e2e4,e4d5 or e7e8q,e8e1): zz");
        assertReply("level 40 x 0", "Error (bad time control, expected level MOVES BASE INCREMENT): level 40 x 0");
        String badCastling = "setboard rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1";
        assertReply(badCastling,
                "Error (bad FEN castling field 'KQkx', expected '-' or letters from KQkq): " + badCastling);
        assertReply("usermove e2e4,e4d5", "Illegal move (no valid position, send new or setboard): e2e4,e4d5");
        assertEquals(List.of(), sync(2), "legal moves and harmless commands get no reply");
    }

    @Test
    void aLegalUserMoveInForceModeIsPlayedSilentlyAndUndoable() {
        for (String line : new String[] {"new", "variant duck", "force", "usermove e2e4,e4d5", "usermove g8f6,f6d4",
                "undo", "usermove b8c6,c6d4", "remove", "usermove e2e4,e4e5", "random", "computer", "post", "easy",
                "hard", "name Someone", "rating 2000 2100", "accepted usermove", "time 100", "otim 100",
                "memory 32", "cores 1", "option Move Overhead=50", "nopost"}) {
            engine.send(line);
        }
        assertEquals(List.of(), sync(3));
    }

    @Test
    void theUserCapturingTheKingIsClaimed() {
        engine.send("new");
        engine.send("variant duck");
        engine.send("setboard 4k3/8/8/8/8/8/8/4RK2 w - - 0 1");
        assertReply("usermove e1e8,e8d4", "1-0 {White captures the king}");
        engine.send("go");
        assertEquals("1-0 {White captures the king}", engine.next(), "no search in a finished game");
    }

    @Test
    void theEngineAnswersWithALegalDuckMoveLegByLeg() {
        engine.send("new");
        engine.send("variant duck");
        engine.send("post");
        engine.send("level 0 0:30 0");
        engine.send("time 3000");
        engine.send("otim 3000");
        engine.send("usermove e2e4,e4d5");
        List<String> lines = engine.until(l -> l.startsWith("move ") && !l.endsWith(","));
        String first = lines.get(lines.size() - 2);
        String second = lines.get(lines.size() - 1);
        assertTrue(first.matches("move [a-h][1-8][a-h][1-8],"), first);
        assertTrue(second.matches("move [a-h][1-8][a-h][1-8][qrbn]?"), second);
        for (String thinking : lines.subList(0, lines.size() - 2)) {
            assertTrue(THINKING.matcher(thinking).matches(), thinking);
        }
        PlayedGame game = PlayedGame.standardStart(Variant.DUCK);
        game.playXboard("e2e4,e4d5");
        game.playXboard(first.substring(5) + second.substring(5));
    }

    @Test
    void moveNowAndPingWhileThinking() {
        engine.send("new");
        engine.send("variant duck");
        engine.send("st 3600"); // an hour a move: only the '?' can make it move before the hang guard
        engine.send("go");
        engine.send("ping 9"); // engine-intf §8: the pong comes after the move the engine owes
        engine.expectSilence(300);
        engine.send("?");
        String move = readMove();
        assertEquals("pong 9", engine.next());
        PlayedGame game = PlayedGame.standardStart(Variant.DUCK);
        game.playXboard(move);
        // the engine played White; after force it must not answer moves any more
        engine.send("force");
        int[] turns = new int[MoveGenerator.MAX_TURNS];
        MoveGenerator.generateTurns(game.board(), turns, 0);
        engine.send("usermove " + MoveNotation.toXboard(turns[0]));
        assertEquals(List.of(), sync(10));
    }

    @Test
    void standardChessAndAnalyzeMode() {
        engine.send("new");
        engine.send("sd 2");
        engine.send("usermove e2e4");
        String move = readMove();
        PlayedGame game = PlayedGame.standardStart(Variant.CHESS);
        game.playXboard("e2e4");
        game.playXboard(move);

        engine.send("force");
        engine.send("post");
        engine.send("analyze");
        String thinking = engine.next();
        assertTrue(THINKING.matcher(thinking).matches(), thinking);
        engine.send("exit");
        engine.send("nopost");
        sync(11);
        engine.expectSilence(200);
    }

    @Test
    void memoryOutsideTheRangeIsClampedAndSaid() {
        engine.send("xboard");
        engine.send("protover 2");
        engine.until(line -> line.endsWith("done=1"));
        engine.send("new");
        engine.send("memory 0"); // above the heap's maximum: EngineCommandIT, with a small heap
        List<String> said = sync(1);
        assertEquals(1, said.size(), said.toString());
        assertTrue(said.get(0).startsWith("# memory: Hash 0 is outside 1 .. ") && said.get(0).endsWith("; using 1"),
                said.get(0));
        assertReply("memory many", "Error (expected a whole number): memory many");
        assertEquals(List.of(), sync(2));
    }

    /** "cores N" is a limit: above the machine's processors the engine uses as many threads as it has. */
    @Test
    void coresAboveTheProcessorsUseTheProcessors() {
        engine.send("xboard");
        engine.send("protover 2");
        engine.until(line -> line.endsWith("done=1"));
        engine.send("new");
        int processors = Runtime.getRuntime().availableProcessors();
        engine.send("cores " + (processors + 5));
        assertEquals(List.of("# cores: " + (processors + 5) + " is more than this machine's " + processors
                + " processors; using " + processors), sync(1));
        engine.send("cores 1");
        assertEquals(List.of(), sync(2));
    }

    @Test
    void badLinesAreQuotedShortAndPrintable() {
        engine.send("xboard");
        engine.send("frob\0\7" + "x".repeat(200_000));
        String reply = engine.next();
        assertTrue(reply.startsWith("Error (unknown command): frob\\x00\\x07xxx"), reply);
        assertTrue(reply.length() < 250, reply.length() + " characters");
        engine.send("new");
        engine.send("setboard " + "rnbqkbnr/".repeat(100_000));
        String fen = engine.next();
        assertTrue(fen.startsWith("Error (") && fen.length() < 800, fen.length() + " characters");
        engine.send("usermove " + "e2e4".repeat(50_000));
        String move = engine.next();
        assertTrue(move.startsWith("Illegal move") && move.length() < 800, move.length() + " characters");
        assertEquals(List.of(), sync(3));
    }

    /** The PV's second move (the expected reply) of the last thinking line before the engine's move. */
    private static String expectedReply(List<String> lines) {
        String last = null;
        for (String line : lines) {
            if (line.startsWith("move ")) {
                break;
            }
            if (THINKING.matcher(line).matches()) {
                last = line;
            }
        }
        String[] words = last.split(" ");
        return words.length > 5 ? words[5] : null;
    }

    /**
     * {@code hard}: after its move the engine ponders on the reply its PV expects (engine-intf §8:
     * {@code ping} is answered at once then). The expected reply continues that search as the
     * engine's move (a ponder hit); another reply abandons it and the engine thinks anew. Both answer
     * with legal moves; {@code easy} ends pondering.
     */
    @Test
    void hardPondersOnTheExpectedReply() {
        // ten minutes a side and depth 4 (sd): every move reaches a PV of two moves on the depth, not the
        // clock, so a busy machine cannot leave the engine nothing to ponder on
        for (String line : new String[] {"new", "variant duck", "hard", "post", "level 0 10:00 0", "sd 4",
                "time 60000", "otim 60000", "go"}) {
            engine.send(line);
        }
        PlayedGame game = PlayedGame.standardStart(Variant.DUCK);
        for (int turn = 0; turn < 2; turn++) {
            List<String> lines = engine.until(l -> l.startsWith("move ") && !l.endsWith(","));
            String move = lines.get(lines.size() - 2).substring(5) + lines.get(lines.size() - 1).substring(5);
            game.playXboard(move);
            String reply = expectedReply(lines);
            org.junit.jupiter.api.Assumptions.assumeTrue(reply != null, "a PV of two moves");
            List<String> pondering = sync(20 + turn); // answered at once while pondering
            assertTrue(pondering.stream().allMatch(l -> THINKING.matcher(l).matches()), pondering.toString());
            assertTrue(engine.log().contains("pondering on " + reply), engine.log());
            if (turn == 1) {
                // a reply it did not expect: the ponder search is dropped and the real position searched
                int[] turns = new int[MoveGenerator.MAX_TURNS];
                int count = MoveGenerator.generateTurns(game.board(), turns, 0);
                for (int i = 0; i < count; i++) {
                    if (!MoveNotation.toXboard(turns[i]).equals(reply)) {
                        reply = MoveNotation.toXboard(turns[i]);
                        break;
                    }
                }
            }
            game.playXboard(reply);
            engine.send("time 59000");
            engine.send("otim 59000");
            engine.send("usermove " + reply);
            if (turn == 0) {
                lines = engine.until(l -> l.startsWith("move ") && !l.endsWith(","));
                assertTrue(engine.log().contains("ponder hit"), engine.log());
                String answer = lines.get(lines.size() - 2).substring(5) + lines.get(lines.size() - 1).substring(5);
                game.playXboard(answer);
                // the engine ponders again; tell it the expected reply of this move next time round
                engine.send("force");
                engine.send("easy");
                assertEquals(List.of(), sync(30).stream().filter(l -> !THINKING.matcher(l).matches()).toList());
                engine.send("hard");
                engine.send("go"); // the engine plays the side to move: White again
            }
        }
        List<String> lines = engine.until(l -> l.startsWith("move ") && !l.endsWith(","));
        game.playXboard(lines.get(lines.size() - 2).substring(5) + lines.get(lines.size() - 1).substring(5));
        engine.send("easy");
        engine.send("force");
        sync(40);
    }

    /**
     * {@code option EvalFile=PIPE} naming a named pipe is refused with one {@code Error} naming it
     * (no parentheses or colons inside, §9's reply form), without opening it, and the next
     * {@code ping} is answered.
     */
    @Test
    void anEvalFileThatIsANamedPipeIsRefusedAndPingIsAnswered(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("weights.fifo");
        assumeTrue(ServerHarness.makeFifo(fifo), "this system has no mkfifo");
        engine.send("xboard");
        engine.send("protover 2");
        engine.until(line -> line.endsWith("done=1"));
        engine.send("option EvalFile=" + fifo);
        assertEquals(List.of("Error (cannot read EvalFile '" + fifo + "', it is a named pipe, a device or a socket,"
                + " not a regular file): option EvalFile=" + fifo), sync(1));
    }
}
