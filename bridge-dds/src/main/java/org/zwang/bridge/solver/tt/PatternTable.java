package org.zwang.bridge.solver.tt;

import java.util.Arrays;

/**
 * The bridge solver's pattern table, after macroxue's bridge-solver: bounds on the tricks North-South
 * take from a trick start, stored for <em>patterns</em> — each suit's highest cards down to its lowest
 * winning rank, with the seats that hold them (relative ranks) — and kept as a tree in which a more
 * generic pattern sits above the more specific ones it covers.
 *
 * <p>Why a tree. A partition (Haglund E4 §7) and a pattern describe the same set of positions: those
 * of the same shape (every seat's suit lengths) and leader whose pattern cards are held by the same
 * seats. {@link PartitionTable} keeps every partition stored for a (leader, shape) side by side and
 * scans them all; here a pattern that covers others (fewer cards fixed, all of them fixed alike) is
 * their parent, so a probe looks only under patterns the position matches, and:
 * <ul>
 *   <li>a child's bounds are always the intersection of its own with its parent's, and a child whose
 *       bounds would equal its parent's is not kept (it says nothing more) — so a store of a result
 *       the tree already implies costs no memory;</li>
 *   <li>storing a more generic pattern absorbs the siblings it covers: they become its children with
 *       their bounds tightened by it, and those left no tighter than it give it their children;</li>
 *   <li>a node's children are kept roughly most generic first (Xue's "bubble up" of a new child past
 *       the ninth place), so the patterns that match most often are tried first;</li>
 *   <li>each (leader, shape) remembers the last pattern that answered there and tries it before the
 *       tree (Xue's solver keeps it in the tree's root).</li>
 * </ul>
 *
 * <p>Layout. A pattern is held as holder codes masked to its cards (two words, as in
 * {@link PartitionTable}): a position matches when {@code ((holders ^ key) & mask) == 0} in both
 * words; pattern P covers pattern Q when P's mask lies within Q's and Q's key agrees with P's on it.
 * Suit lengths come from the (leader, shape) index, so the masks of one tree line up card for card.
 * As in Xue's solver, a node's children lie side by side in one block, each child inline — its
 * pattern, bounds and the place of its own children's block — so a probe streams through a block
 * instead of chasing links. Blocks hold a power of two of entries and are recycled by size.
 *
 * <p>Memory is bounded in bytes: entries live in one flat array that doubles up to the bound and
 * then takes what room is left; when it can grow no more the table starts afresh (counted in
 * {@link #resets()}). Not thread-safe: one table per solver thread.
 */
public final class PatternTable implements TrickTable {

    // ------------------------------------------------------------ an entry: 6 longs
    private static final int WORDS = 6;
    /** Word 4: the info (low 32 bits), the child count (16 bits) and the child block's size class (8 bits). */
    private static final int META = 4;
    /** Word 5: the first entry of the child block. */
    private static final int BLOCK = 5;
    private static final long ENTRY_BYTES = WORDS * 8L;
    private static final int NO_CLASS = 0xFF;
    private static final long INFO_MASK = 0xFFFF_FFFFL;
    private static final int MOVE_SHIFT = 8;
    private static final int LEAST_WIN_SHIFT = 14;
    private static final int BOUNDS_MASK = 0xFF;
    private static final int INITIAL_ENTRIES = 1 << 12;
    private static final int NONE = -1;
    /** Children past this place bubble up towards the front while they fix fewer cards (Xue's rule). */
    private static final int UNORDERED_FRONT = 8;

    private final long maxBytes;
    private ShapeIndex index;
    /** The table this one shares its bound with (see {@link #pair}), or null. */
    private PatternTable partner;

    private long[] entries;
    /** Entries handed out since the last clear (the arena's high-water mark). */
    private int allocated;
    /** Per size class, the first entry of a free block (linked through its {@link #BLOCK} word). */
    private final int[] freeBlocks = new int[32];
    private int patterns;
    /** Set when an allocation had to clear the table: the operation under way stops. */
    private boolean cleared;

    /** The child block {@link #absorb} builds for a new pattern: first entry, count, size class. */
    private int buildStart;
    private int buildCount;
    private int buildClass;

    /** The best move of the most specific matching pattern met by the current probe's walk. */
    private int hint;

    private long peakBytes;
    private long probes;
    private long hits;
    private long stores;
    private long resets;

    /** A table that never occupies more than {@code maxBytes} (at least 1 MB). */
    public PatternTable(long maxBytes) {
        if (maxBytes < (1 << 20)) {
            throw new IllegalArgumentException("table memory must be at least 1 MB, got " + maxBytes + " bytes");
        }
        this.maxBytes = maxBytes;
        this.index = new ShapeIndex(WORDS);
        this.entries = new long[WORDS * INITIAL_ENTRIES];
        Arrays.fill(freeBlocks, NONE);
        peakBytes = currentBytes();
    }

    /**
     * Two tables under one bound, for a solver that keeps two (positions with and without trumps): each
     * grows into whatever room the other leaves, and when neither can grow both start afresh.
     */
    public static PatternTable[] pair(long maxBytes) {
        PatternTable first = new PatternTable(maxBytes);
        PatternTable second = new PatternTable(maxBytes);
        first.partner = second;
        second.partner = first;
        first.notePeak();
        return new PatternTable[] {first, second};
    }

    private long currentBytes() {
        return index.bytes() + 8L * entries.length;
    }

    /** Bytes this table may still take: its bound less its own and its partner's storage. */
    private long room() {
        return maxBytes - currentBytes() - (partner == null ? 0 : partner.currentBytes());
    }

    /** Records the storage now held (with the partner's, for a pair) if it is the most so far. */
    private void notePeak() {
        long now = currentBytes() + (partner == null ? 0 : partner.currentBytes());
        if (now > peakBytes) {
            peakBytes = now;
        }
    }

    // ================================================================= entry fields
    //
    // A node is an entry of the arena (a number >= 0) or the root of a tree, which lives in its
    // (leader, shape) slot of the index, next to the key (the number -(slot + 1)); both have the
    // entry's six words.

    private static int rootNode(int slot) {
        return -slot - 1;
    }

    private long[] wordsOf(int node) {
        return node >= 0 ? entries : index.words();
    }

    private int baseOf(int node) {
        return node >= 0 ? WORDS * node : index.payload(-node - 1);
    }

    private int info(int node) {
        return (int) wordsOf(node)[baseOf(node) + META];
    }

    private void setInfo(int node, int info) {
        long[] w = wordsOf(node);
        int at = baseOf(node) + META;
        w[at] = (w[at] & ~INFO_MASK) | (info & INFO_MASK);
    }

    private int childCount(int node) {
        return (int) (wordsOf(node)[baseOf(node) + META] >>> 32) & 0xFFFF;
    }

    private int childClass(int node) {
        return (int) (wordsOf(node)[baseOf(node) + META] >>> 48) & 0xFF;
    }

    private int childStart(int node) {
        return (int) wordsOf(node)[baseOf(node) + BLOCK];
    }

    private void setChildren(int node, int start, int count, int sizeClass) {
        long[] w = wordsOf(node);
        int at = baseOf(node);
        w[at + META] = (w[at + META] & INFO_MASK) | (long) count << 32 | (long) sizeClass << 48;
        w[at + BLOCK] = start;
    }

    // ================================================================= probing

    /**
     * Tries the last pattern that answered at the position's (leader, shape), then walks the tree:
     * among a node's children, in order, the first whose pattern the position matches and whose bounds
     * decide the question answers; a matching child that does not decide is searched below before its
     * later siblings. On a miss the hint is the best move of the most specific matching pattern met.
     */
    @Override
    public boolean probe(TablePosition position, int threshold, Answer out) {
        probes++;
        int slot = index.find(position.leader, position.lengths);
        if (slot == NONE) {
            out.move = 0;
            return false;
        }
        long holdersA = position.holdersSpadesHearts;
        long holdersB = position.holdersDiamondsClubs;
        // The root's own pattern and bounds are a copy of the last pattern that answered here.
        long[] r = index.words();
        int at = index.payload(slot);
        long rootMeta = r[at + META];
        if (((holdersA ^ r[at + 1]) & r[at]) == 0 && ((holdersB ^ r[at + 3]) & r[at + 2]) == 0
                && decides((int) rootMeta, threshold)) {
            return hit((int) rootMeta, out);
        }
        hint = 0;
        int found = find((int) r[at + BLOCK], (int) (rootMeta >>> 32) & 0xFFFF, holdersA, holdersB, threshold);
        if (found == NONE) {
            out.move = hint;
            return false;
        }
        int f = WORDS * found;
        long[] e = entries;
        r[at] = e[f];
        r[at + 1] = e[f + 1];
        r[at + 2] = e[f + 2];
        r[at + 3] = e[f + 3];
        int foundInfo = (int) e[f + META];
        r[at + META] = (rootMeta & ~INFO_MASK) | (foundInfo & INFO_MASK);
        return hit(foundInfo, out);
    }

    /** The walk below a node whose children are the {@code count} entries from {@code start}. */
    private int find(int start, int count, long holdersA, long holdersB, int threshold) {
        long[] e = entries;
        for (int child = start, end = start + count; child < end; child++) {
            int p = WORDS * child;
            if (((holdersA ^ e[p + 1]) & e[p]) != 0 || ((holdersB ^ e[p + 3]) & e[p + 2]) != 0) {
                continue;
            }
            long childMeta = e[p + META];
            int childInfo = (int) childMeta;
            if (decides(childInfo, threshold)) {
                return child;
            }
            int move = (childInfo >>> MOVE_SHIFT) & 63;
            if (move != 0) {
                hint = move;
            }
            if ((childMeta & 0xFFFF_0000_0000L) != 0) {
                int found = find((int) e[p + BLOCK], (int) (childMeta >>> 32) & 0xFFFF, holdersA, holdersB,
                        threshold);
                if (found != NONE) {
                    return found;
                }
            }
        }
        return NONE;
    }

    private static boolean decides(int info, int threshold) {
        return (info & 15) >= threshold || ((info >>> 4) & 15) < threshold;
    }

    private boolean hit(int info, Answer out) {
        hits++;
        out.lower = info & 15;
        out.upper = (info >>> 4) & 15;
        out.move = (info >>> MOVE_SHIFT) & 63;
        out.leastWin = (info >>> LEAST_WIN_SHIFT) & 0xFFFF;
        return true;
    }

    // ================================================================= storing

    @Override
    public void store(TablePosition position, int leastWin, int lower, int upper, int move) {
        stores++;
        cleared = false;
        long lengths = position.lengths;
        long maskA = suitMask(lengths, leastWin, 0) | suitMask(lengths, leastWin, 1) << 32;
        long maskB = suitMask(lengths, leastWin, 2) | suitMask(lengths, leastWin, 3) << 32;
        long keyA = position.holdersSpadesHearts & maskA;
        long keyB = position.holdersDiamondsClubs & maskB;
        int slot = index.find(position.leader, lengths);
        if (slot == NONE) {
            slot = index.put(position.leader, lengths, room());
            if (slot == NONE) {
                clearForRoom();
                return;
            }
            notePeak();
            // An empty pattern matches every position; bounds 0..15 decide nothing.
            index.words()[index.payload(slot) + META] = 15 << 4 | (long) NO_CLASS << 48;
        }
        int root = rootNode(slot);
        int info = lower | upper << 4 | (move & 63) << MOVE_SHIFT | (leastWin & 0xFFFF) << LEAST_WIN_SHIFT;
        insert(root, maskA, keyA, maskB, keyB, info);
    }

    /**
     * Xue's Update: places pattern (maskA, keyA, maskB, keyB) with {@code info}'s bounds among the
     * children of {@code node} (whose pattern covers it), or below the first child that covers it.
     */
    private void insert(int node, long maskA, long keyA, long maskB, long keyB, int info) {
        int newInfo = info;
        int parent = node;
        descend:
        while (true) {
            int count = childCount(parent);
            int start = childStart(parent);
            for (int i = 0; i < count; i++) {
                int child = start + i;
                int c = WORDS * child;
                long[] e = entries;
                long cMaskA = e[c];
                long cMaskB = e[c + 2];
                if ((cMaskA & ~maskA) == 0 && (cMaskB & ~maskB) == 0
                        && ((keyA ^ e[c + 1]) & cMaskA) == 0 && ((keyB ^ e[c + 3]) & cMaskB) == 0) {
                    int childInfo = info(child);
                    if (cMaskA == maskA && cMaskB == maskB) {
                        // The same pattern: tighten its bounds, keep a newer best move.
                        int move = (newInfo >>> MOVE_SHIFT) & 63;
                        if (move != 0) {
                            setInfo(child, (childInfo & ~(63 << MOVE_SHIFT)) | move << MOVE_SHIFT);
                        }
                        tighten(child, newInfo);
                        return;
                    }
                    // More specific than the child: it belongs below it, bounded by it too.
                    int bounds = intersect(newInfo, childInfo);
                    if (bounds == (childInfo & BOUNDS_MASK)) {
                        return; // the child already says as much
                    }
                    newInfo = (newInfo & ~BOUNDS_MASK) | bounds;
                    parent = child;
                    continue descend;
                }
                if ((maskA & ~cMaskA) == 0 && (maskB & ~cMaskB) == 0
                        && ((keyA ^ e[c + 1]) & maskA) == 0 && ((keyB ^ e[c + 3]) & maskB) == 0) {
                    absorb(parent, i, maskA, keyA, maskB, keyB, newInfo);
                    return;
                }
            }
            int added = appendChild(parent);
            if (cleared) {
                return;
            }
            writeEntry(added, maskA, keyA, maskB, keyB, newInfo);
            patterns++;
            bubbleUp(parent, added - childStart(parent));
            return;
        }
    }

    /**
     * The new pattern covers the child at place {@code first} of {@code parent} and perhaps later
     * children: each becomes its child, tightened by its bounds, or gives it its own children when left
     * no tighter than it. The new pattern takes the first one's place; the others leave the block.
     */
    private void absorb(int parent, int first, long maskA, long keyA, long maskB, long keyB, int newInfo) {
        int newBounds = newInfo & BOUNDS_MASK;
        // The new pattern's child block, built here (it is not an entry yet).
        buildStart = 0;
        buildCount = 0;
        buildClass = NO_CLASS;
        for (int i = first; i < childCount(parent); i++) {
            int child = childStart(parent) + i;
            int c = WORDS * child;
            long[] e = entries;
            if (i > first && !((maskA & ~e[c]) == 0 && (maskB & ~e[c + 2]) == 0
                    && ((keyA ^ e[c + 1]) & maskA) == 0 && ((keyB ^ e[c + 3]) & maskB) == 0)) {
                continue;
            }
            tighten(child, newInfo);
            if (cleared) {
                return;
            }
            child = childStart(parent) + i;
            if ((info(child) & BOUNDS_MASK) != newBounds) {
                // It keeps bounds of its own: it moves, whole, into the new pattern's block.
                int place = buildPlaces(1);
                if (cleared) {
                    return;
                }
                child = childStart(parent) + i;
                System.arraycopy(entries, WORDS * child, entries, WORDS * place, WORDS);
            } else {
                // No tighter than the new pattern: its children become the new pattern's, it goes.
                patterns--;
                int grandCount = childCount(child);
                if (grandCount > 0 && buildCount == 0) {
                    if (buildClass != NO_CLASS) {
                        freeBlock(buildStart, buildClass);
                    }
                    buildStart = childStart(child);
                    buildCount = grandCount;
                    buildClass = childClass(child);
                } else if (grandCount > 0) {
                    int place = buildPlaces(grandCount);
                    if (cleared) {
                        return;
                    }
                    child = childStart(parent) + i;
                    System.arraycopy(entries, WORDS * childStart(child), entries, WORDS * place, WORDS * grandCount);
                    freeBlock(childStart(child), childClass(child));
                }
            }
            if (i > first) {
                removeChild(parent, i);
                i--;
            }
        }
        int at = childStart(parent) + first;
        writeEntry(at, maskA, keyA, maskB, keyB, newInfo);
        setChildren(at, buildStart, buildCount, buildClass);
        patterns++;
        bubbleUp(parent, first);
    }

    /**
     * Makes room for {@code n} more entries in the block being built by {@link #absorb} (moving it to a
     * larger one when full); returns the first new place. The table may be cleared instead.
     */
    private int buildPlaces(int n) {
        int needed = buildCount + n;
        int capacity = buildClass == NO_CLASS ? 0 : 1 << buildClass;
        if (needed > capacity) {
            int grownClass = 32 - Integer.numberOfLeadingZeros(needed - 1);
            int grown = allocateBlock(grownClass);
            if (cleared) {
                return NONE;
            }
            if (buildCount > 0) {
                System.arraycopy(entries, WORDS * buildStart, entries, WORDS * grown, WORDS * buildCount);
            }
            if (buildClass != NO_CLASS) {
                freeBlock(buildStart, buildClass);
            }
            buildStart = grown;
            buildClass = grownClass;
        }
        int place = buildStart + buildCount;
        buildCount = needed;
        return place;
    }

    /** Intersects an entry's bounds with {@code bounds}'s; children left no tighter than it give way. */
    private void tighten(int entry, int bounds) {
        int old = info(entry);
        int merged = intersect(old, bounds);
        if (merged == (old & BOUNDS_MASK)) {
            return;
        }
        setInfo(entry, (old & ~BOUNDS_MASK) | merged);
        for (int i = 0; i < childCount(entry); i++) {
            int child = childStart(entry) + i;
            tighten(child, merged);
            if (cleared) {
                return;
            }
            child = childStart(entry) + i;
            if ((info(child) & BOUNDS_MASK) != merged) {
                continue;
            }
            // No tighter than its parent now: its children move up, it goes.
            int grandStart = childStart(child);
            int grandCount = childCount(child);
            int grandClass = childClass(child);
            setChildren(child, 0, 0, NO_CLASS);
            removeChild(entry, i);
            patterns--;
            i--;
            for (int g = 0; g < grandCount; g++) {
                int added = appendChild(entry);
                if (cleared) {
                    return;
                }
                System.arraycopy(entries, WORDS * (grandStart + g), entries, WORDS * added, WORDS);
            }
            if (grandClass != NO_CLASS) {
                freeBlock(grandStart, grandClass);
            }
        }
    }

    /**
     * The intersection of two entries' bounds (low 8 bits: lower | upper << 4). A consistent search
     * never stores disjoint bounds for positions of one pattern; should it, the newer ({@code a}) wins.
     */
    private static int intersect(int a, int b) {
        int lower = Math.max(a & 15, b & 15);
        int upper = Math.min((a >>> 4) & 15, (b >>> 4) & 15);
        return lower <= upper ? lower | upper << 4 : a & BOUNDS_MASK;
    }

    /** Xue's BubbleUp: a child past the first places moves towards the front while it fixes fewer cards. */
    private void bubbleUp(int parent, int place) {
        int start = childStart(parent);
        int at = place;
        while (at > UNORDERED_FRONT && cards(start + at) < cards(start + at / 2)) {
            swap(start + at, start + at / 2);
            at /= 2;
        }
    }

    private void swap(int x, int y) {
        long[] e = entries;
        int a = WORDS * x;
        int b = WORDS * y;
        for (int w = 0; w < WORDS; w++) {
            long t = e[a + w];
            e[a + w] = e[b + w];
            e[b + w] = t;
        }
    }

    /** The number of cards an entry's pattern fixes (2 mask bits per card). */
    private int cards(int entry) {
        return (Long.bitCount(entries[WORDS * entry]) + Long.bitCount(entries[WORDS * entry + 2])) >>> 1;
    }

    private void writeEntry(int entry, long maskA, long keyA, long maskB, long keyB, int info) {
        int p = WORDS * entry;
        long[] e = entries;
        e[p] = maskA;
        e[p + 1] = keyA;
        e[p + 2] = maskB;
        e[p + 3] = keyB;
        e[p + META] = (info & INFO_MASK) | (long) NO_CLASS << 48;
        e[p + BLOCK] = 0;
    }

    /** A new last place in {@code parent}'s child block (grown when full); {@link #NONE} if cleared. */
    private int appendChild(int parent) {
        int count = childCount(parent);
        int sizeClass = childClass(parent);
        int start = childStart(parent);
        if (sizeClass == NO_CLASS || count == 1 << sizeClass) {
            int grownClass = sizeClass == NO_CLASS ? 0 : sizeClass + 1;
            int grown = allocateBlock(grownClass);
            if (cleared) {
                return NONE;
            }
            if (sizeClass != NO_CLASS) {
                System.arraycopy(entries, WORDS * start, entries, WORDS * grown, WORDS * count);
                freeBlock(start, sizeClass);
            }
            start = grown;
            sizeClass = grownClass;
        }
        setChildren(parent, start, count + 1, sizeClass);
        return start + count;
    }

    /** Removes the child at {@code place}: the last child takes its place. */
    private void removeChild(int parent, int place) {
        int count = childCount(parent);
        int start = childStart(parent);
        if (place != count - 1) {
            System.arraycopy(entries, WORDS * (start + count - 1), entries, WORDS * (start + place), WORDS);
        }
        count--;
        if (count == 0) {
            freeBlock(start, childClass(parent));
            setChildren(parent, 0, 0, NO_CLASS);
        } else {
            setChildren(parent, start, count, childClass(parent));
        }
    }

    /** A block of {@code 1 << sizeClass} entries, or (having cleared the table for room) {@link #NONE}. */
    private int allocateBlock(int sizeClass) {
        int head = freeBlocks[sizeClass];
        if (head != NONE) {
            freeBlocks[sizeClass] = (int) entries[WORDS * head + BLOCK];
            return head;
        }
        int size = 1 << sizeClass;
        if (allocated + size > entries.length / WORDS && !grow(allocated + size)) {
            clearForRoom();
            return NONE;
        }
        int block = allocated;
        allocated += size;
        return block;
    }

    private void freeBlock(int start, int sizeClass) {
        entries[WORDS * start + BLOCK] = freeBlocks[sizeClass];
        freeBlocks[sizeClass] = start;
    }

    /** Doubles the arena, or takes what room the bound leaves; false when it cannot hold {@code needed}. */
    private boolean grow(int needed) {
        long have = entries.length / WORDS;
        long count = Math.min(Math.min(have * 2, have + room() / ENTRY_BYTES), Integer.MAX_VALUE / WORDS - 8);
        if (count < needed) {
            return false;
        }
        entries = Arrays.copyOf(entries, WORDS * (int) count);
        notePeak();
        return true;
    }

    /** Out of room: this table and its partner start afresh, their storage back to its first size. */
    private void clearForRoom() {
        resets++;
        cleared = true;
        shrink();
        if (partner != null) {
            partner.shrink();
        }
    }

    private void shrink() {
        clear();
        index = new ShapeIndex(WORDS);
        entries = new long[WORDS * INITIAL_ENTRIES];
    }

    /** The holder-code mask of a suit's {@code k} highest cards, k from {@code leastWin}. */
    static long suitMask(long lengths, int leastWin, int suit) {
        int k = (leastWin >>> (4 * suit)) & 15;
        if (k == 0) {
            return 0;
        }
        int n = TablePosition.suitTotal(lengths, suit);
        return (((1L << (2 * k)) - 1) << (2 * (n - k))) & 0xFFFF_FFFFL;
    }

    // ================================================================= TrickTable

    @Override
    public void clear() {
        index.clear();
        allocated = 0;
        Arrays.fill(freeBlocks, NONE);
        patterns = 0;
    }

    /** Patterns held (not counting each tree's root). */
    @Override
    public int entries() {
        return patterns;
    }

    @Override
    public long sizeBytes() {
        return currentBytes();
    }

    /** The most bytes held since creation; for a {@link #pair}, by both tables together. */
    @Override
    public long peakBytes() {
        return partner == null ? peakBytes : Math.max(peakBytes, partner.peakBytes);
    }

    @Override
    public long maxBytes() {
        return maxBytes;
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
