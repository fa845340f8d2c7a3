package org.zwang.match;

/**
 * An engine lost the game by what it did rather than on the board: a time forfeit, an illegal or
 * unreadable move, a crash or closed pipe, a resignation or a false result claim. The message is
 * the reason written into the PGN.
 */
public final class EngineFailure extends Exception {

    private static final long serialVersionUID = 1L;

    /** Why: decides the PGN {@code Termination} tag. */
    public enum Kind {
        TIME_FORFEIT("time forfeit"),
        ILLEGAL_MOVE("rules infraction"),
        FALSE_CLAIM("rules infraction"),
        RESIGNATION("normal"),
        CRASH("abandoned"),
        SETUP("abandoned");

        private final String termination;

        Kind(String termination) {
            this.termination = termination;
        }

        /** The PGN standard's Termination tag value. */
        public String termination() {
            return termination;
        }
    }

    private final Kind kind;

    public EngineFailure(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
