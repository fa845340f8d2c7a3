package org.zwang.duck.engine;

/** Hears of each iteration an engine finishes (for UCI {@code info} and CECP thinking lines). */
@FunctionalInterface
public interface ThinkingListener {

    /** A listener that ignores everything. */
    ThinkingListener NONE = info -> {
    };

    void iterationFinished(ThinkingInfo info);
}
