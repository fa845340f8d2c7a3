package org.zwang.search.tt;

import java.util.function.ToLongFunction;
import org.zwang.search.Game;
import org.zwang.search.Values;

/**
 * The general-purpose transposition table: a power-of-two array of two-slot buckets packed into
 * {@code long}s, sized in bytes.
 *
 * <p>Each slot is three longs: the full 64-bit key; a meta word with the lower and upper bounds (16
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
    private final int bucketMask;
    private int generation;

    /**
     * A table of at most {@code bytes} bytes (rounded down to a power-of-two number of slots, at
     * least one bucket) that merges results of the same key.
     */
    public HashedTranspositionTable(long bytes, ToLongFunction<? super P> keyFunction) {
        this(bytes, keyFunction, SameKey.MERGE);
    }

    /** A table of at most {@code bytes} bytes with the given policy for results of a key already present. */
    public HashedTranspositionTable(long bytes, ToLongFunction<? super P> keyFunction, SameKey sameKey) {
        this.keyFunction = keyFunction;
        this.mergeBounds = sameKey == SameKey.MERGE;
        long slotCount = Math.max(2, Long.highestOneBit(Math.max(2, bytes / SLOT_BYTES)));
        long maxSlots = Long.highestOneBit((Integer.MAX_VALUE - 8) / SLOT_LONGS);
        slotCount = Math.min(slotCount, maxSlots);
        this.slots = new long[(int) (slotCount * SLOT_LONGS)];
        this.bucketMask = (int) (slotCount / 2 - 1);
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
            if ((meta & USED_BIT) != 0 && slots[slot] == key) {
                unpack(meta, slots[slot + 2], out);
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
            if ((meta & USED_BIT) != 0 && slots[slot] == key) {
                int storedDepth = depthOf(meta);
                if (mergeBounds) {
                    if (storedDepth == depth) {
                        mergeInto(slot, meta, entry, depth);
                    } else if (depth > storedDepth || generationOf(meta) != generation) {
                        write(slot, key, entry.lowerBound, entry.upperBound, depth, entry.move, entry.payload);
                    }
                } else if (depth >= storedDepth || generationOf(meta) != generation) {
                    int move = entry.move != Values.NO_MOVE ? entry.move : (int) (slots[slot + 2] >>> 32);
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

    private void mergeInto(int slot, long meta, TableEntry entry, int depth) {
        int lower = Math.max(lowerOf(meta), entry.lowerBound);
        int upper = Math.min(upperOf(meta), entry.upperBound);
        if (lower > upper) {
            // Inconsistent bounds can only come from results of different searches (e.g. a game
            // whose evaluation changed); trust the newer one.
            lower = entry.lowerBound;
            upper = entry.upperBound;
        }
        long data = slots[slot + 2];
        int move = entry.move != Values.NO_MOVE ? entry.move : (int) (data >>> 32);
        write(slot, slots[slot], lower, upper, depth, move, entry.payload);
    }

    private void write(int slot, long key, int lower, int upper, int depth, int move, int payload) {
        slots[slot] = key;
        slots[slot + 1] = (lower & 0xFFFFL) | ((upper & 0xFFFFL) << 16) | ((long) depth << DEPTH_SHIFT)
                | ((long) generation << GENERATION_SHIFT) | USED_BIT;
        slots[slot + 2] = ((long) move << 32) | (payload & 0xFFFF_FFFFL);
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
        // Mix the high bits in so keys that differ only there still spread over buckets.
        int bucket = (int) (key ^ (key >>> 32)) & bucketMask;
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
