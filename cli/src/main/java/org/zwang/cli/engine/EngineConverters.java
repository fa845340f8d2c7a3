package org.zwang.cli.engine;

import org.zwang.duck.board.Variant;
import org.zwang.duck.engine.Protocol;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The picocli converters of the engine-side commands ({@code engine}, {@code match}, {@code perft}):
 * one home for reading a variant or a protocol name, whose error becomes picocli's one-line message.
 */
public final class EngineConverters {

    private EngineConverters() {
    }

    /** Accepts the names {@link Variant#parse} knows (duck, chess, normal, standard). */
    public static final class VariantConverter implements ITypeConverter<Variant> {
        @Override
        public Variant convert(String value) {
            try {
                return Variant.parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** Accepts uci, xboard (cecp, winboard). */
    public static final class ProtocolConverter implements ITypeConverter<Protocol> {
        @Override
        public Protocol convert(String value) {
            try {
                return Protocol.parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
