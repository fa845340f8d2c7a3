package org.zwang.games.othello;

/**
 * Stable discs: discs that no continuation of the game can flip, found as Edax finds them (a lower
 * estimate of the true set, never a disc that can flip). An endgame solver uses the count to cut a
 * node at once: if the opponent owns {@code s} stable discs, the side to move ends with at most
 * {@code 64 - s}, so the position is worth at most {@code 64 - 2 s} — enough when the search only
 * asks whether it beats a higher alpha (Edax's stability cutoff).
 *
 * <p>Three sources of stability, each sound on its own:
 * <ul>
 * <li><b>Edges</b>: a disc on an edge can only be flipped along that edge (the other lines through it
 * end there). A table over the 3^8 patterns of one edge gives the discs that stay whatever is played
 * on its empty squares, by either side, in any order (more than the game allows, so sound); it is
 * computed once, by that exhaustive search.</li>
 * <li><b>Full lines</b>: a disc whose four lines (row, column, both diagonals) are full can never flip.</li>
 * <li><b>Contact</b>: an inner disc is stable when, on each of its four lines, the line is full or a
 * neighbour on it is a stable disc of its colour (a run through it would have to include that
 * neighbour); applied until nothing changes.</li>
 * </ul>
 */
final class Stability {

    /** The 36 inner squares B2-G7 (edge squares get their stability from the edge table). */
    private static final long INNER = 0x007E_7E7E_7E7E_7E00L;

    /** {@code EDGE[mine * 256 + theirs]}: the stable discs of {@code mine} on one edge of 8 squares. */
    private static final byte[] EDGE = edgeTable();

    private Stability() {
    }

    /** The number of stable discs of {@code p} (with {@code o} the other side's discs). */
    static int count(long p, long o) {
        return Long.bitCount(stableDiscs(p, o));
    }

    /** The stable discs of {@code p}: edge-stable, on four full lines, or held by stable neighbours. */
    static long stableDiscs(long p, long o) {
        long discs = p | o;
        long central = p & INNER;
        long fullH = fullRows(discs);
        long fullV = fullColumns(discs);
        long full7 = fullDiagonals7(discs);
        long full9 = fullDiagonals9(discs);
        long stable = edgeStable(p, o) | (fullH & fullV & full7 & full9 & central);
        if (stable == 0) {
            return 0;
        }
        long old;
        do {
            old = stable;
            long h = (stable >>> 1) | (stable << 1) | fullH;
            long v = (stable >>> 8) | (stable << 8) | fullV;
            long d7 = (stable >>> 7) | (stable << 7) | full7;
            long d9 = (stable >>> 9) | (stable << 9) | full9;
            stable |= h & v & d7 & d9 & central;
        } while (stable != old);
        return stable;
    }

    /** The stable discs of {@code p} on the four edges, from the edge table. */
    static long edgeStable(long p, long o) {
        long bottom = EDGE[(int) (p & 0xFF) << 8 | (int) (o & 0xFF)] & 0xFFL;
        long top = (EDGE[(int) (p >>> 56) << 8 | (int) (o >>> 56)] & 0xFFL) << 56;
        long left = unpackColumnA(EDGE[packColumnA(p) << 8 | packColumnA(o)] & 0xFF);
        long right = unpackColumnH(EDGE[packColumnH(p) << 8 | packColumnH(o)] & 0xFF);
        return bottom | top | left | right;
    }

    /** Column A (A1 to A8) as an 8-bit row, A1 lowest (Edax's packing by multiplication). */
    private static int packColumnA(long b) {
        return (int) (((b & 0x0101_0101_0101_0101L) * 0x0102_0408_1020_4080L) >>> 56);
    }

    /** Column H (H1 to H8) as an 8-bit row, H1 lowest. */
    private static int packColumnH(long b) {
        return (int) (((b & 0x8080_8080_8080_8080L) * 0x0002_0408_1020_4081L) >>> 56);
    }

    /** Bits 1-6 of an 8-bit row back on A2-A7 (the corners come from the rows). */
    private static long unpackColumnA(int row) {
        return ((row & 0x7EL) * 0x0000_0408_1020_4080L) & 0x0001_0101_0101_0100L;
    }

    /** Bits 1-6 of an 8-bit row back on H2-H7. */
    private static long unpackColumnH(int row) {
        return ((row & 0x7EL) * 0x0002_0408_1020_4000L) & 0x0080_8080_8080_8000L;
    }

    /** The squares whose row is full. */
    private static long fullRows(long discs) {
        long h = discs & (discs >>> 1);
        h &= h >>> 2;
        h &= h >>> 4;
        return (h & 0x0101_0101_0101_0101L) * 0xFF;
    }

    /** The squares whose column is full. */
    private static long fullColumns(long discs) {
        long v = discs & Long.rotateRight(discs, 8);
        v &= Long.rotateRight(v, 16);
        v &= Long.rotateRight(v, 32);
        return v;
    }

    /** The squares whose diagonal along shifts of 7 (A8-H1 direction) is full. */
    private static long fullDiagonals7(long discs) {
        long l = discs;
        long r = discs;
        l &= 0xFF01_0101_0101_0101L | (l >>> 7);
        r &= 0x8080_8080_8080_80FFL | (r << 7);
        l &= 0xFFFF_0303_0303_0303L | (l >>> 14);
        r &= 0xC0C0_C0C0_C0C0_FFFFL | (r << 14);
        l &= 0xFFFF_FFFF_0F0F_0F0FL | (l >>> 28);
        r &= 0xF0F0_F0F0_FFFF_FFFFL | (r << 28);
        return l & r;
    }

    /** The squares whose diagonal along shifts of 9 (A1-H8 direction) is full. */
    private static long fullDiagonals9(long discs) {
        long l = discs;
        long r = discs;
        l &= 0xFF80_8080_8080_8080L | (l >>> 9);
        r &= 0x0101_0101_0101_01FFL | (r << 9);
        l &= 0xFFFF_C0C0_C0C0_C0C0L | (l >>> 18);
        r &= 0x0303_0303_0303_FFFFL | (r << 18);
        return l & r & (0x0F0F_0F0F_F0F0_F0F0L | (l >>> 36) | (r << 36));
    }

    private static byte[] edgeTable() {
        byte[] table = new byte[256 * 256];
        for (int mine = 0; mine < 256; mine++) {
            for (int theirs = 0; theirs < 256; theirs++) {
                if ((mine & theirs) == 0) {
                    table[mine << 8 | theirs] = (byte) edgeStable(mine, theirs, mine);
                }
            }
        }
        return table;
    }

    /**
     * The discs of {@code stable} (a subset of {@code mine}) that stay {@code mine}'s whatever is
     * played on the edge's empty squares, by either side, in any order: every empty square played by
     * each side (flipping along the edge), recursively.
     */
    private static int edgeStable(int mine, int theirs, int stable) {
        stable &= mine;
        int empty = ~(mine | theirs) & 0xFF;
        if (stable == 0 || empty == 0) {
            return stable;
        }
        for (int x = 0; x < 8; x++) {
            if ((empty >>> x & 1) == 0) {
                continue;
            }
            int bit = 1 << x;
            int flipped = edgeFlips(mine, theirs, x);
            stable = edgeStable(mine | bit | flipped, theirs & ~flipped, stable);
            if (stable == 0) {
                return 0;
            }
            flipped = edgeFlips(theirs, mine, x);
            stable = edgeStable(mine & ~flipped, theirs | bit | flipped, stable);
            if (stable == 0) {
                return 0;
            }
        }
        return stable;
    }

    /** The discs of {@code other} that {@code mover} flips along the edge by playing {@code x}. */
    private static int edgeFlips(int mover, int other, int x) {
        int flipped = 0;
        for (int step = -1; step <= 1; step += 2) {
            int run = 0;
            int y = x + step;
            while (y >= 0 && y < 8 && (other >>> y & 1) != 0) {
                run |= 1 << y;
                y += step;
            }
            if (run != 0 && y >= 0 && y < 8 && (mover >>> y & 1) != 0) {
                flipped |= run;
            }
        }
        return flipped;
    }
}
