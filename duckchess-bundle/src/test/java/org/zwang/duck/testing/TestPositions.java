package org.zwang.duck.testing;

import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ArbitrarySupplier;
import net.jqwik.api.Combinators;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Square;
import org.zwang.duck.board.Variant;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.rules.GameRules;

/**
 * Positions for tests: the FENs of the Fairy-Stockfish perft suites (copied from
 * {@code perft-duck.txt} and {@code perft-standard.txt}, which {@code PerftSuite} ships with their
 * headers), and jqwik arbitraries that reach further positions by random legal play from them.
 */
public final class TestPositions {

    /** Duck Chess positions of perft-duck.txt, [S01] .. [S22] (all echoed unchanged by Fairy-Stockfish). */
    public static final List<String> DUCK_FENS = List.of(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            "rnbqkbnr/pppp1ppp/8/4p3/3P4/4*3/PPP1PPPP/RNBQKBNR w KQkq - 0 2",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K*1R w KQkq - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K1*R w KQkq - 0 1",
            "r3k2r/8/8/8/8/8/8/R2*K2R w KQkq - 0 1",
            "r3k2r/8/8/8/8/8/8/R1*1K2R w KQkq - 0 1",
            "r3k2r/8/8/8/8/8/8/R*2K2R w KQkq - 0 1",
            "3rkr2/8/8/8/1b6/8/8/R3K2R w KQ - 0 1",
            "r1b1k3/pp3pb1/4p3/2p2p2/2PpP2q/1P1P1P2/P1K1*3/RN1Q2N1 b q e3 0 17",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/1*6/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "r1n1k2r/1P4P1/8/8/8/8/1p4p1/R1N1K2R w KQkq - 0 1",
            "4k3/8/8/8/8/8/p1p5/1N*1K3 b - - 0 1",
            "rnb1kbnr/pppp1ppp/*7/4p3/5PPq/8/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            "rnb1kbnr/pppp1ppp/8/4p3/5PPq/7*/PPPPP2P/RNBQKBNR b KQkq - 0 3",
            "7k/8/8/8/8/p1p5/P*P5/KB6 w - - 0 1",
            "7k/8/8/8/8/p1p5/P1P5/KB6 b - - 0 1",
            "6k1/6p1/p6p/5r2/R6n/P7/1PBN1PPP/4r1K1 w - - 0 1",
            "6k1/6p1/p6p/5r2/R6n/P7/1PBN1PPP/4r*K1 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8");

    /** Standard chess positions of perft-standard.txt, [C01] .. [C07]. */
    public static final List<String> CHESS_FENS = List.of(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10");

    private TestPositions() {
    }

    /** {@code @ForAll(supplier = DuckPositions.class)}: {@link #duckPositions} with up to 30 random turns. */
    public static final class DuckPositions implements ArbitrarySupplier<Board> {
        @Override
        public Arbitrary<Board> get() {
            return duckPositions(30);
        }
    }

    /** {@code @ForAll(supplier = ChessPositions.class)}: {@link #chessPositions} with up to 40 random moves. */
    public static final class ChessPositions implements ArbitrarySupplier<Board> {
        @Override
        public Arbitrary<Board> get() {
            return chessPositions(40);
        }
    }

    /**
     * Duck Chess positions: a perft FEN plus 0..{@code maxPlies} random legal turns (stopping at
     * the end of the game), and in one case of four the duck taken off the board (a position
     * "without a duck", as the bundle search sees it).
     */
    public static Arbitrary<Board> duckPositions(int maxPlies) {
        return Combinators.combine(Arbitraries.of(DUCK_FENS), Arbitraries.integers().between(0, maxPlies),
                Arbitraries.longs(), Arbitraries.integers().between(0, 3))
                .as((fen, plies, seed, removeDuck) -> {
                    Board board = randomPlay(Board.fromFen(fen, Variant.DUCK), plies, new Random(seed));
                    if (removeDuck == 0) {
                        board.setDuck(Square.NONE);
                    }
                    return board;
                })
                .withoutEdgeCases(); // seeds have no meaningful edge cases; plies 0 comes up at random
    }

    /** Standard chess positions: a perft FEN plus 0..{@code maxPlies} random legal moves. */
    public static Arbitrary<Board> chessPositions(int maxPlies) {
        return Combinators.combine(Arbitraries.of(CHESS_FENS), Arbitraries.integers().between(0, maxPlies),
                Arbitraries.longs())
                .as((fen, plies, seed) -> randomPlay(Board.fromFen(fen, Variant.CHESS), plies, new Random(seed)))
                .withoutEdgeCases();
    }

    /** {@link #duckPositions} whose game goes on: positions a search has a move to find in. */
    public static Arbitrary<Board> duckPositionsInPlay(int maxPlies) {
        return duckPositions(maxPlies).filter(board -> !GameRules.result(board).isOver());
    }

    /** {@link #chessPositions} whose game goes on: positions a search has a move to find in. */
    public static Arbitrary<Board> chessPositionsInPlay(int maxPlies) {
        return chessPositions(maxPlies).filter(board -> !GameRules.result(board).isOver());
    }

    /**
     * A random perft FEN of {@code variant}'s suite ({@link #DUCK_FENS} or {@link #CHESS_FENS}) plus
     * {@code fewestPlies}..{@code mostPlies} random legal turns, all drawn from {@code random} (the FEN
     * first, then the number of plies); the game may have ended.
     */
    public static Board randomPosition(Variant variant, int fewestPlies, int mostPlies, Random random) {
        List<String> fens = variant == Variant.DUCK ? DUCK_FENS : CHESS_FENS;
        Board start = Board.fromFen(fens.get(random.nextInt(fens.size())), variant);
        return randomPlay(start, fewestPlies + random.nextInt(mostPlies - fewestPlies + 1), random);
    }

    /** Plays up to {@code plies} random legal turns (or chess moves); stops early when the game ends. */
    public static Board randomPlay(Board board, int plies, Random random) {
        int[] moves = new int[MoveGenerator.MAX_TURNS];
        for (int ply = 0; ply < plies; ply++) {
            int count = board.variant() == Variant.DUCK ? MoveGenerator.generateTurns(board, moves, 0)
                    : MoveGenerator.generateLegal(board, moves, 0);
            if (count == 0) {
                break;
            }
            board.makeMove(moves[random.nextInt(count)]);
        }
        return board;
    }

    /**
     * The colour-flipped FEN: ranks mirrored, colours swapped, side to move swapped; the duck stays
     * a duck. Perft counts and search values must be equal (negated for scores).
     */
    public static String flip(String fen) {
        String[] fields = fen.split(" ");
        String[] ranks = fields[0].split("/");
        StringBuilder placement = new StringBuilder();
        for (int i = ranks.length - 1; i >= 0; i--) {
            placement.append(swapCase(ranks[i]));
            if (i > 0) {
                placement.append('/');
            }
        }
        String side = fields[1].equals("w") ? "b" : "w";
        String castling = "-";
        if (!fields[2].equals("-")) {
            StringBuilder rights = new StringBuilder();
            String swapped = swapCase(fields[2]);
            for (char c : "KQkq".toCharArray()) {
                if (swapped.indexOf(c) >= 0) {
                    rights.append(c);
                }
            }
            castling = rights.toString();
        }
        String enPassant = fields[3].equals("-") ? "-" : fields[3].charAt(0) + String.valueOf((char) ('1' + '8' - fields[3].charAt(1)));
        return placement + " " + side + " " + castling + " " + enPassant + " " + fields[4] + " " + fields[5];
    }

    private static String swapCase(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            out.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return out.toString();
    }
}
