package org.zwang.compare;

import java.util.ArrayList;
import java.util.List;
import org.zwang.games.connect4.ConnectFour;
import org.zwang.games.connect4.ConnectFourPositions;
import org.zwang.search.Game;

/**
 * Connect Four in {@code zwang compare}, anticipating direct losses as Pons's solver does and searched
 * to the end of the game: the games module's shipped sets with his solver's scores as the oracle,
 * fresh positions from its seeded generator, his test-file lines, and play from the empty board.
 */
final class ConnectFourGame implements CompareGame {

    private static final String NAME = "connect4";
    /** The stones of a generated position: the range of the shipped sets together. */
    private static final int MIN_STONES = 14;
    private static final int MAX_STONES = 36;

    @Override
    public String name() {
        return NAME;
    }

    /** The first 100 (quick: 3) positions of each of {@link ConnectFourPositions#SETS}. */
    @Override
    public List<Subject> shipped(boolean quick, long seed) {
        List<Subject> subjects = new ArrayList<>();
        for (String set : ConnectFourPositions.SETS) {
            List<ConnectFourPositions.Scored> positions = ConnectFourPositions.load(set);
            for (ConnectFourPositions.Scored scored : positions.subList(0, Math.min(quick ? 3 : 100,
                    positions.size()))) {
                subjects.add(subject(Subject.Origin.SHIPPED, set, scored.moves(), scored.score()));
            }
        }
        return subjects;
    }

    /**
     * {@code count} fresh positions of {@value #MIN_STONES} to {@value #MAX_STONES} stones from
     * {@link ConnectFourPositions#generate}, seeded; no oracle.
     */
    @Override
    public List<Subject> generated(int count, long seed) {
        List<Subject> subjects = new ArrayList<>();
        for (String moves : ConnectFourPositions.generate(RandomPlay.forGame(seed, NAME).nextLong(), count,
                MIN_STONES, MAX_STONES)) {
            subjects.add(subject(Subject.Origin.GENERATED, "seed " + seed, moves, null));
        }
        return subjects;
    }

    @Override
    public String positionFormat() {
        return "Pascal Pons's move strings (columns 1-7 from the empty board), an optional score after each";
    }

    @Override
    public List<Subject> read(String source, List<String> lines) {
        return PositionLines.read(source, lines, (file, number, line) -> {
            String[] parts = line.split("\\s+");
            if (parts.length > 2) {
                throw new IllegalArgumentException("expected MOVES [SCORE], got '" + line + "'");
            }
            ConnectFour position = ConnectFour.of(parts[0]);
            if (position.isTerminal()) {
                throw new IllegalArgumentException("the game is over after '" + parts[0] + "'");
            }
            Integer score = null;
            if (parts.length == 2) {
                try {
                    score = Integer.parseInt(parts[1]);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("'" + parts[1] + "' is not a score");
                }
            }
            return subject(Subject.Origin.FILE, file, parts[0], score);
        });
    }

    @Override
    public Game start() {
        return new ConnectFour();
    }

    @Override
    public int openingPlies() {
        return 2;
    }

    private static Subject subject(Subject.Origin origin, String set, String moves, Integer score) {
        int left = ConnectFour.of(moves).maxPlies() - moves.length();
        return new EndOfGameSubject(NAME, origin, set, moves, moves, left, "plies", left, score,
                () -> ConnectFour.of(moves).anticipating());
    }
}
