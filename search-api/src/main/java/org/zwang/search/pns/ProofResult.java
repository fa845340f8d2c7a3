package org.zwang.search.pns;

/**
 * The answer of one proof-number search: {@link #PROVEN} (the goal holds with best play),
 * {@link #DISPROVEN}, or {@link #UNKNOWN} when the node budget ran out first.
 */
public enum ProofResult {
    PROVEN, DISPROVEN, UNKNOWN
}
