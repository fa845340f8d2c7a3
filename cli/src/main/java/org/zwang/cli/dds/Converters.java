package org.zwang.cli.dds;

import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Vulnerability;
import org.zwang.bridge.solver.SolverOptions.Feature;
import org.zwang.cli.ParseConverter;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * picocli converters for the option values of the {@code dds} commands: a bad seat, strain,
 * vulnerability or feature name is a bad command line (exit code 2) whose message names it.
 * Seats and strains stay {@code int}s as in the library.
 */
final class Converters {

    private Converters() {
    }

    /** N, E, S, W or North, East, South, West. */
    static final class SeatConverter extends ParseConverter<Integer> {
        SeatConverter() {
            super(Seat::parse);
        }
    }

    /** S, H, D, C, NT (or N). */
    static final class StrainConverter extends ParseConverter<Integer> {
        StrainConverter() {
            super(Strain::parse);
        }
    }

    /** None, NS, EW, All (and the spellings {@link Vulnerability#parse} knows). */
    static final class VulnerabilityConverter extends ParseConverter<Vulnerability> {
        VulnerabilityConverter() {
            super(Vulnerability::parse);
        }
    }

    /** A solver feature by its report label, e.g. {@code etc} or {@code quick-tricks}. */
    static final class FeatureConverter implements ITypeConverter<Feature> {
        @Override
        public Feature convert(String value) {
            try {
                return Feature.ofLabel(value.trim());
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage() + " (one of " + labels() + ")");
            }
        }
    }

    /** The feature labels, comma-separated, for help texts and messages. */
    static String labels() {
        StringBuilder text = new StringBuilder();
        for (Feature feature : Feature.values()) {
            text.append(text.length() == 0 ? "" : ", ").append(feature.label());
        }
        return text.toString();
    }

    /** The labels of the features that are (or are not) on by default, comma-separated. */
    static String labels(boolean onByDefault) {
        StringBuilder text = new StringBuilder();
        for (Feature feature : Feature.values()) {
            if (feature.onByDefault() == onByDefault) {
                text.append(text.length() == 0 ? "" : ", ").append(feature.label());
            }
        }
        return text.toString();
    }

}
