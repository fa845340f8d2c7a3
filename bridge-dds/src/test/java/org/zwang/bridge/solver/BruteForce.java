package org.zwang.bridge.solver;

import java.util.HashMap;
import java.util.Map;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;

/**
 * The plainest possible double-dummy answer, written independently of the solver: full minimax over
 * every legal card, no pruning, no bounds, no equivalent cards. Only for small endings. The one
 * economy: the value of a trick start (the cards left and who leads: all it depends on) is kept once
 * computed within a call, so the orders that reach it are not searched again; it changes no number.
 */
final class BruteForce {

    private BruteForce() {
    }

    /** Tricks the side to move takes from {@code position} (current trick included) with best play. */
    static int tricks(Position position) {
        int northSouth = northSouthTricks(position);
        return Seat.side(position.toMove()) == Seat.NORTH_SOUTH ? northSouth : position.tricksLeft() - northSouth;
    }

    /** Tricks the side to move takes if it plays {@code card} now. */
    static int tricksAfter(Position position, int card) {
        int side = Seat.side(position.toMove());
        Position next = position.play(card);
        int gained = next.tricksWon(side) - position.tricksWon(side);
        if (next.isFinished()) {
            return gained;
        }
        int northSouth = northSouthTricks(next);
        int sideTricks = side == Seat.NORTH_SOUTH ? northSouth : next.tricksLeft() - northSouth;
        return gained + sideTricks;
    }

    /** North-South's tricks among the remaining ones (current trick included). */
    static int northSouthTricks(Position position) {
        long[] hands = position.hands();
        int[] trick = new int[4];
        for (int i = 0; i < position.trickSize(); i++) {
            trick[i] = position.trickCard(i);
        }
        return search(hands, position.strain(), position.leader(), trick, position.trickSize(), new HashMap<>());
    }

    /** A trick start: each seat's cards and the leader. */
    private record TrickStart(long north, long east, long south, long west, int leader) {
    }

    /**
     * Whether the side to move is sure to win the trick in progress, whatever the others play
     * (minimax over the rest of the trick only).
     */
    static boolean winsCurrentTrick(Position position) {
        int side = Seat.side(position.toMove());
        int[] trick = new int[4];
        for (int i = 0; i < position.trickSize(); i++) {
            trick[i] = position.trickCard(i);
        }
        return trickWinner(position.hands(), position.strain(), position.leader(), trick, position.trickSize(), side);
    }

    private static boolean trickWinner(long[] hands, int strain, int leader, int[] trick, int played, int side) {
        if (played == 4) {
            int winner = 0;
            for (int i = 1; i < 4; i++) {
                if (Position.beats(trick[i], trick[winner], strain)) {
                    winner = i;
                }
            }
            return Seat.side((leader + winner) & 3) == side;
        }
        int seat = (leader + played) & 3;
        long legal = legalCards(hands[seat], trick, played);
        boolean ours = Seat.side(seat) == side;
        for (long rest = legal; rest != 0; rest &= rest - 1) {
            trick[played] = Long.numberOfTrailingZeros(rest);
            boolean wins = trickWinner(hands, strain, leader, trick, played + 1, side);
            if (wins == ours) {
                return wins;
            }
        }
        return !ours;
    }

    /** The cards of {@code hand} that may be played: those of the suit led when it holds any, else all. */
    private static long legalCards(long hand, int[] trick, int played) {
        if (played == 0) {
            return hand;
        }
        long suited = 0;
        for (long rest = hand; rest != 0; rest &= rest - 1) {
            int card = Long.numberOfTrailingZeros(rest);
            if (Card.suit(card) == Card.suit(trick[0])) {
                suited |= Card.bit(card);
            }
        }
        return suited != 0 ? suited : hand;
    }

    private static int search(long[] hands, int strain, int leader, int[] trick, int played,
            Map<TrickStart, Integer> trickStarts) {
        int seat = (leader + played) & 3;
        if (played == 0 && hands[seat] == 0) {
            return 0;
        }
        TrickStart start = null;
        if (played == 0) {
            start = new TrickStart(hands[0], hands[1], hands[2], hands[3], leader);
            Integer known = trickStarts.get(start);
            if (known != null) {
                return known;
            }
        }
        long legal = legalCards(hands[seat], trick, played);
        boolean northSouth = Seat.side(seat) == Seat.NORTH_SOUTH;
        int best = northSouth ? -1 : Integer.MAX_VALUE;
        for (long rest = legal; rest != 0; rest &= rest - 1) {
            int card = Long.numberOfTrailingZeros(rest);
            hands[seat] &= ~Card.bit(card);
            trick[played] = card;
            int value;
            if (played < 3) {
                value = search(hands, strain, leader, trick, played + 1, trickStarts);
            } else {
                int winner = 0;
                for (int i = 1; i < 4; i++) {
                    if (Position.beats(trick[i], trick[winner], strain)) {
                        winner = i;
                    }
                }
                int winningSeat = (leader + winner) & 3;
                value = (Seat.side(winningSeat) == Seat.NORTH_SOUTH ? 1 : 0)
                        + search(hands, strain, winningSeat, new int[4], 0, trickStarts);
            }
            hands[seat] |= Card.bit(card);
            best = northSouth ? Math.max(best, value) : Math.min(best, value);
        }
        if (start != null) {
            trickStarts.put(start, best);
        }
        return best;
    }
}
