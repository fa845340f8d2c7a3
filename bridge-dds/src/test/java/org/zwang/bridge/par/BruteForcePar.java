package org.zwang.bridge.par;

import java.util.Arrays;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Vulnerability;

/**
 * Par by brute force, written independently of {@link Par}: the exact minimax value of an abstract
 * auction on a double-dummy table. From the dealer round the table each player in turn may pass,
 * bid any contract higher than the last one, double the opponents' undoubled contract or redouble
 * his own side's doubled contract; three passes after a call end the auction (four passes at the
 * start pass the deal out). The player who makes the last bid declares it and takes the tricks
 * the table gives him; N-S maximise the N-S score, E-W minimise it. Memoised over (contract,
 * declarer, risk, player to call, passes): a few thousand states.
 *
 * <p>The scoring here is its own small implementation too, so a scoring error in the main code
 * cannot hide in both.
 */
final class BruteForcePar {

    /** Strain of bidding rank C, D, H, S, NT. */
    private static final int[] STRAIN = {Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.SPADES, Strain.NOTRUMP};
    private static final int UNKNOWN = Integer.MIN_VALUE;

    private final DdTable table;
    private final Vulnerability vulnerability;
    private final int[] memo = new int[36 * 4 * 3 * 4 * 4];

    private BruteForcePar(DdTable table, Vulnerability vulnerability) {
        this.table = table;
        this.vulnerability = vulnerability;
        Arrays.fill(memo, UNKNOWN);
    }

    /** The par score for N-S. */
    static int parScore(DdTable table, int dealer, Vulnerability vulnerability) {
        return new BruteForcePar(table, vulnerability).parScore(dealer);
    }

    /**
     * The par scores for N-S with each dealer (index 0-3), from one memo: a state's value does not
     * depend on who dealt, so the four auctions share most of their states.
     */
    static int[] parScoresByDealer(DdTable table, Vulnerability vulnerability) {
        BruteForcePar auction = new BruteForcePar(table, vulnerability);
        int[] scores = new int[4];
        for (int dealer = 0; dealer < 4; dealer++) {
            scores[dealer] = auction.parScore(dealer);
        }
        return scores;
    }

    private int parScore(int dealer) {
        return value(0, 0, 0, dealer, 0);
    }

    /**
     * @param contract 0 = no bid yet, else 1..35 (1C, 1D, 1H, 1S, 1NT, 2C, ...)
     * @param risk     0, 1 doubled, 2 redoubled
     * @param passes   consecutive passes so far
     */
    private int value(int contract, int declarer, int risk, int player, int passes) {
        int key = (((contract * 4 + declarer) * 3 + risk) * 4 + player) * 4 + passes;
        if (memo[key] != UNKNOWN) {
            return memo[key];
        }
        boolean northSouth = (player & 1) == 0;
        int next = (player + 1) & 3;
        int best;
        // pass
        if (contract == 0) {
            best = passes == 3 ? 0 : value(0, 0, 0, next, passes + 1);
        } else {
            best = passes == 2 ? finalScore(contract, declarer, risk) : value(contract, declarer, risk, next, passes + 1);
        }
        for (int bid = contract + 1; bid <= 35; bid++) {
            best = better(northSouth, best, value(bid, player, 0, next, 0));
        }
        boolean ownContract = contract != 0 && ((declarer ^ player) & 1) == 0;
        if (contract != 0 && risk == 0 && !ownContract) {
            best = better(northSouth, best, value(contract, declarer, 1, next, 0));
        }
        if (contract != 0 && risk == 1 && ownContract) {
            best = better(northSouth, best, value(contract, declarer, 2, next, 0));
        }
        memo[key] = best;
        return best;
    }

    private static int better(boolean northSouth, int a, int b) {
        return northSouth ? Math.max(a, b) : Math.min(a, b);
    }

    /** N-S score of the final contract. */
    private int finalScore(int contract, int declarer, int risk) {
        int level = (contract - 1) / 5 + 1;
        int strain = STRAIN[(contract - 1) % 5];
        int tricks = table.tricks(strain, declarer);
        boolean vulnerable = vulnerability.seatVulnerable(declarer);
        int score = score(level, strain, risk, vulnerable, tricks);
        return (declarer & 1) == 0 ? score : -score;
    }

    /** Duplicate score for declarer, counted trick by trick. */
    static int score(int level, int strain, int risk, boolean vulnerable, int tricks) {
        int multiplier = risk == 0 ? 1 : risk == 1 ? 2 : 4;
        if (tricks < level + 6) {
            int total = 0;
            for (int undertrick = 1; undertrick <= level + 6 - tricks; undertrick++) {
                int cost;
                if (risk == 0) {
                    cost = vulnerable ? 100 : 50;
                } else if (vulnerable) {
                    cost = undertrick == 1 ? 200 : 300;
                } else {
                    cost = undertrick == 1 ? 100 : undertrick <= 3 ? 200 : 300;
                }
                total += cost * (risk == 0 ? 1 : multiplier / 2);
            }
            return -total;
        }
        int below = 0;
        for (int trick = 1; trick <= level; trick++) {
            int value = strain == Strain.CLUBS || strain == Strain.DIAMONDS ? 20
                    : strain == Strain.NOTRUMP && trick == 1 ? 40 : 30;
            below += value * multiplier;
        }
        int total = below + (below >= 100 ? (vulnerable ? 500 : 300) : 50);
        if (level == 6) {
            total += vulnerable ? 750 : 500;
        }
        if (level == 7) {
            total += vulnerable ? 1500 : 1000;
        }
        for (int over = 0; over < tricks - level - 6; over++) {
            if (risk == 0) {
                total += strain == Strain.CLUBS || strain == Strain.DIAMONDS ? 20 : 30;
            } else {
                total += (vulnerable ? 200 : 100) * multiplier / 2;
            }
        }
        if (risk > 0) {
            total += 50 * risk;
        }
        return total;
    }
}
