package org.zwang.protocol.uci;

import java.util.ArrayList;
import java.util.List;

/**
 * The arguments of a UCI {@code go} command: clocks and increments in milliseconds, moves to the
 * next time control, and the depth, node, mate and move-time limits; {@code infinite} and
 * {@code ponder}. Unknown or malformed words are collected in {@link #problems()} so the session
 * can name them in an {@code info string} and go on.
 */
final class GoParameters {

    long whiteTime = -1;
    long blackTime = -1;
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
                        go.problems.add("'" + word + "' needs a number");
                        break;
                    }
                    String value = words[++i];
                    try {
                        go.set(word, Long.parseLong(value));
                    } catch (NumberFormatException e) {
                        go.problems.add("'" + word + " " + value + "' is not a whole number");
                    }
                    break;
                case "searchmoves":
                    go.problems.add("searchmoves is not supported; searching every move");
                    while (i + 1 < words.length && Character.isLowerCase(words[i + 1].charAt(0))
                            && words[i + 1].length() >= 4 && Character.isDigit(words[i + 1].charAt(1))) {
                        i++;
                    }
                    break;
                default:
                    go.problems.add("unknown go parameter '" + word + "'");
            }
        }
        return go;
    }

    private void set(String word, long value) {
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
                movesToGo = (int) Math.max(0, Math.min(value, Integer.MAX_VALUE));
                break;
            case "depth":
                depth = positive(word, value);
                break;
            case "nodes":
                nodes = value > 0 ? value : 0;
                if (value <= 0) {
                    problems.add("'nodes " + value + "' must be positive");
                }
                break;
            case "mate":
                mate = positive(word, value);
                break;
            default:
                moveTime = Math.max(0, value);
        }
    }

    private int positive(String word, long value) {
        if (value <= 0) {
            problems.add("'" + word + " " + value + "' must be positive");
            return 0;
        }
        return (int) Math.min(value, 1000);
    }

    List<String> problems() {
        return problems;
    }
}
