package org.zwang.cli.engine;

import org.zwang.duck.board.Variant;
import org.zwang.duck.engine.Protocol;
import org.zwang.cli.ParseConverter;

/**
 * The picocli converters of the engine-side commands ({@code engine}, {@code match}, {@code perft}):
 * one home for reading a variant or a protocol name, whose error becomes picocli's one-line message.
 */
public final class EngineConverters {

    private EngineConverters() {
    }

    /** Accepts the names {@link Variant#parse} knows (duck, chess, normal, standard). */
    public static final class VariantConverter extends ParseConverter<Variant> {
        public VariantConverter() {
            super(Variant::parse);
        }
    }

    /** Accepts uci, xboard (cecp, winboard). */
    public static final class ProtocolConverter extends ParseConverter<Protocol> {
        public ProtocolConverter() {
            super(Protocol::parse);
        }
    }
}
