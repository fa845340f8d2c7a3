package org.zwang.match;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Fen;
import org.zwang.duck.board.Variant;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.record.PlayedGame;

/**
 * Where a match's games start: positions from a file (one FEN per line; {@code #} comments, blank
 * lines and EPD operations after the fourth field are ignored), taken in turn, or a seeded random
 * opening of a few plies of uniformly chosen legal moves (whole turns in Duck Chess) from the
 * initial position, none of which ends the game. Opening {@code i} is the same every time it is
 * asked for, so both colours of a pair play the same opening.
 */
public final class Openings {

    private final Variant variant;
    private final List<String> fens;
    private final int randomPlies;
    private final long seed;

    private Openings(Variant variant, List<String> fens, int randomPlies, long seed) {
        this.variant = variant;
        this.fens = fens;
        this.randomPlies = randomPlies;
        this.seed = seed;
    }

    /** Random openings of {@code plies} plies (0: every game from the initial position). */
    public static Openings random(Variant variant, int plies, long seed) {
        if (plies < 0 || plies > 40) {
            throw new IllegalArgumentException("random opening plies must be 0-40, got " + plies);
        }
        return new Openings(variant, List.of(), plies, seed);
    }

    /** The shipped suite of balanced Duck Chess openings ({@link OpeningSuite}), in its order. */
    public static Openings duckSuite() {
        List<String> fens = new ArrayList<>();
        for (OpeningSuite.Entry entry : OpeningSuite.load()) {
            fens.add(entry.fen());
        }
        return new Openings(Variant.DUCK, List.copyOf(fens), 0, 0);
    }

    /**
     * The positions of a FEN file, each checked now.
     *
     * @throws IllegalArgumentException naming the file line of a bad FEN, or for a file without one
     */
    public static Openings fromFile(Path file, Variant variant) throws IOException {
        List<String> fens = new ArrayList<>();
        int number = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            number++;
            String text = line.strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            String[] fields = text.split("\\s+");
            boolean sixFields = fields.length >= 6 && fields[4].matches("\\d+") && fields[5].matches("\\d+");
            String fen = String.join(" ", java.util.Arrays.copyOf(fields, Math.min(fields.length, sixFields ? 6 : 4)));
            try {
                fens.add(Board.fromFen(fen, variant).toFen());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + " line " + number + ": " + e.getMessage());
            }
        }
        if (fens.isEmpty()) {
            throw new IllegalArgumentException(file + " holds no FEN");
        }
        return new Openings(variant, List.copyOf(fens), 0, 0);
    }

    /** The start of the games of opening {@code index}: a fresh game, possibly with moves played. */
    public PlayedGame game(int index) {
        if (!fens.isEmpty()) {
            return PlayedGame.fromFen(fens.get(index % fens.size()), variant);
        }
        PlayedGame game = PlayedGame.fromFen(Fen.START, variant);
        playRandomPlies(game, new SplittableRandom(seed * 0x9E3779B97F4A7C15L + index), randomPlies);
        return game;
    }

    /**
     * Plays up to {@code plies} uniformly chosen legal moves (whole turns in Duck Chess) in
     * {@code game}, none of which ends the game; returns how many it played (fewer only when every
     * move would end the game).
     */
    static int playRandomPlies(PlayedGame game, SplittableRandom random, int plies) {
        int[] moves = new int[game.variant() == Variant.DUCK ? MoveGenerator.MAX_TURNS : MoveGenerator.MAX_MOVES];
        for (int ply = 0; ply < plies; ply++) {
            Board board = game.board();
            int count = game.variant() == Variant.DUCK ? MoveGenerator.generateTurns(board, moves, 0)
                    : MoveGenerator.generateLegal(board, moves, 0);
            // pick uniformly among the moves that do not end the game
            boolean played = false;
            while (count > 0 && !played) {
                int pick = random.nextInt(count);
                game.playChecked(moves[pick]);
                if (game.result().isOver()) {
                    game.undo();
                    moves[pick] = moves[--count];
                } else {
                    played = true;
                }
            }
            if (!played) {
                return ply;
            }
        }
        return plies;
    }

    /** How many different openings there are before they repeat (0: unlimited, random). */
    public int size() {
        return fens.size();
    }
}
