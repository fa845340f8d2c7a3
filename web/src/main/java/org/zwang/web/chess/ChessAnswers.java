package org.zwang.web.chess;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Piece;
import org.zwang.duck.board.PieceType;
import org.zwang.duck.board.Square;
import org.zwang.duck.board.Variant;
import org.zwang.duck.engine.EngineOption;
import org.zwang.duck.engine.EngineResult;
import org.zwang.duck.engine.ThinkingInfo;
import org.zwang.duck.engine.ZwangEngine;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.duck.rules.GameResult;
import org.zwang.duck.rules.GameRules;
import org.zwang.duck.search.EngineScore;
import org.zwang.record.PlayedGame;
import org.zwang.record.ResultText;
import org.zwang.record.pgn.PgnGame;
import org.zwang.record.pgn.PgnReader;
import org.zwang.record.pgn.PgnWriter;
import org.zwang.record.pgn.San;
import org.zwang.search.SearchLimits;
import org.zwang.search.SearchListener;
import org.zwang.search.StopFlag;
import org.zwang.web.ApiException;

/**
 * The Duck Chess page's answers, apart from how they travel: a game replayed and checked, the
 * position with its legal moves and PGN, a thinking request checked, the engine's think and its
 * info. The server's {@link ChessApi} sends them over HTTP; the static site's WebAssembly build calls
 * the same methods in a Web Worker, so both pages get the same answers from one place.
 */
public final class ChessAnswers {

    private ChessAnswers() {
    }

    /** The game a request describes, every move checked; a 400 names the first bad one. */
    public static PlayedGame replay(String variantText, String fen, List<String> moves) {
        Variant variant = variantText == null || variantText.isBlank() ? Variant.DUCK : Variant.parse(variantText);
        PlayedGame game;
        try {
            game = fen == null || fen.isBlank() ? PlayedGame.standardStart(variant) : PlayedGame.fromFen(fen, variant);
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest(e.getMessage());
        }
        List<String> list = moves == null ? List.of() : moves;
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == null) {
                throw ApiException.badRequest(moveName(game.board()) + " is null: expected a move such as \"e2e4,e4e5\"");
            }
            try {
                game.playUci(list.get(i));
            } catch (IllegalArgumentException e) {
                throw ApiException.badRequest(moveName(game.board()) + ": " + e.getMessage());
            }
        }
        return game;
    }

    /** The move about to be played, as a move list numbers it: "White's move 3", "Black's move 12". */
    public static String moveName(Board board) {
        return (board.sideToMove() == Color.WHITE ? "White" : "Black") + "'s move " + board.fullmoveNumber();
    }

    public static Map<String, Object> positionJson(PlayedGame game, String white, String black, String date) {
        return positionJson(game, null, white, black, date);
    }

    /**
     * The position's answer; {@code ending}, when not null, ends a game the board has not ended (a
     * resignation, a flag fallen): its result, reason and PGN termination replace the board's.
     */
    public static Map<String, Object> positionJson(PlayedGame game, Ending ending, String white, String black,
            String date) {
        Board board = game.board();
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("variant", game.variant().id());
        json.put("startFen", game.startFen());
        json.put("fen", board.toFen());
        json.put("sideToMove", board.sideToMove() == Color.WHITE ? "white" : "black");
        json.put("moveNumber", board.fullmoveNumber());
        json.put("duck", board.duckSquare() == Square.NONE ? null : Square.name(board.duckSquare()));
        Map<String, String> pieces = new LinkedHashMap<>();
        for (int square = 0; square < 64; square++) {
            int piece = board.pieceAt(square);
            if (piece != Piece.NONE) {
                pieces.put(Square.name(square), String.valueOf(Piece.letter(piece)));
            }
        }
        json.put("pieces", pieces);
        json.put("inCheck", game.variant() == Variant.CHESS && board.inCheck());
        GameResult result = game.result();
        if (ending != null && result.isOver()) {
            throw ApiException.badRequest("the game is already over (" + ResultText.claim(result) + "): "
                    + ending.side() + " cannot " + (ending.onTime() ? "lose on time" : "resign"));
        }
        boolean over = result.isOver() || ending != null;
        Map<String, Object> resultJson = new LinkedHashMap<>();
        resultJson.put("over", over);
        resultJson.put("score", ending != null ? ending.score(board) : result.pgn());
        resultJson.put("reason", ending != null ? ending.reason(board) : result.isOver() ? ResultText.reason(result) : "");
        resultJson.put("termination", ending != null ? ending.termination() : result.isOver() ? "normal" : "unterminated");
        json.put("result", resultJson);
        json.put("legal", over ? List.of() : legalMoves(board));
        List<String> tokens = PgnWriter.moveTokens(game);
        List<Map<String, Object>> history = new ArrayList<>();
        int[] moves = game.moves();
        for (int i = 0; i < moves.length; i++) {
            Map<String, Object> move = new LinkedHashMap<>();
            move.put("uci", MoveNotation.toUci(moves[i]));
            move.put("text", tokens.get(i));
            move.put("from", Square.name(Move.from(moves[i])));
            move.put("to", Square.name(Move.to(moves[i])));
            move.put("duck", Move.hasDuck(moves[i]) ? Square.name(Move.duckSquare(moves[i])) : null);
            history.add(move);
        }
        json.put("history", history);
        json.put("pgn", PgnWriter.write(pgn(game, tokens, white, black, date, (String) resultJson.get("score"),
                (String) resultJson.get("reason"), (String) resultJson.get("termination"))));
        return json;
    }

    /** The longest PGN text imported: a long game with comments fits many times over. */
    public static final int MAX_PGN_CHARS = 60_000;

    /**
     * The first game of a PGN text, read and replayed by {@link PgnReader} (SAN in standard chess,
     * duck notation under {@code [Variant "duck"]}): its variant, start FEN ("" for the standard
     * position), moves in UCI, players and result tag. Movetext without a result token is read as if
     * it ended with {@code *}.
     *
     * @throws ApiException a 400 with the reader's one line (the PGN line or the ply and move at fault)
     */
    public static Map<String, Object> importPgn(String text) {
        if (text == null || text.isBlank()) {
            throw ApiException.badRequest("the PGN is empty: paste a game or choose a .pgn file");
        }
        if (text.length() > MAX_PGN_CHARS) {
            throw ApiException.badRequest("the PGN is too long: at most " + MAX_PGN_CHARS + " characters");
        }
        List<PgnGame> games;
        try {
            games = PgnReader.read(text);
        } catch (IllegalArgumentException e) {
            if (!e.getMessage().contains("no result token")) {
                throw ApiException.badRequest(e.getMessage());
            }
            try {
                games = PgnReader.read(text + "\n*\n");
            } catch (IllegalArgumentException again) {
                throw ApiException.badRequest(again.getMessage());
            }
        }
        if (games.isEmpty()) {
            throw ApiException.badRequest("the PGN holds no game");
        }
        PgnGame pgn = games.get(0);
        PlayedGame game;
        try {
            game = PgnReader.replay(pgn);
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("PGN " + e.getMessage());
        }
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("variant", game.variant().id());
        json.put("fen", game.startsFromStandardPosition() ? "" : game.startFen());
        List<String> moves = new ArrayList<>();
        for (int move : game.moves()) {
            moves.add(MoveNotation.toUci(move));
        }
        json.put("moves", moves);
        json.put("white", pgn.tag("White") == null ? "" : pgn.tag("White"));
        json.put("black", pgn.tag("Black") == null ? "" : pgn.tag("Black"));
        json.put("result", pgn.result());
        return json;
    }

    /** The chess moves of the side to move, each with the squares its duck may go to (Duck Chess). */
    private static List<Map<String, Object>> legalMoves(Board board) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        boolean duck = board.variant() == Variant.DUCK;
        int count = duck ? MoveGenerator.generate(board, moves, 0) : MoveGenerator.generateLegal(board, moves, 0);
        List<Map<String, Object>> legal = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("from", Square.name(Move.from(move)));
            json.put("to", Square.name(Move.to(move)));
            json.put("promotion", Move.isPromotion(move)
                    ? String.valueOf(PieceType.letter(Move.promotionType(move))) : null);
            // taking the king ends the game: no duck square to choose (sent as e1e8, no duck leg)
            boolean endsGame = duck && MoveNotation.capturesKing(move);
            json.put("capturesKing", endsGame);
            List<String> ducks = new ArrayList<>();
            if (duck && !endsGame) {
                for (long squares = MoveGenerator.duckSquaresAfter(board, move); squares != 0; squares &= squares - 1) {
                    ducks.add(Square.name(Long.numberOfTrailingZeros(squares)));
                }
            }
            json.put("ducks", ducks);
            legal.add(json);
        }
        return legal;
    }

    /**
     * The game's PGN with the tags {@code zwang match} writes (Seven Tag Roster, Variant, SetUp/FEN,
     * TimeControl, Termination, PlyCount).
     */
    private static PgnGame pgn(PlayedGame game, List<String> tokens, String white, String black, String date,
            String result, String reason, String termination) {
        PgnGame pgn = new PgnGame()
                .tag("Event", "Zwang web game")
                .tag("Site", "?")
                .tag("Date", date)
                .tag("Round", "-")
                .tag("White", white == null || white.isBlank() ? "?" : white)
                .tag("Black", black == null || black.isBlank() ? "?" : black)
                .tag("Result", result);
        if (game.variant() == Variant.DUCK) {
            pgn.tag("Variant", "duck");
        }
        if (!game.startsFromStandardPosition()) {
            pgn.tag("SetUp", "1").tag("FEN", game.startFen());
        }
        // No time control in the PGN ("-": none, in the PGN standard's words; the page's clocks are its
        // own); the game ends on the board, by a resignation or a flag, or is still going. A
        // resignation is "normal" as in zwang match's PGN, a flag fallen "time forfeit".
        pgn.tag("TimeControl", "-")
                .tag("Termination", termination)
                .tag("PlyCount", Integer.toString(game.moveCount()));
        pgn.moves().addAll(tokens);
        return pgn.finalComment(reason).result(result);
    }

    /**
     * A game ended off the board: the side that resigned, or whose flag fell. Not a record: a plain
     * class, as TeaVM compiles it for the static site.
     */
    public static final class Ending {
        private final int loser;
        private final boolean onTime;

        private Ending(int loser, boolean onTime) {
            this.loser = loser;
            this.onTime = onTime;
        }

        /**
         * The ending a position request names: {@code resigned} or {@code flagged} ("white" or
         * "black"), at most one of them; null when neither.
         *
         * @throws ApiException a 400 naming a bad side or both fields given
         */
        public static Ending of(String resigned, String flagged) {
            boolean resigns = resigned != null && !resigned.isBlank();
            boolean flag = flagged != null && !flagged.isBlank();
            if (resigns && flag) {
                throw ApiException.badRequest("a game ends by \"resigned\" or by \"flagged\", not both");
            }
            if (!resigns && !flag) {
                return null;
            }
            String side = (resigns ? resigned : flagged).trim().toLowerCase(Locale.ROOT);
            if (!side.equals("white") && !side.equals("black")) {
                throw ApiException.badRequest("bad " + (resigns ? "resigned" : "flagged") + " '" + (resigns ? resigned : flagged)
                        + "': expected \"white\" or \"black\"");
            }
            return new Ending(side.equals("white") ? Color.WHITE : Color.BLACK, flag);
        }

        boolean onTime() {
            return onTime;
        }

        String side() {
            return loser == Color.WHITE ? "White" : "Black";
        }

        private String winner() {
            return loser == Color.WHITE ? "Black" : "White";
        }

        private boolean drawn(Board board) {
            return onTime && GameRules.flagFallIsDraw(board, loser);
        }

        String score(Board board) {
            return drawn(board) ? "1/2-1/2" : loser == Color.WHITE ? "0-1" : "1-0";
        }

        String reason(Board board) {
            if (!onTime) {
                return side() + " resigns";
            }
            return drawn(board) ? side() + " loses on time, but " + winner() + " has only the king: draw"
                    : side() + " loses on time";
        }

        String termination() {
            return onTime ? "time forfeit" : "normal";
        }
    }

    public static Map<String, Object> infoJson(Board board, ThinkingInfo info) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("depth", info.depth());
        json.put("seldepth", info.selectiveDepth());
        json.put("score", info.score());
        json.put("scoreText", scoreText(info.score(), board.sideToMove()));
        json.put("nodes", info.nodes());
        json.put("nps", info.nodesPerSecond());
        json.put("timeMillis", info.timeMillis());
        List<String> uci = new ArrayList<>();
        List<String> text = new ArrayList<>();
        Board line = board.copy();
        for (int move : info.principalVariation()) {
            uci.add(MoveNotation.toUci(move));
            text.add(moveText(line, move));
            line.makeMove(move);
        }
        json.put("pv", uci);
        json.put("pvText", text);
        return json;
    }

    /** A score as players read it, from White's side: "+0.35", "-1.20", "#3" (White mates), "#-2". */
    public static String scoreText(int score, int sideToMove) {
        int white = sideToMove == Color.WHITE ? score : -score;
        if (EngineScore.isMate(white)) {
            return "#" + EngineScore.mateMoves(white);
        }
        return String.format(Locale.ROOT, "%+.2f", white / 100.0);
    }

    public static String moveText(Board board, int move) {
        return board.variant() == Variant.CHESS ? San.format(board, move) : MoveNotation.toUci(move);
    }

    /**
     * The game of a thinking request, checked as the server checks it: a game that is not over, a
     * move time of 10 ms .. {@code maxMoveMillis}, a depth of 0 (no limit) .. 64, a skill level of
     * 0 .. 20.
     *
     * @throws ApiException a 400 naming the bad value
     */
    public static PlayedGame thinkGame(String variant, String fen, List<String> moves, long millis, long maxMoveMillis,
            long depth, long skill) {
        PlayedGame game = replay(variant, fen, moves);
        if (game.result().isOver()) {
            throw ApiException.badRequest("the game is over (" + ResultText.claim(game.result()) + "): nothing to think about");
        }
        if (millis < 10 || millis > maxMoveMillis) {
            throw ApiException.badRequest("movetime must be 10 .. " + maxMoveMillis + " ms, got " + millis);
        }
        if (depth < 0 || depth > 64) {
            throw ApiException.badRequest("depth must be 1 .. 64 (or 0 for no limit), got " + depth);
        }
        if (skill < 0 || skill > ZwangEngine.MAX_SKILL_LEVEL) {
            throw ApiException.badRequest("skill must be 0 .. " + ZwangEngine.MAX_SKILL_LEVEL + " (20 = full strength), got " + skill);
        }
        return game;
    }

    /**
     * The engine's move for {@code board} within {@code moveMillis} (half of it the soft limit, as a
     * player's clock would spend it) and {@code depth} plies (0: no limit), at {@code skillLevel},
     * each finished iteration passed to {@code info}; {@code stop} ends it early.
     */
    public static EngineResult think(ZwangEngine engine, Board board, long moveMillis, int depth, int skillLevel,
            StopFlag stop, SearchListener<ThinkingInfo> info) {
        SearchLimits limits = SearchLimits.none().hardTimeMillis(moveMillis).softTimeMillis(moveMillis / 2).stopFlag(stop);
        if (depth > 0) {
            limits.maxDepth(depth);
        }
        engine.setOption(EngineOption.SKILL_LEVEL, Integer.toString(skillLevel));
        return engine.think(board, limits, info);
    }

    /** The {@code bestmove} answer: the move in UCI and as the move list writes it, and the last iteration's info. */
    public static Map<String, Object> bestMoveJson(Board board, EngineResult result) {
        Map<String, Object> best = new LinkedHashMap<>();
        best.put("uci", MoveNotation.toUci(result.bestMove()));
        best.put("text", moveText(board, result.bestMove()));
        best.put("info", infoJson(board, result.info()));
        return best;
    }
}
