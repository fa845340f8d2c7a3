package org.zwang.record.pgn;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game of a PGN file as text: its tag pairs in order, its move tokens (SAN in standard chess,
 * the duck notation {@code e2e4,e4d5} of {@code docs/duck-chess-rules.md} in Duck Chess), the comment after
 * the last move (the reason the game ended) and the result token.
 */
public final class PgnGame {

    /** The Seven Tag Roster, in the order the PGN standard (§8.1.1) requires. */
    public static final List<String> SEVEN_TAG_ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black",
            "Result");

    private final Map<String, String> tags = new LinkedHashMap<>();
    private final List<String> moves = new ArrayList<>();
    private String finalComment = "";
    private String result = "*";

    public Map<String, String> tags() {
        return tags;
    }

    /** A tag's value, or null. */
    public String tag(String name) {
        return tags.get(name);
    }

    public PgnGame tag(String name, String value) {
        tags.put(name, value);
        return this;
    }

    public List<String> moves() {
        return moves;
    }

    public String finalComment() {
        return finalComment;
    }

    public PgnGame finalComment(String comment) {
        this.finalComment = comment == null ? "" : comment;
        return this;
    }

    /** "1-0", "0-1", "1/2-1/2" or "*". */
    public String result() {
        return result;
    }

    public PgnGame result(String value) {
        this.result = value;
        return this;
    }
}
