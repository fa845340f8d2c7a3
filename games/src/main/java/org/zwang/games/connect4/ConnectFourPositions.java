package org.zwang.games.connect4;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.zwang.search.ResourceLines;
import org.zwang.search.SearchCost;

/**
 * Connect Four positions for comparing searches: the shipped sets with exact scores from Pascal
 * Pons's solver (each file's {@code #} header says how they were made and labelled), and the seeded
 * generator they were drawn from, which also gives fresh positions nobody has scored.
 *
 * <p>The sets follow the difficulty classes of Pons's solver tutorial, by stones played and by the
 * plies left to the end under perfect play (from the score): {@code end-easy} (28-36 stones played,
 * fewer than 14 plies left), {@code middle-easy} (14-27 stones, fewer than 14 left) and
 * {@code middle-medium} (14-27 stones, 14 to 27 left), 100 positions each. Every position
 * {@linkplain #needsSearch needs a search}: the side to move cannot win with its next stone, has at
 * least two moves that do not lose at once, and alpha-beta spends more than a handful of nodes on it.
 */
public final class ConnectFourPositions {

    /** The sets, easiest first. */
    public static final List<String> SETS = List.of("end-easy", "middle-easy", "middle-medium");

    /** One position: the moves from the empty 7 x 6 board and the score for the side to move. */
    public record Scored(String moves, int score) {
        public ConnectFour position() {
            return ConnectFour.of(moves);
        }
    }

    private ConnectFourPositions() {
    }

    /** The positions of a set, in file order. */
    public static List<Scored> load(String set) {
        if (!SETS.contains(set)) {
            throw new IllegalArgumentException("no Connect Four set '" + set + "' (sets: " + String.join(", ", SETS) + ")");
        }
        List<Scored> positions = new ArrayList<>();
        for (String line : ResourceLines.read(ConnectFourPositions.class, set + ".txt")) {
            String[] parts = line.split("\\s+");
            positions.add(new Scored(parts[0], Integer.parseInt(parts[1])));
        }
        return positions;
    }

    /**
     * Whether solving the position takes a search, as a solver sees it ({@link ConnectFour#anticipating()}):
     * the side to move cannot complete four with its next stone, at least two of its moves do not hand
     * the opponent a win at once, and alpha-beta spends more than a handful of nodes on it
     * ({@link SearchCost#needsSearch}; a short forced win costs fewer).
     */
    public static boolean needsSearch(ConnectFour position) {
        ConnectFour solver = position.anticipating();
        return !solver.isTerminal() && solver.generateMoves(new int[solver.maxMoves()], 0) >= 2
                && SearchCost.needsSearch(solver, solver.maxPlies() - solver.plies());
    }

    /**
     * The plies left to the end of the game under perfect play, from a score for the side to move
     * after {@code stones} stones on the 7 x 6 board: a win of score {@code s} ends with the side to
     * move's stone number {@code 22 - s}, a loss with the opponent's stone number {@code 22 + s}, a
     * draw with the board full. The difficulty axis of Pons's test sets.
     */
    public static int pliesLeft(int stones, int score) {
        int board = 7 * 6;
        if (score == 0) {
            return board - stones;
        }
        int moverStones = stones / 2; // the side to move has played half the stones, rounded down
        int opponentStones = stones - moverStones;
        return score > 0 ? 2 * ((board / 2 + 1 - score) - moverStones) - 1
                : 2 * ((board / 2 + 1 + score) - opponentStones);
    }

    /**
     * {@code count} distinct positions of {@code minStones} to {@code maxStones} stones that
     * {@linkplain #needsSearch need a search}, reproducible from {@code seed}: each is uniformly random
     * legal play from the empty board to a uniformly drawn number of stones, no move of it completing
     * four; a line that cannot go on, or ends in a position that needs no search or came before, is
     * drawn again. The moves in Pons's notation ({@link ConnectFour#of(String)}), in the order drawn.
     *
     * @throws IllegalArgumentException when the stone range is not within 1-41
     */
    public static List<String> generate(long seed, int count, int minStones, int maxStones) {
        if (minStones < 1 || maxStones > 41 || minStones > maxStones || count < 0) {
            throw new IllegalArgumentException("Connect Four positions have 1-41 stones, got " + minStones + "-"
                    + maxStones);
        }
        Random random = new Random(seed);
        Set<String> drawn = new LinkedHashSet<>();
        int[] moves = new int[7];
        for (long attempt = 0; drawn.size() < count; attempt++) {
            if (attempt > 1000L * (count + 10)) {
                throw new IllegalStateException("too few Connect Four positions of " + minStones + "-" + maxStones
                        + " stones need a search");
            }
            int stones = minStones + random.nextInt(maxStones - minStones + 1);
            ConnectFour game = new ConnectFour();
            StringBuilder line = new StringBuilder(stones);
            while (game.plies() < stones) {
                int legal = game.generateMoves(moves, 0);
                int quiet = 0;
                for (int i = 0; i < legal; i++) {
                    game.makeMove(moves[i]);
                    boolean wins = game.isTerminal();
                    game.unmakeMove(moves[i]);
                    if (!wins) {
                        moves[quiet++] = moves[i];
                    }
                }
                if (quiet == 0) {
                    break;
                }
                int move = moves[random.nextInt(quiet)];
                game.makeMove(move);
                line.append(game.moveToString(move));
            }
            if (game.plies() == stones && needsSearch(game)) {
                drawn.add(line.toString());
            }
        }
        return List.copyOf(drawn);
    }
}
