package org.zwang.bridge.solver;

import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Rank;
import org.zwang.bridge.model.Seat;
import org.zwang.search.Game;

/**
 * A bridge position as a search-api {@link Game}, so the generic searches ({@code AlphaBeta},
 * {@code MtdF}, {@code TargetBisection}, ...) can be run on bridge and compared with the dedicated
 * {@link DoubleDummySolver}.
 *
 * <p>Conventions: a move is a card number; the two "sides" are N-S (0) and E-W (1), and the side to
 * move is the side of the seat to play (turns need not alternate: a side that wins a trick leads the
 * next one). The value is the trick difference since the game was created: tricks won by the side to
 * move minus tricks won by the other side, counting every trick completed since then (the trick in
 * progress at creation included). So if the solver says the side to move takes {@code t} of the
 * {@code R} remaining tricks, a full-depth search of a fresh game returns {@code 2t - R}. The
 * static evaluation of an unfinished position is the difference so far.
 */
public final class BridgeGame implements Game {

    private final int trump;
    private final long[] hands;
    private int leader;
    private final int[] trick = new int[4];
    private int trickSize;
    private final int[] won = new int[2];
    private final int plies;

    // undo information for completed tricks, one entry per trick completed since creation
    private final int[] undoLeader = new int[14];
    private final int[][] undoTrick = new int[14][4];
    private final int[] undoWinnerSide = new int[14];
    private int undoCount;

    /** A game starting at {@code position} (tricks won before it are not counted). */
    public BridgeGame(Position position) {
        this.trump = position.strain();
        this.hands = position.hands();
        this.leader = position.leader();
        this.trickSize = position.trickSize();
        for (int i = 0; i < trickSize; i++) {
            trick[i] = position.trickCard(i);
        }
        int cards = 0;
        for (long hand : hands) {
            cards += Hand.size(hand);
        }
        this.plies = cards;
    }

    @Override
    public int maxMoves() {
        return 13;
    }

    @Override
    public int maxPlies() {
        return plies;
    }

    private int toMove() {
        return (leader + trickSize) & 3;
    }

    /** The legal cards, by suit S, H, D, C and rank high to low. */
    @Override
    public int generateMoves(int[] moves, int offset) {
        long legal = Position.legalCards(hands[toMove()], trickSize == 0 ? -1 : trick[0]);
        int count = 0;
        for (int suit = 0; suit < 4; suit++) {
            for (int rank = Rank.ACE; rank >= Rank.TWO; rank--) {
                int card = Card.of(suit, rank);
                if ((legal & Card.bit(card)) != 0) {
                    moves[offset + count++] = card;
                }
            }
        }
        return count;
    }

    @Override
    public void makeMove(int card) {
        int seat = toMove();
        hands[seat] &= ~Card.bit(card);
        trick[trickSize++] = card;
        if (trickSize == 4) {
            int winner = Position.trickWinner(trick, 0, 4, leader, trump);
            undoLeader[undoCount] = leader;
            System.arraycopy(trick, 0, undoTrick[undoCount], 0, 4);
            undoWinnerSide[undoCount] = Seat.side(winner);
            undoCount++;
            won[Seat.side(winner)]++;
            leader = winner;
            trickSize = 0;
        }
    }

    @Override
    public void unmakeMove(int card) {
        if (trickSize == 0) {
            undoCount--;
            won[undoWinnerSide[undoCount]]--;
            leader = undoLeader[undoCount];
            System.arraycopy(undoTrick[undoCount], 0, trick, 0, 4);
            trickSize = 4;
        }
        trickSize--;
        hands[toMove()] |= Card.bit(card);
    }

    @Override
    public int sideToMove() {
        return Seat.side(toMove());
    }

    @Override
    public boolean isTerminal() {
        return trickSize == 0 && hands[leader] == 0;
    }

    @Override
    public int terminalValue() {
        return evaluate();
    }

    @Override
    public int evaluate() {
        int side = sideToMove();
        return won[side] - won[side ^ 1];
    }

    @Override
    public int minValue() {
        return -13;
    }

    @Override
    public int maxValue() {
        return 13;
    }

    @Override
    public long hashKey() {
        long key = leader * 0x9E37_79B9_7F4A_7C15L + (won[0] + 16L * won[1]) * 0xC2B2_AE3D_27D4_EB4FL;
        for (int seat = 0; seat < 4; seat++) {
            key = (key ^ hands[seat]) * 0xBF58_476D_1CE4_E5B9L;
            key ^= key >>> 31;
        }
        for (int i = 0; i < trickSize; i++) {
            key = (key ^ (trick[i] + 64L * i)) * 0x94D0_49BB_1331_11EBL;
            key ^= key >>> 29;
        }
        return key;
    }

    @Override
    public String moveToString(int move) {
        return Card.toString(move);
    }
}
