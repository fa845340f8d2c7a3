package org.zwang.search.pns;

import org.zwang.search.Outcome;

/**
 * What a proof-number search tries to prove for the side to move at the root (the attacker): a win,
 * or at least a draw. Proof-number search answers yes-or-no questions; the outcome of a position with
 * draws takes two: "does the attacker win?" and, if not, "does it at least draw?".
 */
public enum ProofGoal {
    /** The attacker wins. */
    WIN(Outcome.WIN),
    /** The attacker wins or draws. */
    AT_LEAST_DRAW(Outcome.DRAW);

    private final int least;

    ProofGoal(int least) {
        this.least = least;
    }

    /** Whether a terminal outcome for the attacker meets the goal. */
    public boolean metBy(int attackerOutcome) {
        return attackerOutcome >= least;
    }
}
