package org.zwang.bridge.solver;

import static org.zwang.bridge.solver.CardSets.SUIT;
import static org.zwang.bridge.solver.CardSets.highest;
import static org.zwang.bridge.solver.CardSets.lowest;

/**
 * Sure tricks for the side on lead at the start of a trick (Haglund E4 §3), and the simple form after
 * the lead (E4 §3, last paragraph).
 *
 * <p>E4 §3 lists cases (a suit only the leader holds; the leader's top and second-best ranks; the
 * partner's winners reached through an entry; trumps cashed first so that only the opponents'
 * remaining trumps threaten ruffs). This class covers all of them with one greedy simulation of a
 * cashing line, in the spirit of dum-dum's "greedy search over forced lines of play":
 * <ol>
 *   <li>The hand on lead cashes a <em>master</em> (its top card of a suit beats every opponent card
 *       of the suit) that no opponent can ruff (each opponent still holds the suit or has no trump);
 *       trumps first, which draws the opponents' trumps.</li>
 *   <li>When it has none left, it crosses to partner in a suit where partner holds a master.</li>
 *   <li>Partner follows low or discards its lowest side card; if forced to win, the lead moves to it.</li>
 * </ol>
 * Every simulated trick is won against any defence (opponents' plays only remove cards, which never
 * makes a master beatable, and an opponent that discards has no trump), so the count is a lower
 * bound. Winning ranks (E4 §7.2) are the masters that beat an opponent's card of the same suit: with
 * those ranks held by the same seats, the same line wins the same tricks in every position of the
 * partition.
 */
final class QuickTricks {

    /** Winning ranks of the last count (cards that won by rank). */
    long winRanks;

    private final long[] hands = new long[4];

    /**
     * Tricks the side of {@code leader} can cash from the start of a trick, stopping once
     * {@code needed} are found. {@code trump} is the trump suit or 4 for notrump.
     */
    int count(long[] position, int leader, int trump, int needed) {
        // Tricks can only come from suits whose highest card the side holds, at most the longer
        // holding of the two hands in each: a cheap bound that usually rules the count out.
        long ours = position[leader] | position[leader ^ 2];
        long all = ours | position[leader ^ 1] | position[leader ^ 3];
        int bound = 0;
        for (int suit = 0; suit < 4; suit++) {
            long suitCards = SUIT[suit];
            if ((highest(all & suitCards) & ours) != 0) {
                bound += Math.max(Long.bitCount(position[leader] & suitCards),
                        Long.bitCount(position[leader ^ 2] & suitCards));
            }
        }
        if (bound < needed) {
            winRanks = 0;
            return 0;
        }
        long[] h = hands;
        h[0] = position[0];
        h[1] = position[1];
        h[2] = position[2];
        h[3] = position[3];
        long trumps = trump < 4 ? SUIT[trump] : 0L;
        int left = Long.bitCount(h[leader]);
        long won = 0;
        int tricks = 0;
        int onLead = leader;
        while (tricks < needed && tricks < left) {
            int me = onLead;
            int partner = me ^ 2;
            int lho = (me + 1) & 3;
            int rho = (me + 3) & 3;
            long opponents = h[lho] | h[rho];
            boolean lhoTrumps = (h[lho] & trumps) != 0;
            boolean rhoTrumps = (h[rho] & trumps) != 0;
            int cashSuit = -1;
            for (int i = 0; i < 4; i++) {
                // Trumps first (E4 §3: cash trump tricks before looking at side suits).
                int suit = trump < 4 ? (trump + i) & 3 : i;
                long mine = h[me] & SUIT[suit];
                if (mine == 0 || highest(mine) < highest(opponents & SUIT[suit])) {
                    continue;
                }
                if (suit != trump && ((lhoTrumps && (h[lho] & SUIT[suit]) == 0)
                        || (rhoTrumps && (h[rho] & SUIT[suit]) == 0))) {
                    continue;
                }
                cashSuit = suit;
                break;
            }
            if (cashSuit >= 0) {
                long suitCards = SUIT[cashSuit];
                long card = highest(h[me] & suitCards);
                h[me] &= ~card;
                boolean opponentFollowed = followLow(h, lho, suitCards) | followLow(h, rho, suitCards);
                long partnerSuit = h[partner] & suitCards;
                if (partnerSuit != 0) {
                    long low = lowest(partnerSuit);
                    h[partner] &= ~low;
                    if (low > card) {
                        onLead = partner; // forced to overtake
                    }
                } else if (discardOrRuff(h, partner, trumps, cashSuit == trump)) {
                    onLead = partner;
                }
                if (opponentFollowed) {
                    won |= card;
                }
                tricks++;
                continue;
            }
            // Cross to partner's master (E4 §3: partner's winners through an entry).
            int entrySuit = -1;
            for (int suit = 0; suit < 4; suit++) {
                long partnerSuit = h[partner] & SUIT[suit];
                if (partnerSuit == 0 || (h[me] & SUIT[suit]) == 0
                        || highest(partnerSuit) < highest(opponents & SUIT[suit])) {
                    continue;
                }
                if (suit != trump && ((lhoTrumps && (h[lho] & SUIT[suit]) == 0)
                        || (rhoTrumps && (h[rho] & SUIT[suit]) == 0))) {
                    continue;
                }
                entrySuit = suit;
                break;
            }
            if (entrySuit < 0) {
                break;
            }
            long suitCards = SUIT[entrySuit];
            // Our own cards here are all below partner's master (else we would have cashed one).
            h[me] &= ~lowest(h[me] & suitCards);
            boolean opponentFollowed = followLow(h, lho, suitCards) | followLow(h, rho, suitCards);
            long master = highest(h[partner] & suitCards);
            h[partner] &= ~master;
            if (opponentFollowed) {
                won |= master;
            }
            onLead = partner;
            tricks++;
        }
        winRanks = won;
        return tricks;
    }

    /**
     * An opponent follows with its lowest card of the suit, the worst case for our later masters;
     * returns false when it is void (it then discards, which can only help us: it holds no trump, or
     * we would not have led the suit).
     */
    private static boolean followLow(long[] h, int seat, long suitCards) {
        long cards = h[seat] & suitCards;
        if (cards == 0) {
            return false;
        }
        h[seat] &= ~lowest(cards);
        return true;
    }

    /**
     * Partner, void in the suit led, discards its lowest card outside the trump suit; holding only
     * trumps it must ruff, winning the trick. Returns true when it won (and so leads next).
     */
    private static boolean discardOrRuff(long[] h, int partner, long trumps, boolean trumpLed) {
        long sideCards = h[partner] & ~trumps;
        if (sideCards != 0) {
            long pick = 0;
            int pickRank = 99;
            for (int suit = 0; suit < 4; suit++) {
                long low = lowest(sideCards & SUIT[suit]);
                if (low != 0) {
                    int rank = Long.numberOfTrailingZeros(low) & 15;
                    if (rank < pickRank) {
                        pickRank = rank;
                        pick = low;
                    }
                }
            }
            h[partner] &= ~pick;
            return false;
        }
        if (trumpLed || h[partner] == 0) {
            return false; // cannot happen: partner void in trumps holds side cards
        }
        h[partner] &= ~lowest(h[partner]);
        return true;
    }

    /**
     * E4 §3's simple quick trick after the opening card of a trick: whether the side of the second
     * hand wins the current trick for sure, with the highest card of the suit led or by ruffing, the
     * leader's partner (third hand) being unable to ruff. Sets {@link #winRanks}.
     *
     * @param hands current holdings
     * @param leader the seat that led {@code ledCard}
     */
    boolean secondHandWins(long[] hands, int leader, int ledCard, int trump) {
        int second = (leader + 1) & 3;
        int third = (leader + 2) & 3;
        int fourth = (leader + 3) & 3;
        int suit = ledCard >>> 4;
        long suitCards = SUIT[suit];
        long trumps = trump < 4 ? SUIT[trump] : 0L;
        long thirdSuit = hands[third] & suitCards;
        if (suit != trump && thirdSuit == 0 && (hands[third] & trumps) != 0) {
            return false; // third hand may ruff
        }
        long ours = (hands[second] | hands[fourth]) & suitCards;
        long top = highest(ours);
        if (top != 0 && top > (1L << ledCard) && top > thirdSuit) {
            winRanks = top;
            return true;
        }
        if (trump < 4 && suit != trump && (((hands[second] & suitCards) == 0 && (hands[second] & trumps) != 0)
                || ((hands[fourth] & suitCards) == 0 && (hands[fourth] & trumps) != 0))) {
            winRanks = 0; // a ruff wins whatever the ranks
            return true;
        }
        return false;
    }
}
