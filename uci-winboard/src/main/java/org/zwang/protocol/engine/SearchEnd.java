package org.zwang.protocol.engine;

import org.zwang.duck.engine.EngineResult;

/**
 * How a search the session gave {@link EngineWorker#start} ended: the move, or a failure, heard on the
 * session's own thread. (Its thinking as it goes is the engine's {@code SearchListener}, heard on the
 * engine's thread.) Nothing is heard of a search the session abandoned.
 */
public interface SearchEnd {

    /** The engine returned its move. */
    void finished(SearchJob search, EngineResult result);

    /** The engine threw (a bug, or no room on the heap): the session reports it and goes on. */
    void failed(SearchJob search, RuntimeException error);
}
