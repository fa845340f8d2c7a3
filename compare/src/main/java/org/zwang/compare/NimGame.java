package org.zwang.compare;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.zwang.games.small.Nim;
import org.zwang.search.Game;

/**
 * Nim in {@code zwang compare}: solved on heap sets of growing size, fresh positions of 3 or 4 random
 * heaps, heap sizes from a file, and play from heaps of 3, 4 and 5.
 */
final class NimGame implements CompareGame {

    private static final String NAME = "nim";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<Subject> shipped(boolean quick, long seed) {
        int[][] heaps = quick ? new int[][] {{1, 2, 3}, {2, 3, 4}, {1, 3, 5, 2}}
                : new int[][] {{1, 2, 3}, {2, 3, 4}, {1, 3, 5, 2}, {3, 4, 5}, {2, 4, 5, 3}};
        List<Subject> subjects = new ArrayList<>();
        for (int[] heap : heaps) {
            subjects.add(subject(Subject.Origin.SHIPPED, "", heap));
        }
        return subjects;
    }

    /** {@code count} fresh positions of 3 or 4 random heaps of 1 to 5, seeded, each distinct and needing a search. */
    @Override
    public List<Subject> generated(int count, long seed) {
        Random random = RandomPlay.forGame(seed, NAME);
        return SmallGameSubject.distinct(count, () -> {
            int[] heaps = new int[RandomPlay.between(random, 3, 4)];
            for (int i = 0; i < heaps.length; i++) {
                heaps[i] = RandomPlay.between(random, 1, 5);
            }
            return subject(Subject.Origin.GENERATED, "seed " + seed, heaps);
        });
    }

    @Override
    public String positionFormat() {
        return "heap sizes, one position a line (e.g. 1 3 5 7)";
    }

    @Override
    public List<Subject> read(String source, List<String> lines) {
        return PositionLines.read(source, lines, (file, number, line) -> {
            String[] parts = line.replaceAll("[\\[\\],]", " ").trim().split("\\s+");
            int[] heaps = new int[parts.length];
            for (int i = 0; i < parts.length; i++) {
                try {
                    heaps[i] = Integer.parseInt(parts[i]);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("'" + parts[i] + "' is not a heap size");
                }
                if (heaps[i] < 0 || heaps[i] > 63) {
                    throw new IllegalArgumentException("a heap holds 0-63 counters, got " + heaps[i]);
                }
            }
            return subject(Subject.Origin.FILE, file, heaps);
        });
    }

    @Override
    public Game start() {
        return new Nim(3, 4, 5);
    }

    @Override
    public int openingPlies() {
        return 1;
    }

    private static Subject subject(Subject.Origin origin, String set, int[] heaps) {
        int total = Arrays.stream(heaps).sum();
        int[] copy = heaps.clone();
        return new SmallGameSubject(NAME, origin, set, Arrays.toString(copy), total, total <= 9, () -> new Nim(copy));
    }
}
