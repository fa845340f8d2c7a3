package org.zwang.duck.nnue;

import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.PieceObserver;

/**
 * The first layer of a {@link Network} kept up to date as pieces move: both perspectives' hidden
 * sums (White's view, then Black's), changed by one weight column per piece put or taken, which is
 * what makes the network cheap enough for a search ("efficiently updatable"). Installed on a board
 * with {@link Board#setPieceObserver}; make adds and subtracts columns, unmake the reverse.
 *
 * <p>Why no per-ply stack of accumulators: the updates are integer additions, which commute and are
 * exactly undone by subtractions (even {@code short} wrap-around is undone exactly), so unmake
 * restores the very values make changed, with no copy per move and nothing to allocate. A null move
 * and the duck change no piece, hence nothing here; which half is "us" is chosen at evaluation by
 * the side to move.
 */
public final class Accumulator implements PieceObserver {

    private final Network network;
    /** The hidden sums from White's view. */
    private final int[] white;
    /** The hidden sums from Black's view. */
    private final int[] black;

    /** An accumulator for {@code network}, all zero until {@link #reset} (installing it resets it). */
    public Accumulator(Network network) {
        this.network = network;
        this.white = new int[network.width()];
        this.black = new int[network.width()];
    }

    public Network network() {
        return network;
    }

    @Override
    public void added(int piece, int square) {
        network.add(white, black, piece, square);
    }

    @Override
    public void removed(int piece, int square) {
        network.subtract(white, black, piece, square);
    }

    @Override
    public void moved(int piece, int from, int to) {
        network.move(white, black, piece, from, to);
    }

    @Override
    public void reset(Board board) {
        network.refresh(board, white, black);
    }

    @Override
    public Accumulator copy() {
        Accumulator copy = new Accumulator(network);
        System.arraycopy(white, 0, copy.white, 0, white.length);
        System.arraycopy(black, 0, copy.black, 0, black.length);
        return copy;
    }

    /** The network's evaluation for {@code sideToMove} from these sums. */
    public int evaluate(int sideToMove) {
        return sideToMove == Color.WHITE ? network.output(white, black) : network.output(black, white);
    }

    /** A copy of the sums (2 x width, White's view first), for tests. */
    public short[] values() {
        short[] values = new short[2 * white.length];
        for (int i = 0; i < white.length; i++) {
            values[i] = (short) white[i];
            values[white.length + i] = (short) black[i];
        }
        return values;
    }
}
