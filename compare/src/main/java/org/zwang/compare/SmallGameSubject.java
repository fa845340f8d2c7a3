package org.zwang.compare;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.zwang.search.Game;
import org.zwang.search.SearchCost;

/**
 * A position of one of search-api's small games (tic-tac-toe, Nim, random trees), searched to the end
 * (random trees: to their depth), without an oracle.
 */
final class SmallGameSubject extends Subject {

    private final boolean small;
    private final Supplier<Game> start;

    /** @param small whether plain minimax finishes on it */
    SmallGameSubject(String game, Subject.Origin origin, String set, String position, int depth, boolean small,
            Supplier<Game> start) {
        super(game, origin, set, position, position, depth, "plies");
        this.small = small;
        this.start = start;
    }

    @Override
    public Game newGame() {
        return start.get();
    }

    @Override
    public boolean smallEnoughForMinimax() {
        return small;
    }

    /**
     * Up to {@code count} subjects of {@code draw} (null for a draw that failed), each distinct and
     * {@linkplain SearchCost needing a search}, in at most {@code 200 * (count + 10)} draws: a game with
     * fewer such positions than {@code count} gives all it has.
     */
    static List<Subject> distinct(int count, Supplier<Subject> draw) {
        Set<String> seen = new LinkedHashSet<>();
        List<Subject> subjects = new ArrayList<>();
        for (int attempt = 0; subjects.size() < count && attempt < 200 * (count + 10); attempt++) {
            Subject subject = draw.get();
            if (subject != null && seen.add(subject.id())
                    && SearchCost.needsSearch(subject.newGame(), subject.genericDepth())) {
                subjects.add(subject);
            }
        }
        return subjects;
    }
}
