package org.zwang.protocol.uci;

import java.util.ArrayList;
import java.util.List;
import org.zwang.protocol.ProtocolText;

/**
 * The arguments of a UCI {@code go} command: clocks and increments in milliseconds, moves to the
 * next time control, and the depth, node, mate and move-time limits; {@code infinite} and
 * {@code ponder}. Unknown or malformed words are collected in {@link #problems()} so the session
 * can name them in an {@code info string} and go on. A limit that is malformed, missing its number
 * or not positive becomes the smallest meaningful search (depth 1, one node, mate in 1, no time; a
 * negative or malformed clock means move now), never no limit at all: every {@code go} with a limit
 * answers by itself.
 */
final class GoParameters {

    /** A clock the GUI did not send. */
    static final long NO_CLOCK = Long.MIN_VALUE;

    long whiteTime = NO_CLOCK;
    long blackTime = NO_CLOCK;
    long whiteIncrement;
    long blackIncrement;
    int movesToGo;
    int depth;
    long nodes;
    int mate;
    long moveTime = -1;
    boolean infinite;
    boolean ponder;
    final List<String> problems = new ArrayList<>();

    static GoParameters parse(String[] words, int from) {
        GoParameters go = new GoParameters();
        for (int i = from; i < words.length; i++) {
            String word = words[i];
            switch (word) {
                case "infinite":
                    go.infinite = true;
                    break;
                case "ponder":
                    go.ponder = true;
                    break;
                case "wtime":
                case "btime":
                case "winc":
                case "binc":
                case "movestogo":
                case "depth":
                case "nodes":
                case "mate":
                case "movetime":
                    if (i + 1 >= words.length) {
                        go.problems.add("'" + word + "' needs a number; " + go.smallest(word));
                        break;
                    }
                    String value = words[++i];
                    long number;
                    try {
                        number = Long.parseLong(value);
                    } catch (NumberFormatException e) {
                        go.problems.add("'" + word + " " + ProtocolText.excerpt(value) + "' is not a whole number; "
                                + go.smallest(word));
                        break;
                    }
                    go.set(word, number);
                    break;
                case "searchmoves":
                    go.problems.add("searchmoves is not supported; searching every move");
                    while (i + 1 < words.length && Character.isLowerCase(words[i + 1].charAt(0))
                            && words[i + 1].length() >= 4 && Character.isDigit(words[i + 1].charAt(1))) {
                        i++;
                    }
                    break;
                default:
                    go.problems.add("unknown go parameter '" + ProtocolText.excerpt(word) + "'");
            }
        }
        return go;
    }

    private void set(String word, long value) {
        boolean positiveNeeded = word.equals("depth") || word.equals("nodes") || word.equals("mate");
        if (value < 0 || (value == 0 && positiveNeeded)) {
            problems.add("'" + word + " " + value + "' must be " + (positiveNeeded ? "positive" : "at least 0") + "; "
                    + smallest(word));
            return;
        }
        switch (word) {
            case "wtime":
                whiteTime = value;
                break;
            case "btime":
                blackTime = value;
                break;
            case "winc":
                whiteIncrement = value;
                break;
            case "binc":
                blackIncrement = value;
                break;
            case "movestogo":
                movesToGo = (int) Math.min(value, Integer.MAX_VALUE);
                break;
            case "depth":
                depth = (int) Math.min(value, 1000);
                break;
            case "nodes":
                nodes = value;
                break;
            case "mate":
                mate = (int) Math.min(value, 1000);
                break;
            default:
                moveTime = value;
        }
    }

    /** Sets the smallest meaningful value of a limit given badly, and says what was done. */
    private String smallest(String word) {
        switch (word) {
            case "wtime":
                whiteTime = 0;
                return "moving at once";
            case "btime":
                blackTime = 0;
                return "moving at once";
            case "winc":
            case "binc":
                return "taking no increment";
            case "movestogo":
                movesToGo = 0;
                return "ignoring it";
            case "depth":
                depth = 1;
                return "searching to depth 1";
            case "nodes":
                nodes = 1;
                return "searching 1 node";
            case "mate":
                mate = 1;
                return "looking for mate in 1";
            default:
                moveTime = 0;
                return "moving at once";
        }
    }

    List<String> problems() {
        return problems;
    }
}
