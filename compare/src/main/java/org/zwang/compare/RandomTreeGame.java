package org.zwang.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.zwang.games.small.RandomTree;

/**
 * Seeded random trees of branching 8 in {@code zwang compare}, searched to their depth: shipped at
 * growing depths on the run's seed, so the plot shows node counts against depth, and fresh ones of
 * depth 3 to 7 on random seeds. Not read from files, not played.
 */
final class RandomTreeGame implements CompareGame {

    private static final String NAME = "random-tree";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<Subject> shipped(boolean quick, long seed) {
        List<Subject> subjects = new ArrayList<>();
        for (int depth = 2; depth <= (quick ? 6 : 8); depth++) {
            subjects.add(subject(Subject.Origin.SHIPPED, "", seed, depth));
        }
        return subjects;
    }

    /** {@code count} fresh trees of depth 3 to 7 on random seeds, seeded, each distinct and needing a search. */
    @Override
    public List<Subject> generated(int count, long seed) {
        Random random = RandomPlay.forGame(seed, NAME);
        return SmallGameSubject.distinct(count, () -> subject(Subject.Origin.GENERATED, "seed " + seed,
                random.nextLong() & 0xFFFF_FFFFL, RandomPlay.between(random, 3, 7)));
    }

    @Override
    public int openingPlies() {
        return 0;
    }

    private static Subject subject(Subject.Origin origin, String set, long treeSeed, int depth) {
        return new SmallGameSubject(NAME, origin, set, "b8 d" + depth + " seed " + treeSeed, depth, depth <= 5,
                () -> new RandomTree(treeSeed, 8, depth, false, false, 0));
    }
}
