package org.zwang.cli.dds;

import java.util.ArrayList;
import java.util.List;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Suit;

/**
 * The usual bridge diagram of four hands as text lines: North on top, West and East side by side,
 * South below, one line per suit ({@code S AK74}, a void as {@code S -}). Works for endings and
 * positions inside a trick (hands of different sizes).
 */
final class Diagram {

    /** Column where North and South start. */
    private static final int MIDDLE = 12;
    /** Column where East starts. */
    private static final int RIGHT = 24;

    private Diagram() {
    }

    /** The diagram of hands N, E, S, W: 12 lines, the longest of them {@link #width()} wide at most. */
    static List<String> lines(long[] hands) {
        List<String> lines = new ArrayList<>(12);
        for (int suit = 0; suit < Suit.COUNT; suit++) {
            lines.add(" ".repeat(MIDDLE) + suitLine(hands[Seat.NORTH], suit));
        }
        for (int suit = 0; suit < Suit.COUNT; suit++) {
            String west = suitLine(hands[Seat.WEST], suit);
            lines.add(west + " ".repeat(Math.max(1, RIGHT - west.length())) + suitLine(hands[Seat.EAST], suit));
        }
        for (int suit = 0; suit < Suit.COUNT; suit++) {
            lines.add(" ".repeat(MIDDLE) + suitLine(hands[Seat.SOUTH], suit));
        }
        return lines;
    }

    /** The widest a diagram line gets (East holding 13 cards of a suit). */
    static int width() {
        return RIGHT + 2 + 13;
    }

    private static String suitLine(long hand, int suit) {
        StringBuilder text = new StringBuilder(16).append(Suit.letter(suit)).append(' ');
        int ranks = Hand.suitBits(hand, suit);
        if (ranks == 0) {
            text.append('-');
        } else {
            Hand.appendSuit(text, ranks);
        }
        return text.toString();
    }

    /**
     * Puts {@code right} beside {@code left}, starting at column {@code column}; the result has as
     * many lines as the longer of the two; trailing spaces are trimmed.
     */
    static List<String> beside(List<String> left, List<String> right, int column) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < Math.max(left.size(), right.size()); i++) {
            String l = i < left.size() ? left.get(i) : "";
            String r = i < right.size() ? right.get(i) : "";
            String line = r.isEmpty() ? l : l + " ".repeat(Math.max(1, column - l.length())) + r;
            lines.add(stripTrailing(line));
        }
        return lines;
    }

    private static String stripTrailing(String line) {
        int end = line.length();
        while (end > 0 && line.charAt(end - 1) == ' ') {
            end--;
        }
        return line.substring(0, end);
    }
}
