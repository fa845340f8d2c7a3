package org.zwang.bridge.solver.tt;

import java.util.Arrays;

/**
 * An open-addressing map from (leader, suit lengths of the four hands) to an {@code int}: where a
 * bridge table keeps what it stores for the positions of one shape with one seat on lead. Cleared in
 * O(1) (slots carry a generation); grows by doubling only within the room its table gives it.
 * Not thread-safe.
 */
final class ShapeIndex {

    /** What {@link #find} returns for a key not held. */
    static final int ABSENT = -1;

    private static final int INITIAL_SLOTS = 1 << 11;
    /** Per slot: the lengths, then (generation << 2 | leader) << 32 | value. */
    private static final int SLOT_WORDS = 2;
    private static final long SLOT_BYTES = SLOT_WORDS * 8L;

    private long[] slots;
    private int mask;
    private int used;
    private int generation = 1;

    ShapeIndex() {
        allocate(INITIAL_SLOTS);
    }

    private void allocate(int count) {
        slots = new long[SLOT_WORDS * count];
        mask = count - 1;
        used = 0;
    }

    /** Bytes the slots occupy. */
    long bytes() {
        return SLOT_BYTES * (mask + 1);
    }

    private static int hash(int leader, long lengths) {
        long h = (lengths + leader) * 0x9E37_79B9_7F4A_7C15L;
        return (int) (h ^ (h >>> 29) ^ (h >>> 47));
    }

    /** The value held for (leader, lengths), or {@link #ABSENT}. */
    int find(int leader, long lengths) {
        int stamp = generation << 2 | leader;
        long[] table = slots;
        for (int i = hash(leader, lengths) & mask;; i = (i + 1) & mask) {
            long word = table[SLOT_WORDS * i + 1];
            int s = (int) (word >>> 32);
            if ((s >>> 2) != generation) {
                return ABSENT;
            }
            if (s == stamp && table[SLOT_WORDS * i] == lengths) {
                return (int) word;
            }
        }
    }

    /**
     * Holds {@code value} for (leader, lengths), growing when half full if {@code spareBytes} allow
     * (else filling up to 7/8); false when there is no room left (nothing is then held).
     */
    boolean put(int leader, long lengths, int value, long spareBytes) {
        if ((used + 1) * 2L > mask + 1L) {
            if (bytes() <= spareBytes) {
                grow();
            } else if ((used + 1) * 8L > (mask + 1L) * 7L) {
                return false;
            }
        }
        int stamp = generation << 2 | leader;
        long[] table = slots;
        int i = hash(leader, lengths) & mask;
        for (;; i = (i + 1) & mask) {
            int s = (int) (table[SLOT_WORDS * i + 1] >>> 32);
            if ((s >>> 2) != generation) {
                break;
            }
            if (s == stamp && table[SLOT_WORDS * i] == lengths) {
                break;
            }
        }
        if ((int) (table[SLOT_WORDS * i + 1] >>> 32) != stamp || table[SLOT_WORDS * i] != lengths) {
            used++;
        }
        table[SLOT_WORDS * i] = lengths;
        table[SLOT_WORDS * i + 1] = (long) stamp << 32 | (value & 0xFFFF_FFFFL);
        return true;
    }

    private void grow() {
        long[] old = slots;
        int oldCount = mask + 1;
        allocate(oldCount * 2);
        for (int i = 0; i < oldCount; i++) {
            long word = old[SLOT_WORDS * i + 1];
            int stamp = (int) (word >>> 32);
            if ((stamp >>> 2) == generation) {
                int j = hash(stamp & 3, old[SLOT_WORDS * i]) & mask;
                while (((int) (slots[SLOT_WORDS * j + 1] >>> 32) >>> 2) == generation) {
                    j = (j + 1) & mask;
                }
                slots[SLOT_WORDS * j] = old[SLOT_WORDS * i];
                slots[SLOT_WORDS * j + 1] = word;
                used++;
            }
        }
    }

    /** Forgets every key. */
    void clear() {
        generation++;
        if (generation >= (1 << 29)) {
            Arrays.fill(slots, 0L);
            generation = 1;
        }
        used = 0;
    }
}
