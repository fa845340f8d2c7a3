package org.zwang.bridge.solver;

/**
 * Thrown by a {@link DoubleDummySolver} call when the {@link org.zwang.search.StopFlag} given to
 * {@link DoubleDummySolver#stopOn} was raised while it ran: the caller (a web request over its
 * budget, a user's Ctrl-C, a cancelled batch) no longer wants the answer. Nothing of the call's
 * result is returned; the solver stays usable once the flag is lowered.
 */
public final class SolveStoppedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public SolveStoppedException() {
        super("the solve was stopped before it finished");
    }
}
