package org.zwang.duck.engine;

import java.util.Locale;

/**
 * The two GUI protocols Zwang speaks: the engine front-ends serve them, the match runner uses them to
 * drive engines. Here beside {@link Engine} and {@link EngineOption}, the other names both sides share,
 * so that the match runner needs no front-end.
 */
public enum Protocol {
    /** CECP v2, the WinBoard/XBoard protocol (engine-intf by Tim Mann and H.G. Muller). */
    XBOARD,
    /** The Universal Chess Interface. */
    UCI;

    /** "xboard" (also "cecp", "winboard") or "uci"; one-line {@link IllegalArgumentException} otherwise. */
    public static Protocol parse(String text) {
        switch (text.toLowerCase(Locale.ROOT)) {
            case "xboard":
            case "cecp":
            case "winboard":
                return XBOARD;
            case "uci":
                return UCI;
            default:
                throw new IllegalArgumentException("unknown protocol '" + text + "' (expected xboard or uci)");
        }
    }

    /**
     * The protocol a GUI speaks, judged from the first line it sends: {@code uci} (or another command
     * only UCI has) means UCI; {@code xboard}, {@code protover} and anything else mean CECP, whose
     * GUIs start with {@code xboard} and whose version 1 may start with {@code new}.
     */
    public static Protocol detect(String firstLine) {
        String word = firstLine.trim().split("\\s+", 2)[0];
        switch (word) {
            case "uci":
            case "isready":
            case "ucinewgame":
            case "position":
            case "setoption":
            case "debug":
            case "register":
                return UCI;
            default:
                return XBOARD;
        }
    }

    /** "xboard" or "uci". */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
