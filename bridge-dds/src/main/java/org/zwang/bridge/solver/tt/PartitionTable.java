package org.zwang.bridge.solver.tt;

import java.util.Arrays;

/**
 * The bridge solver's transposition table (Haglund E4 §7): bounds on the tricks North-South take from
 * a position at the start of a trick, stored for a whole <em>partition</em> of positions — all those
 * with the same leader and suit lengths whose highest cards, down to each suit's lowest "winning
 * rank", are held by the same seats (relative ranks, E4 §7.1).
 *
 * <p>Layout, chosen for speed rather than copied from the paper's trees:
 * <ul>
 *   <li>An open-addressing index keyed by (leader, suit lengths) — E4's "root pointer" plus "suit
 *       lengths combination node" in one lookup — giving the bucket of that key.</li>
 *   <li>A bucket's entries lie next to each other in flat arrays (a chunk that doubles when full,
 *       holding the entries' first words together, then their second words), scanned newest
 *       first, so a lookup streams through memory instead of chasing pointers. An entry is two
 *       masked 64-bit words of holder codes (2 bits per card, see
 *       {@link TablePosition}), so matching E4 §7.3's four "winning cards nodes" is two XOR-AND
 *       tests. A suit's code fills at most 26 bits of its 32-bit half, so the N-S lower and upper
 *       bounds and the best move ride in the keys' six spare bits a half (where the masks are 0, so
 *       matching never sees them), and each suit's lowest winning relative rank is the mask's
 *       length: a hit reads only the two cache lines the match has read already. A bucket keeps at most {@link #MAX_BUCKET} entries (the older
 *       half is dropped when it overflows, as DDS 2.x bounds its blocks too).</li>
 *   <li>Bounds are on North-South's future tricks (E4 §7.3), so entries stay valid whoever leads or
 *       which side is tested: the solver keeps the table across the four leaders of a strain.</li>
 *   <li>Memory is bounded in bytes: arrays grow by doubling up to the bound; when full, the table is
 *       cleared (counted in {@link #resets()}). Clearing is O(1): index slots carry a generation.</li>
 * </ul>
 * The search uses it through the {@link TrickTable} contract: a probe asks "do N-S take at least t
 * tricks?", so the scan stops at the first entry that answers it.
 * Not thread-safe: one table per solver thread.
 */
public final class PartitionTable implements TrickTable {

    /** Most entries kept per (leader, suit lengths). */
    public static final int MAX_BUCKET = 1024;

    private static final int ENTRY_WORDS = 4;
    private static final long ENTRY_BYTES = ENTRY_WORDS * 8L;
    /** The bits of a key that no holder code reaches (26-31 of each half): the entry's payload. */
    private static final long PAYLOAD = 0xFC00_0000_FC00_0000L;
    private static final int LOWER_SHIFT = 26;
    private static final int UPPER_SHIFT = 58;
    private static final int MOVE_SHIFT = 26;
    private static final int SLOT_WORDS = 3;
    private static final long SLOT_BYTES = SLOT_WORDS * 8L;
    private static final int INITIAL_ENTRIES = 1 << 13;
    private static final int INITIAL_SLOTS = 1 << 11;
    private static final int INITIAL_CHUNK = 4;

    private final long maxBytes;

    // Index: per slot, the lengths; the stamp (generation << 2 | leader) and the chunk start; the
    // entry count and the chunk capacity.
    private long[] slots;
    private int slotMask;
    private int usedSlots;
    private int generation = 1;

    // Entries: chunks allocated one after another; a chunk a bucket outgrew goes on the free list of
    // its size (capacities are powers of two) and is handed out again before the arena grows.
    private long[] words;
    private int allocated;
    private int liveEntries;
    private final int[] freeChunks = new int[Integer.numberOfTrailingZeros(MAX_BUCKET) + 1];

    private long peakBytes;
    /** The table this one shares its bound with (see {@link #pair}), or null. */
    private PartitionTable partner;
    private long probes;
    private long hits;
    private long stores;
    private long resets;
    private final boolean fillToBound;

    /** A table that never occupies more than {@code maxBytes} (at least 1 MB) and fills it before clearing. */
    public PartitionTable(long maxBytes) {
        this(maxBytes, true);
    }

    /**
     * A table that never occupies more than {@code maxBytes} (at least 1 MB). With {@code fillToBound}
     * the entry arena's last growth takes whatever room the bound leaves; without it the arena only
     * doubles and is cleared when a doubling would pass the bound.
     */
    public PartitionTable(long maxBytes, boolean fillToBound) {
        this.fillToBound = fillToBound;
        if (maxBytes < (1 << 20)) {
            throw new IllegalArgumentException("table memory must be at least 1 MB, got " + maxBytes + " bytes");
        }
        this.maxBytes = maxBytes;
        allocateSlots(INITIAL_SLOTS);
        words = new long[INITIAL_ENTRIES * ENTRY_WORDS];
        Arrays.fill(freeChunks, -1);
        peakBytes = currentBytes();
    }

    /**
     * Two tables under one bound, for a solver that keeps two (positions with and without trumps):
     * each grows into the room the other leaves, and one that is out of room takes back the storage
     * of its partner when the partner holds nothing (cleared for a new strain).
     */
    public static PartitionTable[] pair(long maxBytes, boolean fillToBound) {
        PartitionTable first = new PartitionTable(maxBytes, fillToBound);
        PartitionTable second = new PartitionTable(maxBytes, fillToBound);
        first.partner = second;
        second.partner = first;
        first.notePeak();
        return new PartitionTable[] {first, second};
    }

    /** The bytes held by this table and its partner. */
    private long pairBytes() {
        return currentBytes() + (partner == null ? 0 : partner.currentBytes());
    }

    /**
     * The bytes this table may still add: within the bound with its partner's storage, and (in a pair)
     * within three quarters of the bound, so a partner that is filling never starves the other.
     */
    private long room() {
        long own = partner == null ? maxBytes : maxBytes / 4 * 3;
        return Math.min(own - currentBytes(), maxBytes - pairBytes());
    }

    /** Records the storage now held (with the partner's, for a pair) if it is the most so far. */
    private void notePeak() {
        peakBytes = Math.max(peakBytes, pairBytes());
    }

    /**
     * Called by a partner out of room: when this table holds no entry, gives its storage back (its
     * arrays back to their first size) and says so.
     */
    private boolean giveBackIfEmpty() {
        if (liveEntries > 0 || usedSlots > 0 || currentBytes() <= initialBytes()) {
            return false;
        }
        clear();
        allocateSlots(INITIAL_SLOTS);
        words = new long[INITIAL_ENTRIES * ENTRY_WORDS];
        return true;
    }

    private static long initialBytes() {
        return SLOT_BYTES * INITIAL_SLOTS + ENTRY_BYTES * INITIAL_ENTRIES;
    }

    private void allocateSlots(int count) {
        slots = new long[SLOT_WORDS * count];
        slotMask = count - 1;
        usedSlots = 0;
    }

    private int slotCount() {
        return slotMask + 1;
    }

    private long currentBytes() {
        return SLOT_BYTES * slotCount() + ENTRY_BYTES * entryCapacity();
    }

    private int entryCapacity() {
        return words.length / ENTRY_WORDS;
    }

    // ---------------------------------------------------------------- storing

    @Override
    public void store(TablePosition position, int leastWin, int lower, int upper, int move) {
        store(position.leader, position.lengths, position.holdersSpadesHearts, position.holdersDiamondsClubs,
                leastWin, lower, upper, move);
    }

    /** {@link #store(TablePosition, int, int, int, int)} with the position's fields given one by one. */
    void store(int leader, long lengths, long holdersA, long holdersB, int leastWin, int lower, int upper,
            int move) {
        stores++;
        long maskA = suitMask(lengths, leastWin, 0) | suitMask(lengths, leastWin, 1) << 32;
        long maskB = suitMask(lengths, leastWin, 2) | suitMask(lengths, leastWin, 3) << 32;
        long keyA = holdersA & maskA;
        long keyB = holdersB & maskB;
        int slot = findOrCreateSlot(leader, lengths);
        int at = SLOT_WORDS * slot;
        int start = (int) slots[at + 1];
        long sizes = slots[at + 2];
        int count = (int) (sizes >>> 32);
        int aBase = ENTRY_WORDS * start;
        int bBase = aBase + 2 * (int) sizes;
        long[] w = words;
        for (int i = count - 1; i >= 0; i--) {
            int a = aBase + 2 * i;
            int b = bBase + 2 * i;
            long storedA = w[a + 1];
            long storedB = w[b + 1];
            if (w[a] == maskA && (storedA & ~PAYLOAD) == keyA && w[b] == maskB && (storedB & ~PAYLOAD) == keyB) {
                int lo = Math.max(lower(storedA), lower);
                int hi = Math.min(upper(storedA), upper);
                if (lo > hi) {
                    // Cannot happen for a consistent search; keep the newer result.
                    lo = lower;
                    hi = upper;
                }
                int storedMove = move != 0 ? move : move(storedB);
                w[a + 1] = withBounds(keyA, lo, hi);
                w[b + 1] = withMove(keyB, storedMove);
                return;
            }
        }
        slot = appendEntry(leader, lengths, slot);
        at = SLOT_WORDS * slot;
        start = (int) slots[at + 1];
        sizes = slots[at + 2];
        int i = (int) (sizes >>> 32) - 1;
        int a = ENTRY_WORDS * start + 2 * i;
        int b = ENTRY_WORDS * start + 2 * (int) sizes + 2 * i;
        words[a] = maskA;
        words[a + 1] = withBounds(keyA, lower, upper);
        words[b] = maskB;
        words[b + 1] = withMove(keyB, move);
    }

    private static long withBounds(long key, int lower, int upper) {
        return key | (long) lower << LOWER_SHIFT | (long) upper << UPPER_SHIFT;
    }

    private static long withMove(long key, int move) {
        return key | (long) (move & 63) << MOVE_SHIFT;
    }

    private static int lower(long keyA) {
        return (int) (keyA >>> LOWER_SHIFT) & 15;
    }

    private static int upper(long keyA) {
        return (int) (keyA >>> UPPER_SHIFT) & 15;
    }

    private static int move(long keyB) {
        return (int) (keyB >>> MOVE_SHIFT) & 63;
    }

    /** Each suit's count of top cards an entry covers (4 bits a suit): half the bits of its mask. */
    private static int leastWin(long maskA, long maskB) {
        return Long.bitCount(maskA & 0xFFFF_FFFFL) >>> 1 | (Long.bitCount(maskA >>> 32) >>> 1) << 4
                | (Long.bitCount(maskB & 0xFFFF_FFFFL) >>> 1) << 8 | (Long.bitCount(maskB >>> 32) >>> 1) << 12;
    }

    /**
     * Reserves the next entry of a bucket, growing its chunk or dropping its older half; returns the
     * bucket's slot (which changes if the table had to be cleared). A chunk of capacity c keeps the
     * first words (spades and hearts) of its entries together, then the second words, so a scan
     * reads only the first words of entries that do not match there.
     */
    private int appendEntry(int leader, long lengths, int slot) {
        int at = SLOT_WORDS * slot;
        int start = (int) slots[at + 1];
        long sizes = slots[at + 2];
        int count = (int) (sizes >>> 32);
        int capacity = (int) sizes;
        if (count == capacity) {
            if (capacity >= MAX_BUCKET) {
                int keep = capacity / 2;
                int aBase = ENTRY_WORDS * start;
                int bBase = aBase + 2 * capacity;
                System.arraycopy(words, aBase + 2 * (count - keep), words, aBase, 2 * keep);
                System.arraycopy(words, bBase + 2 * (count - keep), words, bBase, 2 * keep);
                liveEntries -= count - keep;
                count = keep;
            } else {
                int grown = capacity == 0 ? INITIAL_CHUNK : capacity * 2;
                int chunk = allocate(grown);
                if (chunk < 0) {
                    // The table was cleared to make room: start the bucket afresh.
                    slot = findOrCreateSlot(leader, lengths);
                    at = SLOT_WORDS * slot;
                    chunk = allocate(INITIAL_CHUNK);
                    start = chunk;
                    count = 0;
                    capacity = INITIAL_CHUNK;
                } else {
                    int oldA = ENTRY_WORDS * start;
                    int newA = ENTRY_WORDS * chunk;
                    System.arraycopy(words, oldA, words, newA, 2 * count);
                    System.arraycopy(words, oldA + 2 * capacity, words, newA + 2 * grown, 2 * count);
                    if (capacity > 0) {
                        release(start, capacity);
                    }
                    start = chunk;
                    capacity = grown;
                }
                slots[at + 1] = (slots[at + 1] & 0xFFFF_FFFF_0000_0000L) | start;
            }
        }
        slots[at + 2] = (long) (count + 1) << 32 | capacity;
        liveEntries++;
        return slot;
    }

    /**
     * Allocates a chunk of {@code n} entries (a power of two): one a bucket outgrew, else at the end of
     * the arena; -1 when the table had to be cleared.
     */
    private int allocate(int n) {
        int sizeClass = Integer.numberOfTrailingZeros(n);
        int free = freeChunks[sizeClass];
        if (free >= 0) {
            freeChunks[sizeClass] = (int) words[ENTRY_WORDS * free];
            return free;
        }
        if (allocated + n > entryCapacity()) {
            int count = grownEntries(n);
            if (count < 0 && partner != null && partner.giveBackIfEmpty()) {
                count = grownEntries(n);
            }
            if (count < 0) {
                clearForRoom();
                return -1;
            }
            words = Arrays.copyOf(words, count * ENTRY_WORDS);
            notePeak();
        }
        int chunk = allocated;
        allocated += n;
        return chunk;
    }

    /** Puts a chunk a bucket outgrew on its size's free list (linked through the chunk's first word). */
    private void release(int chunk, int capacity) {
        int sizeClass = Integer.numberOfTrailingZeros(capacity);
        words[ENTRY_WORDS * chunk] = freeChunks[sizeClass];
        freeChunks[sizeClass] = chunk;
    }

    /**
     * The arena's entry count after growing to make room for {@code n} more: double, or (filling to
     * the bound) as many as the bound allows; -1 when it cannot grow enough.
     */
    private int grownEntries(int n) {
        long limit = (Integer.MAX_VALUE - 8) / ENTRY_WORDS;
        long count = Math.min(entryCapacity() * 2L, limit);
        long room = (room() + ENTRY_BYTES * entryCapacity()) / ENTRY_BYTES;
        if (count > room) {
            if (!fillToBound) {
                return -1;
            }
            count = room;
        }
        return count >= allocated + (long) n ? (int) count : -1;
    }

    /** The holder-code mask of a suit's {@code k} highest cards, k from {@code leastWin}. */
    private static long suitMask(long lengths, int leastWin, int suit) {
        int k = (leastWin >>> (4 * suit)) & 15;
        if (k == 0) {
            return 0;
        }
        int n = TablePosition.suitTotal(lengths, suit);
        return (((1L << (2 * k)) - 1) << (2 * (n - k))) & 0xFFFF_FFFFL;
    }

    private static int hash(int leader, long lengths) {
        long h = (lengths + leader) * 0x9E37_79B9_7F4A_7C15L;
        return (int) (h ^ (h >>> 29) ^ (h >>> 47));
    }

    private int findSlot(int leader, long lengths) {
        int stamp = generation << 2 | leader;
        int mask = slotMask;
        long[] table = slots;
        for (int i = hash(leader, lengths) & mask;; i = (i + 1) & mask) {
            int s = (int) (table[SLOT_WORDS * i + 1] >>> 32);
            if ((s >>> 2) != generation) {
                return -1;
            }
            if (s == stamp && table[SLOT_WORDS * i] == lengths) {
                return i;
            }
        }
    }

    /** The slot of (leader, lengths), created empty when absent (which may grow or clear the index). */
    private int findOrCreateSlot(int leader, long lengths) {
        if ((usedSlots + 1) * 2L > slotCount()) {
            growSlots();
        }
        int stamp = generation << 2 | leader;
        int mask = slotMask;
        long[] table = slots;
        int i = hash(leader, lengths) & mask;
        for (;; i = (i + 1) & mask) {
            int s = (int) (table[SLOT_WORDS * i + 1] >>> 32);
            if ((s >>> 2) != generation) {
                break;
            }
            if (s == stamp && table[SLOT_WORDS * i] == lengths) {
                return i;
            }
        }
        table[SLOT_WORDS * i] = lengths;
        table[SLOT_WORDS * i + 1] = (long) stamp << 32;
        table[SLOT_WORDS * i + 2] = 0;
        usedSlots++;
        return i;
    }

    private void growSlots() {
        long growth = SLOT_BYTES * slotCount();
        if (growth > room() && partner != null) {
            partner.giveBackIfEmpty();
        }
        if (growth > room()) {
            // Filling to the bound, the index runs fuller (up to 7/8) before the table is cleared.
            if (!fillToBound || (usedSlots + 1) * 8L > slotCount() * 7L) {
                clearForRoom();
            }
            return;
        }
        long[] old = slots;
        int oldCount = slotCount();
        allocateSlots(oldCount * 2);
        for (int i = 0; i < oldCount; i++) {
            int stamp = (int) (old[SLOT_WORDS * i + 1] >>> 32);
            if ((stamp >>> 2) == generation) {
                int j = hash(stamp & 3, old[SLOT_WORDS * i]) & slotMask;
                while (((int) (slots[SLOT_WORDS * j + 1] >>> 32) >>> 2) == generation) {
                    j = (j + 1) & slotMask;
                }
                System.arraycopy(old, SLOT_WORDS * i, slots, SLOT_WORDS * j, SLOT_WORDS);
                usedSlots++;
            }
        }
        notePeak();
    }

    private void clearForRoom() {
        resets++;
        clear();
    }

    // ---------------------------------------------------------------- TrickTable

    /**
     * RetrieveTTresult (E4 §7.3): scans the position's bucket newest first for an entry of its
     * partition whose bounds decide "do N-S take at least {@code threshold} tricks?"; the first that
     * does is the hit. The hint on a miss is the best move of the newest matching entry that did not
     * decide it.
     */
    @Override
    public boolean probe(TablePosition position, int threshold, Answer out) {
        probes++;
        int hint = 0;
        int slot = findSlot(position.leader, position.lengths);
        if (slot >= 0) {
            long holdersA = position.holdersSpadesHearts;
            long holdersB = position.holdersDiamondsClubs;
            int start = (int) slots[SLOT_WORDS * slot + 1];
            long sizes = slots[SLOT_WORDS * slot + 2];
            int count = (int) (sizes >>> 32);
            int aBase = ENTRY_WORDS * start;
            int bBase = aBase + 2 * (int) sizes;
            long[] w = words;
            for (int i = count - 1; i >= 0; i--) {
                int a = aBase + 2 * i;
                if (((holdersA ^ w[a + 1]) & w[a]) != 0) {
                    continue;
                }
                int b = bBase + 2 * i;
                if (((holdersB ^ w[b + 1]) & w[b]) != 0) {
                    continue;
                }
                long keyA = w[a + 1];
                int lower = lower(keyA);
                int upper = upper(keyA);
                if (lower >= threshold || upper < threshold) {
                    hits++;
                    out.lower = lower;
                    out.upper = upper;
                    out.move = move(w[b + 1]);
                    out.leastWin = leastWin(w[a], w[b]);
                    return true;
                }
                if (hint == 0) {
                    hint = move(w[b + 1]);
                }
            }
        }
        out.move = hint;
        return false;
    }

    @Override
    public void clear() {
        generation++;
        if (generation >= (1 << 29)) {
            Arrays.fill(slots, 0L);
            generation = 1;
        }
        usedSlots = 0;
        allocated = 0;
        liveEntries = 0;
        Arrays.fill(freeChunks, -1);
    }

    @Override
    public long sizeBytes() {
        return currentBytes();
    }

    @Override
    public long peakBytes() {
        return partner == null ? peakBytes : Math.max(peakBytes, partner.peakBytes);
    }

    @Override
    public long maxBytes() {
        return maxBytes;
    }

    @Override
    public int entries() {
        return liveEntries;
    }

    @Override
    public long probes() {
        return probes;
    }

    @Override
    public long hits() {
        return hits;
    }

    @Override
    public long stores() {
        return stores;
    }

    @Override
    public long resets() {
        return resets;
    }
}
