package org.zwang.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.zwang.bridge.io.BoardRecord;
import org.zwang.bridge.io.DealFileReader;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Variant;
import org.zwang.duck.game.DuckTurnGame;
import org.zwang.games.connect4.ConnectFour;
import org.zwang.games.connect4.ConnectFourPositions;
import org.zwang.games.othello.Othello;
import org.zwang.games.othello.OthelloPositions;
import org.zwang.games.small.Nim;
import org.zwang.games.small.TicTacToe;
import org.zwang.search.Game;

/**
 * The games Zwang ships, as {@link CompareGame}s in the order reports list them: tic-tac-toe, Nim,
 * random trees, Connect Four, Othello, bridge, chess, Duck Chess. Each reads positions in its own
 * notation for {@code --positions FILE}: Pons's move strings (Connect Four), Edax's {@code .obf}
 * records (Othello), PBN, LIN or dum-dum deals (bridge), FEN (chess, Duck Chess), boards of nine
 * squares (tic-tac-toe) and heap sizes (Nim).
 */
final class BuiltInGames {

    /** Chess and Duck Chess positions of a file are searched this deep unless a line says {@code ;D<n>}. */
    static final int CHESS_FILE_DEPTH = 3;
    static final int DUCK_FILE_DEPTH = 2;

    private BuiltInGames() {
    }

    /** The built-in games, in report order. */
    static List<CompareGame> all() {
        return List.of(small("tic-tac-toe", TicTacToe::new, 1,
                "boards of nine squares, X, O or . from a1 to c3, one a line", BuiltInGames::ticTacToe),
                small("nim", () -> new Nim(3, 4, 5), 1, "heap sizes, one position a line (e.g. 1 3 5 7)",
                        BuiltInGames::nim),
                small("random-tree", null, 0, null, null), new ConnectFourGame(), new OthelloGame(),
                new BridgeGame(), new ChessGame(false), new ChessGame(true));
    }

    /** Reads one line of a position file into a subject; a problem is an IllegalArgumentException. */
    private interface LineReader {
        Subject read(String source, int number, String line);
    }

    /**
     * The subjects of every data line of a file ({@code #} and {@code %} lines and blank ones skipped),
     * each error naming the file and the line.
     */
    static List<Subject> readLines(String source, List<String> lines, LineReader reader) {
        List<Subject> subjects = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#") || line.startsWith("%")) {
                continue;
            }
            try {
                subjects.add(reader.read(source, i + 1, line));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(source + ":" + (i + 1) + ": " + e.getMessage());
            }
        }
        if (subjects.isEmpty()) {
            throw new IllegalArgumentException(source + ": no position in the file");
        }
        return subjects;
    }

    private static Subject ticTacToe(String source, int number, String line) {
        if (!line.matches("[XO.xo]{9}")) {
            throw new IllegalArgumentException("a tic-tac-toe board is nine squares of X, O or ., got '" + line + "'");
        }
        TicTacToe board = TicTacToe.of(line.toUpperCase(java.util.Locale.ROOT));
        if (board.isTerminal()) {
            throw new IllegalArgumentException("the game is over in '" + line + "'");
        }
        return SmallGamesSuite.ticTacToe(Subject.Origin.FILE, source, board.toString());
    }

    private static Subject nim(String source, int number, String line) {
        String[] parts = line.replaceAll("[\\[\\],]", " ").trim().split("\\s+");
        int[] heaps = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                heaps[i] = Integer.parseInt(parts[i]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + parts[i] + "' is not a heap size");
            }
            if (heaps[i] < 0 || heaps[i] > 63) {
                throw new IllegalArgumentException("a heap holds 0-63 counters, got " + heaps[i]);
            }
        }
        return SmallGamesSuite.nim(Subject.Origin.FILE, source, heaps);
    }

    private static CompareGame small(String name, Supplier<Game> start, int openingPlies, String format,
            LineReader reader) {
        return new CompareGame() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public List<Subject> shipped(boolean quick, long seed) {
                return SmallGamesSuite.subjects(quick, seed).stream().filter(s -> s.game().equals(name)).toList();
            }

            @Override
            public List<Subject> generated(int count, long seed) {
                return SmallGamesSuite.generated(name, count, seed);
            }

            @Override
            public String positionFormat() {
                return format;
            }

            @Override
            public List<Subject> read(String source, List<String> lines) {
                if (reader == null) {
                    return CompareGame.super.read(source, lines);
                }
                return readLines(source, lines, reader);
            }

            @Override
            public Game start() {
                return start == null ? null : start.get();
            }

            @Override
            public int openingPlies() {
                return openingPlies;
            }
        };
    }

    /** Connect Four: the shipped sets, generated positions, and Pons's test-file lines. */
    private static final class ConnectFourGame implements CompareGame {
        @Override
        public String name() {
            return "connect4";
        }

        @Override
        public List<Subject> shipped(boolean quick, long seed) {
            List<Subject> subjects = new ArrayList<>();
            for (String set : ConnectFourPositions.SETS) {
                subjects.addAll(ConnectFourSuite.subjects(set, quick ? 3 : 100));
            }
            return subjects;
        }

        @Override
        public List<Subject> generated(int count, long seed) {
            return ConnectFourSuite.generated(count, seed);
        }

        @Override
        public String positionFormat() {
            return "Pascal Pons's move strings (columns 1-7 from the empty board), an optional score after each";
        }

        @Override
        public List<Subject> read(String source, List<String> lines) {
            return readLines(source, lines, (file, number, line) -> {
                String[] parts = line.split("\\s+");
                if (parts.length > 2) {
                    throw new IllegalArgumentException("expected MOVES [SCORE], got '" + line + "'");
                }
                ConnectFour position = ConnectFour.of(parts[0]);
                if (position.isTerminal()) {
                    throw new IllegalArgumentException("the game is over after '" + parts[0] + "'");
                }
                Integer score = null;
                if (parts.length == 2) {
                    try {
                        score = Integer.parseInt(parts[1]);
                    } catch (NumberFormatException e) {
                        throw new IllegalArgumentException("'" + parts[1] + "' is not a score");
                    }
                }
                return ConnectFourSuite.subject(Subject.Origin.FILE, file, parts[0], score);
            });
        }

        @Override
        public Game start() {
            return new ConnectFour();
        }

        @Override
        public int openingPlies() {
            return 2;
        }
    }

    /** Othello: the FFO positions along Edax's lines, generated positions, and Edax's .obf records. */
    private static final class OthelloGame implements CompareGame {
        @Override
        public String name() {
            return "othello";
        }

        @Override
        public List<Subject> shipped(boolean quick, long seed) {
            return quick ? OthelloSuite.subjects(3, 11) : OthelloSuite.subjects(15, 14);
        }

        @Override
        public List<Subject> generated(int count, long seed) {
            return OthelloSuite.generated(count, 8, 14, seed);
        }

        @Override
        public String positionFormat() {
            return "Edax's .obf records: 64 squares (X, O, -), the side to move, then MOVE:SCORE; pairs, best first";
        }

        @Override
        public List<Subject> read(String source, List<String> lines) {
            return readLines(source, lines, (file, number, line) -> {
                OthelloPositions.Record record = OthelloPositions.parseRecord(line);
                return OthelloSuite.subject(Subject.Origin.FILE, file, "line " + number, record.board(),
                        record.score());
            });
        }

        @Override
        public Game start() {
            return new Othello();
        }

        @Override
        public int openingPlies() {
            return 4;
        }
    }

    /** Bridge: the DDS-scored endings and deals, generated endings, and deals of PBN, LIN or dum-dum files. */
    private static final class BridgeGame implements CompareGame {
        @Override
        public String name() {
            return "bridge";
        }

        @Override
        public List<Subject> shipped(boolean quick, long seed) {
            return quick ? BridgeSuite.subjects(3, 3) : BridgeSuite.subjects(10, 20);
        }

        @Override
        public List<Subject> generated(int count, long seed) {
            return BridgeSuite.generated(count, seed);
        }

        @Override
        public String positionFormat() {
            return "deals as PBN, LIN or dum-dum lines; a board with a contract is solved for its declarer's "
                    + "opening leader, one without for every strain and leader (its double-dummy table)";
        }

        @Override
        public List<Subject> read(String source, List<String> lines) {
            List<BoardRecord> boards = DealFileReader.read(source, lines).strict().boards();
            List<Subject> subjects = new ArrayList<>();
            for (int b = 0; b < boards.size(); b++) {
                BoardRecord board = boards.get(b);
                String id = "board " + (board.number() > 0 ? board.number() : b + 1);
                if (board.strain() >= 0 && board.leader() >= 0) {
                    subjects.add(BridgeSuite.fileSubject(source, id, Position.start(board.deal(), board.strain(),
                            board.leader())));
                    continue;
                }
                for (int strain = 0; strain < Strain.COUNT; strain++) {
                    for (int leader = 0; leader < Seat.COUNT; leader++) {
                        subjects.add(BridgeSuite.fileSubject(source, id + " " + Strain.name(strain) + " "
                                + Seat.letter(leader) + " leads", Position.start(board.deal(), strain, leader)));
                    }
                }
            }
            if (subjects.isEmpty()) {
                throw new IllegalArgumentException(source + ": no deal in the file");
            }
            return subjects;
        }
    }

    /** Chess or Duck Chess: perft positions at growing depths, generated positions, FEN lines. */
    private static final class ChessGame implements CompareGame {
        private final boolean duck;

        ChessGame(boolean duck) {
            this.duck = duck;
        }

        @Override
        public String name() {
            return duck ? "duck" : "chess";
        }

        @Override
        public List<Subject> shipped(boolean quick, long seed) {
            return duck ? (quick ? ChessSuites.duck(3, 3) : ChessSuites.duck(11, 4))
                    : (quick ? ChessSuites.chess(3, 4) : ChessSuites.chess(7, 5));
        }

        @Override
        public List<Subject> generated(int count, long seed) {
            return duck ? ChessSuites.generatedDuck(count, seed) : ChessSuites.generatedChess(count, seed);
        }

        @Override
        public String positionFormat() {
            return "FEN, one a line, searched to " + (duck ? DUCK_FILE_DEPTH + " turns" : CHESS_FILE_DEPTH + " plies")
                    + " unless the line ends in ;D<depth> (the perft suites' notation)";
        }

        @Override
        public List<Subject> read(String source, List<String> lines) {
            return readLines(source, lines, (file, number, line) -> {
                String[] parts = line.split(";");
                String fen = parts[0].trim();
                int depth = duck ? DUCK_FILE_DEPTH : CHESS_FILE_DEPTH;
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
                Board board = Board.fromFen(fen, duck ? Variant.DUCK : Variant.CHESS);
                String id = "line " + number;
                if (duck) {
                    if (new DuckTurnGame(board).isTerminal()) {
                        throw new IllegalArgumentException("the game is over in '" + fen + "'");
                    }
                    return new ChessSuites.DuckSubject(Subject.Origin.FILE, file, id, fen, depth);
                }
                if (new org.zwang.duck.game.ChessGame(board).isTerminal()) {
                    throw new IllegalArgumentException("the game is over in '" + fen + "'");
                }
                return new ChessSuites.ChessSubject(Subject.Origin.FILE, file, id, fen, depth);
            });
        }
    }
}
