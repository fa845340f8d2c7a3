package org.zwang.match;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.zwang.duck.board.Fen;
import org.zwang.duck.board.Variant;
import org.zwang.duck.engine.Engine;
import org.zwang.duck.engine.ZwangEngine;
import org.zwang.duck.notation.MoveNotation;
import org.zwang.record.PlayedGame;
import org.zwang.search.ResourceLines;
import org.zwang.search.SearchLimits;

/**
 * The shipped suite of balanced Duck Chess openings that {@code zwang match} starts duck games
 * from, and the recipe that made it. Engines are compared fairly only from positions neither side
 * is already winning, and many different ones: random plies alone give lopsided starts (a hanging
 * queen after four random turns is common), which turn pairs into one win each and hide strength.
 *
 * <p>The recipe ({@link #generate}): from the initial position play a seeded, uniformly random
 * number of plies in [minPlies, maxPlies] of uniformly random legal turns (none ending the game),
 * skip a position seen before (same placement, side, castling, en passant and duck), score it with
 * Zwang's own search to a fixed depth from a cleared table (so each score depends on the position
 * alone), and keep it when the score is within ±maxCentipawns. The file holds one line per
 * position: {@code FEN ; turns from the start in UCI notation ; cp SCORE} (the score from the side
 * to move), after a {@code #} header that states the command and settings that made it.
 */
public final class OpeningSuite {

    /** The suite's resource, next to this class. */
    public static final String RESOURCE = "duck-openings.epd";

    /** One opening: its FEN, the turns that reach it from the start, the search's score (side to move). */
    public record Entry(String fen, List<String> turns, int centipawns) {

        /** The file line: {@code FEN ; turn turn ... ; cp SCORE}. */
        public String line() {
            return fen + " ; " + String.join(" ", turns) + " ; cp " + centipawns;
        }

        /** Parses a file line. */
        public static Entry parse(String line) {
            String[] parts = line.split("\\s*;\\s*");
            if (parts.length != 3 || !parts[2].startsWith("cp ")) {
                throw new IllegalArgumentException("bad opening line (expected 'FEN ; turns ; cp SCORE'): " + line);
            }
            try {
                return new Entry(parts[0].strip(), List.of(parts[1].strip().split("\\s+")),
                        Integer.parseInt(parts[2].substring(3).strip()));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("bad score in opening line: " + line);
            }
        }
    }

    /** How a suite is made; {@link #header()} writes it into the file. */
    public record Recipe(long seed, int minPlies, int maxPlies, int depth, int maxCentipawns, int count) {

        public Recipe {
            if (minPlies < 1 || maxPlies < minPlies || maxPlies > 40) {
                throw new IllegalArgumentException("plies must be 1 <= min <= max <= 40, got " + minPlies + "-"
                        + maxPlies);
            }
            if (depth < 1 || depth > 20 || maxCentipawns < 0 || count < 1) {
                throw new IllegalArgumentException("depth must be 1-20, the score bound >= 0 and the count >= 1");
            }
        }
    }

    private OpeningSuite() {
    }

    /** The shipped suite, in file order. */
    public static List<Entry> load() {
        List<Entry> entries = new ArrayList<>();
        for (String line : ResourceLines.read(OpeningSuite.class, RESOURCE)) {
            entries.add(Entry.parse(line));
        }
        return entries;
    }

    /**
     * Makes a suite by the recipe, handing each kept opening to {@code sink} in order; {@code tried}
     * hears the number of candidates tried so far (for progress). Stops at {@code recipe.count()}
     * openings, or after 100 times as many candidates.
     *
     * @return the number of candidates tried
     */
    public static int generate(Recipe recipe, Consumer<Entry> sink, java.util.function.IntConsumer tried) {
        Engine engine = new ZwangEngine();
        engine.setOption(org.zwang.duck.engine.EngineOption.HASH, "16");
        Candidates candidates = new Candidates(recipe);
        int kept = 0;
        int count = 0;
        while (kept < recipe.count() && count < 100 * recipe.count()) {
            count++;
            tried.accept(count);
            PlayedGame game = candidates.next();
            if (game == null) {
                continue;
            }
            engine.newGame();
            int score = engine.think(game.board(), SearchLimits.depth(recipe.depth()), null).info().score();
            if (Math.abs(score) > recipe.maxCentipawns()) {
                continue;
            }
            List<String> turns = new ArrayList<>();
            for (int move : game.moves()) {
                turns.add(MoveNotation.toUci(move));
            }
            sink.accept(new Entry(game.board().toFen(), List.copyOf(turns), score));
            kept++;
        }
        return count;
    }

    /**
     * The search-free first half of the recipe: the seeded stream of random games a suite's positions
     * are chosen from, in order. Its own type so that a suite can be checked against its seed without
     * the search (whose scores change whenever the engine does).
     */
    public static final class Candidates {
        private final Recipe recipe;
        private final SplittableRandom random;
        private final Set<String> seen = new HashSet<>();

        public Candidates(Recipe recipe) {
            this.recipe = recipe;
            this.random = new SplittableRandom(recipe.seed());
        }

        /** The next candidate game, or null when this one is a duplicate or could not be played out. */
        public PlayedGame next() {
            int plies = recipe.minPlies() + random.nextInt(recipe.maxPlies() - recipe.minPlies() + 1);
            PlayedGame game = PlayedGame.fromFen(Fen.START, Variant.DUCK);
            if (Openings.playRandomPlies(game, random, plies) < plies || !seen.add(positionKey(game.board().toFen()))) {
                return null;
            }
            return game;
        }
    }

    /** A FEN without its move counters: the same position reached at another move number is a duplicate. */
    static String positionKey(String fen) {
        String[] fields = fen.trim().split("\\s+");
        return String.join(" ", java.util.Arrays.copyOf(fields, Math.min(4, fields.length)));
    }

    /** The file header: what the suite is and exactly how to make it again. */
    public static List<String> header(Recipe recipe, int candidates, String engineName) {
        return List.of(
                "# Zwang's suite of balanced Duck Chess openings: " + recipe.count() + " positions.",
                "# Made by: zwang duck openings --seed " + recipe.seed() + " --min-plies " + recipe.minPlies()
                        + " --max-plies " + recipe.maxPlies() + " --depth " + recipe.depth() + " --max-cp "
                        + recipe.maxCentipawns() + " --count " + recipe.count(),
                "# Recipe: from the initial position, a seeded random number of plies in [" + recipe.minPlies() + ", "
                        + recipe.maxPlies() + "] of uniformly random legal turns (move + duck; none ending the game);",
                "# a position seen before (same placement, side, castling, en passant, duck) is skipped; the rest are",
                "# scored by " + engineName + " (score-bundle search, 16 MB table cleared before each position) to depth "
                        + recipe.depth() + " and kept when",
                String.format(Locale.ROOT, "# |score| <= %d centipawns. %d candidates were tried for these %d.",
                        recipe.maxCentipawns(), candidates, recipe.count()),
                "# Line format: FEN (duck as '*') ; the turns from the initial position in UCI notation ; cp SCORE",
                "# (side to move). zwang match reads the FEN and ignores the rest.");
    }
}
