package org.zwang.search.tt;

/**
 * A bounded store of search results, keyed by positions of type {@code P}.
 *
 * <p>The key type is a parameter so that very different tables fit behind one interface without
 * boxing: {@link HashedTranspositionTable} keys on a 64-bit hash of any {@link org.zwang.search.Game};
 * the bridge solver's partition table keys on suit lengths and matches stored winning ranks against
 * the position's cards (Haglund E4 §7); the duck engine stores score bundles in the entry's payload.
 * Searches hold one preallocated {@link TableEntry} per ply and pass it to {@link #probe}.
 *
 * <p>Implementations are not thread-safe unless they say so ({@link HashedTranspositionTable} may be
 * shared by the threads of a parallel search).
 *
 * @param <P> what a position is for this table
 */
public interface TranspositionTable<P> {

    /**
     * Looks the position up. On a hit fills {@code out} and returns true; on a miss returns false and
     * leaves {@code out} in an unspecified state.
     */
    boolean probe(P position, TableEntry out);

    /**
     * Records what a search found about the position. An implementation may merge it with what it
     * already holds (tightening bounds) or drop it under its replacement policy.
     */
    void store(P position, TableEntry entry);

    /** Starts a new search: entries of older searches become preferred victims for replacement. */
    void newSearch();

    /** Forgets everything (between unrelated positions). */
    void clear();

    /** Permille of the table used by the current search (UCI {@code hashfull}). */
    int hashfullPermille();

    /** The memory the table's storage occupies, in bytes. */
    long sizeBytes();
}
