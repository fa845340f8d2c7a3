package org.zwang.search.tt;

/**
 * A bounded store of search results, keyed by positions of type {@code P}.
 *
 * <p>The key type is a parameter so that very different tables fit behind one interface without
 * boxing: {@link HashedTranspositionTable} keys on a 64-bit hash of any {@link org.zwang.search.Game},
 * or of a Duck Chess board whose score bundles ride in the entry's payload. (The bridge solver's
 * table is not one of these: its probe answers a threshold question for a whole partition of
 * positions and returns winning ranks, so it has a narrow contract of its own in bridge-dds.)
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
