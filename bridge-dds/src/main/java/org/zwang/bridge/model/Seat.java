package org.zwang.bridge.model;

/**
 * The four seats as {@code int}s 0-3 in playing order: North, East, South, West. Play goes clockwise,
 * so the next seat is {@code (seat + 1) & 3}; seats 0 and 2 (N-S) form one side, 1 and 3 (E-W) the
 * other. Static helpers only: a seat is never an object in the solver's hot loops.
 */
public final class Seat {

    public static final int NORTH = 0;
    public static final int EAST = 1;
    public static final int SOUTH = 2;
    public static final int WEST = 3;
    public static final int COUNT = 4;

    /** Side index: 0 for N-S, 1 for E-W. */
    public static final int NORTH_SOUTH = 0;
    public static final int EAST_WEST = 1;

    private static final String LETTERS = "NESW";
    private static final String[] NAMES = {"North", "East", "South", "West"};

    private Seat() {
    }

    /** The seat that plays after {@code seat} (its left-hand opponent). */
    public static int next(int seat) {
        return (seat + 1) & 3;
    }

    /** The seat {@code steps} places clockwise from {@code seat}. */
    public static int advance(int seat, int steps) {
        return (seat + steps) & 3;
    }

    /** The seat before {@code seat} (its right-hand opponent). */
    public static int previous(int seat) {
        return (seat + 3) & 3;
    }

    public static int partner(int seat) {
        return (seat + 2) & 3;
    }

    /** 0 for North and South, 1 for East and West. */
    public static int side(int seat) {
        return seat & 1;
    }

    public static boolean sameSide(int a, int b) {
        return ((a ^ b) & 1) == 0;
    }

    /** N, E, S or W. */
    public static char letter(int seat) {
        return LETTERS.charAt(seat);
    }

    public static String name(int seat) {
        return NAMES[seat];
    }

    /** "NS" or "EW". */
    public static String sideName(int side) {
        return side == NORTH_SOUTH ? "NS" : "EW";
    }

    /** The seat for a letter N, E, S or W (either case), or -1. */
    public static int fromLetter(char c) {
        return LETTERS.indexOf(Character.toUpperCase(c));
    }

    /** The seat named by {@code text} (N, E, S, W or North, East, ...), or an error naming it. */
    public static int parse(String text) {
        String t = text.trim();
        if (t.length() == 1 && fromLetter(t.charAt(0)) >= 0) {
            return fromLetter(t.charAt(0));
        }
        for (int seat = 0; seat < COUNT; seat++) {
            if (NAMES[seat].equalsIgnoreCase(t)) {
                return seat;
            }
        }
        throw new IllegalArgumentException("bad seat " + Tokens.quote(text) + " (use N, E, S or W)");
    }
}
