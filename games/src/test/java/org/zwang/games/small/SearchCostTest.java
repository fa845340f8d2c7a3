package org.zwang.games.small;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.zwang.games.small.Nim;
import org.zwang.search.SearchCost;

/** What counts as a position that takes a search, by node counts worked out by hand. */
class SearchCostTest {

    @Test
    void aPositionDecidedAtSightNeedsNoSearchAndARealOneDoes() {
        // One heap of h: the whole tree has 2^h positions (N(h) = 1 + N(0) + ... + N(h-1)), so alpha-beta
        // visits at most 2 and 8 of them for heaps of 1 and 3: no more than a handful.
        assertFalse(SearchCost.needsSearch(new Nim(1), 1));
        assertFalse(SearchCost.needsSearch(new Nim(3), 3));
        // Heaps 1, 2, 3 (xor 0): a loss, so every one of the 6 moves must be refuted, each by a reply:
        // at least 1 + 6 + 6 = 13 nodes.
        assertTrue(SearchCost.needsSearch(new Nim(1, 2, 3), 6));
        Nim nim = new Nim(1, 2, 3);
        long key = nim.hashKey();
        SearchCost.needsSearch(nim, 6);
        assertEquals(key, nim.hashKey(), "the position is left as it was");
    }
}
