package org.zwang.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.data.BundledSolvePositions;
import org.zwang.bridge.data.RandomDeals;
import org.zwang.bridge.io.BoardRecord;
import org.zwang.bridge.io.DealFileReader;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.solver.BridgeGame;
import org.zwang.search.Game;
import org.zwang.search.SearchCost;

/**
 * Bridge ({@code --games bridge}) in {@code zwang compare}: positions of {@code solve-positions.txt} of
 * every size that takes a search (two to twelve tricks left) and opening leads of {@code ddtables.txt}
 * deals, each with DDS's answer as the oracle; fresh endings of random deals; and the deals of a PBN, LIN
 * or dum-dum file. The value is the tricks the side to move takes (current trick included); the x-axis
 * counts tricks left. The generic searches (through bridge-dds's {@link BridgeGame}, the rules as a
 * search-api game) only get the small endings; the solver gets them all. Not played.
 */
final class ContractBridgeGame implements CompareGame {

    /** Generic searches run on positions of at most this many tricks. */
    private static final int GENERIC_MAX_TRICKS = 5;
    /** Plain minimax runs on positions of at most this many tricks. */
    private static final int MINIMAX_MAX_TRICKS = 3;

    private static final String NAME = "bridge";

    /** A bridge position with DDS's value for the side to move. */
    static final class BridgeSubject extends Subject {
        final Position position;
        private final Integer expected;

        BridgeSubject(Origin origin, String set, String id, Position position, Integer expected) {
            super(NAME, origin, set, id, position.toString(), position.tricksLeft(), "tricks");
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

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<Subject> shipped(boolean quick, long seed) {
        return quick ? shipped(3, 3) : shipped(10, 20);
    }

    /**
     * Up to {@code perSize} positions of each size from the solve positions that take a search
     * ({@link SearchCost}: not the one-trick endings, one card a hand), plus the opening leads of the
     * first {@code deals} deals of the DD tables (strain and leader varied from deal to deal).
     */
    static List<Subject> shipped(int perSize, int deals) {
        List<Subject> subjects = new ArrayList<>();
        int[] taken = new int[14];
        for (BundledSolvePositions.Entry entry : BundledSolvePositions.entries()) {
            int size = entry.position().tricksLeft();
            if (taken[size] < perSize && SearchCost.needsSearch(new BridgeGame(entry.position()), 4 * size)) {
                taken[size]++;
                subjects.add(new BridgeSubject(Subject.Origin.SHIPPED, "solve-positions", "#" + entry.index(),
                        entry.position(), entry.bestTricks()));
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
            subjects.add(new BridgeSubject(Subject.Origin.SHIPPED, "ddtables", "#" + (i + 1) + " "
                    + Strain.name(strain) + " " + Seat.letter(leader) + " leads",
                    Position.start(dealList.get(i), strain, leader), expected));
        }
        return subjects;
    }

    /**
     * {@code count} fresh endings of 2 to {@value #GENERIC_MAX_TRICKS} tricks (so that every technique
     * runs on them), seeded: random deals of that many cards a hand, trump and leader at random (bridge-dds's
     * {@link RandomDeals}), each needing a search; no oracle (the techniques, the double-dummy
     * solver among them, are checked against each other).
     */
    @Override
    public List<Subject> generated(int count, long seed) {
        Random random = RandomPlay.forGame(seed, NAME);
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

    @Override
    public String positionFormat() {
        return "deals as PBN, LIN or dum-dum lines; a board with a contract is solved for its declarer's "
                + "opening leader, one without for every strain and leader (its double-dummy table)";
    }

    /** The deals of the file, solved without an oracle. */
    @Override
    public List<Subject> read(String source, List<String> lines) {
        List<BoardRecord> boards = DealFileReader.read(source, lines).strict().boards();
        List<Subject> subjects = new ArrayList<>();
        for (int b = 0; b < boards.size(); b++) {
            BoardRecord board = boards.get(b);
            String id = "board " + (board.number() > 0 ? board.number() : b + 1);
            if (board.strain() >= 0 && board.leader() >= 0) {
                subjects.add(new BridgeSubject(Subject.Origin.FILE, source, id,
                        Position.start(board.deal(), board.strain(), board.leader()), null));
                continue;
            }
            for (int strain = 0; strain < Strain.COUNT; strain++) {
                for (int leader = 0; leader < Seat.COUNT; leader++) {
                    subjects.add(new BridgeSubject(Subject.Origin.FILE, source, id + " " + Strain.name(strain) + " "
                            + Seat.letter(leader) + " leads", Position.start(board.deal(), strain, leader), null));
                }
            }
        }
        if (subjects.isEmpty()) {
            throw new IllegalArgumentException(source + ": no deal in the file");
        }
        return subjects;
    }
}
