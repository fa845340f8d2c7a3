package org.zwang.record.pgn;

import java.util.ArrayList;
import java.util.List;
import org.zwang.duck.board.Fen;
import org.zwang.duck.board.Variant;
import org.zwang.record.PlayedGame;

/**
 * Reads PGN text (the import format of PGN standard §4-§8, enough for what engines and GUIs write):
 * tag pairs, movetext with move numbers, comments in braces or after {@code ;}, NAGs ({@code $1}),
 * recursive variations in parentheses (skipped) and the result token. {@link #replay} then plays
 * every move with Zwang's rules, so a file that reads and replays is a legal record.
 */
public final class PgnReader {

    private PgnReader() {
    }

    /** The games of a PGN text, in order; a one-line {@link IllegalArgumentException} names a syntax error. */
    public static List<PgnGame> read(String text) {
        List<PgnGame> games = new ArrayList<>();
        PgnGame game = null;
        boolean inMovetext = false;
        int i = 0;
        int n = text.length();
        int line = 1;
        String lastComment = "";
        while (i < n) {
            char c = text.charAt(i);
            if (c == '\n') {
                line++;
                i++;
            } else if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '[' && !inMovetext) {
                int end = tagPairEnd(text, i + 1);
                if (end < 0) {
                    throw new IllegalArgumentException("PGN line " + line + ": unterminated tag pair");
                }
                if (game == null) {
                    game = new PgnGame();
                }
                parseTag(game, text.substring(i + 1, end), line);
                i = end + 1;
            } else if (c == '{') {
                int end = text.indexOf('}', i);
                if (end < 0) {
                    throw new IllegalArgumentException("PGN line " + line + ": unterminated comment");
                }
                lastComment = text.substring(i + 1, end).trim();
                line += countNewlines(text, i, end);
                i = end + 1;
            } else if (c == ';') {
                int end = text.indexOf('\n', i);
                i = end < 0 ? n : end;
            } else if (c == '(') {
                int depth = 0;
                int j = i;
                for (; j < n; j++) {
                    if (text.charAt(j) == '(') {
                        depth++;
                    } else if (text.charAt(j) == ')' && --depth == 0) {
                        break;
                    }
                }
                line += countNewlines(text, i, Math.min(j, n));
                i = j + 1;
            } else {
                int end = i;
                while (end < n && !Character.isWhitespace(text.charAt(end)) && "{}()[];".indexOf(text.charAt(end)) < 0) {
                    end++;
                }
                if (end == i) {
                    // a closing bracket with nothing open, or a tag pair inside the moves: the loop
                    // would stand still on it
                    throw new IllegalArgumentException("PGN line " + line + ": unexpected '" + c + "'");
                }
                String token = text.substring(i, end);
                i = end;
                if (game == null) {
                    game = new PgnGame();
                }
                inMovetext = true;
                if (token.equals("1-0") || token.equals("0-1") || token.equals("1/2-1/2") || token.equals("*")) {
                    game.result(token).finalComment(lastComment);
                    games.add(game);
                    game = null;
                    inMovetext = false;
                    lastComment = "";
                } else if (!token.startsWith("$") && !token.matches("\\d+\\.*")) {
                    String move = token.replaceFirst("^\\d+\\.+", "");
                    if (!move.isEmpty()) {
                        game.moves().add(move);
                    }
                    lastComment = "";
                }
            }
        }
        if (game != null) {
            throw new IllegalArgumentException("PGN: the last game has no result token");
        }
        return games;
    }

    private static int countNewlines(String text, int from, int to) {
        int count = 0;
        for (int k = from; k < to; k++) {
            if (text.charAt(k) == '\n') {
                count++;
            }
        }
        return count;
    }

    /**
     * The index of the {@code ]} that closes a tag pair whose body starts at {@code from}, or -1: a
     * {@code ]} inside the quoted value (where the standard allows it) does not close it, nor does a
     * quote escaped with a backslash end the value.
     */
    private static int tagPairEnd(String text, int from) {
        boolean quoted = false;
        for (int j = from; j < text.length(); j++) {
            char c = text.charAt(j);
            if (c == '\n') {
                return -1; // a tag pair is one line
            } else if (quoted && c == '\\') {
                j++;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (c == ']' && !quoted) {
                return j;
            }
        }
        return -1;
    }

    private static void parseTag(PgnGame game, String body, int line) {
        String trimmed = body.trim();
        int space = trimmed.indexOf(' ');
        if (space < 0 || !trimmed.endsWith("\"") || trimmed.indexOf('"') < space) {
            throw new IllegalArgumentException("PGN line " + line + ": bad tag pair [" + body + "]");
        }
        String name = trimmed.substring(0, space);
        String quoted = trimmed.substring(space + 1).trim();
        if (!quoted.startsWith("\"")) {
            throw new IllegalArgumentException("PGN line " + line + ": bad tag pair [" + body + "]");
        }
        // a backslash escapes the next character (a quote or a backslash)
        String value = quoted.substring(1, quoted.length() - 1).replaceAll("\\\\(.)", "$1");
        game.tag(name, value);
    }

    /**
     * Plays a game's moves from its start position ({@code FEN} tag, or the standard one) with
     * Zwang's rules: SAN in standard chess, duck notation under {@code [Variant "duck"]}.
     *
     * @throws IllegalArgumentException naming the first move that is unreadable or illegal
     */
    public static PlayedGame replay(PgnGame pgn) {
        Variant variant = PgnWriter.variantOf(pgn);
        String fen = pgn.tag("FEN");
        PlayedGame game = PlayedGame.fromFen(fen == null ? Fen.START : fen, variant);
        int ply = 0;
        for (String move : pgn.moves()) {
            ply++;
            try {
                if (variant == Variant.CHESS) {
                    game.playChecked(San.parse(game.board(), move));
                } else {
                    game.playUci(move);
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("ply " + ply + " ('" + move + "'): " + e.getMessage());
            }
        }
        return game;
    }
}
