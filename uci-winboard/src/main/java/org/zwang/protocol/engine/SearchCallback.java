package org.zwang.protocol.engine;

import org.zwang.duck.engine.EngineResult;

/** What a session hears, on its own thread, when a search it did not abandon ends. */
public interface SearchCallback {

    /** The engine returned its move. */
    void finished(SearchJob search, EngineResult result);

    /** The engine threw (a position it cannot search, or a bug): the session reports it and goes on. */
    void failed(SearchJob search, RuntimeException error);
}
