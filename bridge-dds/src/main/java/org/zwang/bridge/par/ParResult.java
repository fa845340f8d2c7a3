package org.zwang.bridge.par;

import java.util.List;
import java.util.StringJoiner;

/**
 * The par of a deal: the score for North-South (positive: N-S plus, negative: E-W plus, 0: passed
 * out) and the contracts that achieve it, in DDS DealerPar's order.
 */
public final class ParResult {

    private final int score;
    private final List<ParContract> contracts;

    ParResult(int score, List<ParContract> contracts) {
        this.score = score;
        this.contracts = List.copyOf(contracts);
    }

    /** Par score from North-South's point of view. */
    public int score() {
        return score;
    }

    /** The par contracts; empty when the deal is passed out. */
    public List<ParContract> contracts() {
        return contracts;
    }

    public boolean passedOut() {
        return contracts.isEmpty();
    }

    /** The contracts' texts joined by {@code separator}, or "pass" (DDS uses ","). */
    public String contractsText(String separator) {
        if (contracts.isEmpty()) {
            return "pass";
        }
        StringJoiner text = new StringJoiner(separator);
        for (ParContract contract : contracts) {
            text.add(contract.toString());
        }
        return text.toString();
    }

    /** Exactly DDS DealerPar's text: contracts joined by commas, or "pass". */
    public String contractsText() {
        return contractsText(",");
    }

    @Override
    public String toString() {
        return score + " " + contractsText();
    }
}
