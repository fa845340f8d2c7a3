package org.zwang.bridge.model;

/**
 * The five strains as {@code int}s 0-4: the four suits (same numbers as {@link Suit}) and notrump.
 * The order S, H, D, C, NT is the order of DDS's result tables and of the CSV columns.
 */
public final class Strain {

    public static final int SPADES = Suit.SPADES;
    public static final int HEARTS = Suit.HEARTS;
    public static final int DIAMONDS = Suit.DIAMONDS;
    public static final int CLUBS = Suit.CLUBS;
    public static final int NOTRUMP = 4;
    public static final int COUNT = 5;

    private static final String[] NAMES = {"S", "H", "D", "C", "NT"};

    private Strain() {
    }

    /** S, H, D, C or NT. */
    public static String name(int strain) {
        return NAMES[strain];
    }

    /** The strain named by {@code text}: S, H, D, C, N or NT (either case, suit symbols too). */
    public static int parse(String text) {
        String t = text.trim().toUpperCase(java.util.Locale.ROOT);
        if (t.equals("NT") || t.equals("N") || t.equals("NOTRUMP") || t.equals("NOTRUMPS")) {
            return NOTRUMP;
        }
        if (t.length() == 1 && Suit.fromChar(t.charAt(0)) >= 0) {
            return Suit.fromChar(t.charAt(0));
        }
        switch (t) {
            case "SPADES":
                return SPADES;
            case "HEARTS":
                return HEARTS;
            case "DIAMONDS":
                return DIAMONDS;
            case "CLUBS":
                return CLUBS;
            default:
                throw new IllegalArgumentException("bad strain " + Tokens.quote(text) + " (use S, H, D, C or NT)");
        }
    }
}
