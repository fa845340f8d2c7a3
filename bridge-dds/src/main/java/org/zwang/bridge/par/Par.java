package org.zwang.bridge.par;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Scoring;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Vulnerability;

/**
 * Par of a double-dummy table with a given dealer and vulnerability, following the rules of DDS's
 * {@code DealerPar} (Soren Hein's algorithm in DDS 2.x) and reproducing its text. See
 * {@code docs/bridge-par.md} for the rules.
 *
 * <p>Contracts are numbered as DDS numbers them: {@code 1 = 1C, 2 = 1D, 3 = 1H, 4 = 1S, 5 = 1NT,
 * 6 = 2C, ..., 35 = 7NT}, i.e. {@code 5 * (level - 1) + rank + 1} with the strain ranks C=0, D=1,
 * H=2, S=3, NT=4 (the bidding order). A higher number is a higher bid.
 */
public final class Par {

    /** Strain of each bidding rank C, D, H, S, NT. */
    private static final int[] STRAIN_OF_RANK = {Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES,
        Strain.NOTRUMP};

    /** "No sacrifice possible" (DDS's BIGNUM). */
    private static final int NO_SACRIFICE = 9999;

    private Par() {
    }

    /**
     * The par score for North-South and the par contracts, DDS DealerPar's rules and text.
     *
     * @param dealer the dealing seat ({@link Seat}); it decides who bids first when both sides can
     *               make the same highest contract, and who can sacrifice at the same level
     */
    public static ParResult par(DdTable table, int dealer, Vulnerability vulnerability) {
        if (dealer < 0 || dealer > 3) {
            throw new IllegalArgumentException("no seat " + dealer);
        }
        return new Calculation(table, dealer, vulnerability).run();
    }

    /**
     * Par for each side (DDS {@code SidesPar}): the par result when North-South may open the bidding
     * first, and when East-West may. It is {@link #par} with dealer North and with dealer East (the
     * dealer only decides who bids first), with each side's contracts listed as DDS lists them: by
     * strain NT, S, H, D, C (checked against DDS's SidesPar on 200 deals x 4 vulnerabilities). Both
     * scores are North-South's; DDS gives the second from East-West's side, i.e. negated.
     *
     * @return two results: index {@link Seat#NORTH_SOUTH} (N-S first), {@link Seat#EAST_WEST} (E-W first)
     */
    public static ParResult[] sides(DdTable table, Vulnerability vulnerability) {
        ParResult[] sides = new ParResult[2];
        for (int side = 0; side < 2; side++) {
            ParResult dealerPar = par(table, side == Seat.NORTH_SOUTH ? Seat.NORTH : Seat.EAST, vulnerability);
            List<ParContract> contracts = new ArrayList<>(dealerPar.contracts());
            // DealerPar lists C, D, H, S, NT; SidesPar NT, S, H, D, C. The sort is stable.
            contracts.sort((a, b) -> Integer.compare(sidesOrder(a.strain()), sidesOrder(b.strain())));
            sides[side] = new ParResult(dealerPar.score(), contracts);
        }
        return sides;
    }

    /** SidesPar's strain order: NT first, then S, H, D, C. */
    private static int sidesOrder(int strain) {
        return strain == Strain.NOTRUMP ? -1 : strain;
    }

    /** The contract number of a level and bidding rank (C=0 ... NT=4). */
    static int number(int level, int rank) {
        return 5 * (level - 1) + rank + 1;
    }

    static int levelOf(int number) {
        return (number - 1) / 5 + 1;
    }

    static int rankOf(int number) {
        return (number - 1) % 5;
    }

    /** Tricks a contract number needs (level + 6). */
    static int tricksNeeded(int number) {
        return (number + 34) / 5;
    }

    /** Score for bidding contract {@code number} and making exactly, undoubled. */
    static int makingScore(int number, boolean vulnerable) {
        return Scoring.declarerScore(levelOf(number), STRAIN_OF_RANK[rankOf(number)], Scoring.UNDOUBLED, vulnerable,
                tricksNeeded(number));
    }

    /** What a doubled sacrifice {@code down} tricks down costs (0 for 0 down). */
    static int sacrificeCost(int down, boolean vulnerable) {
        return down == 0 ? 0 : Scoring.undertrickPenalty(down, Scoring.DOUBLED, vulnerable);
    }

    /**
     * The most undertricks a doubled sacrifice can cost and still be cheaper than the opponents'
     * contract {@code number} (DDS's DOWN_TARGET table, computed from the scores).
     */
    static int profitableDown(int number, boolean declarerVulnerable, boolean sacrificerVulnerable) {
        int score = makingScore(number, declarerVulnerable);
        int down = 0;
        while (down < 13 && sacrificeCost(down + 1, sacrificerVulnerable) < score) {
            down++;
        }
        return down;
    }

    /**
     * The lowest contract of the same strain that earns the same bonuses as {@code number}: the
     * one-level for part-scores, the game level for games, the contract itself for slams (DDS's
     * FLOOR_CONTRACT). Par text prefers it with overtricks when no sacrifice gets in the way.
     */
    static int floorContract(int number) {
        int level = levelOf(number);
        int rank = rankOf(number);
        if (level >= 6) {
            return number;
        }
        int gameLevel = rank == 4 ? 3 : rank >= 2 ? 4 : 5;
        return level >= gameLevel ? number(gameLevel, rank) : number(1, rank);
    }

    /** One side's best contract in one strain (DDS's list_type). */
    private static final class Entry {
        int rank;
        /** Contract number of the highest making contract; may be 0 or negative when nothing makes. */
        int number;
        /** Most tricks of either partner. */
        int tricks;
        /** Making score of {@link #number}, 0 when it is not a making contract. */
        int score;
        /** Undertricks of the cheapest sacrifice against it (filled for the first profitable one). */
        int down;
    }

    /** The state of one par computation. */
    private static final class Calculation {

        private final DdTable table;
        private final int dealer;
        private final Vulnerability vulnerability;
        /** entries[side][rank], then the primacy side's entries sorted by contract number, highest first. */
        private final Entry[][] entries = new Entry[2][5];
        /** sacrifice[rank of declared contract][rank of sacrifice] = undertricks (DDS's sacr table). */
        private final int[][] sacrifice = new int[5][5];

        Calculation(DdTable table, int dealer, Vulnerability vulnerability) {
            this.table = table;
            this.dealer = dealer;
            this.vulnerability = vulnerability;
        }

        /** Tricks of {@code seat}'s side when {@code seat} declares the strain of bidding rank {@code rank}. */
        private int tricks(int rank, int seat) {
            return table.tricks(STRAIN_OF_RANK[rank], seat);
        }

        ParResult run() {
            int[] highest = new int[2];
            int[] dearestNumber = new int[2];
            for (int side = 0; side < 2; side++) {
                int dearestScore = 0;
                for (int rank = 0; rank < 5; rank++) {
                    Entry entry = new Entry();
                    entries[side][rank] = entry;
                    entry.rank = rank;
                    entry.tricks = Math.max(tricks(rank, side), tricks(rank, side + 2));
                    entry.number = 5 * (entry.tricks - 7) + rank + 1;
                    if (entry.tricks < 7) {
                        continue;
                    }
                    entry.score = makingScore(entry.number, vulnerability.sideVulnerable(side));
                    // the dearest contract; of equal scores (3NT and 5C) the lowest
                    if (entry.score > dearestScore || entry.score == dearestScore && entry.number < dearestNumber[side]) {
                        dearestScore = entry.score;
                        dearestNumber[side] = entry.number;
                    }
                    highest[side] = Math.max(highest[side], entry.number);
                }
            }

            // The side that can make the highest contract is entitled to the plus score ("primacy").
            int side;
            if (highest[0] > highest[1]) {
                side = 0;
            } else if (highest[1] > highest[0]) {
                side = 1;
            } else if (highest[0] == 0) {
                return new ParResult(0, List.of());
            } else {
                // Both sides make the same contract: whoever can bid it first, from the dealer round.
                int rank = rankOf(highest[0]);
                int needed = entries[0][rank].tricks;
                side = 0;
                for (int i = 0; i < 4; i++) {
                    int seat = Seat.advance(dealer, i);
                    if (tricks(rank, seat) == needed) {
                        side = Seat.side(seat);
                        break;
                    }
                }
            }
            int other = 1 - side;
            boolean sideVulnerable = vulnerability.sideVulnerable(side);
            boolean otherVulnerable = vulnerability.sideVulnerable(other);

            // Candidates: the side's contracts from the highest down to the dearest, highest first.
            Entry[] list = entries[side].clone();
            Arrays.sort(list, (a, b) -> Integer.compare(b.number, a.number));
            entries[side] = list;
            int candidates = 0;
            while (candidates < 5 && list[candidates].number >= dearestNumber[side]) {
                candidates++;
            }

            // For each candidate, the cheapest sacrifice; DDS's "type": 1 = no profitable
            // sacrifice (a contract to bid), 0 = the first (highest) contract with a profitable
            // sacrifice, -1 = a lower one with a profitable sacrifice too.
            int[] type = new int[5];
            int[] sacrificeGap = new int[5];
            boolean sacrificeFound = false;
            int bestPlus = 0;
            int bestDown = 0;
            for (int n = 0; n < candidates; n++) {
                Entry entry = list[n];
                int target = profitableDown(entry.number, sideVulnerable, otherVulnerable);
                int down = cheapestSacrifice(side, entry.number, entry.rank);
                if (down <= target) {
                    bestDown = Math.max(bestDown, down);
                    if (sacrificeFound) {
                        type[n] = -1;
                    } else {
                        sacrificeFound = true;
                        type[n] = 0;
                        entry.down = down;
                    }
                } else {
                    bestPlus = Math.max(bestPlus, entry.score);
                    type[n] = 1;
                    sacrificeGap[n] = target - down;
                }
            }

            List<ParContract> contracts = new ArrayList<>();
            int penalty = sacrificeCost(bestDown, otherVulnerable);
            int score;
            if (!sacrificeFound || bestPlus > penalty) {
                // The side bids and makes.
                score = bestPlus;
                for (int n = 0; n < candidates; n++) {
                    if (type[n] != 1 || list[n].score != bestPlus) {
                        continue;
                    }
                    int number = list[n].number;
                    int overtricks = 0;
                    if (sacrificeGap[n] < -1) {
                        // Room to bid lower and take overtricks, as long as no sacrifice becomes
                        // profitable and no bonus is lost.
                        int lowest = Math.max(number + 5 * (sacrificeGap[n] + 1), floorContract(number));
                        overtricks = (number - lowest) / 5;
                        number = lowest;
                    }
                    contracts.add(madeOrSacrificed(side, number, list[n].rank, overtricks));
                }
            } else {
                // The opponents sacrifice; the side collects the penalty.
                score = penalty;
                for (int n = 0; n < candidates; n++) {
                    if (type[n] == 0 && list[n].down == bestDown) {
                        addSacrifices(side, bestDown, list[n].number, list[n].rank, contracts);
                    }
                }
            }
            return new ParResult(side == 0 ? score : -score, contracts);
        }

        /**
         * Undertricks of the opponents' cheapest sacrifice against {@code side}'s contract
         * {@code number} in bidding rank {@code rank}; fills row {@code rank} of {@link #sacrifice}.
         */
        private int cheapestSacrifice(int side, int number, int rank) {
            Entry[] opponents = entries[1 - side];
            int best = NO_SACRIFICE;
            for (int sacrificeRank = 0; sacrificeRank < 5; sacrificeRank++) {
                Entry sacrificer = entryOfRank(opponents, sacrificeRank);
                int down;
                if (sacrificeRank == rank) {
                    down = NO_SACRIFICE;
                    for (SameStrainSacrifice bid : sameStrainSacrifices(side, number, rank)) {
                        down = Math.min(down, bid.down());
                    }
                } else {
                    // Another strain: bid it at the lowest level above the contract (Java's
                    // division truncates toward zero like C's, as DDS relies on).
                    down = (number - sacrificer.number + 4) / 5;
                }
                if (sacrificer.number + 5 * down > 35) {
                    down = NO_SACRIFICE; // above 7NT
                }
                sacrifice[rank][sacrificeRank] = down;
                best = Math.min(best, down);
            }
            return best;
        }

        /** An opponent's sacrifice in the contract's own strain: who bids it, its number, its undertricks. */
        private record SameStrainSacrifice(int seat, int number, int down) {
        }

        /**
         * The two opponents' sacrifices in the strain of {@code side}'s contract {@code number}
         * (bidding rank {@code rank}), in bidding order from the dealer: an opponent who comes before
         * every partner able to make the contract can bid it at the same level; one who comes after
         * must go a level higher.
         */
        private List<SameStrainSacrifice> sameStrainSacrifices(int side, int number, int rank) {
            int needed = tricksNeeded(number);
            int higher = 0;
            List<SameStrainSacrifice> bids = new ArrayList<>(2);
            for (int i = 0; i < 4; i++) {
                int seat = Seat.advance(dealer, i);
                int shortfall = needed - tricks(rank, seat);
                if (Seat.side(seat) == side) {
                    if (shortfall == 0) {
                        higher = 1;
                    }
                } else {
                    bids.add(new SameStrainSacrifice(seat, number + 5 * higher, shortfall + higher));
                }
            }
            return bids;
        }

        /** Adds the texts of the sacrifices costing {@code down} against contract {@code number}. */
        private void addSacrifices(int side, int down, int number, int rank, List<ParContract> contracts) {
            int other = 1 - side;
            Entry[] opponents = entries[other];
            for (int sacrificeRank = 0; sacrificeRank < 5; sacrificeRank++) {
                if (sacrifice[rank][sacrificeRank] != down) {
                    continue;
                }
                if (sacrificeRank != rank) {
                    int sacrificeNumber = entryOfRank(opponents, sacrificeRank).number + 5 * down;
                    contracts.add(madeOrSacrificed(other, sacrificeNumber, sacrificeRank, -down));
                    continue;
                }
                // Same strain: which opponents achieve it, and at which level.
                int hits = 0;
                int[] hitSeat = new int[2];
                int[] hitNumber = new int[2];
                for (SameStrainSacrifice bid : sameStrainSacrifices(side, number, rank)) {
                    if (bid.down() == down) {
                        hitSeat[hits] = bid.seat();
                        hitNumber[hits] = bid.number();
                        hits++;
                    }
                }
                if (hits == 1) {
                    contracts.add(new ParContract(levelOf(hitNumber[0]), STRAIN_OF_RANK[rank], true,
                            1 << hitSeat[0], -down));
                } else if (hitNumber[0] == hitNumber[1]) {
                    contracts.add(madeOrSacrificed(other, hitNumber[0], rank, -down));
                } else {
                    int p = hitNumber[0] < hitNumber[1] ? 0 : 1;
                    contracts.add(new ParContract(levelOf(hitNumber[p]), STRAIN_OF_RANK[rank], true,
                            1 << hitSeat[p], -down));
                }
            }
        }

        /**
         * A contract of {@code side} declared by whichever partner(s) take the most tricks in the
         * strain (DDS's contract_as_text); doubled when {@code result} is negative.
         */
        private ParContract madeOrSacrificed(int side, int number, int rank, int result) {
            int first = tricks(rank, side);
            int second = tricks(rank, side + 2);
            int most = Math.max(first, second);
            int declarers = (first == most ? 1 << side : 0) | (second == most ? 1 << (side + 2) : 0);
            return new ParContract(levelOf(number), STRAIN_OF_RANK[rank], result < 0, declarers, result);
        }

        private static Entry entryOfRank(Entry[] sideEntries, int rank) {
            for (Entry entry : sideEntries) {
                if (entry.rank == rank) {
                    return entry;
                }
            }
            throw new IllegalStateException("no entry for rank " + rank);
        }
    }
}
