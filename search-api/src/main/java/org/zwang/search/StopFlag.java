package org.zwang.search;

/**
 * A flag another thread raises to stop a running search (a GUI's "move now", a user's Ctrl-C). The
 * search polls it every {@link SearchControl#POLL_INTERVAL} nodes, so raising it costs the search
 * nothing until then.
 */
public final class StopFlag {

    private volatile boolean stopped;

    /** Asks the search to stop as soon as it next polls. */
    public void stop() {
        stopped = true;
    }

    /** Lowers the flag before a new search. */
    public void reset() {
        stopped = false;
    }

    /** Whether a stop was asked for. */
    public boolean isStopped() {
        return stopped;
    }
}
