package org.zwang.duck.nnue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Variant;
import org.zwang.duck.movegen.MoveGenerator;

/** Positions and small networks the network tests share. */
final class NnueTesting {

    private NnueTesting() {
    }

    /** A seeded random network of {@code width}, quantised. */
    static Network randomNetwork(int width, long seed) {
        return FloatNetwork.random(width, seed).quantise();
    }

    /**
     * {@code count} positions from seeded random Duck Chess games (a random chess move, then a random
     * duck square), each game up to {@code maxPlies} turns from the start position.
     */
    static List<Board> randomPositions(int count, int maxPlies, long seed) {
        Random random = new Random(seed);
        List<Board> positions = new ArrayList<>(count);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        while (positions.size() < count) {
            Board board = Board.startPosition(Variant.DUCK);
            int plies = 1 + random.nextInt(maxPlies);
            for (int ply = 0; ply < plies && positions.size() < count; ply++) {
                if (!randomTurn(board, moves, random)) {
                    break;
                }
                positions.add(board.copy());
            }
        }
        return positions;
    }

    /** Makes a random turn (chess move plus duck square); false when the game has ended. */
    static boolean randomTurn(Board board, int[] moves, Random random) {
        if (!board.hasKing(board.sideToMove()) || !board.hasKing(board.sideToMove() ^ 1)) {
            return false;
        }
        int count = MoveGenerator.generate(board, moves, 0);
        if (count == 0) {
            return false;
        }
        int move = moves[random.nextInt(count)];
        long ducks = MoveGenerator.duckSquaresAfter(board, move);
        int pick = random.nextInt(Long.bitCount(ducks));
        for (int i = 0; i < pick; i++) {
            ducks &= ducks - 1;
        }
        board.makeMove(Move.withDuck(move, Long.numberOfTrailingZeros(ducks)));
        return true;
    }
}
