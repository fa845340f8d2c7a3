package org.zwang.bridge.solver;

import static org.zwang.bridge.solver.CardSets.SUIT;
import static org.zwang.bridge.solver.CardSets.highest;

/**
 * Sure tricks for the opponents of the side on lead, now or later in the play (Haglund E4 §4), at
 * the start of a trick.
 *
 * <ul>
 *   <li>Notrump or no trump left: see {@link #noTrumpCount}.</li>
 *   <li>Trumps (E4 §4, Stanojevic's idea): if the leading side has no trump, each trump of the
 *       opponents' longer trump hand wins a trick (no ranks involved); if the opponents hold the
 *       highest trump, it wins a trick, and with the second highest too, two — unless both are
 *       singletons in different hands, which could be made to fall together; if the leading side
 *       holds the highest trump but the opponent holding the second highest has another trump and
 *       sits behind (left of) the ace, or if the opponents hold the second and third highest, one
 *       of those makes.</li>
 * </ul>
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
        long trumps = trump < 4 ? SUIT[trump] : 0L;
        if (((ours | theirs) & trumps) == 0) {
            return noTrumpCount(hands, leader, ours, theirs);
        }
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
        long third = highest((ourTrumps | theirTrumps) & ~top & ~second);
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
            if (Long.bitCount(hands[secondHolder] & trumps) > 1) {
                if ((hands[(secondHolder + 3) & 3] & top) != 0) {
                    // The ace sits before the king, whose holder can wait: the king makes.
                    winRanks = second;
                    return 1;
                }
                if ((third & theirTrumps) != 0) {
                    // King and queen against the ace: the ace takes one of them at most.
                    winRanks = third;
                    return 1;
                }
            }
        }
        return 0;
    }

    /**
     * Notrump, or no trump left (E4 §4): (1) if the opponents hold the highest card of every suit the
     * leader holds, they take this trick, and as many as the opponent with fewer of those tops holds
     * (all of them when one opponent holds every one, as in Xue's solver's "slow tricks"); (2) the
     * leading side takes all the remaining tricks only if the suits it controls are long enough: if the
     * sum over those suits of the longer holding of the side is less than the tricks left, the
     * opponents get one. Winning ranks: the opponents' highest cards (where someone else still holds
     * the suit), which keep the controlled suits the same.
     */
    private int noTrumpCount(long[] hands, int leader, long ours, long theirs) {
        long led = hands[leader];
        int tricksLeft = Long.bitCount(led);
        long theirTops = 0;
        long ledSuitTops = 0;
        boolean everyLedSuitTheirs = true;
        int controlledLength = 0;
        for (int suit = 0; suit < 4; suit++) {
            long suitCards = (ours | theirs) & SUIT[suit];
            if (suitCards == 0) {
                continue;
            }
            long top = highest(suitCards);
            if ((top & theirs) != 0) {
                if (suitCards != top && (suitCards & ~(hands[CardSets.holder(hands, top)])) != 0) {
                    theirTops |= top;
                }
                if ((led & SUIT[suit]) != 0) {
                    ledSuitTops |= top;
                }
            } else {
                if ((led & SUIT[suit]) != 0) {
                    everyLedSuitTheirs = false;
                }
                int holder = CardSets.holder(hands, top);
                controlledLength += Math.max(Long.bitCount(hands[holder] & SUIT[suit]),
                        Long.bitCount(hands[holder ^ 2] & SUIT[suit]));
            }
        }
        if (everyLedSuitTheirs) {
            // Whatever the leader leads, the holder of that suit's top wins the trick and then cashes
            // every other top it holds: the leader gives the lead to the opponent with fewer of them.
            winRanks = ledSuitTops; // only the suits the leader can lead matter
            int lhoTops = Long.bitCount(ledSuitTops & hands[(leader + 1) & 3]);
            int rhoTops = Long.bitCount(ledSuitTops & hands[(leader + 3) & 3]);
            return lhoTops == 0 || rhoTops == 0 ? lhoTops + rhoTops : Math.min(lhoTops, rhoTops);
        }
        if (controlledLength < tricksLeft) {
            winRanks = theirTops;
            return 1;
        }
        return 0;
    }
}
