package example.subtraction;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.zwang.compare.CompareGame;
import org.zwang.compare.Measurement;
import org.zwang.compare.Player;
import org.zwang.compare.Subject;
import org.zwang.compare.Technique;
import org.zwang.compare.TechniqueProvider;
import org.zwang.compare.TechniqueRegistry;
import org.zwang.search.Game;
import org.zwang.search.SearchLimits;

/** The subtraction game in zwang compare. */
public final class SubtractionGame implements CompareGame {
    @Override
    public String name() {
        return "subtraction";
    }

    private static Subject pile(Subject.Origin origin, String set, int stones) {
        // the theory is the oracle: the side to move wins unless the pile is a multiple of 4
        return Subject.searchedToTheEnd("subtraction", origin, set, Integer.toString(stones),
                Integer.toString(stones), stones % 4 == 0 ? -1 : 1, () -> new Subtraction(stones));
    }

    @Override
    public List<Subject> shipped(boolean quick, long seed) {
        List<Subject> piles = new ArrayList<>();
        for (int stones = 9; stones <= (quick ? 12 : 20); stones++) {
            piles.add(pile(Subject.Origin.SHIPPED, "piles", stones));
        }
        return piles;
    }

    @Override
    public List<Subject> generated(int count, long seed) {
        Random random = new Random(seed);
        List<Subject> piles = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            piles.add(pile(Subject.Origin.GENERATED, "seed " + seed, 9 + random.nextInt(20)));
        }
        return piles;
    }

    @Override
    public String positionFormat() {
        return "pile sizes, one a line";
    }

    @Override
    public List<Subject> read(String source, List<String> lines) {
        List<Subject> piles = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (!line.isEmpty()) {
                if (!line.matches("[1-9][0-9]{0,2}")) {
                    throw new IllegalArgumentException(source + ":" + (i + 1) + ": '" + line + "' is not a pile size");
                }
                piles.add(pile(Subject.Origin.FILE, source, Integer.parseInt(line)));
            }
        }
        return piles;
    }

    @Override
    public Game start() {
        return new Subtraction(21);
    }

    @Override
    public int openingPlies() {
        return 1;
    }

    /** "take-three": always takes as many stones as it may; it plays, it does not solve. */
    public static final class Techniques implements TechniqueProvider {
        @Override
        public List<TechniqueRegistry.Entry> techniques() {
            return List.of(new TechniqueRegistry.Entry("take-three", "subtraction", "always takes three stones",
                    List.of(), (name, off) -> new TakeThree(name)));
        }
    }

    private record TakeThree(String name) implements Technique {
        @Override
        public boolean supports(Subject subject) {
            return false; // a player, not a solver
        }

        @Override
        public Measurement measure(Subject subject, long maxNodes) {
            throw new UnsupportedOperationException("take-three does not solve");
        }

        @Override
        public Player player(long seed) {
            return new Player() {
                @Override
                public String name() {
                    return TakeThree.this.name;
                }

                @Override
                public int chooseMove(Game game, SearchLimits limits) {
                    int[] moves = new int[game.maxMoves()];
                    return moves[game.generateMoves(moves, 0) - 1]; // the largest take
                }
            };
        }
    }
}
