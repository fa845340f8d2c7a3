package org.zwang.compare;

import java.util.ArrayList;
import java.util.List;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.data.BundledSolvePositions;
import org.zwang.bridge.data.RandomDeals;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.solver.BridgeGame;
import org.zwang.search.Game;
import org.zwang.search.SearchCost;

/**
 * Bridge positions as comparison subjects: positions of {@code solve-positions.txt} of every size
 * that takes a search (two to twelve tricks left) and opening leads of {@code ddtables.txt} deals,
 * each with DDS's answer as the oracle. The value is the tricks the side to move takes (current trick included); the x-axis
 * counts tricks left. The generic searches (through {@link BridgeGame}) only get the small endings;
 * the solver gets them all.
 */
public final class BridgeSuite {

    /** Generic searches run on positions of at most this many tricks. */
    public static final int GENERIC_MAX_TRICKS = 5;
    /** Plain minimax runs on positions of at most this many tricks. */
    public static final int MINIMAX_MAX_TRICKS = 3;

    private BridgeSuite() {
    }

    /** A bridge position with DDS's value for the side to move. */
    static final class BridgeSubject extends Subject {
        final Position position;
        private final Integer expected;

        BridgeSubject(Origin origin, String set, String id, Position position, Integer expected) {
            super("bridge", origin, set, id, position.toString(), position.tricksLeft(), "tricks");
            this.position = position;
            this.expected = expected;
        }

        @Override
        public Game newGame() {
            return position.tricksLeft() <= GENERIC_MAX_TRICKS ? new BridgeGame(position) : null;
        }

        @Override
        public int genericDepth() {
            return new BridgeGame(position).maxPlies();
        }

        @Override
        public int fromGenericValue(int value) {
            // BridgeGame's full-depth value is (tricks of the side to move) - (tricks of the others).
            return (value + position.tricksLeft()) / 2;
        }

        @Override
        public boolean smallEnoughForMinimax() {
            return position.tricksLeft() <= MINIMAX_MAX_TRICKS;
        }

        @Override
        public Integer expectedValue() {
            return expected;
        }
    }

    /**
     * Up to {@code perSize} positions of each size from the solve positions that take a search
     * ({@link SearchCost}: not the one-trick endings, one card a hand), plus the opening leads of the first {@code deals} deals of the DD tables (strain and
     * leader varied from deal to deal).
     */
    public static List<Subject> subjects(int perSize, int deals) {
        List<Subject> subjects = new ArrayList<>();
        int[] taken = new int[14];
        for (BundledSolvePositions.Entry entry : BundledSolvePositions.entries()) {
            int size = entry.position().tricksLeft();
            if (taken[size] < perSize && SearchCost.needsSearch(new BridgeGame(entry.position()), 4 * size)) {
                taken[size]++;
                subjects.add(new BridgeSubject(Subject.Origin.SHIPPED, "solve-positions", "#" + entry.index(), entry.position(),
                        entry.bestTricks()));
            }
        }
        List<Deal> dealList = BundledDdTables.deals(deals);
        List<DdTable> tables = BundledDdTables.tables();
        for (int i = 0; i < dealList.size(); i++) {
            int strain = i % Strain.COUNT;
            int leader = i % Seat.COUNT;
            int declarer = Seat.previous(leader);
            // The leader's side takes what declarer's side does not.
            int expected = 13 - tables.get(i).tricks(strain, declarer);
            subjects.add(new BridgeSubject(Subject.Origin.SHIPPED, "ddtables", "#" + (i + 1) + " " + Strain.name(strain) + " "
                    + Seat.letter(leader) + " leads", Position.start(dealList.get(i), strain, leader), expected));
        }
        return subjects;
    }

    /**
     * {@code count} fresh endings of 2 to {@value #GENERIC_MAX_TRICKS} tricks (so that every technique
     * runs on them), seeded: random deals of that many cards a hand, trump and leader at random (bridge-dds's
     * {@link RandomDeals}), each needing a search; no oracle (the techniques, the double-dummy
     * solver among them, are checked against each other).
     */
    public static List<Subject> generated(int count, long seed) {
        java.util.Random random = RandomPlay.forGame(seed, "bridge");
        List<Subject> subjects = new ArrayList<>();
        for (int attempt = 0; subjects.size() < count && attempt < 100 * (count + 10); attempt++) {
            RandomDeals deals = new RandomDeals(random.nextLong(), RandomPlay.between(random, 2, GENERIC_MAX_TRICKS));
            Position position = Position.start(deals.next(), deals.strain(), deals.leader());
            if (SearchCost.needsSearch(new BridgeGame(position), 4 * position.tricksLeft())) {
                subjects.add(new BridgeSubject(Subject.Origin.GENERATED, "seed " + seed, "#" + (subjects.size() + 1),
                        position, null));
            }
        }
        return subjects;
    }

    /** A position of a user's file, solved without an oracle. */
    static Subject fileSubject(String source, String id, Position position) {
        return new BridgeSubject(Subject.Origin.FILE, source, id, position, null);
    }
}
