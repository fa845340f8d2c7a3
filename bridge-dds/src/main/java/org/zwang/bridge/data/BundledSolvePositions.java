package org.zwang.bridge.data;

import java.util.ArrayList;
import java.util.List;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.search.ResourceLines;

/**
 * The 300 partial positions with DDS's trick count for every legal card that ship with the library
 * ({@code solve-positions.txt}; its {@code #} header explains every column): positions of every
 * size, from one trick left to twelve, for the comparison tool and the benchmarks.
 */
public final class BundledSolvePositions {

    /** The classpath resource. */
    public static final String RESOURCE = "/org/zwang/bridge/data/solve-positions.txt";

    /** One line of the file: the position and the most tricks DDS gives the side to move. */
    public static final class Entry {
        private final int index;
        private final Position position;
        private final int bestTricks;

        Entry(int index, Position position, int bestTricks) {
            this.index = index;
            this.position = position;
            this.bestTricks = bestTricks;
        }

        /** The 1-based position number of the file. */
        public int index() {
            return index;
        }

        public Position position() {
            return position;
        }

        /** DDS's tricks for the side to move with its best card (current trick included). */
        public int bestTricks() {
            return bestTricks;
        }
    }

    private BundledSolvePositions() {
    }

    /** All 300 positions in file order. */
    public static List<Entry> entries() {
        List<Entry> entries = new ArrayList<>();
        for (String line : lines()) {
            entries.add(parse(line));
        }
        return entries;
    }

    private static List<String> lines() {
        return ResourceLines.read(BundledSolvePositions.class, RESOURCE);
    }

    /** Parses one data line: idx trump first trick toplay R N:hands(4) results nsWon ewWon deal(4) history. */
    static Entry parse(String line) {
        String[] tokens = line.split("\\s+");
        int index = Integer.parseInt(tokens[0]);
        int strain = Strain.parse(tokens[1]);
        int first = Seat.parse(tokens[2]);
        int[] trick = tokens[3].equals("-") ? new int[0] : parseCards(tokens[3]);
        long[] hands = new long[4];
        String north = tokens[6];
        if (!north.startsWith("N:")) {
            throw new IllegalArgumentException("position " + index + ": remaining hands must start with N:");
        }
        hands[Seat.NORTH] = Hand.parse(north.substring(2));
        hands[Seat.EAST] = Hand.parse(tokens[7]);
        hands[Seat.SOUTH] = Hand.parse(tokens[8]);
        hands[Seat.WEST] = Hand.parse(tokens[9]);
        int best = -1;
        for (String result : tokens[10].split(",")) {
            best = Math.max(best, Integer.parseInt(result.substring(result.indexOf(':') + 1)));
        }
        int nsWon = Integer.parseInt(tokens[11]);
        int ewWon = Integer.parseInt(tokens[12]);
        return new Entry(index, Position.of(strain, first, trick, hands, nsWon, ewWon), best);
    }

    private static int[] parseCards(String list) {
        String[] cards = list.split(",");
        int[] parsed = new int[cards.length];
        for (int i = 0; i < cards.length; i++) {
            parsed[i] = Card.parse(cards[i]);
        }
        return parsed;
    }
}
