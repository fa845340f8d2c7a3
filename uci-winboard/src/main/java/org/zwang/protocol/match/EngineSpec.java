package org.zwang.protocol.match;

import org.zwang.protocol.Protocol;

/**
 * How to start one engine of a match: a shell command line, the protocol it speaks (null: try UCI,
 * then CECP), and an optional display name (null: the name the engine gives).
 */
public record EngineSpec(String command, Protocol protocol, String name) {

    public EngineSpec {
        if (command == null || command.isBlank()) {
            throw new IllegalArgumentException("an engine command must not be empty");
        }
    }
}
