package org.zwang.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;
import org.zwang.games.small.Nim;
import org.zwang.search.Game;
import org.zwang.search.SearchStats;

/**
 * The agreement check: every technique returns the same value as the others and as the oracle on
 * small sets of every game, and a planted wrong value or a wrong oracle is reported.
 */
class ComparisonTest {

    private static Subject nim(int... heaps) {
        int total = java.util.Arrays.stream(heaps).sum();
        return new Subject("nim", java.util.Arrays.toString(heaps), total, "plies") {
            @Override
            public Game newGame() {
                return new Nim(heaps);
            }

            @Override
            public boolean smallEnoughForMinimax() {
                return true;
            }
        };
    }

    @Test
    void everyTechniqueAgreesOnSmallSetsOfEveryGame() {
        List<Subject> subjects = new ArrayList<>();
        subjects.addAll(Suites.subjects(List.of("tic-tac-toe", "nim"), true, 2026));
        subjects.addAll(Suites.subjects(List.of("random-tree"), true, 2026).subList(0, 3));
        // Bridge endings of 2 and 3 tricks, DDS's trick count as oracle.
        subjects.addAll(ContractBridgeGame.shipped(2, 0).stream().filter(s -> s.depth() <= 3).toList());
        subjects.addAll(DuckChessGame.shipped(2, 1));
        subjects.addAll(StandardChessGame.shipped(2, 2));
        List<Technique> techniques = TechniqueRegistry.parseList("minimax," + TechniqueRegistry.DEFAULT
                + ",alphabeta:no-table:no-move-ordering,bundle:no-alpha-beta,dds:no-quick-tricks");
        Comparison.Outcome outcome = new Comparison(techniques, 1).run(subjects, s -> {
        });
        assertEquals(List.of(), outcome.disagreements().stream().map(Object::toString).toList());
        Map<Subject, Integer> runs = new HashMap<>();
        for (Measurement m : outcome.measurements()) {
            runs.merge(m.subject(), 1, Integer::sum);
        }
        for (Subject subject : subjects) {
            // At least two techniques (or one and the oracle) on each subject, or agreement means nothing.
            int checks = runs.getOrDefault(subject, 0) + (subject.expectedValue() != null ? 1 : 0);
            assertTrue(checks >= 2, subject + " was checked " + checks + " times");
        }
        // two endings each of 2 and 3 tricks (one trick, one card a hand, needs no search)
        assertEquals(4, subjects.stream().filter(s -> s.game().equals("bridge")).count());
    }

    @Test
    void nimValuesFollowTheXorRule() {
        // Bouton's theorem: the side to move wins exactly when the heaps' xor is not zero.
        List<Subject> subjects = List.of(nim(1, 2, 3), nim(1, 2, 4), nim(2, 2), nim(3, 1), nim(1, 4, 5), nim(2, 3, 4));
        Comparison.Outcome outcome = new Comparison(TechniqueRegistry.parseList("minimax,alphabeta,mtdf,bisection-guess"),
                1).run(subjects, s -> {
                });
        assertEquals(List.of(), outcome.disagreements());
        for (Measurement m : outcome.measurements()) {
            int[] heaps = java.util.Arrays.stream(m.subject().label().replaceAll("[\\[\\] ]", "").split(","))
                    .mapToInt(Integer::parseInt).toArray();
            int xor = 0;
            for (int heap : heaps) {
                xor ^= heap;
            }
            assertEquals(xor != 0, m.value() > 0, m.subject() + " by " + m.technique() + ": " + m.value());
        }
    }

    /**
     * The outcome provers on every small-game subject: each proves the sign of the exact techniques'
     * value (no disagreement), they run only where the game is searched to its end, and a prover that
     * claims the opposite outcome is caught.
     */
    @Test
    void outcomeProversAgreeWithTheSignOfTheValueAndALiarIsCaught() {
        List<Subject> subjects = new ArrayList<>(Suites.subjects(List.of("tic-tac-toe", "nim"), true, 2026));
        subjects.addAll(Suites.subjects(List.of("random-tree"), true, 2026).subList(0, 3));
        List<Technique> techniques = TechniqueRegistry.parseList("alphabeta,mcts,pns,dfpn,dfpn:no-table");
        Comparison.Outcome outcome = new Comparison(techniques, 1).run(subjects, s -> {
        });
        assertEquals(List.of(), outcome.disagreements().stream().map(Object::toString).toList());
        long proofs = outcome.measurements().stream().filter(m -> m.technique().equals("pns")).count();
        assertEquals(subjects.stream().filter(Subject::hasOutcome).count(), proofs);
        assertTrue(proofs >= 3, "the provers ran: " + proofs);
        assertTrue(ContractBridgeGame.shipped(1, 0).stream().noneMatch(Subject::hasOutcome),
                "bridge values count tricks: no outcome to prove");

        Technique pns = TechniqueRegistry.parse("pns");
        Technique liar = liar("contrarian", pns, value -> -value);
        Comparison.Outcome caught = new Comparison(List.of(TechniqueRegistry.parse("alphabeta"), liar), 1)
                .run(List.of(nim(1, 2)), s -> {
                });
        assertEquals(1, caught.disagreements().size(), "nim [1, 2] is won: the liar says lost");
    }

    @Test
    void aPlantedWrongValueIsADisagreement() {
        Technique honest = TechniqueRegistry.parse("alphabeta");
        Technique liar = liar("off-by-one", honest, value -> value + 1);
        Subject[] heard = new Subject[1];
        Comparison.Outcome outcome = new Comparison(List.of(honest, liar), 1).run(List.of(nim(1, 2)), s -> heard[0] = s);
        assertEquals(1, outcome.disagreements().size());
        assertEquals(List.of("alphabeta", "off-by-one"), List.copyOf(outcome.disagreements().get(0).values().keySet()));
        assertTrue(outcome.disagreements().get(0).toString().startsWith("DISAGREEMENT on nim [1, 2]"));
        assertEquals("nim [1, 2] (3 plies)", heard[0].toString());
        assertEquals(2, outcome.measurements().size());
    }

    @Test
    void aWrongOracleIsADisagreementToo() {
        Subject ending = ContractBridgeGame.shipped(1, 0).stream().filter(s -> s.depth() == 2).findFirst().orElseThrow();
        Subject lying = new Subject("bridge", "wrong oracle", 2, "tricks") {
            @Override
            public Game newGame() {
                return ending.newGame();
            }

            @Override
            public int genericDepth() {
                return ending.genericDepth();
            }

            @Override
            public int fromGenericValue(int value) {
                return ending.fromGenericValue(value);
            }

            @Override
            public Integer expectedValue() {
                return ending.expectedValue() == 0 ? 1 : ending.expectedValue() - 1;
            }
        };
        Comparison comparison = new Comparison(TechniqueRegistry.parseList("alphabeta,pvs"), 1);
        assertEquals(0, comparison.run(List.of(ending), s -> {
        }).disagreements().size());
        List<Comparison.Disagreement> found = comparison.run(List.of(lying), s -> {
        }).disagreements();
        assertEquals(1, found.size());
        assertEquals(List.of("alphabeta", "pvs", "oracle"), List.copyOf(found.get(0).values().keySet()));
    }

    @Test
    void summaryComparesWithTheBaselineOnSharedSubjectsOnly() {
        List<Subject> subjects = List.of(nim(1, 2), nim(1, 2, 3));
        Comparison.Outcome outcome = new Comparison(TechniqueRegistry.parseList("alphabeta,alphabeta:no-table"), 1)
                .run(subjects, s -> {
                });
        List<Summary.Row> rows = Summary.of(outcome.measurements(), "alphabeta");
        assertEquals(2, rows.size());
        assertEquals(1.0, rows.get(0).ratioToBaseline);
        long nodes = 0;
        long baseNodes = 0;
        for (Measurement m : outcome.measurements()) {
            if (m.technique().equals("alphabeta:no-table")) {
                nodes += m.stats().nodes;
            } else {
                baseNodes += m.stats().nodes;
            }
        }
        assertEquals((double) nodes / baseNodes, rows.get(1).ratioToBaseline, 1e-12);
        assertEquals(2, rows.get(1).positions);
        // per position: the geometric mean of the two ratios, each position counting alike
        double product = 1;
        for (Subject subject : subjects) {
            product *= (double) nodesOf(outcome, subject, "alphabeta:no-table") / nodesOf(outcome, subject, "alphabeta");
        }
        assertEquals(Math.sqrt(product), rows.get(1).perPosition.geometricMean(), 1e-12);
        assertEquals(2, rows.get(1).perPosition.positions());
    }

    private static long nodesOf(Comparison.Outcome outcome, Subject subject, String technique) {
        return outcome.measurements().stream().filter(m -> m.subject() == subject && m.technique().equals(technique))
                .findFirst().orElseThrow().stats().nodes;
    }

    /** A technique named {@code name} that runs {@code honest} and reports {@code lie} of its value. */
    private static Technique liar(String name, Technique honest, IntUnaryOperator lie) {
        return new Technique() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public boolean supports(Subject subject) {
                return honest.supports(subject);
            }

            @Override
            public boolean provesOutcome() {
                return honest.provesOutcome();
            }

            @Override
            public Measurement measure(Subject subject, long maxNodes) {
                return new Measurement(subject, name, lie.applyAsInt(honest.measure(subject).value()), new SearchStats());
            }
        };
    }
}
