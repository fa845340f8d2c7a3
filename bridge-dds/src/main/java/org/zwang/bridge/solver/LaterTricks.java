package org.zwang.bridge.solver;

import static org.zwang.bridge.solver.CardSets.SUIT;
import static org.zwang.bridge.solver.CardSets.highest;

/**
 * Sure tricks for the opponents of the side on lead, now or later in the play (Haglund E4 §4), at
 * the start of a trick.
 *
 * <ul>
 *   <li>Notrump (E4 §4, 1): if the opponents hold the highest card of every suit the leader holds,
 *       whatever is led loses this trick. Winning ranks: those highest cards.</li>
 *   <li>Trumps (E4 §4, Stanojevic's idea): if the leading side has no trump, each trump of the
 *       opponents' longer trump hand wins a trick (no ranks involved); if the opponents hold the
 *       highest trump, it wins a trick, and with the second highest too, two — unless both are
 *       singletons in different hands, which could be made to fall together; if the leading side
 *       holds the highest trump but the opponent holding the second highest has another trump and
 *       sits behind (left of) the ace, that card makes.</li>
 * </ul>
 * E4 §4, 2 (counting the lengths of the suits the leading side controls) is not used: it is not a
 * bound when a squeeze forces a defender to discard a master, so this implementation keeps to the
 * rules that are always true (see docs/bridge-solver.md).
 */
final class LaterTricks {

    /** Winning ranks of the last count. */
    long winRanks;

    /** Tricks the opponents of {@code leader}'s side are sure to take; {@code trump} 4 for notrump. */
    int count(long[] hands, int leader, int trump) {
        int lho = (leader + 1) & 3;
        int rho = (leader + 3) & 3;
        long ours = hands[leader] | hands[leader ^ 2];
        long theirs = hands[lho] | hands[rho];
        if (trump == 4) {
            long tops = 0;
            long led = hands[leader];
            for (int suit = 0; suit < 4; suit++) {
                if ((led & SUIT[suit]) == 0) {
                    continue;
                }
                long top = highest((ours | theirs) & SUIT[suit]);
                if ((top & theirs) == 0) {
                    return 0;
                }
                tops |= top;
            }
            winRanks = tops;
            return tops == 0 ? 0 : 1;
        }
        long trumps = SUIT[trump];
        long theirTrumps = theirs & trumps;
        if (theirTrumps == 0) {
            return 0;
        }
        long ourTrumps = ours & trumps;
        if (ourTrumps == 0) {
            winRanks = 0;
            return Math.max(Long.bitCount(hands[lho] & trumps), Long.bitCount(hands[rho] & trumps));
        }
        long top = highest(ourTrumps | theirTrumps);
        long second = highest((ourTrumps | theirTrumps) & ~top);
        if ((top & theirTrumps) != 0) {
            if ((second & theirTrumps) != 0) {
                int topHolder = (hands[lho] & top) != 0 ? lho : rho;
                int secondHolder = (hands[lho] & second) != 0 ? lho : rho;
                if (topHolder == secondHolder || Long.bitCount(hands[topHolder] & trumps) > 1
                        || Long.bitCount(hands[secondHolder] & trumps) > 1) {
                    winRanks = top | second;
                    return 2;
                }
            }
            winRanks = top;
            return 1;
        }
        if ((second & theirTrumps) != 0) {
            int secondHolder = (hands[lho] & second) != 0 ? lho : rho;
            int topHolder = (secondHolder + 3) & 3; // the seat before the second trump's holder
            if ((hands[topHolder] & top) != 0 && Long.bitCount(hands[secondHolder] & trumps) > 1) {
                winRanks = top | second;
                return 1;
            }
        }
        return 0;
    }
}
