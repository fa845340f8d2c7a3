package org.zwang.compare;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.game.DuckTurnGame;
import org.zwang.duck.perft.PerftSuite;
import org.zwang.duck.search.BenchmarkPositions;
import org.zwang.search.Game;

/**
 * Duck Chess ({@code --games duck}) in {@code zwang compare}, searched to fixed depths in turns (a move
 * and a duck square each) with the duck-independent evaluation (no quiescence), so every technique must
 * return the same centipawn value: the start, the engine's middlegame benchmark positions and the perft
 * suite's positions at each depth, fresh positions of random turns, and FEN lines from a file, read as
 * {@link StandardChessGame} reads chess. Not played.
 */
final class DuckChessGame implements CompareGame {

    private static final String NAME = "duck";
    /** Generic searches over whole Duck Chess turns go this deep. */
    private static final int GENERIC_MAX_DEPTH = 2;
    /** The explicit-duck search goes this deep. */
    static final int EXPLICIT_MAX_DEPTH = 3;
    /** The set of Duck Chess positions: the engine's benchmark positions, then the perft suite's. */
    private static final String SET = "bench-perft";
    /** Positions of a file are searched this deep unless a line says {@code ;D<n>}. */
    private static final int FILE_DEPTH = 2;

    /** A Duck Chess position at a depth (in turns). */
    static final class DuckSubject extends Subject {
        final String fen;

        DuckSubject(Origin origin, String set, String label, String fen, int depth) {
            super(NAME, origin, set, label, fen, depth, "turns");
            this.fen = fen;
        }

        Board board() {
            return Board.fromFen(fen, Variant.DUCK);
        }

        /** The position as a search-api game of whole turns, whatever the depth. */
        DuckTurnGame turnGame() {
            return new DuckTurnGame(board());
        }

        @Override
        public Game newGame() {
            return depth() <= GENERIC_MAX_DEPTH ? turnGame() : null;
        }

        @Override
        public boolean smallEnoughForMinimax() {
            return depth() <= 1;
        }
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<Subject> shipped(boolean quick, long seed) {
        return quick ? shipped(3, 3) : shipped(11, 4);
    }

    /** The first {@code positions} of the set at each depth 1..{@code maxDepth}. */
    static List<Subject> shipped(int positions, int maxDepth) {
        Map<String, String> fens = new LinkedHashMap<>();
        fens.put("start", BenchmarkPositions.start());
        List<String> middlegames = BenchmarkPositions.middlegames();
        for (int i = 0; i < middlegames.size(); i++) {
            fens.put("middlegame " + (i + 1), middlegames.get(i));
        }
        for (PerftSuite.Line line : PerftSuite.duck().lines()) {
            fens.putIfAbsent(line.id() + " " + line.name(), line.fen());
        }
        // A finished game has nothing to search; it still counts among the first positions.
        return StandardChessGame.atEachDepth(SET, fens, positions, maxDepth, (set, label, fen, depth) ->
                new DuckTurnGame(Board.fromFen(fen, Variant.DUCK)).isTerminal() ? null
                        : new DuckSubject(Subject.Origin.SHIPPED, set, label, fen, depth), DuckSubject::turnGame);
    }

    /**
     * {@code count} fresh positions, seeded: 2 to 10 uniformly random legal turns from the start position,
     * searched to 1 to {@value #EXPLICIT_MAX_DEPTH} turns, each needing a search at its depth.
     */
    @Override
    public List<Subject> generated(int count, long seed) {
        return StandardChessGame.generated(count, seed, NAME, 2, 10, EXPLICIT_MAX_DEPTH,
                (set, id, fen, depth) -> new DuckSubject(Subject.Origin.GENERATED, set, id, fen, depth),
                DuckSubject::turnGame);
    }

    @Override
    public String positionFormat() {
        return StandardChessGame.positionFormat(FILE_DEPTH + " turns");
    }

    @Override
    public List<Subject> read(String source, List<String> lines) {
        return StandardChessGame.readFens(source, lines, FILE_DEPTH,
                (file, id, fen, depth) -> new DuckSubject(Subject.Origin.FILE, file, id, fen, depth),
                DuckSubject::turnGame);
    }
}
