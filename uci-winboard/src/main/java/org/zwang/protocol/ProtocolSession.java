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
     * The GUI closed the input, which means quit, as Stockfish treats it: any search stops now. A
     * search for the move the GUI is owed (UCI's {@code bestmove}, CECP's {@code move}) still writes
     * its answer, as after {@code stop} or {@code ?}, so commands piped in by hand get one; pondering
     * and analysis are dropped. The server then waits for {@link #owesMove} to turn false and
     * closes the session.
     */
    void endOfInput();

    /** Whether a search's answer is still to be written (a search that will end by itself, or one stopped). */
    boolean owesMove();

    /** Ends the session (after {@code quit} or the end of input): abandons any search. */
    void close();
}
