package org.zwang.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.game.ChessGame;
import org.zwang.duck.game.DuckTurnGame;
import org.zwang.duck.perft.PerftSuite;
import org.zwang.duck.search.BenchmarkPositions;
import org.zwang.search.Game;
import org.zwang.search.SearchCost;

/**
 * Duck Chess and standard chess positions as comparison subjects, searched to fixed depths with the
 * duck-independent evaluation (no quiescence), so every technique must return the same centipawn
 * value: Duck Chess from the start and the engine's middlegame benchmark positions, plus the perft
 * suite's positions; standard chess from the perft suite's positions.
 */
public final class ChessSuites {

    /** Generic searches over whole Duck Chess turns (a move and a duck square each) go this deep. */
    public static final int DUCK_GENERIC_MAX_DEPTH = 2;
    /** The explicit-duck search goes this deep. */
    public static final int DUCK_EXPLICIT_MAX_DEPTH = 3;

    /** The set of chess positions: the perft suite's. */
    private static final String CHESS_SET = "perft";
    /** The set of Duck Chess positions: the engine's benchmark positions, then the perft suite's. */
    private static final String DUCK_SET = "bench-perft";

    private ChessSuites() {
    }

    /** A Duck Chess position at a depth (in turns). */
    static final class DuckSubject extends Subject {
        final String fen;

        DuckSubject(Origin origin, String set, String label, String fen, int depth) {
            super("duck", origin, set, label, fen, depth, "turns");
            this.fen = fen;
        }

        Board board() {
            return Board.fromFen(fen, Variant.DUCK);
        }

        DuckTurnGame turnGame() {
            return new DuckTurnGame(board());
        }

        @Override
        public Game newGame() {
            return depth() <= DUCK_GENERIC_MAX_DEPTH ? turnGame() : null;
        }

        @Override
        public boolean smallEnoughForMinimax() {
            return depth() <= 1;
        }
    }

    /** A standard chess position at a depth (in plies). */
    static final class ChessSubject extends Subject {
        private final String fen;

        ChessSubject(Origin origin, String set, String label, String fen, int depth) {
            super("chess", origin, set, label, fen, depth, "plies");
            this.fen = fen;
        }

        @Override
        public Game newGame() {
            return new ChessGame(Board.fromFen(fen, Variant.CHESS));
        }

        @Override
        public boolean smallEnoughForMinimax() {
            return depth() <= 3;
        }
    }

    /** Duck Chess subjects: {@code positions} positions at each depth 1..{@code maxDepth}. */
    public static List<Subject> duck(int positions, int maxDepth) {
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
        return atEachDepth(fens, positions, maxDepth, (label, fen, depth) ->
                new DuckTurnGame(Board.fromFen(fen, Variant.DUCK)).isTerminal() ? null
                        : new DuckSubject(Subject.Origin.SHIPPED, DUCK_SET, label, fen, depth));
    }

    /** Standard chess subjects: the perft positions at each depth 1..{@code maxDepth}. */
    public static List<Subject> chess(int positions, int maxDepth) {
        Map<String, String> fens = new LinkedHashMap<>();
        for (PerftSuite.Line line : PerftSuite.standard().lines()) {
            fens.putIfAbsent(line.id() + " " + line.name(), line.fen());
        }
        return atEachDepth(fens, positions, maxDepth,
                (label, fen, depth) -> new ChessSubject(Subject.Origin.SHIPPED, CHESS_SET, label, fen, depth));
    }

    /** Makes the subject of a named position at a depth, or null to leave it out. */
    private interface SubjectMaker {
        Subject make(String label, String fen, int depth);
    }

    /** The subject's position as a search-api game, whatever its depth. */
    private static Game position(Subject subject) {
        return subject instanceof DuckSubject duck ? duck.turnGame() : subject.newGame();
    }

    /**
     * The first {@code positions} of {@code fens} at each depth 1..{@code maxDepth}, depth by depth,
     * less those decided at sight at that depth ({@link SearchCost}: a king in check with a few replies,
     * at depth 1).
     */
    private static List<Subject> atEachDepth(Map<String, String> fens, int positions, int maxDepth,
            SubjectMaker maker) {
        List<Subject> subjects = new ArrayList<>();
        for (int depth = 1; depth <= maxDepth; depth++) {
            int taken = 0;
            for (Map.Entry<String, String> fen : fens.entrySet()) {
                if (taken++ >= positions) {
                    break;
                }
                Subject subject = maker.make(fen.getKey(), fen.getValue(), depth);
                if (subject != null && SearchCost.needsSearch(position(subject), depth)) {
                    subjects.add(subject);
                }
            }
        }
        return subjects;
    }

    /**
     * {@code count} fresh chess positions, seeded: 4 to 16 uniformly random legal moves from the start
     * position, searched to depth 1 to 4, each needing a search at its depth.
     */
    public static List<Subject> generatedChess(int count, long seed) {
        return generated(count, seed, "chess", 4, 16, 4,
                (set, id, fen, depth) -> new ChessSubject(Subject.Origin.GENERATED, set, id, fen, depth));
    }

    /**
     * {@code count} fresh Duck Chess positions, seeded: 2 to 10 uniformly random legal turns (a move and a
     * duck square) from the start position, searched to 1 to {@value #DUCK_EXPLICIT_MAX_DEPTH} turns, each
     * needing a search at its depth.
     */
    public static List<Subject> generatedDuck(int count, long seed) {
        return generated(count, seed, "duck", 2, 10, DUCK_EXPLICIT_MAX_DEPTH,
                (set, id, fen, depth) -> new DuckSubject(Subject.Origin.GENERATED, set, id, fen, depth));
    }

    /** Makes a generated subject. */
    private interface GeneratedMaker {
        Subject make(String set, String id, String fen, int depth);
    }

    private static List<Subject> generated(int count, long seed, String game, int minPlies, int maxPlies,
            int maxDepth, GeneratedMaker maker) {
        java.util.Random random = RandomPlay.forGame(seed, game);
        Variant variant = game.equals("duck") ? Variant.DUCK : Variant.CHESS;
        String start = BenchmarkPositions.start();
        java.util.Set<String> seen = new java.util.HashSet<>();
        List<Subject> subjects = new ArrayList<>();
        for (int attempt = 0; subjects.size() < count && attempt < 100 * (count + 10); attempt++) {
            Board board = Board.fromFen(start, variant);
            DuckTurnGame duckLine = variant == Variant.DUCK ? new DuckTurnGame(board) : null;
            ChessGame chessLine = variant == Variant.DUCK ? null : new ChessGame(board);
            Game line = duckLine != null ? duckLine : chessLine;
            if (!RandomPlay.play(line, random, RandomPlay.between(random, minPlies, maxPlies))) {
                continue;
            }
            String fen = (duckLine != null ? duckLine.board() : chessLine.board()).toFen();
            int depth = RandomPlay.between(random, 1, maxDepth);
            Subject subject = maker.make("seed " + seed, "#" + (subjects.size() + 1), fen, depth);
            if (seen.add(fen) && SearchCost.needsSearch(position(subject), depth)) {
                subjects.add(subject);
            }
        }
        return subjects;
    }
}
