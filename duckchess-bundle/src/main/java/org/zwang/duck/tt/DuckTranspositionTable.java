package org.zwang.duck.tt;

import java.util.Arrays;
import java.util.function.ToLongFunction;
import org.zwang.duck.board.Board;
import org.zwang.search.Values;
import org.zwang.search.tt.TableEntry;
import org.zwang.search.tt.TranspositionTable;

/**
 * The engine's transposition table, one kind for all three searches (so their node counts compare
 * fairly): the explicit-duck search keys it on {@link Board#key()} (the duck is part of the
 * position), the bundle search on {@link Board#keyWithoutDuck()} (a bundle is a function of the duck
 * square, so one entry serves every duck square), standard chess on {@link Board#key()}.
 *
 * <p>Layout as search-api's {@code HashedTranspositionTable}: a power-of-two array of two-slot
 * buckets (depth-preferred + always-replace, generation aging), three {@code long}s per slot: key;
 * bounds (16 bits each), depth and generation; move (32 bits) and payload (32 bits). One difference
 * matters for bundles: a new result for a key already stored <b>replaces</b> the old one instead of
 * merging bounds. A bundle entry's bounds hold for every duck square but the exception square kept in
 * its payload, and two results may name different exception squares, so their bounds can't be
 * intersected (see {@code docs/duck-bundle-search.md}, "Hash cutoffs").
 */
public final class DuckTranspositionTable implements TranspositionTable<Board> {

    private static final int SLOT_LONGS = 3;
    private static final int SLOT_BYTES = SLOT_LONGS * Long.BYTES;
    private static final long USED_BIT = 1L << 56;
    private static final int MAX_DEPTH = 0xFFFF;
    private static final int SAMPLE_SLOTS = 1000;

    private final ToLongFunction<Board> keyFunction;
    private final long[] slots;
    private final int bucketMask;
    private int generation;

    /**
     * A table of at most {@code bytes} bytes (rounded down to a power of two of 24-byte slots, at
     * least one two-slot bucket), keyed by {@code keyFunction}.
     */
    public DuckTranspositionTable(long bytes, ToLongFunction<Board> keyFunction) {
        this.keyFunction = keyFunction;
        long slotCount = Math.max(2, Long.highestOneBit(Math.max(2, bytes / SLOT_BYTES)));
        long maxSlots = Long.highestOneBit((Integer.MAX_VALUE - 8) / SLOT_LONGS);
        slotCount = Math.min(slotCount, maxSlots);
        this.slots = new long[(int) (slotCount * SLOT_LONGS)];
        this.bucketMask = (int) (slotCount / 2 - 1);
    }

    /** A table keyed with the duck: for the explicit-duck search and standard chess. */
    public static DuckTranspositionTable withDuck(long bytes) {
        return new DuckTranspositionTable(bytes, Board::key);
    }

    /** A table keyed without the duck: for the bundle search. */
    public static DuckTranspositionTable withoutDuck(long bytes) {
        return new DuckTranspositionTable(bytes, Board::keyWithoutDuck);
    }

    @Override
    public boolean probe(Board position, TableEntry out) {
        return probeKey(keyFunction.applyAsLong(position), out);
    }

    @Override
    public void store(Board position, TableEntry entry) {
        storeKey(keyFunction.applyAsLong(position), entry);
    }

    /** Probes by a key the caller computed (the searches keep their keys at hand). */
    public boolean probeKey(long key, TableEntry out) {
        int base = bucketBase(key);
        for (int slot = base; slot < base + 2 * SLOT_LONGS; slot += SLOT_LONGS) {
            long meta = slots[slot + 1];
            if ((meta & USED_BIT) != 0 && slots[slot] == key) {
                long data = slots[slot + 2];
                out.lowerBound = (short) meta;
                out.upperBound = (short) (meta >>> 16);
                out.depth = (int) (meta >>> 32) & MAX_DEPTH;
                out.move = (int) (data >>> 32);
                out.payload = (int) data;
                return true;
            }
        }
        return false;
    }

    /** Stores by key: replaces an entry of the same key, else depth-preferred / always-replace. */
    public void storeKey(long key, TableEntry entry) {
        int depth = Math.min(Math.max(entry.depth, 0), MAX_DEPTH);
        int first = bucketBase(key);
        int second = first + SLOT_LONGS;
        for (int slot = first; slot <= second; slot += SLOT_LONGS) {
            long meta = slots[slot + 1];
            if ((meta & USED_BIT) != 0 && slots[slot] == key) {
                // Keep a deeper result of this search unless the new one is at least as deep; keep its
                // move when the new result has none.
                if (depth >= depthOf(meta) || generationOf(meta) != generation) {
                    int move = entry.move != Values.NO_MOVE ? entry.move : (int) (slots[slot + 2] >>> 32);
                    write(slot, key, entry, depth, move);
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
            write(first, key, entry, depth, entry.move);
        } else {
            write(second, key, entry, depth, entry.move);
        }
    }

    private void write(int slot, long key, TableEntry entry, int depth, int move) {
        slots[slot] = key;
        slots[slot + 1] = (entry.lowerBound & 0xFFFFL) | (entry.upperBound & 0xFFFFL) << 16 | (long) depth << 32
                | (long) generation << 48 | USED_BIT;
        slots[slot + 2] = (long) move << 32 | (entry.payload & 0xFFFF_FFFFL);
    }

    private static int depthOf(long meta) {
        return (int) (meta >>> 32) & MAX_DEPTH;
    }

    private static int generationOf(long meta) {
        return (int) (meta >>> 48) & 0xFF;
    }

    private int bucketBase(long key) {
        int bucket = (int) (key ^ (key >>> 32)) & bucketMask;
        return bucket * 2 * SLOT_LONGS;
    }

    @Override
    public void newSearch() {
        generation = (generation + 1) & 0xFF;
    }

    @Override
    public void clear() {
        Arrays.fill(slots, 0L);
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
}
