package org.zwang.duck.board;

import java.util.Locale;

/**
 * The rules a {@link Board} is played under: Duck Chess (Fairy-Stockfish's {@code duck} variant) or
 * standard chess, which shares the board and the move generator and adds the legality filter.
 */
public enum Variant {
    /** Duck Chess: a turn is a chess move plus a duck move; no check; capturing the king wins. */
    DUCK("duck"),
    /** Standard chess (FIDE rules): check, checkmate, stalemate draws. */
    CHESS("chess");

    private final String id;

    Variant(String id) {
        this.id = id;
    }

    /** "duck" or "chess". */
    public String id() {
        return id;
    }

    /**
     * The variant named by {@code text}: "duck", or "chess" / "normal" / "standard" (the names CECP
     * and UCI GUIs use); one-line {@link IllegalArgumentException} otherwise.
     */
    public static Variant parse(String text) {
        switch (text.toLowerCase(Locale.ROOT)) {
            case "duck":
                return DUCK;
            case "chess":
            case "normal":
            case "standard":
                return CHESS;
            default:
                throw new IllegalArgumentException("unknown variant '" + text + "' (expected duck or chess)");
        }
    }
}
