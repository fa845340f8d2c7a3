package org.zwang.search.pns;

/**
 * df-pn's transposition table: proof and disproof numbers by position key, in parallel arrays bounded
 * in bytes (16 bytes a slot: the key, the two numbers). Open addressing over at most
 * {@link #PROBES} slots; when they are all taken the home slot is overwritten. Losing an entry only
 * costs df-pn work (the position is treated as new), never a wrong answer. Keys are 64-bit position
 * hashes; 0 marks an empty slot (a real key of 0 is stored as 1).
 */
final class ProofTable {

    static final int PROBES = 8;
    private static final int SLOT_BYTES = 16;

    private final long[] keys;
    private final int[] proof;
    private final int[] disproof;
    private final int mask;
    private long stores;

    ProofTable(long bytes) {
        long slots = Long.highestOneBit(Math.max(PROBES, bytes / SLOT_BYTES));
        if (slots > 1 << 28) {
            slots = 1 << 28;
        }
        keys = new long[(int) slots];
        proof = new int[(int) slots];
        disproof = new int[(int) slots];
        mask = (int) slots - 1;
    }

    private static long stored(long key) {
        return key == 0 ? 1 : key;
    }

    private int home(long key) {
        long h = key * 0x9E37_79B9_7F4A_7C15L;
        return (int) (h ^ (h >>> 32)) & mask;
    }

    /** The slot holding {@code key}, or -1. */
    int find(long key) {
        long k = stored(key);
        int at = home(k);
        for (int i = 0; i < PROBES; i++) {
            int slot = (at + i) & mask;
            if (keys[slot] == k) {
                return slot;
            }
            if (keys[slot] == 0) {
                return -1;
            }
        }
        return -1;
    }

    int proof(int slot) {
        return proof[slot];
    }

    int disproof(int slot) {
        return disproof[slot];
    }

    void store(long key, int proofNumber, int disproofNumber) {
        stores++;
        long k = stored(key);
        int at = home(k);
        int target = at;
        for (int i = 0; i < PROBES; i++) {
            int slot = (at + i) & mask;
            if (keys[slot] == k || keys[slot] == 0) {
                target = slot;
                break;
            }
        }
        keys[target] = k;
        proof[target] = proofNumber;
        disproof[target] = disproofNumber;
    }

    void clear() {
        java.util.Arrays.fill(keys, 0L);
    }

    long stores() {
        return stores;
    }

    long bytes() {
        return (long) keys.length * SLOT_BYTES;
    }
}
