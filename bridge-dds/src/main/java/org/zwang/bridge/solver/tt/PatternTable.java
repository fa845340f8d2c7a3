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
 *       their bounds tightened by it, and those left no tighter than it disappear;</li>
 *   <li>children are kept most generic first, so the patterns that match most often are tried first;</li>
 *   <li>each (leader, shape) remembers the last pattern that answered there and tries it before the
 *       tree (Xue's solver keeps it in the tree's root).</li>
 * </ul>
 *
 * <p>A pattern is held as holder codes masked to the pattern cards (two words, as in
 * {@link PartitionTable}): a position matches a pattern when {@code ((holders ^ key) & mask) == 0} in
 * both words; pattern P covers pattern Q when P's mask lies within Q's and Q's key agrees with P's on
 * it. Suit lengths come from the (leader, shape) index, so the masks of two patterns of one tree line
 * up card for card.
 *
 * <p>Memory is bounded in bytes: nodes live in flat arrays (a free list recycles the ones the tree
 * drops) that double up to the bound and then take what room is left; when no node can be had the
 * table starts afresh (counted in {@link #resets()}).
 * Not thread-safe: one table per solver thread.
 */
public final class PatternTable implements TrickTable {

    /** Bytes per node: four pattern words, the info word, first child and next sibling. */
    private static final long NODE_BYTES = 4 * 8L + 3 * 4L;
    private static final int INITIAL_NODES = 1 << 12;
    private static final int NONE = -1;
    private static final int MOVE_SHIFT = 8;
    private static final int LEAST_WIN_SHIFT = 14;
    private static final int BOUNDS_MASK = 0xFF;

    private final long maxBytes;
    private final ShapeIndex index;

    // ------------------------------------------------------------ nodes (index = node number)
    /** Per node: mask and key of spades-hearts, mask and key of diamonds-clubs. */
    private long[] pattern;
    /** Per node: lower | upper << 4 | move << 8 | leastWin << 14 (bounds on N-S's tricks). */
    private int[] info;
    private int[] firstChild;
    private int[] nextSibling;
    /** Nodes ever handed out since the last clear (the arena's high-water mark). */
    private int allocated;
    /** Head of the free list (linked through {@link #nextSibling}), or {@link #NONE}. */
    private int free = NONE;
    private int liveNodes;

    /** The best move of the most specific matching pattern met by the current probe's walk. */
    private int hint;

    // ------------------------------------------------------------ statistics
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
        this.index = new ShapeIndex();
        allocateNodes(INITIAL_NODES);
        peakBytes = currentBytes();
    }

    private void allocateNodes(int count) {
        pattern = new long[4 * count];
        info = new int[count];
        firstChild = new int[count];
        nextSibling = new int[count];
    }

    private long currentBytes() {
        return index.bytes() + NODE_BYTES * info.length;
    }

    // ================================================================= probing

    /**
     * Tries the last pattern that answered at the position's (leader, shape), then walks the tree:
     * among the children of a node, in order, the first whose pattern the position matches and whose
     * bounds decide the question answers; a matching child that does not decide is searched below
     * before its later siblings. On a miss the hint is the best move of the most specific matching
     * pattern met.
     */
    @Override
    public boolean probe(TablePosition position, int threshold, Answer out) {
        probes++;
        int root = index.find(position.leader, position.lengths);
        if (root == NONE) {
            out.move = 0;
            return false;
        }
        long holdersA = position.holdersSpadesHearts;
        long holdersB = position.holdersDiamondsClubs;
        // The root's own pattern and bounds are a copy of the last pattern that answered here.
        if (matches(root, holdersA, holdersB) && decides(info[root], threshold)) {
            return hit(root, out);
        }
        hint = 0;
        int found = find(root, holdersA, holdersB, threshold);
        if (found == NONE) {
            out.move = hint;
            return false;
        }
        int r = 4 * root;
        int f = 4 * found;
        pattern[r] = pattern[f];
        pattern[r + 1] = pattern[f + 1];
        pattern[r + 2] = pattern[f + 2];
        pattern[r + 3] = pattern[f + 3];
        info[root] = info[found];
        return hit(found, out);
    }

    private int find(int node, long holdersA, long holdersB, int threshold) {
        for (int child = firstChild[node]; child != NONE; child = nextSibling[child]) {
            if (!matches(child, holdersA, holdersB)) {
                continue;
            }
            int childInfo = info[child];
            if (decides(childInfo, threshold)) {
                return child;
            }
            int move = (childInfo >>> MOVE_SHIFT) & 63;
            if (move != 0) {
                hint = move;
            }
            if (firstChild[child] != NONE) {
                int found = find(child, holdersA, holdersB, threshold);
                if (found != NONE) {
                    return found;
                }
            }
        }
        return NONE;
    }

    private boolean matches(int node, long holdersA, long holdersB) {
        int p = 4 * node;
        long[] w = pattern;
        return ((holdersA ^ w[p + 1]) & w[p]) == 0 && ((holdersB ^ w[p + 3]) & w[p + 2]) == 0;
    }

    private static boolean decides(int nodeInfo, int threshold) {
        return (nodeInfo & 15) >= threshold || ((nodeInfo >>> 4) & 15) < threshold;
    }

    private boolean hit(int node, Answer out) {
        hits++;
        int nodeInfo = info[node];
        out.lower = nodeInfo & 15;
        out.upper = (nodeInfo >>> 4) & 15;
        out.move = (nodeInfo >>> MOVE_SHIFT) & 63;
        out.leastWin = (nodeInfo >>> LEAST_WIN_SHIFT) & 0xFFFF;
        return true;
    }

    // ================================================================= storing

    @Override
    public void store(TablePosition position, int leastWin, int lower, int upper, int move) {
        stores++;
        long lengths = position.lengths;
        long maskA = suitMask(lengths, leastWin, 0) | suitMask(lengths, leastWin, 1) << 32;
        long maskB = suitMask(lengths, leastWin, 2) | suitMask(lengths, leastWin, 3) << 32;
        long keyA = position.holdersSpadesHearts & maskA;
        long keyB = position.holdersDiamondsClubs & maskB;
        int root = index.find(position.leader, position.lengths);
        if (root == NONE) {
            root = newNode();
            if (root == NONE) {
                return; // the table was full and is now empty: nothing to store under
            }
            // An empty pattern matches every position; bounds 0..15 decide nothing.
            setNode(root, 0, 0, 0, 0, 15 << 4);
            if (!index.put(position.leader, lengths, root, maxBytes - currentBytes())) {
                clearForRoom();
                return;
            }
        }
        int nodeInfo = lower | upper << 4 | (move & 63) << MOVE_SHIFT | (leastWin & 0xFFFF) << LEAST_WIN_SHIFT;
        insert(root, maskA, keyA, maskB, keyB, nodeInfo);
    }

    /**
     * Xue's Update: places pattern (maskA, keyA, maskB, keyB) with {@code nodeInfo}'s bounds among the
     * children of {@code parent} (whose pattern covers it).
     */
    private void insert(int parent, long maskA, long keyA, long maskB, long keyB, int nodeInfo) {
        int node = parent;
        int newInfo = nodeInfo;
        descend:
        while (true) {
            int previous = NONE;
            for (int child = firstChild[node]; child != NONE; previous = child, child = nextSibling[child]) {
                int c = 4 * child;
                long cMaskA = pattern[c];
                long cMaskB = pattern[c + 2];
                boolean childCoversNew = (cMaskA & ~maskA) == 0 && (cMaskB & ~maskB) == 0
                        && ((keyA ^ pattern[c + 1]) & cMaskA) == 0 && ((keyB ^ pattern[c + 3]) & cMaskB) == 0;
                if (childCoversNew) {
                    if (cMaskA == maskA && cMaskB == maskB) {
                        // The same pattern: tighten its bounds (and keep a newer best move).
                        int move = (newInfo >>> MOVE_SHIFT) & 63;
                        if (move != 0) {
                            info[child] = (info[child] & ~(63 << MOVE_SHIFT)) | move << MOVE_SHIFT;
                        }
                        tighten(child, newInfo);
                        return;
                    }
                    // More specific than the child: it lives below the child, bounded by it too.
                    int bounds = intersect(newInfo, info[child]);
                    if (bounds == (info[child] & BOUNDS_MASK)) {
                        return; // the child already says as much
                    }
                    newInfo = (newInfo & ~BOUNDS_MASK) | bounds;
                    node = child;
                    continue descend;
                }
                boolean newCoversChild = (maskA & ~cMaskA) == 0 && (maskB & ~cMaskB) == 0
                        && ((keyA ^ pattern[c + 1]) & maskA) == 0 && ((keyB ^ pattern[c + 3]) & maskB) == 0;
                if (newCoversChild) {
                    absorb(node, previous, child, maskA, keyA, maskB, keyB, newInfo);
                    return;
                }
            }
            int added = newNode();
            if (added == NONE) {
                return; // the table was cleared for room
            }
            setNode(added, maskA, keyA, maskB, keyB, newInfo);
            addChild(node, added);
            return;
        }
    }

    /**
     * The new pattern covers {@code first} (reached after {@code previous} in {@code parent}'s list) and
     * perhaps later siblings: each becomes its child, tightened by its bounds, or gives it its own
     * children when no tighter than it. The new node takes the place of the absorbed ones.
     */
    private void absorb(int parent, int previous, int first, long maskA, long keyA, long maskB, long keyB,
            int newInfo) {
        int added = newNode();
        if (added == NONE) {
            return;
        }
        setNode(added, maskA, keyA, maskB, keyB, newInfo);
        int newBounds = newInfo & BOUNDS_MASK;
        int before = previous;
        int child = first;
        while (child != NONE) {
            int next = nextSibling[child];
            int c = 4 * child;
            long cMaskA = pattern[c];
            long cMaskB = pattern[c + 2];
            boolean covered = (maskA & ~cMaskA) == 0 && (maskB & ~cMaskB) == 0
                    && ((keyA ^ pattern[c + 1]) & maskA) == 0 && ((keyB ^ pattern[c + 3]) & maskB) == 0;
            if (!covered) {
                before = child;
                child = next;
                continue;
            }
            // Unlink the covered child from the parent's list.
            if (before == NONE) {
                firstChild[parent] = next;
            } else {
                nextSibling[before] = next;
            }
            tighten(child, newInfo);
            if ((info[child] & BOUNDS_MASK) != newBounds) {
                addChild(added, child);
            } else {
                // No tighter than the new pattern: its children move up, it goes.
                moveChildren(child, added);
                release(child);
            }
            child = next;
        }
        addChild(parent, added);
    }

    /** Intersects a node's bounds with {@code bounds}'s; children left no tighter than it go. */
    private void tighten(int node, int bounds) {
        int old = info[node];
        int merged = intersect(old, bounds);
        if (merged == (old & BOUNDS_MASK)) {
            return;
        }
        info[node] = (old & ~BOUNDS_MASK) | merged;
        int before = NONE;
        int child = firstChild[node];
        while (child != NONE) {
            int next = nextSibling[child];
            tighten(child, merged);
            if ((info[child] & BOUNDS_MASK) == merged) {
                if (before == NONE) {
                    firstChild[node] = next;
                } else {
                    nextSibling[before] = next;
                }
                moveChildren(child, node);
                release(child);
            } else {
                before = child;
            }
            child = next;
        }
    }

    /**
     * The intersection of two nodes' bounds (low 8 bits: lower | upper << 4). A consistent search
     * never stores disjoint bounds for positions of one pattern; should it, the newer ({@code a}) wins.
     */
    private static int intersect(int a, int b) {
        int lower = Math.max(a & 15, b & 15);
        int upper = Math.min((a >>> 4) & 15, (b >>> 4) & 15);
        return lower <= upper ? lower | upper << 4 : a & BOUNDS_MASK;
    }

    /** Moves every child of {@code from} into {@code to}'s list (each in its order). */
    private void moveChildren(int from, int to) {
        int child = firstChild[from];
        firstChild[from] = NONE;
        while (child != NONE) {
            int next = nextSibling[child];
            addChild(to, child);
            child = next;
        }
    }

    /** Inserts {@code child} into {@code parent}'s list, most generic (fewest pattern cards) first. */
    private void addChild(int parent, int child) {
        int order = cards(child);
        int before = NONE;
        int at = firstChild[parent];
        while (at != NONE && cards(at) <= order) {
            before = at;
            at = nextSibling[at];
        }
        nextSibling[child] = at;
        if (before == NONE) {
            firstChild[parent] = child;
        } else {
            nextSibling[before] = child;
        }
    }

    /** The number of cards a node's pattern fixes (2 mask bits per card). */
    private int cards(int node) {
        return (Long.bitCount(pattern[4 * node]) + Long.bitCount(pattern[4 * node + 2])) >>> 1;
    }

    private void setNode(int node, long maskA, long keyA, long maskB, long keyB, int nodeInfo) {
        int p = 4 * node;
        pattern[p] = maskA;
        pattern[p + 1] = keyA;
        pattern[p + 2] = maskB;
        pattern[p + 3] = keyB;
        info[node] = nodeInfo;
        firstChild[node] = NONE;
        nextSibling[node] = NONE;
    }

    /** A free node, or {@link #NONE} when the bound is reached (the table is then cleared). */
    private int newNode() {
        if (free != NONE) {
            int node = free;
            free = nextSibling[node];
            liveNodes++;
            return node;
        }
        if (allocated == info.length && !growNodes()) {
            clearForRoom();
            return NONE;
        }
        liveNodes++;
        return allocated++;
    }

    /** Returns a node (not its children) to the free list. */
    private void release(int node) {
        nextSibling[node] = free;
        free = node;
        liveNodes--;
    }

    /** Doubles the node arrays, or takes what room the bound leaves; false when there is none. */
    private boolean growNodes() {
        long room = (maxBytes - index.bytes()) / NODE_BYTES;
        long count = Math.min(Math.min(info.length * 2L, room), Integer.MAX_VALUE / 4 - 8);
        if (count <= info.length) {
            return false;
        }
        int n = (int) count;
        pattern = Arrays.copyOf(pattern, 4 * n);
        info = Arrays.copyOf(info, n);
        firstChild = Arrays.copyOf(firstChild, n);
        nextSibling = Arrays.copyOf(nextSibling, n);
        peakBytes = Math.max(peakBytes, currentBytes());
        return true;
    }

    private void clearForRoom() {
        resets++;
        clear();
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
        free = NONE;
        liveNodes = 0;
    }

    /** Pattern nodes held (the trees' roots, one per leader and shape, included). */
    @Override
    public int entries() {
        return liveNodes;
    }

    @Override
    public long sizeBytes() {
        return currentBytes();
    }

    @Override
    public long peakBytes() {
        return peakBytes;
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
