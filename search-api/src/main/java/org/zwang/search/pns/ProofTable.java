package org.zwang.search.pns;

/**
 * df-pn's transposition table: proof and disproof numbers by position key, in parallel arrays bounded
 * in bytes (16 bytes a slot: the key, the two numbers; it starts at 1 MB and doubles while more than
 * half its slots are in use, up to the bound). Open addressing over at most
 * {@link #PROBES} slots; when they are all taken the home slot is overwritten. Losing an entry only
 * costs df-pn work (the position is treated as new), never a wrong answer. A slot stores the upper 56
 * bits of a bijective mix of the key and, in the low byte, the generation it was written in: {@link #clear()} starts a new
 * generation, which makes every older slot free without touching it (a proof of a small position does
 * not pay for clearing a large table); every 255 generations the keys are wiped for real.
 */
final class ProofTable {

    static final int PROBES = 8;
    private static final int SLOT_BYTES = 16;
    /** The first size in slots (1 MB); the table doubles while more than half its slots are live. */
    private static final int INITIAL_SLOTS = 1 << 16;

    /** The byte bound's slots: the table never grows beyond them. */
    private final int maxSlots;
    private long[] keys;
    private int[] proof;
    private int[] disproof;
    private int mask;
    private long stores;
    /** Live slots (written in this generation). */
    private int live;
    /** The current generation, 1-255, in each live slot's low byte. */
    private int generation = 1;

    ProofTable(long bytes) {
        long slots = Long.highestOneBit(Math.max(PROBES, bytes / SLOT_BYTES));
        maxSlots = (int) Math.min(slots, 1 << 28);
        allocate(Math.min(maxSlots, INITIAL_SLOTS));
    }

    private void allocate(int slots) {
        keys = new long[slots];
        proof = new int[slots];
        disproof = new int[slots];
        mask = slots - 1;
    }

    /**
     * The key as stored in this generation: a bijective mix of it (the splitmix64 finaliser) with the
     * low byte given to the generation, so that keys differing only in their low byte — a game's small
     * keys, such as a pile size — stay apart (they differ in the mix's upper bits).
     */
    private long stored(long key) {
        long z = key;
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        z ^= z >>> 31;
        return (z & ~0xFFL) | generation;
    }

    private boolean free(int slot) {
        return (keys[slot] & 0xFF) != generation;
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
            if (free(slot)) {
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
            if (keys[slot] == k || free(slot)) {
                target = slot;
                break;
            }
        }
        if (keys[target] != k && free(target)) {
            live++;
        }
        keys[target] = k;
        proof[target] = proofNumber;
        disproof[target] = disproofNumber;
        if (live > keys.length / 2 && keys.length < maxSlots) {
            grow();
        }
    }

    /** Twice the slots, the live entries stored again (a few times per large proof, never per node). */
    private void grow() {
        long[] oldKeys = keys;
        int[] oldProof = proof;
        int[] oldDisproof = disproof;
        allocate(keys.length * 2);
        live = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if ((oldKeys[i] & 0xFF) == generation) {
                place(oldKeys[i], oldProof[i], oldDisproof[i]);
            }
        }
    }

    /** Puts an entry of this generation into the first free slot of its probe window (or its home). */
    private void place(long k, int proofNumber, int disproofNumber) {
        int at = home(k);
        int target = at;
        for (int i = 0; i < PROBES; i++) {
            int slot = (at + i) & mask;
            if (free(slot)) {
                target = slot;
                break;
            }
        }
        if (free(target)) {
            live++;
        }
        keys[target] = k;
        proof[target] = proofNumber;
        disproof[target] = disproofNumber;
    }

    /** Forgets every entry: a new generation (every 255th also wipes the keys). */
    void clear() {
        live = 0;
        if (++generation > 255) {
            java.util.Arrays.fill(keys, 0L);
            generation = 1;
        }
    }

    long stores() {
        return stores;
    }

    /** The byte bound, in whole slots: what the table may grow to. */
    long bytes() {
        return (long) maxSlots * SLOT_BYTES;
    }

    /** What the table holds now. */
    long allocatedBytes() {
        return (long) keys.length * SLOT_BYTES;
    }
}
