package org.zwang.cli;

import java.util.function.Function;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A picocli converter made of a library's parse method: the method's {@link IllegalArgumentException}
 * becomes picocli's one-line error with the same message. It exists so that the commands' converters
 * (a seat, a strain, a variant, ...) name only what parses them.
 *
 * @param <T> what the option's text becomes
 */
public abstract class ParseConverter<T> implements ITypeConverter<T> {

    private final Function<String, T> parse;

    /** The converter that reads an option's text with {@code parse}. */
    protected ParseConverter(Function<String, T> parse) {
        this.parse = parse;
    }

    @Override
    public final T convert(String value) {
        try {
            return parse.apply(value);
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }
}
