package org.zwang.search.mcts;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.zwang.search.Game;
import org.zwang.search.Outcome;
import org.zwang.search.SearchLimits;
import org.zwang.search.StopFlag;
import org.zwang.search.TreeArrays;
import org.zwang.search.Values;

/**
 * Monte-Carlo tree search: UCT (Kocsis and Szepesvári, "Bandit based Monte-Carlo planning", 2006)
 * with a pluggable playout policy, and a solver that backs up proven results (Winands, Björnsson and
 * Saito, "Monte-Carlo tree search solver", 2008), here in the score-bounded form of Cazenave and
 * Saffidine ("Score bounded Monte-Carlo tree search", 2010), which also proves draws: every node keeps
 * a lower and an upper bound on its outcome for its side to move, a terminal node's bounds meet, an
 * expanded node's are the best of its children's (negated where the side to move changes), and a
 * child that cannot raise its parent's lower bound is no longer visited.
 *
 * <p>Selection is UCT, or PUCT (AlphaZero's rule) with a pluggable prior ({@link PriorPolicy}); a new
 * leaf is valued by a playout with a pluggable policy ({@link PlayoutPolicy}: uniform or
 * {@link #DECISIVE}) or by a pluggable evaluator ({@link ValueEvaluator}).
 *
 * <p>Rewards are 1 for a win, 1/2 for a draw and 0 for a loss of the side that chose the move into a
 * node (an evaluator's value in between); the outcome of a game value is its sign ({@link Outcome}). Turns need not alternate: a node
 * records its side to move and values are negated only where it changes.
 *
 * <p>Everything lives in arrays (a node pool that starts at 4,096 nodes and doubles as the tree grows,
 * up to {@link Settings#maxTreeNodes()}), so a search allocates nothing per iteration but the pool's
 * few doublings. It is deterministic: the same seed, game, budget and
 * reused tree give the same moves, iterations and outcome. Tree reuse: after {@link #advance} with the
 * move played, the next search on the resulting position starts from that child's subtree, its visits,
 * rewards and proofs kept (a search on any other position starts afresh). The rest of the tree is
 * dead: when more than half the pool is in use, {@code advance} compacts the kept subtree to the
 * pool's front (a relabelling that changes no decision). When the pool fills during a search, the
 * tree stops growing and its leaves are only played out. Not thread-safe.
 */
public final class MonteCarloTreeSearch extends TreeArrays {

    /** How a playout picks its moves. */
    @FunctionalInterface
    public interface PlayoutPolicy {
        /** One of {@code moves[0 .. count)}, legal in the game's current position. */
        int choose(Game game, int[] moves, int count, SplittableRandom random);
    }

    /** Every legal move alike. */
    public static final PlayoutPolicy UNIFORM = (game, moves, count, random) -> moves[random.nextInt(count)];

    /**
     * A move that ends the game in the mover's favour when there is one (each move is tried), else a
     * uniformly random move: random playouts that do not miss a win in one.
     */
    public static final PlayoutPolicy DECISIVE = (game, moves, count, random) -> {
        int mover = game.sideToMove();
        for (int i = 0; i < count; i++) {
            game.makeMove(moves[i]);
            boolean wins = game.isTerminal()
                    && Outcome.of(game.terminalValue()) == (game.sideToMove() == mover ? Outcome.WIN : Outcome.LOSS);
            game.unmakeMove(moves[i]);
            if (wins) {
                return moves[i];
            }
        }
        return moves[random.nextInt(count)];
    };

    /** How a node chooses the child to descend to. */
    public enum Selection {
        /** UCT (Kocsis and Szepesvári): {@code Q + c * sqrt(ln N / n)}, every child tried once first. */
        UCT,
        /**
         * PUCT, AlphaZero's rule: {@code Q + c * P * sqrt(N) / (1 + n)} with the child's prior {@code P}
         * from the {@link PriorPolicy}; an unvisited child's {@code Q} is 1/2 (a draw).
         */
        PUCT
    }

    /** The prior probabilities PUCT weighs the children of a new node with. */
    @FunctionalInterface
    public interface PriorPolicy {
        /**
         * Writes a prior for each of {@code moves[0 .. count)} of {@code game}'s position into
         * {@code priors[0 .. count)}: non-negative, summing to 1 (the search normalises a sum that is
         * not). The position must be left as it was.
         */
        void priors(Game game, int[] moves, int count, double[] priors);
    }

    /** Every move the same prior. */
    public static final PriorPolicy UNIFORM_PRIOR = (game, moves, count, priors) -> Arrays.fill(priors, 0, count,
            1.0 / count);

    /**
     * A prior from the game's move ordering ({@link Game#orderMoves}): the move it puts at rank
     * {@code r} (0 first) gets a weight of {@code 1 / (r + 1)}, normalised, so the search tries first
     * what an alpha-beta search would. A game that does not order its moves keeps its generation
     * order, which this prior then favours. Each call gives a new policy with its own scratch array (a
     * policy serves one search at a time).
     */
    public static PriorPolicy orderingPrior() {
        return new PriorPolicy() {
            private int[] ordered = new int[16];

            @Override
            public void priors(Game game, int[] moves, int count, double[] priors) {
                if (ordered.length < count) {
                    ordered = new int[Math.max(count, 2 * ordered.length)];
                }
                System.arraycopy(moves, 0, ordered, 0, count);
                game.orderMoves(ordered, 0, count);
                double sum = 0;
                for (int rank = 0; rank < count; rank++) {
                    sum += 1.0 / (rank + 1);
                }
                for (int i = 0; i < count; i++) {
                    int rank = 0;
                    while (rank < count - 1 && ordered[rank] != moves[i]) {
                        rank++;
                    }
                    priors[i] = 1.0 / (rank + 1) / sum;
                }
            }
        };
    }

    /** What a leaf is worth without a playout. */
    @FunctionalInterface
    public interface ValueEvaluator {
        /**
         * The expected reward of {@code game}'s position (not terminal) for its side to move, in [0, 1]:
         * 1 a win, 1/2 a draw, 0 a loss. The position must be left as it was.
         */
        double value(Game game);
    }

    /**
     * A leaf valued by the game's static evaluation ({@link Game#evaluate}) instead of a playout,
     * scaled linearly from [{@link Game#minValue()}, {@link Game#maxValue()}] to [0, 1] (the middle of
     * the range, a draw's 0 in a symmetric one, is 1/2). A game that declares no range of values gets
     * about 1/2 for every leaf: it needs playouts or its own evaluator.
     */
    public static final ValueEvaluator STATIC_EVALUATION = game -> {
        double low = game.minValue();
        double high = game.maxValue();
        double scaled = (game.evaluate() - low) / (high - low);
        return Math.max(0, Math.min(1, scaled));
    };

    /**
     * What shapes a search.
     *
     * @param exploration  UCT's constant c in {@code Q + c * sqrt(ln N / n)} (rewards in [0, 1]; √2 is the
     *                     textbook value)
     * @param solver       back up proven outcomes (score-bounded MCTS) and stop when the root is proven
     * @param reuse        keep the subtree of the move played for the next search
     * @param seed         the random generator's seed
     * @param maxTreeNodes the node pool's size (about 48 bytes a node)
     * @param policy       the playout policy
     * @param selection    UCT or PUCT
     * @param prior        PUCT's prior (ignored by UCT)
     * @param evaluator    what a new leaf is worth instead of a playout, or null for playouts
     */
    public record Settings(double exploration, boolean solver, boolean reuse, long seed, int maxTreeNodes,
            PlayoutPolicy policy, Selection selection, PriorPolicy prior, ValueEvaluator evaluator) {

        /** UCT with √2, solver and reuse on, seed 1, a pool of 2^20 nodes, uniform playouts. */
        public static Settings defaults() {
            return new Settings(Math.sqrt(2), true, true, 1, 1 << 20, UNIFORM, Selection.UCT, UNIFORM_PRIOR, null);
        }

        public Settings withSolver(boolean on) {
            return new Settings(exploration, on, reuse, seed, maxTreeNodes, policy, selection, prior, evaluator);
        }

        public Settings withReuse(boolean on) {
            return new Settings(exploration, solver, on, seed, maxTreeNodes, policy, selection, prior, evaluator);
        }

        public Settings withSeed(long value) {
            return new Settings(exploration, solver, reuse, value, maxTreeNodes, policy, selection, prior, evaluator);
        }

        public Settings withMaxTreeNodes(int nodes) {
            return new Settings(exploration, solver, reuse, seed, nodes, policy, selection, prior, evaluator);
        }

        public Settings withExploration(double c) {
            return new Settings(c, solver, reuse, seed, maxTreeNodes, policy, selection, prior, evaluator);
        }

        public Settings withPolicy(PlayoutPolicy playouts) {
            return new Settings(exploration, solver, reuse, seed, maxTreeNodes, playouts, selection, prior, evaluator);
        }

        /** PUCT selection with this prior (AlphaZero's rule). */
        public Settings withPuct(PriorPolicy priors) {
            return new Settings(exploration, solver, reuse, seed, maxTreeNodes, policy, Selection.PUCT, priors,
                    evaluator);
        }

        /** Leaves valued by {@code leaves} instead of playouts (null: playouts again). */
        public Settings withEvaluator(ValueEvaluator leaves) {
            return new Settings(exploration, solver, reuse, seed, maxTreeNodes, policy, selection, prior, leaves);
        }
    }

    /**
     * What a search found.
     *
     * @param bestMove     the move to play ({@link Values#NO_MOVE} in a terminal position)
     * @param outcome      the root's proven {@link Outcome} for its side to move, or {@link Outcome#UNKNOWN}
     * @param winRate      the root's mean reward for its side to move (1 win, 1/2 draw, 0 loss)
     * @param iterations   selection-expansion-playout-backup rounds run
     * @param treeNodes    nodes in the tree when it ended
     * @param playoutPlies moves played in playouts
     * @param positions    positions entered: every move made, down the tree and in playouts (the
     *                     measure comparable with the alpha-beta family's nodes)
     */
    public record Result(int bestMove, int outcome, double winRate, long iterations, int treeNodes,
            long playoutPlies, long positions, long elapsedNanos) {
    }

    private static final int NO_NODE = -1;
    private static final int UNEXPANDED = -1;
    private static final int UNKNOWN_SIDE = -1;

    private final Settings settings;
    private final SplittableRandom random;

    // The node pool: TreeArrays' parent, move and children (childCount UNEXPANDED before expansion), and:
    private byte[] side;
    /** Bounds on the outcome for the node's side to move (score-bounded MCTS). */
    private byte[] lower;
    private byte[] upper;
    private int[] visits;
    /** Sum of rewards of the side that chose the move into the node. */
    private double[] reward;
    /** The node's prior among its siblings (PUCT). */
    private double[] prior;
    private int root = NO_NODE;
    private long rootKey;
    /** Old index to new when the pool is compacted ({@link #NO_NODE}: dead); made at the first compaction. */
    private int[] remap;

    // Per-iteration scratch.
    private final int[] path;
    private final int[] moveBuffer;
    private final double[] priorBuffer;
    private final int[] playoutMoves;

    private long playoutPlies;
    private long selectionPlies;

    public MonteCarloTreeSearch(Settings settings, int maxMoves, int maxPlies) {
        super(settings.maxTreeNodes(), 2);
        this.settings = settings;
        this.random = new SplittableRandom(settings.seed());
        int n = capacity();
        side = new byte[n];
        lower = new byte[n];
        upper = new byte[n];
        visits = new int[n];
        reward = new double[n];
        prior = new double[n];
        path = new int[maxPlies + 2];
        moveBuffer = new int[Math.max(1, maxMoves)];
        priorBuffer = new double[Math.max(1, maxMoves)];
        playoutMoves = new int[maxPlies + 2];
    }

    @Override
    protected void resize(int n) {
        side = Arrays.copyOf(side, n);
        lower = Arrays.copyOf(lower, n);
        upper = Arrays.copyOf(upper, n);
        visits = Arrays.copyOf(visits, n);
        reward = Arrays.copyOf(reward, n);
        prior = Arrays.copyOf(prior, n);
    }

    /** A search sized for {@code game}. */
    public static MonteCarloTreeSearch forGame(Game game, Settings settings) {
        return new MonteCarloTreeSearch(settings, game.maxMoves(), game.maxPlies());
    }

    /**
     * Searches {@code game}'s position for at most {@code maxIterations} iterations and
     * {@code maxMillis} milliseconds (each ≤ 0: no bound on it), until {@code stop} is raised (may be
     * null), or, with the solver, until the root is proven. The game is left as it was.
     */
    public Result search(Game game, long maxIterations, long maxMillis, StopFlag stop) {
        return search(game, maxIterations, maxMillis, 0, stop);
    }

    /**
     * Searches under the limits the other searches take: {@link SearchLimits#maxNodes()} bounds the
     * positions entered (every move made, down the tree and in playouts: the measure comparable with
     * the alpha-beta family's nodes), {@link SearchLimits#hardTimeMillis()} the time, and the
     * {@link SearchLimits#stopFlag()} stops it; the depth limits mean nothing here (a playout runs to
     * the end of the game). Without a node or time limit it runs until the stop flag is raised or, with
     * the solver, the root is proven.
     */
    public Result search(Game game, SearchLimits limits) {
        long nodes = limits.maxNodes() == SearchLimits.UNLIMITED ? 0 : limits.maxNodes();
        long millis = limits.hardTimeMillis() == SearchLimits.UNLIMITED ? 0 : Math.max(1, limits.hardTimeMillis());
        return search(game, 0, millis, nodes, limits.stopFlag());
    }

    /**
     * Like {@link #search(Game, long, long, StopFlag)}, also stopping once {@code maxPositions} positions
     * (moves made down the tree and in playouts; ≤ 0: no bound) were entered: a budget comparable with
     * the nodes of the alpha-beta family, for play at equal cost. The budget is checked before each
     * iteration, so the positions entered exceed it by less than one iteration's (at most the game's
     * {@link Game#maxPlies()}). A search without any bound must have the solver on (it ends when the
     * root is proven).
     */
    public Result search(Game game, long maxIterations, long maxMillis, long maxPositions, StopFlag stop) {
        if (maxIterations <= 0 && maxMillis <= 0 && maxPositions <= 0 && stop == null && !settings.solver()) {
            throw new IllegalArgumentException("a search without the solver needs a budget (iterations, time, "
                    + "positions or a stop flag)");
        }
        long start = System.nanoTime();
        long deadline = maxMillis > 0 ? start + maxMillis * 1_000_000L : Long.MAX_VALUE;
        long plies0 = playoutPlies;
        long selection0 = selectionPlies;
        if (root == NO_NODE || !settings.reuse() || rootKey != game.hashKey()) {
            resetTree(game);
        }
        long iterations = 0;
        while ((maxIterations <= 0 || iterations < maxIterations)
                && (maxPositions <= 0 || selectionPlies - selection0 + playoutPlies - plies0 < maxPositions)
                && !(settings.solver() && lower[root] == upper[root])) {
            if (childCount[root] == 0) {
                break; // a finished game: nothing to search
            }
            if ((iterations & 255) == 0 && iterations > 0
                    && (System.nanoTime() > deadline || (stop != null && stop.isStopped()))) {
                break;
            }
            iterate(game);
            iterations++;
        }
        int outcome = settings.solver() && lower[root] == upper[root] ? lower[root] : Outcome.UNKNOWN;
        double rate = rootRate();
        long positions = selectionPlies - selection0 + playoutPlies - plies0;
        return new Result(bestMove(), outcome, rate, iterations, used, playoutPlies - plies0, positions,
                System.nanoTime() - start);
    }

    /**
     * The move {@code played} was made in the searched position: the next search keeps its subtree
     * (with reuse on; otherwise, or when the move was never expanded, the tree starts afresh).
     */
    public void advance(int played, Game after) {
        int child = NO_NODE;
        if (root != NO_NODE && childCount[root] > 0) {
            for (int c = firstChild[root], end = c + childCount[root]; c < end; c++) {
                if (move[c] == played) {
                    child = c;
                }
            }
        }
        if (child == NO_NODE || !settings.reuse() || side[child] == UNKNOWN_SIDE) {
            root = NO_NODE;
            return;
        }
        root = child;
        parent[root] = NO_NODE;
        rootKey = after.hashKey();
        if (used > settings.maxTreeNodes() / 2) {
            compact();
        }
    }

    /**
     * Moves the root's subtree to the front of the pool, in the order it was allocated, and frees the
     * rest. A node's parent and children come before and after it in the pool, and a node's children
     * are one run of slots, so one pass in index order finds the subtree (a node belongs when its
     * parent does) and a second moves each node down to its new slot, which is never above its old one.
     */
    private void compact() {
        if (remap == null || remap.length < used) {
            remap = new int[parent.length];
        }
        int next = 0;
        for (int i = root; i < used; i++) {
            boolean kept = i == root || (parent[i] >= root && remap[parent[i]] != NO_NODE);
            remap[i] = kept ? next++ : NO_NODE;
        }
        for (int i = root; i < used; i++) {
            int to = remap[i];
            if (to == NO_NODE) {
                continue;
            }
            parent[to] = i == root ? NO_NODE : remap[parent[i]];
            firstChild[to] = childCount[i] > 0 ? remap[firstChild[i]] : NO_NODE;
            childCount[to] = childCount[i];
            move[to] = move[i];
            side[to] = side[i];
            lower[to] = lower[i];
            upper[to] = upper[i];
            visits[to] = visits[i];
            reward[to] = reward[i];
            prior[to] = prior[i];
        }
        used = next;
        root = 0;
    }

    private void resetTree(Game game) {
        used = 0;
        root = newNode(NO_NODE, Values.NO_MOVE);
        side[root] = (byte) game.sideToMove();
        rootKey = game.hashKey();
    }

    private int newNode(int parentNode, int moveIn) {
        int node = used++;
        parent[node] = parentNode;
        firstChild[node] = NO_NODE;
        childCount[node] = UNEXPANDED;
        move[node] = moveIn;
        side[node] = UNKNOWN_SIDE;
        lower[node] = Outcome.LOSS;
        upper[node] = Outcome.WIN;
        visits[node] = 0;
        reward[node] = 0;
        prior[node] = 0;
        return node;
    }

    /** One round: select down the tree, expand, play out (or evaluate), back up. */
    private void iterate(Game game) {
        int node = root;
        int depth = 0;
        double value; // the leaf's reward for its side to move, in [0, 1]
        while (true) {
            if (settings.solver() && lower[node] == upper[node]) {
                value = (lower[node] + 1) * 0.5;
                break;
            }
            if (childCount[node] == UNEXPANDED) {
                if (game.isTerminal()) {
                    int exact = Outcome.of(game.terminalValue());
                    lower[node] = (byte) exact;
                    upper[node] = (byte) exact;
                    childCount[node] = 0;
                    value = (exact + 1) * 0.5;
                    break;
                }
                if ((visits[node] == 0 && node != root) || !expand(game, node)) {
                    value = settings.evaluator() != null ? settings.evaluator().value(game)
                            : (playout(game, side[node]) + 1) * 0.5;
                    break;
                }
            }
            if (childCount[node] == 0) { // terminal, found before
                value = (lower[node] + 1) * 0.5;
                break;
            }
            int child = select(node);
            game.makeMove(move[child]);
            selectionPlies++;
            if (side[child] == UNKNOWN_SIDE) {
                side[child] = (byte) game.sideToMove();
            }
            path[depth++] = child;
            node = child;
        }
        // Back up: each node's reward is for the side that chose the move into it.
        int leafSide = side[node];
        for (int n = node; n != NO_NODE; n = parent[n]) {
            visits[n]++;
            int chooser = parent[n] == NO_NODE ? -1 : side[parent[n]];
            reward[n] += chooser == leafSide ? value : 1 - value;
            if (settings.solver() && childCount[n] > 0) {
                updateBounds(n);
            }
        }
        for (int i = depth - 1; i >= 0; i--) {
            game.unmakeMove(move[path[i]]);
        }
    }

    /** Adds the node's children; false when the pool has no room for them. */
    private boolean expand(Game game, int node) {
        int count = game.generateMoves(moveBuffer, 0);
        if (!reserve(count)) {
            return false;
        }
        firstChild[node] = used;
        boolean puct = settings.selection() == Selection.PUCT;
        double sum = 0;
        if (puct) {
            settings.prior().priors(game, moveBuffer, count, priorBuffer);
            for (int i = 0; i < count; i++) {
                sum += Math.max(0, priorBuffer[i]);
            }
        }
        for (int i = 0; i < count; i++) {
            int child = newNode(node, moveBuffer[i]);
            prior[child] = !puct ? 0 : sum > 0 ? Math.max(0, priorBuffer[i]) / sum : 1.0 / count;
        }
        childCount[node] = count;
        return true;
    }

    /**
     * UCT (unvisited children first) or PUCT among the children that can still change the node's
     * result.
     */
    private int select(int node) {
        int first = firstChild[node];
        int end = first + childCount[node];
        boolean puct = settings.selection() == Selection.PUCT;
        double logParent = Math.log(Math.max(1, visits[node]));
        double sqrtParent = Math.sqrt(Math.max(1, visits[node]));
        int best = NO_NODE;
        double bestScore = Double.NEGATIVE_INFINITY;
        int nodeSide = side[node];
        for (int c = first; c < end; c++) {
            if (settings.solver() && side[c] != UNKNOWN_SIDE) {
                int childUpper = side[c] == nodeSide ? upper[c] : -lower[c];
                if (childUpper <= lower[node]) {
                    continue; // cannot raise what the node already has
                }
            }
            double score;
            if (puct) {
                double q = visits[c] == 0 ? 0.5 : reward[c] / visits[c];
                score = q + settings.exploration() * prior[c] * sqrtParent / (1 + visits[c]);
            } else if (visits[c] == 0) {
                return c;
            } else {
                score = reward[c] / visits[c] + settings.exploration() * Math.sqrt(logParent / visits[c]);
            }
            if (score > bestScore) {
                bestScore = score;
                best = c;
            }
        }
        return best != NO_NODE ? best : first; // every child pruned: the node is proven (caught above)
    }

    /** Score-bounded MCTS: the node's bounds are the best of its children's, seen from its side. */
    private void updateBounds(int node) {
        int nodeSide = side[node];
        int low = Outcome.LOSS;
        int high = Outcome.LOSS;
        for (int c = firstChild[node], end = c + childCount[node]; c < end; c++) {
            int childLow;
            int childHigh;
            if (side[c] == UNKNOWN_SIDE) {
                childLow = Outcome.LOSS;
                childHigh = Outcome.WIN;
            } else if (side[c] == nodeSide) {
                childLow = lower[c];
                childHigh = upper[c];
            } else {
                childLow = -upper[c];
                childHigh = -lower[c];
            }
            low = Math.max(low, childLow);
            high = Math.max(high, childHigh);
        }
        lower[node] = (byte) low;
        upper[node] = (byte) high;
    }

    /** Random moves to the end of the game; the outcome for {@code forSide}. Takes the moves back. */
    private int playout(Game game, int forSide) {
        int plies = 0;
        while (!game.isTerminal()) {
            int count = game.generateMoves(moveBuffer, 0);
            if (count == 0) {
                break;
            }
            int chosen = settings.policy().choose(game, moveBuffer, count, random);
            game.makeMove(chosen);
            playoutMoves[plies++] = chosen;
        }
        int outcome = Outcome.of(game.terminalValue());
        if (game.sideToMove() != forSide) {
            outcome = -outcome;
        }
        for (int i = plies - 1; i >= 0; i--) {
            game.unmakeMove(playoutMoves[i]);
        }
        playoutPlies += plies;
        return outcome;
    }

    /** The root side's mean reward: its children's rewards are that side's (it chose the moves into them). */
    private double rootRate() {
        double sum = 0;
        long count = 0;
        for (int c = firstChild[root], end = c + Math.max(0, childCount[root]); c < end; c++) {
            if (side[c] == UNKNOWN_SIDE) {
                continue;
            }
            sum += reward[c];
            count += visits[c];
        }
        return count == 0 ? 0.5 : sum / count;
    }

    /** A proven root's best child when the solver proved it; else the most visited (better mean on a tie). */
    private int bestMove() {
        if (childCount[root] <= 0) {
            return Values.NO_MOVE;
        }
        int best = NO_NODE;
        int rootSide = side[root];
        boolean proven = settings.solver() && lower[root] == upper[root];
        for (int c = firstChild[root], end = c + childCount[root]; c < end; c++) {
            if (proven) {
                if (side[c] == UNKNOWN_SIDE) {
                    continue;
                }
                int childLow = side[c] == rootSide ? lower[c] : -upper[c];
                if (childLow == lower[root] && (best == NO_NODE || visits[c] > visits[best])) {
                    best = c;
                }
            } else if (best == NO_NODE || visits[c] > visits[best]
                    || (visits[c] == visits[best] && visits[c] > 0 && reward[c] / visits[c] > reward[best] / visits[best])) {
                best = c;
            }
        }
        return best == NO_NODE ? move[firstChild[root]] : move[best];
    }
}
