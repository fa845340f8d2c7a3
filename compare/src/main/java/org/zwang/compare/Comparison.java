package org.zwang.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Runs every technique on every subject it supports, checks that they all agree on each subject's
 * value, and sums up per game and technique. Printing is the command's business: progress goes to a
 * callback.
 */
public final class Comparison {

    private final List<Technique> techniques;
    private final int repeat;
    private final long maxNodes;

    /** {@code repeat} runs per measurement; the fastest time is kept (the counts are identical). */
    public Comparison(List<Technique> techniques, int repeat) {
        this(techniques, repeat, Technique.UNLIMITED);
    }

    /**
     * {@code repeat} runs per measurement, each with a budget of {@code maxNodes} nodes per subject
     * ({@link Technique#UNLIMITED}: none but the techniques' own).
     */
    public Comparison(List<Technique> techniques, int repeat, long maxNodes) {
        if (repeat < 1) {
            throw new IllegalArgumentException("repeat must be at least 1, got " + repeat);
        }
        if (maxNodes < 1) {
            throw new IllegalArgumentException("the node budget must be at least 1, got " + maxNodes);
        }
        this.techniques = List.copyOf(techniques);
        this.repeat = repeat;
        this.maxNodes = maxNodes;
    }

    /** A subject on which techniques returned different values. */
    public static final class Disagreement {
        private final Subject subject;
        private final Map<String, Integer> values;

        Disagreement(Subject subject, Map<String, Integer> values) {
            this.subject = subject;
            this.values = values;
        }

        public Subject subject() {
            return subject;
        }

        /** Technique name → value it returned. */
        public Map<String, Integer> values() {
            return values;
        }

        @Override
        public String toString() {
            return "DISAGREEMENT on " + subject + ": " + values;
        }
    }

    /** A technique that did not run on some positions of a game, because it does not apply there. */
    public record Skipped(Technique technique, String game, int positions) {
    }

    /** Everything measured, the disagreements found, and what was skipped. */
    public static final class Outcome {
        private final List<Measurement> measurements;
        private final List<Disagreement> disagreements;
        private final List<Skipped> skipped;

        Outcome(List<Measurement> measurements, List<Disagreement> disagreements, List<Skipped> skipped) {
            this.measurements = measurements;
            this.disagreements = disagreements;
            this.skipped = skipped;
        }

        /** Per technique and game (in the order they were met), the positions it did not run on. */
        public List<Skipped> skipped() {
            return skipped;
        }

        public List<Measurement> measurements() {
            return measurements;
        }

        public List<Disagreement> disagreements() {
            return disagreements;
        }
    }

    /**
     * Measures all subjects; {@code progress} hears of each subject as it starts. Every run is kept,
     * out of budget ones too (they are reported, never summed with the finished).
     */
    public Outcome run(List<Subject> subjects, Consumer<Subject> progress) {
        List<Measurement> all = new ArrayList<>();
        List<Disagreement> disagreements = new ArrayList<>();
        Map<Technique, Map<String, Integer>> skipped = new LinkedHashMap<>();
        for (Subject subject : subjects) {
            progress.accept(subject);
            Map<String, Integer> values = new LinkedHashMap<>();
            Map<String, Integer> outcomes = new LinkedHashMap<>();
            for (Technique technique : techniques) {
                if (!technique.supports(subject)) {
                    skipped.computeIfAbsent(technique, t -> new LinkedHashMap<>()).merge(subject.game(), 1, Integer::sum);
                    continue;
                }
                Measurement best = null;
                for (int run = 0; run < repeat; run++) {
                    Measurement m = technique.measure(subject, maxNodes);
                    if (best == null || m.stats().elapsedNanos < best.stats().elapsedNanos) {
                        best = m;
                    }
                }
                all.add(best);
                if (best.status() == Measurement.Status.SOLVED) {
                    values.put(technique.name(), best.value());
                } else if (best.status() == Measurement.Status.PROVED) {
                    outcomes.put(technique.name(), best.value());
                } // out of budget: no answer to check
            }
            if (subject.expectedValue() != null && !(values.isEmpty() && outcomes.isEmpty())) {
                values.put("oracle", subject.expectedValue());
            }
            boolean agree = values.values().stream().distinct().count() <= 1;
            // Outcome provers agree with the sign of the value.
            Integer reference = values.isEmpty() ? null : org.zwang.search.Outcome.of(values.values().iterator().next());
            for (int outcome : outcomes.values()) {
                if (reference == null) {
                    reference = outcome;
                } else if (outcome != reference) {
                    agree = false;
                }
            }
            if (!agree) {
                Map<String, Integer> reported = new LinkedHashMap<>(values);
                outcomes.forEach((technique, outcome) -> reported.put(technique + " (outcome)", outcome));
                disagreements.add(new Disagreement(subject, reported));
            }
        }
        List<Skipped> skips = new ArrayList<>();
        for (Technique technique : techniques) {
            skipped.getOrDefault(technique, Map.of()).forEach((game, count) -> skips.add(new Skipped(technique, game, count)));
        }
        return new Outcome(all, disagreements, skips);
    }
}
