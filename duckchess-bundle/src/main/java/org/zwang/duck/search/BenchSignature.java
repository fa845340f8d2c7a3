package org.zwang.duck.search;

import java.util.List;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.tt.EngineTables;

/**
 * The bench signature, as Stockfish's {@code bench} prints one: the total nodes each search spends
 * on fixed positions to fixed depths, with the settings the engine plays with. Node counts do not
 * depend on the machine or the clock, so any change that alters what a search does — an ordering
 * tweak, a pruning margin, a table policy — changes the signature, and a refactoring that must not
 * change play keeps it. A test holds the recorded values; a change that moves them must record the
 * new ones and say so.
 *
 * <p>Positions: the start position and the ten shipped middlegames ({@link BenchmarkPositions}) for
 * the Duck Chess searches; four well-known standard chess positions (the start, "Kiwipete" and two
 * of the standard perft suite's) for the chess search. Each position is searched from an empty
 * 16 MB table.
 */
public final class BenchSignature {

    /** The depth of the bundle search (the engine's, selective). */
    public static final int BUNDLE_DEPTH = 5;
    /** The depth of the explicit-duck search (every turn a move and a duck square: costly). */
    public static final int EXPLICIT_DEPTH = 2;
    /** The depth of the standard chess search. */
    public static final int CHESS_DEPTH = 5;

    private static final long TABLE_BYTES = 16L << 20;
    private static final long NO_NODE_LIMIT = Long.MAX_VALUE;
    private static final List<String> CHESS_FENS = List.of(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");

    /** The signature: the nodes of each search, and their sum. */
    public record Signature(long bundleNodes, long explicitNodes, long chessNodes) {
        /** The one number: the three searches' nodes added up. */
        public long total() {
            return bundleNodes + explicitNodes + chessNodes;
        }
    }

    private BenchSignature() {
    }

    /** Runs the three searches on their positions (a few seconds). */
    public static Signature compute() {
        SearchSettings engine = SearchSettings.engine();
        SearchSettings fullWidth = engine.withSelectivity(false); // the explicit and chess searches have none
        long bundle = 0;
        long explicit = 0;
        for (String fen : duckPositions()) {
            Board board = Board.fromFen(fen, Variant.DUCK);
            bundle += nodes(new BundleSearch(EngineTables.withoutDuck(TABLE_BYTES), engine), board, BUNDLE_DEPTH);
            // The explicit search's quiescence ignores the duck, as the engine runs it (with the duck it
            // costs ~40^k for capture sequences of length k).
            explicit += nodes(new ExplicitSearch(EngineTables.withDuck(TABLE_BYTES),
                    fullWidth.withQuiescence(Quiescence.IGNORING_DUCK)), board, EXPLICIT_DEPTH);
        }
        long chess = 0;
        for (String fen : CHESS_FENS) {
            chess += nodes(new ChessSearch(EngineTables.withDuck(TABLE_BYTES), fullWidth),
                    Board.fromFen(fen, Variant.CHESS), CHESS_DEPTH);
        }
        return new Signature(bundle, explicit, chess);
    }

    private static List<String> duckPositions() {
        List<String> fens = new java.util.ArrayList<>();
        fens.add(BenchmarkPositions.start());
        fens.addAll(BenchmarkPositions.middlegames());
        return fens;
    }

    /** The nodes iterative deepening spends to complete {@code depth} (every iteration up to it). */
    private static long nodes(BoardSearch search, Board board, int depth) {
        List<DepthProfile.Iteration> iterations = DepthProfile.run(search, board, depth, NO_NODE_LIMIT);
        return iterations.get(iterations.size() - 1).nodes();
    }
}
