package org.zwang.search.tt;

import java.util.function.ToLongFunction;
import org.zwang.search.Game;
import org.zwang.search.Values;

/**
 * The general-purpose transposition table: an array of two-slot buckets packed into {@code long}s,
 * sized in bytes: as many buckets as fit the size given, so the table takes that size to within one
 * bucket (48 bytes) and never more. A key picks its bucket by a multiply-shift of its hash (Lemire's
 * "fast alternative to the modulo reduction"), so the bucket count need not be a power of two.
 *
 * <p>Each slot is three longs: the 64-bit key XOR the other two words (below); a meta word with the lower and upper bounds (16
 * bits each, signed), the depth (16 bits), the generation (8 bits) and a used bit; and a data word
 * with the move (high 32 bits) and the payload (low 32 bits). The first slot of a bucket is
 * <em>depth-preferred</em>: a new result goes there when it is at least as deep as the occupant or
 * the occupant is from an older search, and the occupant is demoted to the second slot, which is
 * <em>always-replace</em>. What a result for a key already present does is the table's
 * {@link SameKey} policy: {@link SameKey#MERGE} (the default) merges it with an entry of the same
 * depth (bounds tightened), which is what MTD(f) and zero-window drivers need to converge;
 * {@link SameKey#REPLACE} lets it replace the entry, for entries whose bounds cannot be intersected
 * (the Duck Chess bundle search's: their payload says which duck square the bounds exclude).
 *
 * <p>The payload is the game's: a codec over the 32 bits (the duck engine's {@code BundleEntry})
 * gives it named fields.
 *
 * <p><b>Shared between threads</b> (the duck engine's Lazy SMP searches share one table): stores
 * and probes take no lock, so two threads may write one slot at once and a reader may see one
 * thread's key with another's data, or half of a word. The key word is therefore stored XOR-ed with
 * the meta and data words (Hyatt and Mann's "lockless transposition table", as Crafty and
 * Stockfish do): a probe recomputes the key from the three words it read and accepts the slot only
 * when it equals the key probed, so a torn or mixed slot is a miss, never another position's
 * bounds or move. The one-thread path costs two XORs per slot looked at. {@link #newSearch()} and
 * {@link #clear()} are for one thread while no search runs.
 *
 * @param <P> the position type; the table keys on the 64-bit hash the key function gives
 */
public final class HashedTranspositionTable<P> implements TranspositionTable<P> {

    /** Longs per slot: key, meta, data. */
    private static final int SLOT_LONGS = 3;
    private static final int SLOT_BYTES = SLOT_LONGS * Long.BYTES;
    private static final int SAMPLE_SLOTS = 1000;

    private static final long USED_BIT = 1L << 56;
    private static final int DEPTH_SHIFT = 32;
    private static final int GENERATION_SHIFT = 48;
    private static final int MAX_DEPTH = 0xFFFF;

    /** What a store does when the key is already in the table. */
    public enum SameKey {
        /**
         * At the same depth the bounds are intersected (the move kept when the new result has none);
         * a deeper result, or one of a newer search, replaces the entry.
         */
        MERGE,
        /**
         * A result at least as deep, or of a newer search, replaces the entry (its move kept when the
         * new result has none); a shallower one of the same search is dropped.
         */
        REPLACE
    }

    private final ToLongFunction<? super P> keyFunction;
    private final boolean mergeBounds;
    private final long[] slots;
    private final long bucketCount;
    private int generation;

    /**
     * A table of at most {@code bytes} bytes (as many two-slot buckets of 48 bytes as fit, at least
     * one) that merges results of the same key.
     */
    public HashedTranspositionTable(long bytes, ToLongFunction<? super P> keyFunction) {
        this(bytes, keyFunction, SameKey.MERGE);
    }

    /** A table of at most {@code bytes} bytes with the given policy for results of a key already present. */
    public HashedTranspositionTable(long bytes, ToLongFunction<? super P> keyFunction, SameKey sameKey) {
        this.keyFunction = keyFunction;
        this.mergeBounds = sameKey == SameKey.MERGE;
        long buckets = Math.max(1, bytes / (2 * SLOT_BYTES));
        long maxBuckets = (Integer.MAX_VALUE - 8) / (2 * SLOT_LONGS);
        this.bucketCount = Math.min(buckets, maxBuckets);
        this.slots = new long[(int) (bucketCount * 2 * SLOT_LONGS)];
    }

    /** A table for any {@link Game}, keyed on {@link Game#hashKey()}. */
    public static HashedTranspositionTable<Game> forGames(long bytes) {
        return new HashedTranspositionTable<>(bytes, Game::hashKey);
    }

    @Override
    public boolean probe(P position, TableEntry out) {
        return probeKey(keyFunction.applyAsLong(position), out);
    }

    @Override
    public void store(P position, TableEntry entry) {
        storeKey(keyFunction.applyAsLong(position), entry);
    }

    /** Probes by key directly, for callers that maintain their own keys. */
    public boolean probeKey(long key, TableEntry out) {
        int base = bucketBase(key);
        for (int slot = base; slot < base + 2 * SLOT_LONGS; slot += SLOT_LONGS) {
            long meta = slots[slot + 1];
            long data = slots[slot + 2];
            if ((meta & USED_BIT) != 0 && (slots[slot] ^ meta ^ data) == key) {
                unpack(meta, data, out);
                return true;
            }
        }
        return false;
    }

    /** Stores by key directly, for callers that maintain their own keys. */
    public void storeKey(long key, TableEntry entry) {
        int depth = Math.min(Math.max(entry.depth, 0), MAX_DEPTH);
        int first = bucketBase(key);
        int second = first + SLOT_LONGS;
        for (int slot = first; slot <= second; slot += SLOT_LONGS) {
            long meta = slots[slot + 1];
            long data = slots[slot + 2];
            if ((meta & USED_BIT) != 0 && (slots[slot] ^ meta ^ data) == key) {
                int storedDepth = depthOf(meta);
                if (mergeBounds) {
                    if (storedDepth == depth) {
                        mergeInto(slot, key, meta, data, entry, depth);
                    } else if (depth > storedDepth || generationOf(meta) != generation) {
                        write(slot, key, entry.lowerBound, entry.upperBound, depth, entry.move, entry.payload);
                    }
                } else if (depth >= storedDepth || generationOf(meta) != generation) {
                    int move = entry.move != Values.NO_MOVE ? entry.move : (int) (data >>> 32);
                    write(slot, key, entry.lowerBound, entry.upperBound, depth, move, entry.payload);
                }
                return;
            }
        }
        long firstMeta = slots[first + 1];
        boolean firstFree = (firstMeta & USED_BIT) == 0;
        if (firstFree || depth >= depthOf(firstMeta) || generationOf(firstMeta) != generation) {
            if (!firstFree) {
                slots[second] = slots[first];
                slots[second + 1] = firstMeta;
                slots[second + 2] = slots[first + 2];
            }
            write(first, key, entry.lowerBound, entry.upperBound, depth, entry.move, entry.payload);
        } else {
            write(second, key, entry.lowerBound, entry.upperBound, depth, entry.move, entry.payload);
        }
    }

    private void mergeInto(int slot, long key, long meta, long data, TableEntry entry, int depth) {
        int lower = Math.max(lowerOf(meta), entry.lowerBound);
        int upper = Math.min(upperOf(meta), entry.upperBound);
        if (lower > upper) {
            // Inconsistent bounds can only come from results of different searches (e.g. a game
            // whose evaluation changed); trust the newer one.
            lower = entry.lowerBound;
            upper = entry.upperBound;
        }
        int move = entry.move != Values.NO_MOVE ? entry.move : (int) (data >>> 32);
        write(slot, key, lower, upper, depth, move, entry.payload);
    }

    /** Writes a slot; its key word is the key XOR the other two (see the class comment). */
    private void write(int slot, long key, int lower, int upper, int depth, int move, int payload) {
        long meta = (lower & 0xFFFFL) | ((upper & 0xFFFFL) << 16) | ((long) depth << DEPTH_SHIFT)
                | ((long) generation << GENERATION_SHIFT) | USED_BIT;
        long data = ((long) move << 32) | (payload & 0xFFFF_FFFFL);
        slots[slot] = key ^ meta ^ data;
        slots[slot + 1] = meta;
        slots[slot + 2] = data;
    }

    private static void unpack(long meta, long data, TableEntry out) {
        out.lowerBound = lowerOf(meta);
        out.upperBound = upperOf(meta);
        out.depth = depthOf(meta);
        out.move = (int) (data >>> 32);
        out.payload = (int) data;
    }

    private static int lowerOf(long meta) {
        return (short) meta;
    }

    private static int upperOf(long meta) {
        return (short) (meta >>> 16);
    }

    private static int depthOf(long meta) {
        return (int) (meta >>> DEPTH_SHIFT) & MAX_DEPTH;
    }

    private static int generationOf(long meta) {
        return (int) (meta >>> GENERATION_SHIFT) & 0xFF;
    }

    private int bucketBase(long key) {
        // Mix the high bits in so keys that differ only there still spread over buckets, then map the
        // 32-bit hash onto [0, bucketCount) by a multiply-shift.
        long hash = (key ^ (key >>> 32)) & 0xFFFF_FFFFL;
        int bucket = (int) ((hash * bucketCount) >>> 32);
        return bucket * 2 * SLOT_LONGS;
    }

    @Override
    public void newSearch() {
        generation = (generation + 1) & 0xFF;
    }

    @Override
    public void clear() {
        java.util.Arrays.fill(slots, 0L);
        generation = 0;
    }

    @Override
    public int hashfullPermille() {
        int total = Math.min(SAMPLE_SLOTS, slots.length / SLOT_LONGS);
        int used = 0;
        for (int i = 0; i < total; i++) {
            long meta = slots[i * SLOT_LONGS + 1];
            if ((meta & USED_BIT) != 0 && generationOf(meta) == generation) {
                used++;
            }
        }
        return used * 1000 / total;
    }

    @Override
    public long sizeBytes() {
        return (long) slots.length * Long.BYTES;
    }

    /** Number of slots (entries) the table can hold. */
    public int capacity() {
        return slots.length / SLOT_LONGS;
    }
}
