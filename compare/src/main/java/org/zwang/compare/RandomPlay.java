package org.zwang.compare;

import java.util.Random;
import org.zwang.search.Game;

/**
 * Random legal play, the one way the generators of fresh positions leave a start position: uniformly
 * random moves, seeded, so the same seed gives the same positions on any machine.
 */
final class RandomPlay {

    private RandomPlay() {
    }

    /**
     * Plays {@code plies} uniformly random legal moves on {@code game}; false (the moves made stay made)
     * when the game ends first.
     */
    static boolean play(Game game, Random random, int plies) {
        int[] moves = new int[game.maxMoves()];
        for (int ply = 0; ply < plies; ply++) {
            int count = game.generateMoves(moves, 0);
            if (count == 0) {
                return false;
            }
            game.makeMove(moves[random.nextInt(count)]);
        }
        return !game.isTerminal();
    }

    /** A number drawn uniformly from {@code min .. max}. */
    static int between(Random random, int min, int max) {
        return min + random.nextInt(max - min + 1);
    }

    /**
     * The random generator of one game's fresh positions: the run's seed mixed with the game's name, so
     * that each game draws from its own stream and adding a game changes no other game's positions.
     */
    static Random forGame(long seed, String game) {
        return new Random(seed * 0x9E37_79B9_7F4A_7C15L + game.hashCode());
    }
}
