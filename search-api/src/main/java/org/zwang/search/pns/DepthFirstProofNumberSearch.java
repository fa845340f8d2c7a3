package org.zwang.search.pns;

import org.zwang.search.Game;
import org.zwang.search.Outcome;

/**
 * Depth-first proof-number search, df-pn (Nagai, "Df-pn algorithm for searching AND/OR trees and its
 * applications", 2002): the same proof and disproof numbers as {@link ProofNumberSearch}, explored
 * depth first with two thresholds per node, so that only the current path is held in memory and
 * everything else lives in a transposition table ({@link ProofTable}, bounded in bytes). A node is
 * searched until its proof number reaches its proof threshold or its disproof number its disproof
 * threshold; the child searched is the most proving, with thresholds that send the search back up
 * as soon as a sibling becomes better: at an OR node the child's proof threshold is
 * {@code min(thpn, pn2 + 1)} (pn2: the second-least proof number) and its disproof threshold
 * {@code thdn - dn + dn(child)}; at an AND node the other way round.
 *
 * <p>The root is searched with infinite thresholds; a node budget ({@code maxNodes} searched nodes)
 * bounds the work. The table is keyed by {@link Game#hashKey()}, so transpositions are shared; the
 * search is for trees and directed acyclic graphs (the games here have no repetitions). Not thread-safe.
 */
public final class DepthFirstProofNumberSearch {

    private static final int INFINITY = ProofNumberSearch.INFINITY;

    /** Thrown to unwind when the node budget is spent. */
    private static final class BudgetSpent extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final BudgetSpent INSTANCE = new BudgetSpent();

        private BudgetSpent() {
            super(null, null, false, false);
        }
    }

    private final ProofTable table;
    private final boolean useTable;
    private final int[][] moves;
    private final int[][] childProof;
    private final int[][] childDisproof;
    private int attacker;
    private ProofGoal goal;
    private long maxNodes;
    private long nodes;

    /**
     * @param tableBytes the table's size (at least one probe window)
     * @param useTable   false: a table of one window only, so that nothing is remembered beyond the
     *                   current path (what the table buys, for comparisons)
     */
    public DepthFirstProofNumberSearch(long tableBytes, boolean useTable, int maxMoves, int maxPlies) {
        this.useTable = useTable;
        this.table = new ProofTable(useTable ? tableBytes : 0);
        int width = Math.max(1, maxMoves);
        moves = new int[maxPlies + 1][width];
        childProof = new int[maxPlies + 1][width];
        childDisproof = new int[maxPlies + 1][width];
    }

    /** A search sized for {@code game}. */
    public static DepthFirstProofNumberSearch forGame(Game game, long tableBytes, boolean useTable) {
        return new DepthFirstProofNumberSearch(tableBytes, useTable, game.maxMoves(), game.maxPlies());
    }

    /** Nodes searched by the last {@link #prove} or {@link #outcome}. */
    public long nodes() {
        return nodes;
    }

    /** The table's size in bytes. */
    public long tableBytes() {
        return table.bytes();
    }

    /**
     * The exact outcome for the side to move (two proofs sharing {@code maxNodes} searched nodes), or
     * {@link Outcome#UNKNOWN} when they need more.
     */
    public int outcome(Game game, long maxNodes) {
        long total = 0;
        ProofResult win = prove(game, ProofGoal.WIN, maxNodes);
        total += nodes;
        int outcome;
        if (win != ProofResult.DISPROVEN) {
            outcome = win == ProofResult.PROVEN ? Outcome.WIN : Outcome.UNKNOWN;
        } else if (total >= maxNodes) {
            outcome = Outcome.UNKNOWN; // the first proof took the whole budget
        } else {
            ProofResult draw = prove(game, ProofGoal.AT_LEAST_DRAW, maxNodes - total);
            total += nodes;
            outcome = draw == ProofResult.PROVEN ? Outcome.DRAW
                    : draw == ProofResult.DISPROVEN ? Outcome.LOSS : Outcome.UNKNOWN;
        }
        nodes = total;
        return outcome;
    }

    /** Proves or disproves {@code goal} for the side to move within {@code maxNodes} searched nodes. */
    public ProofResult prove(Game game, ProofGoal goalToProve, long maxNodesToSearch) {
        attacker = game.sideToMove();
        goal = goalToProve;
        maxNodes = maxNodesToSearch;
        nodes = 0;
        table.clear();
        if (game.isTerminal()) {
            return goal.metBy(Outcome.of(game.terminalValue())) ? ProofResult.PROVEN : ProofResult.DISPROVEN;
        }
        try {
            long[] result = new long[2];
            search(game, 0, INFINITY - 1, INFINITY - 1, result);
            if (result[0] == 0) {
                return ProofResult.PROVEN;
            }
            return result[1] == 0 ? ProofResult.DISPROVEN : ProofResult.UNKNOWN;
        } catch (BudgetSpent spent) {
            nodes = maxNodes; // the node that found the budget spent was not searched
            return ProofResult.UNKNOWN;
        }
    }

    /**
     * MID: searches the current position until its proof number reaches {@code thpn} or its disproof
     * number {@code thdn}; leaves them in {@code out} and in the table. Only the tree's state on the
     * way down lives in the per-ply arrays.
     */
    private void search(Game game, int ply, int thpn, int thdn, long[] out) {
        if (++nodes > maxNodes) {
            throw BudgetSpent.INSTANCE;
        }
        boolean or = game.sideToMove() == attacker;
        long key = game.hashKey();
        int[] list = moves[ply];
        int count = game.generateMoves(list, 0);
        if (count == 0) {
            boolean met = goal.metBy(attackerOutcome(game));
            store(key, met ? 0 : INFINITY, met ? INFINITY : 0, out);
            return;
        }
        int[] pns = childProof[ply];
        int[] dns = childDisproof[ply];
        // The children's numbers: from the table, a terminal child's exact ones, else 1 and 1; kept
        // here and updated as each child search returns (only this path changes them).
        for (int i = 0; i < count; i++) {
            game.makeMove(list[i]);
            childNumbers(game, pns, dns, i);
            game.unmakeMove(list[i]);
        }
        while (true) {
            int least = INFINITY;
            int second = INFINITY;
            int best = 0;
            int sum = 0;
            for (int i = 0; i < count; i++) {
                int ours = or ? pns[i] : dns[i];
                int theirs = or ? dns[i] : pns[i];
                if (ours < least) {
                    second = least;
                    least = ours;
                    best = i;
                } else if (ours < second) {
                    second = ours;
                }
                sum = Math.min(INFINITY, sum + theirs);
            }
            int pn = or ? least : sum;
            int dn = or ? sum : least;
            if (pn >= thpn || dn >= thdn) {
                store(key, pn, dn, out);
                return;
            }
            int childThpn;
            int childThdn;
            if (or) {
                childThpn = Math.min(thpn, second == INFINITY ? INFINITY : second + 1);
                childThdn = Math.min(INFINITY, thdn - dn + dns[best]);
            } else {
                childThpn = Math.min(INFINITY, thpn - pn + pns[best]);
                childThdn = Math.min(thdn, second == INFINITY ? INFINITY : second + 1);
            }
            game.makeMove(list[best]);
            if (game.isTerminal()) {
                // A terminal child cannot be the most proving one with thresholds above its numbers.
                game.unmakeMove(list[best]);
                store(key, pn, dn, out);
                return;
            }
            search(game, ply + 1, childThpn, childThdn, out);
            game.unmakeMove(list[best]);
            pns[best] = (int) out[0];
            dns[best] = (int) out[1];
        }
    }

    private int attackerOutcome(Game game) {
        int outcome = Outcome.of(game.terminalValue());
        return game.sideToMove() == attacker ? outcome : -outcome;
    }

    /** The numbers of the position reached by a move into slot {@code i}. */
    private void childNumbers(Game game, int[] pns, int[] dns, int i) {
        if (game.isTerminal()) {
            boolean met = goal.metBy(attackerOutcome(game));
            pns[i] = met ? 0 : INFINITY;
            dns[i] = met ? INFINITY : 0;
            return;
        }
        int slot = useTable ? table.find(game.hashKey()) : -1;
        if (slot >= 0) {
            pns[i] = table.proof(slot);
            dns[i] = table.disproof(slot);
        } else {
            pns[i] = 1;
            dns[i] = 1;
        }
    }

    private void store(long key, int pn, int dn, long[] out) {
        if (useTable) {
            table.store(key, pn, dn);
        }
        out[0] = pn;
        out[1] = dn;
    }
}
