package org.zwang.compare;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.zwang.games.othello.Othello;
import org.zwang.games.othello.OthelloPositions;
import org.zwang.search.SearchCost;

/**
 * Othello endgame positions as comparison subjects, searched to the end of the game: the games
 * module's shipped FFO positions seven plies along Edax's principal variation, Edax's score as the
 * oracle (the disc difference, the empties to the winner); and fresh positions of random play.
 */
public final class OthelloSuite {

    private static final String SET = "fforum-20-39-pv7";

    private OthelloSuite() {
    }

    /** The first {@code count} positions of the 7-plies-along set with at most {@code maxEmpties} empty squares. */
    public static List<Subject> subjects(int count, int maxEmpties) {
        List<Subject> subjects = new ArrayList<>();
        for (OthelloPositions.Scored scored : OthelloPositions.load(SET)) {
            if (subjects.size() == count) {
                break;
            }
            if (scored.empties() <= maxEmpties) {
                subjects.add(subject(Subject.Origin.SHIPPED, SET, "FFO #" + scored.number() + " + 7 plies",
                        scored.board(), scored.score()));
            }
        }
        return subjects;
    }

    /**
     * {@code count} fresh positions of {@code minEmpties} to {@code maxEmpties} empty squares, seeded:
     * uniformly random legal play from the start position, each distinct and needing a search; no oracle.
     */
    public static List<Subject> generated(int count, int minEmpties, int maxEmpties, long seed) {
        Random random = RandomPlay.forGame(seed, "othello");
        Set<String> seen = new LinkedHashSet<>();
        List<Subject> subjects = new ArrayList<>();
        for (int attempt = 0; subjects.size() < count && attempt < 100 * (count + 10); attempt++) {
            Othello game = new Othello();
            int empties = RandomPlay.between(random, minEmpties, maxEmpties);
            // a pass is a ply but fills no square: play until the empties are down to the target
            boolean going = true;
            while (going && game.empties() > empties) {
                going = RandomPlay.play(game, random, 1);
            }
            String board = game.toBoardString();
            if (going && seen.add(board) && SearchCost.needsSearch(game, game.maxPlies())) {
                subjects.add(subject(Subject.Origin.GENERATED, "seed " + seed, "#" + (subjects.size() + 1), board,
                        null));
            }
        }
        return subjects;
    }

    static Subject subject(Subject.Origin origin, String set, String id, String board, Integer score) {
        Othello probe = Othello.parse(board);
        // the x-axis counts empties; a search to the end needs a move and maybe a pass for each
        return new EndOfGameSubject("othello", origin, set, id, board, probe.empties(), "empties", probe.maxPlies(),
                score, () -> Othello.parse(board));
    }
}
