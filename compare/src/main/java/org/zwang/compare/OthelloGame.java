package org.zwang.compare;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.zwang.games.othello.Othello;
import org.zwang.games.othello.OthelloPositions;
import org.zwang.search.Game;
import org.zwang.search.SearchCost;

/**
 * Othello endgames in {@code zwang compare}, searched to the end of the game: the games module's
 * shipped FFO positions seven plies along Edax's principal variation, Edax's score as the oracle (the
 * disc difference, the empties to the winner); fresh positions of random play; Edax's {@code .obf}
 * records from a file; and play from the start position.
 */
final class OthelloGame implements CompareGame {

    private static final String NAME = "othello";
    private static final String SET = "fforum-20-39-pv7";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<Subject> shipped(boolean quick, long seed) {
        return quick ? shipped(3, 11) : shipped(15, 14);
    }

    /** The first {@code count} positions of the 7-plies-along set with at most {@code maxEmpties} empty squares. */
    private static List<Subject> shipped(int count, int maxEmpties) {
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
     * {@code count} fresh positions of 8 to 14 empty squares, seeded: uniformly random legal play from
     * the start position, each distinct and needing a search; no oracle.
     */
    @Override
    public List<Subject> generated(int count, long seed) {
        Random random = RandomPlay.forGame(seed, NAME);
        Set<String> seen = new LinkedHashSet<>();
        List<Subject> subjects = new ArrayList<>();
        for (int attempt = 0; subjects.size() < count && attempt < 100 * (count + 10); attempt++) {
            Othello game = new Othello();
            int empties = RandomPlay.between(random, 8, 14);
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

    @Override
    public String positionFormat() {
        return "Edax's .obf records: 64 squares (X, O, -), the side to move, then MOVE:SCORE; pairs, best first";
    }

    @Override
    public List<Subject> read(String source, List<String> lines) {
        return PositionLines.read(source, lines, (file, number, line) -> {
            OthelloPositions.Record record = OthelloPositions.parseRecord(line);
            return subject(Subject.Origin.FILE, file, "line " + number, record.board(), record.score());
        });
    }

    @Override
    public Game start() {
        return new Othello();
    }

    @Override
    public int openingPlies() {
        return 4;
    }

    private static Subject subject(Subject.Origin origin, String set, String id, String board, Integer score) {
        Othello probe = Othello.parse(board);
        // the x-axis counts empties; a search to the end needs a move and maybe a pass for each
        return new EndOfGameSubject(NAME, origin, set, id, board, probe.empties(), "empties", probe.maxPlies(),
                score, () -> Othello.parse(board));
    }
}
