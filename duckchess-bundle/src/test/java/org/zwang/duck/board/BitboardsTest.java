package org.zwang.duck.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class BitboardsTest {

    private static final int[][] ROOK = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    @Property(tries = 3000)
    void magicAttacksEqualRayWalking(@ForAll @IntRange(min = 0, max = 63) int square, @ForAll long occupied,
            @ForAll long sparse) {
        for (long blockers : new long[] {occupied, occupied & sparse, 0L}) {
            assertEquals(Bitboards.slidingAttacks(square, blockers, ROOK), Bitboards.rookAttacks(square, blockers));
            assertEquals(Bitboards.slidingAttacks(square, blockers, BISHOP), Bitboards.bishopAttacks(square, blockers));
        }
    }

    @Test
    void handCheckedTables() {
        assertEquals(Square.bit(Square.parse("b3")) | Square.bit(Square.parse("c2")), Bitboards.knightAttacks(Square.A1));
        assertEquals(Square.bit(Square.parse("d3")) | Square.bit(Square.parse("f3")),
                Bitboards.pawnAttacks(Color.WHITE, Square.parse("e2")));
        assertEquals(Square.bit(Square.parse("d6")) | Square.bit(Square.parse("f6")),
                Bitboards.pawnAttacks(Color.BLACK, Square.parse("e7")));
        assertEquals(Square.bit(Square.parse("b2")) | Square.bit(Square.parse("c3")),
                Bitboards.between(Square.A1, Square.parse("d4")));
        assertEquals(0L, Bitboards.between(Square.A1, Square.parse("b3")));
        assertEquals(0x8040201008040201L, Bitboards.line(Square.parse("c3"), Square.parse("f6")));
    }
}
