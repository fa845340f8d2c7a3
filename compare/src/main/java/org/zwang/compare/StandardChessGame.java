package org.zwang.compare;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Function;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.game.ChessGame;
import org.zwang.duck.game.DuckTurnGame;
import org.zwang.duck.perft.PerftSuite;
import org.zwang.duck.search.BenchmarkPositions;
import org.zwang.search.Game;
import org.zwang.search.SearchCost;

/**
 * Standard chess ({@code --games chess}) in {@code zwang compare}, searched to fixed depths with the
 * duck-independent evaluation (no quiescence), so every technique must return the same centipawn
 * value: the perft suite's positions at each depth, fresh positions of random play, and FEN lines from
 * a file. Not played. The FEN machinery here serves {@link DuckChessGame} too.
 */
final class StandardChessGame implements CompareGame {

    private static final String NAME = "chess";
    /** The set of chess positions: the perft suite's. */
    private static final String SET = "perft";
    /** Positions of a file are searched this deep unless a line says {@code ;D<n>}. */
    private static final int FILE_DEPTH = 3;

    /** A standard chess position at a depth (in plies). */
    static final class ChessSubject extends Subject {
        private final String fen;

        ChessSubject(Origin origin, String set, String label, String fen, int depth) {
            super(NAME, origin, set, label, fen, depth, "plies");
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

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<Subject> shipped(boolean quick, long seed) {
        return quick ? shipped(3, 4) : shipped(7, 5);
    }

    /** The first {@code positions} perft positions at each depth 1..{@code maxDepth}. */
    static List<Subject> shipped(int positions, int maxDepth) {
        Map<String, String> fens = new LinkedHashMap<>();
        for (PerftSuite.Line line : PerftSuite.standard().lines()) {
            fens.putIfAbsent(line.id() + " " + line.name(), line.fen());
        }
        return atEachDepth(SET, fens, positions, maxDepth,
                (set, label, fen, depth) -> new ChessSubject(Subject.Origin.SHIPPED, set, label, fen, depth),
                ChessSubject::newGame);
    }

    /**
     * {@code count} fresh positions, seeded: 4 to 16 uniformly random legal moves from the start
     * position, searched to depth 1 to 4, each needing a search at its depth.
     */
    @Override
    public List<Subject> generated(int count, long seed) {
        return generated(count, seed, NAME, 4, 16, 4,
                (set, id, fen, depth) -> new ChessSubject(Subject.Origin.GENERATED, set, id, fen, depth),
                ChessSubject::newGame);
    }

    @Override
    public String positionFormat() {
        return positionFormat(FILE_DEPTH + " plies");
    }

    @Override
    public List<Subject> read(String source, List<String> lines) {
        return readFens(source, lines, FILE_DEPTH,
                (file, id, fen, depth) -> new ChessSubject(Subject.Origin.FILE, file, id, fen, depth),
                ChessSubject::newGame);
    }

    // The FEN machinery of standard chess and Duck Chess.

    /** Makes the subject of a position of a set at a depth, or null to leave it out. */
    interface SubjectMaker<S extends Subject> {
        S make(String set, String id, String fen, int depth);
    }

    /**
     * The first {@code positions} of {@code fens} (by name) of {@code set} at each depth 1..{@code maxDepth}, depth by depth,
     * less those decided at sight at that depth ({@link SearchCost}: a king in check with a few replies,
     * at depth 1); {@code position} is the subject's position as a search-api game, whatever its depth.
     */
    static <S extends Subject> List<Subject> atEachDepth(String set, Map<String, String> fens, int positions,
            int maxDepth, SubjectMaker<S> maker, Function<S, Game> position) {
        List<Subject> subjects = new ArrayList<>();
        for (int depth = 1; depth <= maxDepth; depth++) {
            int taken = 0;
            for (Map.Entry<String, String> fen : fens.entrySet()) {
                if (taken++ >= positions) {
                    break;
                }
                S subject = maker.make(set, fen.getKey(), fen.getValue(), depth);
                if (subject != null && SearchCost.needsSearch(position.apply(subject), depth)) {
                    subjects.add(subject);
                }
            }
        }
        return subjects;
    }

    /**
     * {@code count} fresh positions of {@code game} ({@code chess} or {@code duck}), seeded:
     * {@code minPlies} to {@code maxPlies} uniformly random legal moves (Duck Chess: turns) from the
     * start position, searched to 1 to {@code maxDepth}, each distinct and needing a search at its depth.
     */
    static <S extends Subject> List<Subject> generated(int count, long seed, String game, int minPlies,
            int maxPlies, int maxDepth, SubjectMaker<S> maker, Function<S, Game> position) {
        Random random = RandomPlay.forGame(seed, game);
        Variant variant = game.equals("duck") ? Variant.DUCK : Variant.CHESS;
        String start = BenchmarkPositions.start();
        Set<String> seen = new HashSet<>();
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
            S subject = maker.make("seed " + seed, "#" + (subjects.size() + 1), fen, depth);
            if (seen.add(fen) && SearchCost.needsSearch(position.apply(subject), depth)) {
                subjects.add(subject);
            }
        }
        return subjects;
    }

    /** What a FEN file holds, searched to {@code depth} by default. */
    static String positionFormat(String depth) {
        return "FEN, one a line, searched to " + depth + " unless the line ends in ;D<depth> (the perft suites' "
                + "notation)";
    }

    /**
     * The FEN lines of a file, each searched to {@code fileDepth} unless it ends in {@code ;D<depth>};
     * a finished game is an error.
     */
    static <S extends Subject> List<Subject> readFens(String source, List<String> lines, int fileDepth,
            SubjectMaker<S> maker, Function<S, Game> position) {
        return PositionLines.read(source, lines, (file, number, line) -> {
            String[] parts = line.split(";");
            String fen = parts[0].trim();
            int depth = fileDepth;
            for (int i = 1; i < parts.length; i++) {
                String field = parts[i].trim();
                if (field.matches("D\\d{1,2}(\\s+\\d+)?")) { // ;D<depth> <perft count>, the count unused
                    depth = Integer.parseInt(field.substring(1).split("\\s+")[0]);
                    break;
                }
            }
            if (depth < 1 || depth > 8) {
                throw new IllegalArgumentException("depth " + depth + " is out of range 1-8");
            }
            S subject = maker.make(file, "line " + number, fen, depth);
            if (position.apply(subject).isTerminal()) { // a bad FEN is the line's error here
                throw new IllegalArgumentException("the game is over in '" + fen + "'");
            }
            return subject;
        });
    }
}
