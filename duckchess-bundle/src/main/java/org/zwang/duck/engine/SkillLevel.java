package org.zwang.duck.engine;

import java.util.List;
import org.zwang.duck.board.Board;
import org.zwang.search.SearchResult;

/**
 * The {@code Skill Level} option (0-20, 20 full strength): which moves of a game are played weakly,
 * how deep a weak move searches and which of its lines it plays. A share {@code (20 - level) / 20}
 * of the moves is weak, drawn per position; a weak move searches at most {@code 1 + level / 3} plies
 * with at least {@link #LINES} lines and picks one by Stockfish's formula (a push of
 * {@code (weakness * (top - score) + delta * random(weakness)) / 128}, weakness {@code 120 - 2 * level},
 * delta the spread of the lines, at most 100). See {@link ZwangEngine}'s class comment for why the
 * share and not Stockfish's method on every move.
 */
final class SkillLevel {

    /** Full strength. */
    static final int MAX = 20;
    /** The lines a weak move chooses among, at least. */
    static final int LINES = 4;

    private int level = MAX;
    int level() {
        return level;
    }

    void setLevel(int value) {
        level = value;
    }

    /** The move's generator: seeded by the position, so a position is weak or not whatever came before. */
    SkillRandom randomFor(Board board) {
        return new SkillRandom(board.key());
    }

    /** Whether this move is played weakly (the first draw of its generator). */
    boolean weakens(SkillRandom random) {
        return level < MAX && random.nextInt(MAX) < MAX - level;
    }

    /** The lines a weak move searches when the user asked for {@code multiPv}. */
    int lines(int multiPv) {
        return Math.max(multiPv, LINES);
    }

    /** A weak move's depth limit: {@code maxDepth} (the caller's), at most {@code 1 + level / 3}. */
    int maxDepth(int maxDepth) {
        return Math.min(1 + level / 3, maxDepth);
    }

    /** The line a weak move plays among {@code lines} (best first, exact scores). */
    int pick(List<SearchResult> lines, SkillRandom random) {
        int weakness = 120 - 2 * level;
        int top = lines.get(0).value();
        int delta = Math.min(top - lines.get(lines.size() - 1).value(), 100);
        int chosen = 0;
        long best = Long.MIN_VALUE;
        for (int i = 0; i < lines.size(); i++) {
            int value = lines.get(i).value();
            long push = ((long) weakness * (top - value) + (long) delta * random.nextInt(weakness)) / 128;
            if (value + push >= best) {
                best = value + push;
                chosen = i;
            }
        }
        return chosen;
    }
}
