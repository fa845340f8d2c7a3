package org.zwang.search.pns;

import java.util.Arrays;
import org.zwang.search.Game;
import org.zwang.search.Outcome;
import org.zwang.search.TreeArrays;

/**
 * Proof-number search (Allis, "Searching for solutions in games and artificial intelligence", 1994):
 * a best-first search that grows the game tree towards the leaf that most cheaply proves or disproves
 * a goal. Every node has a proof number (how many leaves at least must still be proven to prove it)
 * and a disproof number; at an OR node (the attacker to move) the proof number is its children's
 * least and the disproof number their sum, at an AND node the other way round; a terminal node has 0
 * and infinity, or infinity and 0. Each iteration descends to the most-proving node (least proof
 * number at OR nodes, least disproof number at AND nodes), expands it and updates its ancestors.
 *
 * <p>The tree is kept whole in arrays of at most {@code maxNodes} nodes, which start small and double
 * as the tree grows (keeping the whole tree is the method's weakness, which
 * {@link DepthFirstProofNumberSearch} removes); turns need not alternate (a node's
 * type is whether the attacker is to move there). Not thread-safe.
 */
public final class ProofNumberSearch extends TreeArrays {

    /** "Infinity" for proof and disproof numbers; sums saturate at it. */
    public static final int INFINITY = 1 << 28;

    private static final int UNEXPANDED = -1;

    // Beside TreeArrays' parent, move and children:
    private int[] proof;
    private int[] disproof;
    private boolean[] orNode;
    private final int[] moveBuffer;
    private final int[] pathMoves;
    private long expansions;
    private long created;

    /** A search whose tree holds at most {@code maxNodes} nodes. */
    public ProofNumberSearch(int maxNodes, int maxMoves, int maxPlies) {
        super(maxNodes, 1);
        int n = capacity();
        proof = new int[n];
        disproof = new int[n];
        orNode = new boolean[n];
        moveBuffer = new int[Math.max(1, maxMoves)];
        pathMoves = new int[maxPlies + 1];
    }

    @Override
    protected void resize(int n) {
        proof = Arrays.copyOf(proof, n);
        disproof = Arrays.copyOf(disproof, n);
        orNode = Arrays.copyOf(orNode, n);
    }

    /** A search sized for {@code game}. */
    public static ProofNumberSearch forGame(Game game, int maxNodes) {
        return new ProofNumberSearch(maxNodes, game.maxMoves(), game.maxPlies());
    }

    /** Nodes expanded by the searches so far. */
    public long expansions() {
        return expansions;
    }

    /** Nodes created (positions entered) by the searches so far, over every proof. */
    public long nodesCreated() {
        return created;
    }

    /** Nodes in the tree of the last search. */
    public int treeNodes() {
        return used;
    }

    /** The exact outcome for the side to move: a win search, then, unless won, an at-least-draw search. */
    public int outcome(Game game) {
        ProofResult win = prove(game, ProofGoal.WIN);
        if (win != ProofResult.DISPROVEN) {
            return win == ProofResult.PROVEN ? Outcome.WIN : Outcome.UNKNOWN;
        }
        ProofResult draw = prove(game, ProofGoal.AT_LEAST_DRAW);
        return draw == ProofResult.PROVEN ? Outcome.DRAW : draw == ProofResult.DISPROVEN ? Outcome.LOSS : Outcome.UNKNOWN;
    }

    /** Proves or disproves {@code goal} for the side to move; the game is left as it was. */
    public ProofResult prove(Game game, ProofGoal goal) {
        int attacker = game.sideToMove();
        used = 0;
        int root = newNode(-1, 0, true);
        if (game.isTerminal()) {
            setTerminal(root, game, attacker, goal);
        }
        while (proof[root] != 0 && disproof[root] != 0) {
            int node = root;
            int depth = 0;
            while (childCount[node] != UNEXPANDED) {
                node = mostProvingChild(node);
                game.makeMove(move[node]);
                pathMoves[depth++] = move[node];
            }
            boolean expanded = expand(game, node, attacker, goal);
            for (int i = depth - 1; i >= 0; i--) {
                game.unmakeMove(pathMoves[i]);
            }
            if (!expanded) {
                return ProofResult.UNKNOWN;
            }
            for (int n = node; n >= 0; n = parent[n]) {
                update(n);
            }
        }
        return proof[root] == 0 ? ProofResult.PROVEN : ProofResult.DISPROVEN;
    }

    private int newNode(int parentNode, int moveIn, boolean or) {
        int node = used++;
        created++;
        parent[node] = parentNode;
        move[node] = moveIn;
        orNode[node] = or;
        childCount[node] = UNEXPANDED;
        proof[node] = 1;
        disproof[node] = 1;
        return node;
    }

    private void setTerminal(int node, Game game, int attacker, ProofGoal goal) {
        int outcome = Outcome.of(game.terminalValue());
        boolean met = goal.metBy(game.sideToMove() == attacker ? outcome : -outcome);
        proof[node] = met ? 0 : INFINITY;
        disproof[node] = met ? INFINITY : 0;
        childCount[node] = 0;
    }

    /** Generates the children, each evaluated if terminal; false when the tree is full. */
    private boolean expand(Game game, int node, int attacker, ProofGoal goal) {
        int count = game.generateMoves(moveBuffer, 0);
        if (!reserve(count)) {
            return false;
        }
        expansions++;
        firstChild[node] = used;
        for (int i = 0; i < count; i++) {
            int m = moveBuffer[i];
            game.makeMove(m);
            int child = newNode(node, m, game.sideToMove() == attacker);
            if (game.isTerminal()) {
                setTerminal(child, game, attacker, goal);
            }
            game.unmakeMove(m);
        }
        childCount[node] = count;
        if (count == 0) { // no move but not terminal: score it as the game does
            setTerminal(node, game, attacker, goal);
        }
        return true;
    }

    private int mostProvingChild(int node) {
        int best = firstChild[node];
        for (int c = best + 1, end = firstChild[node] + childCount[node]; c < end; c++) {
            if (orNode[node] ? proof[c] < proof[best] : disproof[c] < disproof[best]) {
                best = c;
            }
        }
        return best;
    }

    private void update(int node) {
        int count = childCount[node];
        if (count <= 0) {
            return;
        }
        int least = INFINITY;
        int sum = 0;
        for (int c = firstChild[node], end = c + count; c < end; c++) {
            int ours = orNode[node] ? proof[c] : disproof[c];
            int theirs = orNode[node] ? disproof[c] : proof[c];
            least = Math.min(least, ours);
            sum = Math.min(INFINITY, sum + theirs);
        }
        if (orNode[node]) {
            proof[node] = least;
            disproof[node] = sum;
        } else {
            disproof[node] = least;
            proof[node] = sum;
        }
    }
}
