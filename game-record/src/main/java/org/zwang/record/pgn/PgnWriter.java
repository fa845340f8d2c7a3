package org.zwang.record.pgn;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.Variant;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.record.PlayedGame;

/**
 * Writes games in the PGN export format (PGN standard §8): the Seven Tag Roster first and in order,
 * other tags after, a blank line, the movetext with move numbers ({@code 12...} where Black's move
 * starts the text), lines of at most 79 characters, a final comment and the result, and a blank line.
 * Duck Chess moves are written in the duck notation of {@code docs/duck-chess-rules.md} ({@code e2e4,e4d5})
 * under a {@code [Variant "duck"]} tag; standard chess moves in SAN.
 */
public final class PgnWriter {

    private static final int LINE_LIMIT = 79;

    private PgnWriter() {
    }

    /** The move tokens of a played game: SAN for standard chess, duck notation for Duck Chess. */
    public static List<String> moveTokens(PlayedGame game) {
        Board board = Board.fromFen(game.startFen(), game.variant());
        List<String> tokens = new ArrayList<>();
        for (int move : game.moves()) {
            tokens.add(game.variant() == Variant.CHESS ? San.format(board, move) : MoveNotation.toUci(move));
            board.makeMove(move);
        }
        return tokens;
    }

    /** The text of one game, ending with a blank line. */
    public static String write(PgnGame game) {
        StringBuilder text = new StringBuilder();
        for (String name : PgnGame.SEVEN_TAG_ROSTER) {
            String value = game.tag(name);
            appendTag(text, name, value == null ? (name.equals("Result") ? game.result() : "?") : value);
        }
        for (Map.Entry<String, String> tag : game.tags().entrySet()) {
            if (!PgnGame.SEVEN_TAG_ROSTER.contains(tag.getKey())) {
                appendTag(text, tag.getKey(), tag.getValue());
            }
        }
        text.append('\n');

        String fen = game.tag("FEN");
        Board start = fen == null ? null : Board.fromFen(fen, variantOf(game));
        int moveNumber = start == null ? 1 : start.fullmoveNumber();
        boolean whiteToMove = start == null || start.sideToMove() == Color.WHITE;
        List<String> words = new ArrayList<>();
        boolean first = true;
        for (String move : game.moves()) {
            if (whiteToMove) {
                words.add(moveNumber + ".");
            } else if (first) {
                words.add(moveNumber + "...");
            }
            words.add(move);
            if (!whiteToMove) {
                moveNumber++;
            }
            whiteToMove = !whiteToMove;
            first = false;
        }
        if (!game.finalComment().isEmpty()) {
            words.add("{" + game.finalComment().replace("}", ")") + "}");
        }
        words.add(game.result());
        int lineLength = 0;
        for (String word : words) {
            if (lineLength > 0 && lineLength + 1 + word.length() > LINE_LIMIT) {
                text.append('\n');
                lineLength = 0;
            }
            if (lineLength > 0) {
                text.append(' ');
                lineLength++;
            }
            text.append(word);
            lineLength += word.length();
        }
        return text.append("\n\n").toString();
    }

    /** The variant a game's tags name: {@code [Variant "duck"]} or standard chess. */
    public static Variant variantOf(PgnGame game) {
        String variant = game.tag("Variant");
        return variant == null || variant.equalsIgnoreCase("standard") ? Variant.CHESS : Variant.parse(variant);
    }

    /** The longest string token the PGN standard allows (§7). */
    static final int MAX_STRING = 255;

    private static void appendTag(StringBuilder text, String name, String value) {
        text.append('[').append(name).append(" \"").append(tagValue(value)).append("\"]\n");
    }

    /**
     * A tag's value as a PGN string token (standard §7): printing characters only (a newline, tab or
     * other control character becomes a space, so a name typed with one cannot end the tag or the
     * line), at most 255 of them, a quote and a backslash escaped with a backslash.
     */
    static String tagValue(String value) {
        int length = Math.min(value.length(), MAX_STRING);
        StringBuilder token = new StringBuilder(length + 8);
        for (int i = 0; i < length; i++) {
            char c = value.charAt(i);
            int type = Character.getType(c);
            if (Character.isISOControl(c) || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR) {
                token.append(' ');
            } else if (c == '"' || c == '\\') {
                token.append('\\').append(c);
            } else {
                token.append(c);
            }
        }
        return token.toString();
    }
}
