package org.zwang.search;

/** The value range shared by all searches: every game value lies strictly inside ±{@link #INFINITE}. */
public final class Values {

    /** Larger than any game value; fits in a signed 16-bit field as the tables store it. */
    public static final int INFINITE = 32_000;

    /** The move code meaning "no move". Games must never generate it. */
    public static final int NO_MOVE = 0x8000_0000;

    private Values() {
    }
}
