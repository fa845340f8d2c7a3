package org.zwang.protocol;

/**
 * One protocol conversation with a GUI (CECP or UCI). {@link EngineServer} calls it on one thread
 * only, one input line at a time, interleaved with the events the engine's thread posts; so a
 * session needs no locks.
 */
public interface ProtocolSession {

    /** Handles one input line (already without its line end); returns false after {@code quit}. */
    boolean handle(String line);

    /**
     * Tells the GUI, in the protocol's own way, that handling {@code line} failed unexpectedly (a bug):
     * the session goes on with the next line.
     */
    void reportInternalError(String line, RuntimeException error);

    /**
     * Whether a search with a limit is under way whose move the session still owes (so that at the
     * end of input, e.g. commands piped in by hand, the answer is still written before exiting).
     */
    boolean owesMove();

    /** Ends the session (after {@code quit} or the end of input): abandons any search. */
    void close();
}
