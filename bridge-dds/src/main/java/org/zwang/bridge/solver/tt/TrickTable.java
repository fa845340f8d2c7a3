package org.zwang.bridge.solver.tt;

/**
 * What the double-dummy search asks of its transposition table, and nothing more (Haglund E4 §7.3:
 * RetrieveTTresult and AddNewTTentry).
 *
 * <p>The bridge table is not search-api's {@code TranspositionTable}, honestly: a probe answers a
 * question ("do North-South take at least {@code threshold} of the remaining tricks?") rather than
 * returning whatever is stored, an entry covers a whole partition of positions (every position whose
 * highest cards down to each suit's lowest winning rank are held by the same seats), a result holds
 * to the end of the play (there is no depth), and a hit gives back the winning ranks the caller must
 * propagate. Every implementation answers the same questions the same way for positions it holds;
 * implementations differ in how they find the entry (a flat bucket scan, a tree of patterns).
 *
 * <p>Contract:
 * <ul>
 *   <li>Positions are the start of a trick ({@link TablePosition}: leader, suit lengths, holders of
 *       each suit's cards in relative-rank order).</li>
 *   <li>Bounds are on North-South's remaining tricks, {@code 0 <= lower <= upper <= tricks left}, so
 *       an entry serves whichever side the search maximises and whoever leads in other searches of
 *       the same cards.</li>
 *   <li>{@code leastWin} packs 4 bits per suit (suit s at bits {@code 4s..4s+3}): how many of the
 *       suit's highest remaining cards must be held by the same seats for the entry to apply (0: the
 *       suit does not matter).</li>
 *   <li>A probe hits only on an entry of the position's partition whose bounds decide the question;
 *       on a miss the answer's {@link Answer#move} is still defined: the best move of an entry of the
 *       partition that did not decide it (a move-ordering hint), or 0.</li>
 *   <li>Memory is bounded in bytes ({@link #maxBytes()}); a full table may forget (counted in
 *       {@link #resets()}) but never grows past its bound.</li>
 * </ul>
 * Not thread-safe: one table per solver thread.
 */
public interface TrickTable {

    /**
     * What a probe found: a holder the caller preallocates, so that probing never allocates.
     * After a hit every field is set; after a miss only {@link #move} is (a hint, or 0).
     */
    final class Answer {
        /** North-South take at least this many of the remaining tricks. */
        public int lower;
        /** North-South take at most this many of the remaining tricks. */
        public int upper;
        /** The lowest winning ranks of the entry that answered, 4 bits per suit (see {@link TrickTable}). */
        public int leastWin;
        /** On a hit the entry's best move (card number) or 0; on a miss a hint or 0. */
        public int move;
    }

    /**
     * Does the table decide whether North-South take at least {@code threshold} of the remaining
     * tricks of {@code position}? On a hit fills every field of {@code out} and returns true; on a
     * miss sets only {@code out.move} and returns false.
     */
    boolean probe(TablePosition position, int threshold, Answer out);

    /**
     * Records that North-South take between {@code lower} and {@code upper} of the remaining tricks
     * from every position of the partition given by {@code position} and {@code leastWin}. A result
     * for a partition already held tightens its bounds. {@code move} is a best move (card number) or 0.
     */
    void store(TablePosition position, int leastWin, int lower, int upper, int move);

    /** Forgets everything (another deal, or another trump for a table of trump positions). */
    void clear();

    /** Entries held since the last clear. */
    int entries();

    /** Bytes the table's storage occupies now. */
    long sizeBytes();

    /** The most bytes the table's storage has occupied since it was created. */
    long peakBytes();

    /** The configured bound in bytes. */
    long maxBytes();

    /** Probes since the table was created. */
    long probes();

    /** Probes that answered. */
    long hits();

    /** Stores since the table was created. */
    long stores();

    /** Times the table forgot everything because it was full. */
    long resets();
}
