package org.zwang.duck.engine;

import java.util.List;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Variant;
import org.zwang.duck.eval.Evaluation;
import org.zwang.duck.eval.EvaluationWeights;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.nnue.Network;
import org.zwang.duck.nnue.NetworkEvaluation;
import org.zwang.duck.rules.GameResult;
import org.zwang.duck.rules.GameRules;
import org.zwang.duck.search.BoardSearch;
import org.zwang.duck.search.Quiescence;
import org.zwang.duck.search.SearchSettings;
import org.zwang.search.tt.HashedTranspositionTable;
import org.zwang.search.SearchLimits;
import org.zwang.search.SearchListener;
import org.zwang.search.SearchResult;
import org.zwang.search.StopFlag;
import org.zwang.search.Values;
import org.zwang.search.ZwangVersion;

/**
 * The Zwang engine behind the protocol front-ends: Duck Chess with the score-bundle search (default)
 * or the explicit-duck search (option {@code Search}, so matches can pit them against each other),
 * standard chess with PVS; chosen by the board's {@link Variant}. Options: {@code Hash} (table size in
 * MB; the one table all threads share takes at most that), {@code Clear Hash} (a button),
 * {@code Threads} (Lazy SMP, below), {@code MultiPV} (the N best root moves, each with its duck
 * square, score and line), {@code Skill Level} (0-20, below), {@code Search} ({@code bundle} or
 * {@code explicit}), {@code Quiescence} ({@code auto}: with the duck for the bundle search, ignoring
 * it for the explicit search; or {@code with-duck}, {@code ignoring-duck}, {@code off} for both, see
 * {@link Quiescence}), {@code Eval} ({@code linear}, the tuned weights, the default; or {@code network},
 * a quantised network with incrementally updated accumulators, {@link NetworkEvaluation}),
 * {@code EvalFile} (a weights file from {@code zwang duck tune fit}, or a net file from
 * {@code zwang duck nnue train}, told apart by the net file's magic; empty: the engine's own
 * {@link EvaluationWeights#DEFAULT} and the built-in net, if the build ships one).
 *
 * <p><b>Threads</b> (Lazy SMP, as Stockfish does it): the calling thread runs the main search, which
 * reports; each further thread runs a search object of its own (its own per-ply arrays, killers and
 * history) on a copy of the board, iteratively deepening the same root, sharing the main search's
 * table, which they fill for each other (the table is safe under races:
 * {@code HashedTranspositionTable}). A helper searches only depths beyond the one the main search is
 * on, so that what it stores is ahead of the main search, not a copy of its work (further helpers
 * also skip depths by Stockfish's skip tables: {@link HelperThreads}). When the main search returns,
 * the helpers are stopped and joined, and the move is the best thread's: the deepest completed
 * iteration, then the higher score (with MultiPV or Skill Level the main search's). Reported nodes
 * are those of all threads, and a node limit ({@code go nodes}) is on all of them together: each
 * thread gets a share of it.
 *
 * <p><b>Skill Level</b> below 20: a share {@code (20 - level) / 20} of the moves is played weakly,
 * the rest at full strength (5% of the moves at level 19, half at level 10, all at level 0); which
 * ones is drawn by a generator seeded with the position's key, so a position is always answered the
 * same way at one level. A weak move follows Stockfish's method: the search runs with at least
 * {@value SkillLevel#LINES} lines (MultiPV) and at most depth {@code 1 + level / 3}; of the last completed
 * iteration's lines, line {@code i} with score {@code s_i} gets
 * {@code s_i + (w (s_1 - s_i) + delta r_i) / 128}, where {@code w = 120 - 2 level} is the weakness,
 * {@code delta = min(s_1 - s_last, 100)} and {@code r_i} is uniform in {@code [0, w)} from the same
 * generator; the move of the highest (the later on a tie) is played. Stockfish's method alone, for
 * every move, compresses the levels in Duck Chess (four lines instead of one, and a move a pawn worse
 * often loses the king a few turns later; the figures are in {@code docs/PERFORMANCE.md}), so the
 * share is what spreads the levels. At level 20 the engine is exactly the normal engine.
 *
 * <p>{@link #think} searches a copy of the position (the caller's board is never changed) with
 * iterative deepening under search-api's limits, reports every finished iteration, and always
 * returns a legal move: a whole turn with its duck square in Duck Chess (also on White's first turn,
 * when no duck is on the board yet), or a legal chess move. Raising the limits' stop flag makes it
 * return within a few milliseconds (the searches poll it every 1,024 nodes).
 */
public final class ZwangEngine implements Engine {

    /** The engine's name and the version of the build it comes from (UCI {@code id name}, CECP {@code myname}). */
    public static final String NAME = "Zwang " + ZwangVersion.current();

    /** Full strength; lower levels play weaker (see the class comment and {@link SkillLevel}). */
    public static final int MAX_SKILL_LEVEL = SkillLevel.MAX;

    /** The options' values. */
    private final EngineSettings settings;
    /** The main search (index 0) and the helpers' searches, all on one table. */
    private BoardSearch[] searches = new BoardSearch[0];
    private BoardSearch search;
    /** What {@link #searches} were made for; null before the first. */
    private SearchSetup setup;
    /** The helper searches: on threads ({@link HelperThreads}), or none ({@link #singleThreaded}). */
    private final Helpers helperThreads;
    /** The variant of the last search or {@link #prepare}: its table is the one allocated. */
    private Variant variant = Variant.DUCK;

    /** An engine whose {@code Hash} maximum fits this JVM's heap ({@code -Xmx}): see {@link EngineSettings#maxHashMegabytes}. */
    public ZwangEngine() {
        this(Runtime.getRuntime().maxMemory(), new HelperThreads());
    }

    private ZwangEngine(long heapBytes, Helpers helpers) {
        settings = new EngineSettings(heapBytes);
        helperThreads = helpers;
    }

    /**
     * An engine for a runtime with no threads beyond the caller's and {@code heapBytes} of memory for
     * its table (the browser's WebAssembly build, which has neither threads nor the JVM's heap
     * limit): the main search alone, whatever {@code Threads} says; otherwise the same engine.
     */
    public static ZwangEngine singleThreaded(long heapBytes) {
        return new ZwangEngine(heapBytes, Helpers.NONE);
    }

    /** Allocates the table for {@code variant}'s search now, so that the next search does not pay for it. */
    @Override
    public void prepare(Variant next) {
        variant = next;
        allocate(settings.hashMegabytes);
    }

    /**
     * Makes the search (and its table) the settings ask for, now. When the heap has no room for the
     * new table, the engine goes back to {@code previousMegabytes} (that table was just released, so
     * it fits again) and says so with an exception; it keeps playing either way.
     */
    private void allocate(int previousMegabytes) {
        try {
            searchFor(variant);
        } catch (OutOfMemoryError e) {
            int wanted = settings.hashMegabytes;
            search = null;
            searches = new BoardSearch[0];
            setup = null;
            settings.hashMegabytes = previousMegabytes;
            searchFor(variant);
            throw new IllegalStateException("the Java heap has no room for a " + wanted + " MB table now; Hash stays "
                    + previousMegabytes + " MB");
        }
    }

    @Override
    public String name() {
        return NAME + " (" + settings.searchKind.id + " search)";
    }

    @Override
    public void newGame() {
        for (int i = 0; i < searches.length; i++) {
            if (i == 0) {
                searches[i].clear(); // the shared table, and the main search's history
            } else {
                searches[i].clearHistory();
            }
        }
    }

    @Override
    public List<EngineOption> options() {
        return settings.options();
    }

    @Override
    public void setOption(String name, String value) {
        int previousMegabytes = settings.hashMegabytes;
        if (settings.set(name, value)) {
            newGame(); // Clear Hash
        }
        allocate(previousMegabytes);
    }

    @Override
    public EngineResult think(Board position, SearchLimits limits, SearchListener<ThinkingInfo> listener) {
        Board board = position.copy();
        GameResult result = GameRules.result(board);
        if (result.isOver()) {
            return EngineResult.gameOver(result); // the one check: callers ask the engine, not the rules
        }
        variant = board.variant();
        BoardSearch main = searchFor(variant);
        main.newSearch();
        SkillLevel skill = settings.skill;
        int multiPv = settings.multiPv;
        SkillRandom skillRandom = skill.randomFor(board);
        boolean weakened = skill.weakens(skillRandom);
        main.setMultiPv(weakened ? skill.lines(multiPv) : multiPv);
        SearchListener<ThinkingInfo> thinking = listener == null ? SearchListener.none() : listener;

        // A node limit is on all threads together: each helper gets an equal share, the main search
        // the rest (none for helpers when there are fewer nodes than threads, or no threads at all).
        int helpers = helperThreads.run() ? searches.length - 1 : 0;
        long helperBudget = limits.maxNodes() == SearchLimits.UNLIMITED ? SearchLimits.UNLIMITED
                : limits.maxNodes() / (helpers + 1);
        if (helperBudget == 0) {
            helpers = 0;
        }
        long mainBudget = helperBudget == SearchLimits.UNLIMITED ? SearchLimits.UNLIMITED
                : limits.maxNodes() - helpers * helperBudget;
        int mainDepth = weakened ? skill.maxDepth(limits.maxDepth()) : limits.maxDepth();
        SearchLimits mainLimits = mainDepth == limits.maxDepth() && mainBudget == limits.maxNodes() ? limits
                : copyOf(limits, mainDepth, mainBudget);
        StopFlag helperStop = new StopFlag();
        helperThreads.mainSearching(1);
        Helpers.Running running = helperThreads.start(searches, helpers, board, helperStop, helperBudget,
                limits.maxDepth());
        // The deepening's iterations, reported on as a GUI shows them: a line each, with all threads' nodes.
        SearchListener<SearchResult> reporter = iteration -> {
            helperThreads.mainSearching(iteration.depth() + 1);
            List<SearchResult> lines = iteration.lines();
            long nodes = iteration.stats().nodes + running.nodes();
            int shown = Math.min(multiPv, lines.size());
            for (int k = 0; k < shown; k++) {
                SearchResult line = lines.get(k);
                thinking.iterationFinished(info(line, iteration, nodes, main, multiPv > 1 ? k + 1 : 0));
            }
        };
        SearchResult found;
        List<SearchResult> helperResults = List.of();
        try {
            found = BoardSearch.deepening(main).run(board, mainLimits, reporter);
        } finally {
            helperStop.stop();
            helperResults = running.join();
        }
        long nodes = found.stats().nodes + HelperThreads.nodes(helperResults);
        // The best thread's result (the deepest completed iteration, then the score); with MultiPV or
        // a weakened move, the main search's lines decide.
        SearchResult decided = weakened || multiPv > 1 ? found : HelperThreads.best(found, helperResults);
        List<SearchResult> lines = found.lines();
        SearchResult chosen = weakened && lines.size() > 1 ? lines.get(skill.pick(lines, skillRandom)) : decided;
        // The one legality check of the answer (the callers rely on it): a search stopped before its
        // first iteration has no move.
        if (chosen.bestMove() == Values.NO_MOVE || !GameRules.isLegalTurn(board, chosen.bestMove())) {
            return fallback(board);
        }
        return new EngineResult(chosen.bestMove(), info(chosen, decided, nodes, main, 0), found.complete());
    }

    /** {@code limits} with another depth and node limit (either may be unlimited). */
    private static SearchLimits copyOf(SearchLimits limits, int maxDepth, long maxNodes) {
        SearchLimits copy = new SearchLimits().maxDepth(maxDepth).stopFlag(limits.stopFlag());
        if (maxNodes != SearchLimits.UNLIMITED) {
            copy.maxNodes(maxNodes);
        }
        if (limits.hardTimeMillis() != SearchLimits.UNLIMITED) {
            copy.hardTimeMillis(limits.hardTimeMillis());
        }
        if (limits.softTimeMillis() != SearchLimits.UNLIMITED) {
            copy.softTimeMillis(limits.softTimeMillis());
        }
        return copy;
    }

    private BoardSearch searchFor(Variant searched) {
        SearchKind kind = searched == Variant.CHESS ? SearchKind.CHESS : settings.searchKind;
        Network network = settings.eval.equals(EngineSettings.NETWORK) ? settings.network : null;
        SearchSetup wanted = new SearchSetup(kind, settings.hashMegabytes, settings.quiescenceFor(kind), settings.threads,
                settings.weights, network);
        if (!wanted.equals(setup)) {
            search = null; // let the old table go before allocating the new one
            searches = new BoardSearch[0];
            SearchSettings searchSettings = SearchSettings.engine().withQuiescence(wanted.quiescence())
                    .withSelectivity(kind.selective());
            if (wanted.network() != null) {
                searchSettings = searchSettings.withEvaluator(new NetworkEvaluation(wanted.network())); // Eval Network
            } else if (!wanted.weights().equals(EvaluationWeights.DEFAULT)) {
                searchSettings = searchSettings.withEvaluator(new Evaluation(wanted.weights())); // EvalFile
            }
            HashedTranspositionTable<Board> table = kind.table((long) wanted.hashMegabytes() << 20);
            BoardSearch[] made = new BoardSearch[wanted.threads()];
            for (int i = 0; i < made.length; i++) {
                made[i] = kind.search(table, searchSettings);
            }
            searches = made;
            search = made[0];
            setup = wanted;
            helperThreads.resize(wanted.threads() - 1);
        }
        return search;
    }

    /** What the searches are made for: a change of any part makes new ones (and a new table). */
    private record SearchSetup(SearchKind kind, int hashMegabytes, Quiescence quiescence, int threads,
            EvaluationWeights weights, Network network) {
    }

    /**
     * Which evaluation the next search uses, in words: {@code linear (built-in weights)}, {@code linear
     * (weights from FILE)} or {@code network FILE (width W)}.
     */
    public String evaluationName() {
        if (settings.eval.equals(EngineSettings.NETWORK) && settings.network != null) {
            return "network " + settings.networkSource + " (width " + settings.network.width() + ")";
        }
        return settings.weights.equals(EvaluationWeights.DEFAULT) ? "linear (built-in weights)" : "linear (weights from EvalFile)";
    }

    /** Line {@code multiPv} ({@code line}) of {@code iteration}, with the nodes of all threads. */
    private static ThinkingInfo info(SearchResult line, SearchResult iteration, long nodes, BoardSearch search,
            int multiPv) {
        int hashfull = search.table() == null ? 0 : search.table().hashfullPermille();
        return new ThinkingInfo(iteration.depth(), iteration.stats().maxPly, line.value(), nodes,
                iteration.stats().elapsedMillis(), hashfull, line.principalVariation(), multiPv);
    }

    /** Stopped before depth 1 finished: the first legal move, with the first free duck square. */
    private static EngineResult fallback(Board board) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int move;
        if (board.variant() == Variant.DUCK) {
            MoveGenerator.generate(board, moves, 0);
            long ducks = MoveGenerator.duckSquaresAfter(board, moves[0]);
            move = Move.withDuck(moves[0], Long.numberOfTrailingZeros(ducks));
        } else {
            MoveGenerator.generateLegal(board, moves, 0);
            move = moves[0];
        }
        ThinkingInfo info = new ThinkingInfo(0, 0, Evaluation.STANDARD.evaluate(board), 0, 0, 0, new int[] {move});
        return new EngineResult(move, info, false);
    }
}
