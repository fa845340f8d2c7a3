package org.zwang.protocol.engine;

import org.zwang.duck.engine.EngineResult;
import org.zwang.duck.engine.ThinkingInfo;
import org.zwang.duck.engine.ThinkingListener;

/**
 * The one listener a session gives {@link EngineWorker#start} for a search: the engine's thinking
 * as it goes (each finished iteration, on the engine's thread, as the engine's own
 * {@link ThinkingListener}), then the end, on the session's own thread. Nothing is heard of a search
 * the session abandoned.
 */
public interface SearchCallback extends ThinkingListener {

    /** An iteration finished (on the engine's thread): a GUI's {@code info} or thinking line. */
    @Override
    void iterationFinished(ThinkingInfo info);

    /** The engine returned its move (on the session's thread). */
    void finished(SearchJob search, EngineResult result);

    /** The engine threw (a bug, or no room on the heap): the session reports it and goes on (on its thread). */
    void failed(SearchJob search, RuntimeException error);
}
