package org.zwang.bridge.solver.tt;

import java.util.Arrays;

/**
 * An open-addressing table keyed by (leader, suit lengths of the four hands), each slot with a few
 * words of payload next to its key: where a bridge table keeps what it stores for the positions of
 * one shape with one seat on lead, reached with one memory access. Cleared in O(1) (slots carry a
 * generation); grows by doubling only within the room its table gives it. Not thread-safe.
 */
final class ShapeIndex {

    /** What {@link #find} and {@link #put} return for no slot. */
    static final int ABSENT = -1;

    private static final int INITIAL_SLOTS = 1 << 11;
    /** Per slot: the lengths, then generation << 2 | leader, then the payload. */
    private static final int KEY_WORDS = 2;

    private final int slotWords;
    private long[] slots;
    private int mask;
    private int used;
    private int generation = 1;

    /** An index whose slots carry {@code payloadWords} longs each. */
    ShapeIndex(int payloadWords) {
        this.slotWords = KEY_WORDS + payloadWords;
        allocate(INITIAL_SLOTS);
    }

    private void allocate(int count) {
        slots = new long[slotWords * count];
        mask = count - 1;
        used = 0;
    }

    /** Bytes the slots occupy. */
    long bytes() {
        return 8L * slots.length;
    }

    /** The slots' words: slot {@code s}'s payload starts at {@link #payload(int) payload(s)}. */
    long[] words() {
        return slots;
    }

    /** Where slot {@code slot}'s payload starts in {@link #words()}. */
    int payload(int slot) {
        return slotWords * slot + KEY_WORDS;
    }

    private static int hash(int leader, long lengths) {
        long h = (lengths + leader) * 0x9E37_79B9_7F4A_7C15L;
        return (int) (h ^ (h >>> 29) ^ (h >>> 47));
    }

    /** The slot of (leader, lengths), or {@link #ABSENT}. */
    int find(int leader, long lengths) {
        long stamp = (long) generation << 2 | leader;
        long[] table = slots;
        int words = slotWords;
        for (int i = hash(leader, lengths) & mask;; i = (i + 1) & mask) {
            long s = table[words * i + 1];
            if ((s >>> 2) != generation) {
                return ABSENT;
            }
            if (s == stamp && table[words * i] == lengths) {
                return i;
            }
        }
    }

    /**
     * The slot of (leader, lengths), made with a zero payload when absent — growing the index when
     * half full if {@code spareBytes} allow, else filling it up to 7/8; {@link #ABSENT} when there is
     * no room left. Growing moves the slots: a slot number is good until the next put.
     */
    int put(int leader, long lengths, long spareBytes) {
        int found = find(leader, lengths);
        if (found != ABSENT) {
            return found;
        }
        if ((used + 1) * 2L > mask + 1L) {
            if (bytes() <= spareBytes) {
                grow();
            } else if ((used + 1) * 8L > (mask + 1L) * 7L) {
                return ABSENT;
            }
        }
        long[] table = slots;
        int words = slotWords;
        int i = hash(leader, lengths) & mask;
        while ((table[words * i + 1] >>> 2) == generation) {
            i = (i + 1) & mask;
        }
        Arrays.fill(table, words * i, words * (i + 1), 0L);
        table[words * i] = lengths;
        table[words * i + 1] = (long) generation << 2 | leader;
        used++;
        return i;
    }

    private void grow() {
        long[] old = slots;
        int oldCount = mask + 1;
        int words = slotWords;
        allocate(oldCount * 2);
        for (int i = 0; i < oldCount; i++) {
            long stamp = old[words * i + 1];
            if ((stamp >>> 2) == generation) {
                int j = hash((int) stamp & 3, old[words * i]) & mask;
                while ((slots[words * j + 1] >>> 2) == generation) {
                    j = (j + 1) & mask;
                }
                System.arraycopy(old, words * i, slots, words * j, words);
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
