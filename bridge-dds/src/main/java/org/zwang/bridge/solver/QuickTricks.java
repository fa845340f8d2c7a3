package org.zwang.bridge.solver;

import static org.zwang.bridge.solver.CardSets.SUIT;
import static org.zwang.bridge.solver.CardSets.highest;
import static org.zwang.bridge.solver.CardSets.lowest;

import org.zwang.bridge.model.Position;

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
 *   <li>When it has none left, it crosses to partner in a suit where partner holds a master, or
 *       leads a suit partner can ruff (E4 §3: "win the trick by ruffing") with no overruff possible.</li>
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
        // The simulation works on the four hands seen from the hand on lead: its own, its
        // partner's, and the opponents to its left and right; crossing to partner swaps the roles.
        long me = position[leader];
        long partner = position[leader ^ 2];
        long left = position[(leader + 1) & 3];
        long right = position[(leader + 3) & 3];
        long trumps = trump < 4 ? SUIT[trump] : 0L;
        int tricksLeft = Long.bitCount(me);
        long won = 0;
        int tricks = 0;
        while (tricks < needed && tricks < tricksLeft) {
            long opponents = left | right;
            boolean leftTrumps = (left & trumps) != 0;
            boolean rightTrumps = (right & trumps) != 0;
            int cashSuit = -1;
            int entrySuit = -1;
            int ruffSuit = -1;
            for (int i = 0; i < 4; i++) {
                // Trumps first (E4 §3: cash trump tricks before looking at side suits).
                int suit = trump < 4 ? (trump + i) & 3 : i;
                long suitCards = SUIT[suit];
                if (suit != trump && ((leftTrumps && (left & suitCards) == 0)
                        || (rightTrumps && (right & suitCards) == 0))) {
                    continue; // an opponent could ruff
                }
                long mine = me & suitCards;
                if (mine == 0) {
                    continue;
                }
                long theirTop = highest(opponents & suitCards);
                if (highest(mine) > theirTop) {
                    cashSuit = suit;
                    break;
                }
                if (entrySuit < 0 && highest(partner & suitCards) > theirTop) {
                    entrySuit = suit; // partner's master, reached with one of ours
                } else if (ruffSuit < 0 && suit != trump && (partner & suitCards) == 0
                        && (partner & trumps) != 0) {
                    ruffSuit = suit; // partner ruffs: no opponent can overruff (they follow or hold no trump)
                }
            }
            long suitCards;
            long winner;
            boolean crossToPartner;
            if (cashSuit >= 0) {
                suitCards = SUIT[cashSuit];
                winner = highest(me & suitCards);
                me &= ~winner;
                long partnerSuit = partner & suitCards;
                if (partnerSuit != 0) {
                    long low = lowest(partnerSuit);
                    partner &= ~low;
                    crossToPartner = low > winner; // forced to overtake
                    // Which of the two is higher decides who leads next: that rank matters too.
                    won |= crossToPartner ? low : winner;
                } else {
                    // Partner discards its lowest side card; holding only trumps it must ruff.
                    long sideCards = partner & ~trumps;
                    if (sideCards != 0) {
                        partner &= ~lowestByRank(sideCards);
                        crossToPartner = false;
                    } else {
                        partner &= ~lowest(partner); // a ruff: it wins, partner leads next
                        crossToPartner = true;
                    }
                }
            } else if (entrySuit >= 0) {
                // Cross to partner's master (E4 §3: partner's winners through an entry). Our own
                // cards in the suit are all below it, else we would have cashed one.
                suitCards = SUIT[entrySuit];
                me &= ~lowest(me & suitCards);
                winner = highest(partner & suitCards);
                partner &= ~winner;
                crossToPartner = true;
            } else if (ruffSuit >= 0) {
                suitCards = SUIT[ruffSuit];
                me &= ~lowest(me & suitCards);
                partner &= ~lowest(partner & trumps);
                winner = 0; // a ruff wins whatever the ranks
                crossToPartner = true;
            } else {
                break;
            }
            // Opponents follow with their lowest cards, the worst case for our later masters; a
            // void opponent discards, which can only help us (it holds no trump, or we would not
            // have led the suit).
            long leftSuit = left & suitCards;
            long rightSuit = right & suitCards;
            left &= ~lowest(leftSuit);
            right &= ~lowest(rightSuit);
            if ((leftSuit | rightSuit) != 0) {
                won |= winner; // won by rank against an opponent's card
            }
            tricks++;
            if (crossToPartner) {
                long swap = me;
                me = partner;
                partner = swap;
                swap = left;
                left = right;
                right = swap;
            }
        }
        winRanks = won;
        return tricks;
    }

    /** The lowest-ranked card of a set (any suit). */
    private static long lowestByRank(long cards) {
        long pick = 0;
        int pickRank = 99;
        for (int suit = 0; suit < 4; suit++) {
            long low = lowest(cards & SUIT[suit]);
            if (low != 0) {
                int rank = Long.numberOfTrailingZeros(low) & 15;
                if (rank < pickRank) {
                    pickRank = rank;
                    pick = low;
                }
            }
        }
        return pick;
    }

    /**
     * E4 §3's quick trick after the lead, generalised: who takes the trick in progress when both
     * sides play it as well as they can. Letting every hand still to play put up its strongest card
     * (the highest of the suit led, or when void its highest trump) decides it, since a higher card
     * never hurts its own side's chance of taking the trick. Returns the winning seat and leaves the
     * winning card in {@link #winRanks} (the rank the outcome depends on).
     *
     * @param trickCards the cards played to the trick so far
     * @param winningCard the card winning the trick so far, played by {@code winningSeat}
     * @param nextSeat the seat to play next; {@code playersLeft} seats play from it on
     */
    int currentTrickWinner(long[] hands, long trickCards, int trump, int ledSuit, int winningCard, int winningSeat,
            int nextSeat, int playersLeft) {
        int card = winningCard;
        int seat = winningSeat;
        for (int i = 0; i < playersLeft; i++) {
            int player = (nextSeat + i) & 3;
            int strongest = MoveOrdering.strongest(hands[player], ledSuit, trump);
            if (strongest >= 0 && Position.beats(strongest, card, trump)) {
                card = strongest;
                seat = player;
            }
        }
        // The rank matters only against cards of the winning card's suit: those already in the
        // trick, and those of the opponents still to play.
        long suitCards = SUIT[card >>> 4];
        long rivals = trickCards & suitCards & ~(1L << card);
        for (int i = 0; i < playersLeft; i++) {
            int player = (nextSeat + i) & 3;
            if (((player ^ seat) & 1) != 0) {
                rivals |= hands[player] & suitCards;
            }
        }
        winRanks = rivals != 0 ? 1L << card : 0L;
        return seat;
    }
}
