package org.zwang.duck.tune;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Color;
import org.zwang.duck.board.Square;
import org.zwang.duck.board.Variant;
import org.zwang.duck.engine.EngineOption;
import org.zwang.duck.engine.EngineResult;
import org.zwang.duck.engine.ZwangEngine;
import org.zwang.duck.rules.GameResult;
import org.zwang.duck.rules.GameRules;
import org.zwang.search.SearchLimits;
import org.zwang.search.SearchListener;

/**
 * The first step of tuning from the engine's own games: fast seeded self-play of Duck Chess, every
 * position of every game labelled with how the game ended ({@link LabelledPosition}). Game {@code i}
 * starts from an opening of the given list (a seeded shuffle of it, taken in turn) and each move is
 * the engine's at a fixed node budget, varied per move by up to ±{@value #NODE_JITTER_PERCENT}% from
 * the game's own generator: the engine is deterministic at a fixed budget (one thread, a new engine
 * per game), so the same seed gives the same games whatever the worker threads, and the jitter makes
 * games from one opening differ. A game that reaches {@link Settings#maxPlies} without a result counts as a draw.
 * Positions where the side to move can take the enemy king are left out (the game is decided there
 * and the evaluation's own king-en-prise term says so); the others are kept from the opening on,
 * each with the engine's search score of it (White's view, within ±{@value LabelledPosition#MAX_SCORE}).
 */
public final class SelfPlay {

    /** How much each move's node budget varies, at most, in percent. */
    public static final int NODE_JITTER_PERCENT = 25;
    private static final String HASH_MB = "16";

    /** A run: the seed, how many games, the node budget of a move, the longest game (plies), worker threads. */
    public record Settings(long seed, int games, long nodes, int maxPlies, int threads) {
        public Settings {
            if (games < 1 || nodes < 100 || maxPlies < 1 || threads < 1) {
                throw new IllegalArgumentException("need games >= 1, nodes >= 100, max plies >= 1 and threads >= 1");
            }
        }
    }

    private SelfPlay() {
    }

    /**
     * Plays {@code settings.games()} games from {@code openings} (FENs of Duck Chess positions) and hands
     * each game's positions to {@code sink} in game order, from this thread; {@code gamesDone} hears
     * the count after each game (for progress).
     */
    public static void play(List<String> openings, Settings settings, Consumer<LabelledPosition> sink,
            IntConsumer gamesDone) {
        play(openings, settings, 0, sink, gamesDone);
    }

    /**
     * As {@link #play(List, Settings, Consumer, IntConsumer)}, but games {@code firstGame} ..
     * {@code firstGame + games - 1} of the seed's sequence: a run that continues an earlier one
     * ({@code firstGame} = the games it played) adds the games one longer run would have played.
     * {@code gamesDone} hears the count of this call's games.
     */
    public static void play(List<String> openings, Settings settings, int firstGame, Consumer<LabelledPosition> sink,
            IntConsumer gamesDone) {
        if (firstGame < 0) {
            throw new IllegalArgumentException("first game must be at least 0, got " + firstGame);
        }
        if (openings.isEmpty()) {
            throw new IllegalArgumentException("no openings to start from");
        }
        int[] order = shuffled(openings.size(), new SplittableRandom(settings.seed()));
        ExecutorService pool = Executors.newFixedThreadPool(settings.threads(), runnable -> {
            Thread thread = new Thread(null, runnable, "zwang-self-play", 64L << 20);
            thread.setDaemon(true);
            return thread;
        });
        Workers.run(pool, "self-play", () -> {
            List<Future<List<LabelledPosition>>> games = new ArrayList<>();
            for (int i = firstGame; i < firstGame + settings.games(); i++) {
                String opening = openings.get(order[i % order.length]);
                SplittableRandom random = new SplittableRandom(settings.seed() * 31 + i);
                games.add(pool.submit(() -> game(opening, settings, random)));
            }
            for (int i = 0; i < games.size(); i++) {
                games.get(i).get().forEach(sink);
                gamesDone.accept(i + 1);
            }
        });
    }

    /**
     * One game from {@code fen}: its positions, labelled with its result. A fresh engine each game, so
     * a game depends on its seed alone, not on the games a worker thread played before.
     */
    static List<LabelledPosition> game(String fen, Settings settings, SplittableRandom random) {
        Board board = Board.fromFen(fen, Variant.DUCK);
        ZwangEngine engine = new ZwangEngine();
        engine.setOption(EngineOption.HASH, HASH_MB);
        List<String> fens = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        GameResult result = GameRules.result(board);
        for (int ply = 0; ply < settings.maxPlies() && !result.isOver(); ply++) {
            boolean kept = !canTakeKing(board);
            if (kept) {
                fens.add(board.toFen());
            }
            long jitter = settings.nodes() * (random.nextInt(2 * NODE_JITTER_PERCENT + 1) - NODE_JITTER_PERCENT) / 100;
            EngineResult move = engine.think(board, SearchLimits.none().maxNodes(settings.nodes() + jitter),
                    SearchListener.none());
            if (kept) {
                int score = Math.max(-LabelledPosition.MAX_SCORE, Math.min(LabelledPosition.MAX_SCORE,
                        move.info().score())); // a mate score as the largest
                scores.add(board.sideToMove() == Color.WHITE ? score : -score);
            }
            board.makeMove(move.bestMove());
            result = GameRules.result(board);
        }
        double whiteScore = result.outcome() == GameResult.Outcome.WHITE_WINS ? 1
                : result.outcome() == GameResult.Outcome.BLACK_WINS ? 0 : 0.5;
        List<LabelledPosition> positions = new ArrayList<>(fens.size());
        for (int i = 0; i < fens.size(); i++) {
            positions.add(new LabelledPosition(fens.get(i), whiteScore, scores.get(i)));
        }
        return positions;
    }

    /** Whether the side to move attacks the enemy king (it can take it: the game is decided). */
    private static boolean canTakeKing(Board board) {
        int us = board.sideToMove();
        int king = board.kingSquare(us ^ 1);
        return king != Square.NONE && (board.attackersTo(king, board.occupied()) & board.sidePieces(us)) != 0;
    }

    /** 0 .. n-1 in a seeded random order (Fisher-Yates). */
    public static int[] shuffled(int n, SplittableRandom random) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = order[i];
            order[i] = order[j];
            order[j] = swap;
        }
        return order;
    }
}
