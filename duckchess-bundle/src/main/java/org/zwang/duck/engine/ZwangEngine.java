package org.zwang.duck.engine;

import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLongArray;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Variant;
import org.zwang.duck.eval.Evaluation;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.rules.GameResult;
import org.zwang.duck.rules.GameRules;
import org.zwang.duck.search.BundleSearch;
import org.zwang.duck.search.ChessSearch;
import org.zwang.duck.search.BoardSearch;
import org.zwang.duck.search.ExplicitSearch;
import org.zwang.duck.search.Quiescence;
import org.zwang.duck.search.SearchSettings;
import org.zwang.duck.tt.EngineTables;
import org.zwang.search.tt.HashedTranspositionTable;
import org.zwang.search.SearchLimits;
import org.zwang.search.SearchListener;
import org.zwang.search.SearchResult;
import org.zwang.search.StopFlag;
import org.zwang.search.Values;

/**
 * The Zwang engine behind the protocol front-ends: Duck Chess with the score-bundle search (default)
 * or the explicit-duck search (option {@code Search}, so matches can pit them against each other),
 * standard chess with PVS; chosen by the board's {@link Variant}. Options: {@code Hash} (table size in
 * MB; the one table all threads share takes at most that), {@code Clear Hash} (a button),
 * {@code Threads} (Lazy SMP, below), {@code MultiPV} (the N best root moves, each with its duck
 * square, score and line), {@code Skill Level} (0-20, below), {@code Search} ({@code bundle} or
 * {@code explicit}), {@code Quiescence} ({@code auto}: with the duck for the bundle search, ignoring
 * it for the explicit search; or {@code with-duck}, {@code ignoring-duck}, {@code off} for both, see
 * {@link Quiescence}).
 *
 * <p><b>Threads</b> (Lazy SMP, as Stockfish 7 to 11 did it): the calling thread runs the main
 * search, which alone decides the move and reports; each further thread runs a search object of its
 * own (its own per-ply arrays, killers and history) on a copy of the board, iteratively deepening
 * the same root without limits but sharing the main search's table, which they fill for each other
 * (the table is safe under races: {@code HashedTranspositionTable}). Helper {@code i} skips some
 * depths by Stockfish's skip tables, so the threads spread over neighbouring depths. When the main
 * search returns, the helpers are stopped and joined; reported nodes are those of all threads.
 *
 * <p><b>Skill Level</b> below 20: a share {@code (20 - level) / 20} of the moves is played weakly,
 * the rest at full strength (5% of the moves at level 19, half at level 10, all at level 0); which
 * ones is drawn by a generator seeded with the position's key, so a position is always answered the
 * same way at one level. A weak move follows Stockfish's method: the search runs with at least
 * {@value SkillLevel#LINES} lines (MultiPV) and at most depth {@code 1 + level / 3}; of the last completed
 * iteration's lines, line {@code i} with score {@code s_i} gets
 * {@code s_i + (w (s_1 - s_i) + delta r_i) / 128}, where {@code w = 120 - 2 level} is the weakness,
 * {@code delta = min(s_1 - s_last, 100)} and {@code r_i} is uniform in {@code [0, w)} from the same
 * generator; the move of the highest (the later on a tie) is played. Stockfish's method alone,
 * for every move, cost even level 19 about 470 Elo at fast time controls in Duck Chess (four lines
 * instead of one, and a move a pawn worse often loses the king a few turns later), so the share is
 * what spreads the levels. At level 20 the engine is exactly the normal engine.
 *
 * <p>{@link #think} searches a copy of the position (the caller's board is never changed) with
 * iterative deepening under search-api's limits, reports every finished iteration, and always
 * returns a legal move: a whole turn with its duck square in Duck Chess (also on White's first turn,
 * when no duck is on the board yet), or a legal chess move. Raising the limits' stop flag makes it
 * return within a few milliseconds (the searches poll it every 1,024 nodes).
 */
public final class ZwangEngine implements Engine {

    /** The engine's name and the version of the build it comes from (UCI {@code id name}, CECP {@code myname}). */
    public static final String NAME = "Zwang " + buildVersion();

    static final String HASH = EngineOption.HASH;
    static final String CLEAR_HASH = EngineOption.CLEAR_HASH;
    static final String THREADS = EngineOption.THREADS;
    static final String MULTI_PV = EngineOption.MULTI_PV;
    static final String SKILL_LEVEL = EngineOption.SKILL_LEVEL;
    static final String SEARCH = "Search";
    static final String QUIESCENCE = "Quiescence";
    static final String BUNDLE = "bundle";
    static final String EXPLICIT = "explicit";
    static final String AUTO = "auto";
    static final String WITH_DUCK = "with-duck";
    static final String IGNORING_DUCK = "ignoring-duck";
    static final String OFF = "off";
    private static final List<String> QUIESCENCE_CHOICES = List.of(AUTO, WITH_DUCK, IGNORING_DUCK, OFF);

    private static final int DEFAULT_HASH_MB = 64;
    private static final int MAX_HASH_MB = 4096;
    /**
     * The most threads offered (UCI {@code Threads}, CECP {@code cores}): the processors this machine
     * has. More threads than processors only take turns on them (64 threads on 2 cores made the
     * engine slow to answer a ping).
     */
    public static final int MAX_THREADS = Runtime.getRuntime().availableProcessors();
    /** The most lines offered (UCI {@code MultiPV}). */
    public static final int MAX_MULTI_PV = 500;
    /** Full strength; lower levels play weaker (see the class comment and {@link SkillLevel}). */
    public static final int MAX_SKILL_LEVEL = SkillLevel.MAX;

    private int hashMegabytes = DEFAULT_HASH_MB;
    private int threads = 1;
    private int multiPv = 1;
    private final SkillLevel skill = new SkillLevel();
    private String searchKind = BUNDLE;
    private String quiescence = AUTO;
    /** The main search (index 0) and the helpers' searches, all on one table. */
    private BoardSearch[] searches = new BoardSearch[0];
    private BoardSearch search;
    private String searchKey = "";
    private final HelperThreads helperThreads = new HelperThreads();

    private final int maxHashMegabytes;
    /** The variant of the last search or {@link #prepare}: its table is the one allocated. */
    private Variant variant = Variant.DUCK;

    /** An engine whose {@code Hash} maximum fits this JVM's heap ({@code -Xmx}). */
    public ZwangEngine() {
        this(Runtime.getRuntime().maxMemory());
    }

    /** An engine for a heap of {@code heapBytes}: the {@code Hash} maximum is a quarter of it (see {@link #maxHashMegabytes}). */
    ZwangEngine(long heapBytes) {
        maxHashMegabytes = maxHashMegabytes(heapBytes);
        hashMegabytes = Math.min(DEFAULT_HASH_MB, maxHashMegabytes);
    }

    /**
     * The largest {@code Hash} offered for a heap of {@code heapBytes}: a quarter of the heap, at
     * most {@value #MAX_HASH_MB} MB. A table is one array, for which the collector must find
     * contiguous room; with a quarter, a new table fits beside the old one while it replaces it,
     * so a resize never waits for a full collection (with half the heap one took seconds), and
     * the rest is left to the searches' own arrays and the protocol front end.
     */
    static int maxHashMegabytes(long heapBytes) {
        return (int) Math.max(1, Math.min(MAX_HASH_MB, (heapBytes / 4) >> 20));
    }

    /**
     * Bytes of the tables allocated now, over all threads (0 before the first search or
     * {@link #prepare}): one table, shared by the threads' searches.
     */
    long tableBytes() {
        java.util.Set<Object> tables = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        long bytes = 0;
        for (BoardSearch each : searches) {
            if (each.table() != null && tables.add(each.table())) {
                bytes += each.table().sizeBytes();
            }
        }
        return bytes;
    }

    /** Seeds the Skill Level generator (with the position's key), for reproducible tests. */
    void setSkillSeed(long seed) {
        skill.setSeed(seed);
    }

    /** Allocates the table for {@code variant}'s search now, so that the next search does not pay for it. */
    @Override
    public void prepare(Variant next) {
        variant = next;
        allocate(hashMegabytes);
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
            int wanted = hashMegabytes;
            search = null;
            searches = new BoardSearch[0];
            searchKey = "";
            hashMegabytes = previousMegabytes;
            searchFor(variant);
            throw new IllegalStateException("the Java heap has no room for a " + wanted + " MB table now; Hash stays "
                    + previousMegabytes + " MB");
        }
    }

    /** The version Maven wrote into the engine's resources at build time ("dev" when run from unbuilt classes). */
    private static String buildVersion() {
        java.util.Properties properties = new java.util.Properties();
        try (java.io.InputStream in = ZwangEngine.class.getResourceAsStream("engine-version.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (java.io.IOException e) {
            return "dev";
        }
        String version = properties.getProperty("version", "dev");
        return version.startsWith("${") ? "dev" : version;
    }

    @Override
    public String name() {
        return NAME + " (" + searchKind + " search)";
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
        return List.of(
                EngineOption.spin(HASH, Math.min(DEFAULT_HASH_MB, maxHashMegabytes), 1, maxHashMegabytes),
                EngineOption.button(CLEAR_HASH),
                EngineOption.spin(THREADS, 1, 1, MAX_THREADS),
                EngineOption.spin(MULTI_PV, 1, 1, MAX_MULTI_PV),
                EngineOption.spin(SKILL_LEVEL, MAX_SKILL_LEVEL, 0, MAX_SKILL_LEVEL),
                EngineOption.combo(SEARCH, BUNDLE, List.of(BUNDLE, EXPLICIT)),
                EngineOption.combo(QUIESCENCE, AUTO, QUIESCENCE_CHOICES));
    }

    @Override
    public void setOption(String name, String value) {
        int previousMegabytes = hashMegabytes;
        change(name, value);
        allocate(previousMegabytes);
    }

    private void change(String name, String value) {
        String text = value == null ? "" : value.trim();
        switch (name == null ? "" : name.trim().toLowerCase(Locale.ROOT)) {
            case "hash":
                long megabytes;
                try {
                    megabytes = Long.parseLong(text);
                } catch (NumberFormatException e) {
                    megabytes = -1;
                }
                if (megabytes < 1 || megabytes > maxHashMegabytes) {
                    throw new IllegalArgumentException("bad value '" + text + "' for option Hash (expected 1 .. "
                            + maxHashMegabytes + " MB, the most that fits the Java heap)");
                }
                hashMegabytes = (int) megabytes;
                break;
            case "clear hash":
                newGame();
                break;
            case "threads":
                threads = spin(THREADS, text, 1, MAX_THREADS);
                break;
            case "multipv":
                multiPv = spin(MULTI_PV, text, 1, MAX_MULTI_PV);
                break;
            case "skill level":
                skill.setLevel(spin(SKILL_LEVEL, text, 0, MAX_SKILL_LEVEL));
                break;
            case "search":
                String kind = text.toLowerCase(Locale.ROOT);
                if (!kind.equals(BUNDLE) && !kind.equals(EXPLICIT)) {
                    throw new IllegalArgumentException("bad value '" + text + "' for option Search (expected "
                            + BUNDLE + " or " + EXPLICIT + ")");
                }
                searchKind = kind;
                break;
            case "quiescence":
                String choice = text.toLowerCase(Locale.ROOT);
                if (!QUIESCENCE_CHOICES.contains(choice)) {
                    throw new IllegalArgumentException("bad value '" + text + "' for option Quiescence (expected "
                            + String.join(", ", QUIESCENCE_CHOICES) + ")");
                }
                quiescence = choice;
                break;
            default:
                throw new IllegalArgumentException("unknown option '" + name + "' (options: " + HASH + ", "
                        + CLEAR_HASH + ", " + THREADS + ", " + MULTI_PV + ", " + SKILL_LEVEL + ", " + SEARCH + ", "
                        + QUIESCENCE + ")");
        }
    }

    private static int spin(String option, String text, int min, int max) {
        long value;
        try {
            value = Long.parseLong(text);
        } catch (NumberFormatException e) {
            value = Long.MIN_VALUE;
        }
        if (value < min || value > max) {
            throw new IllegalArgumentException("bad value '" + text + "' for option " + option + " (expected " + min
                    + " .. " + max + ")");
        }
        return (int) value;
    }

    @Override
    public EngineResult think(Board position, SearchLimits limits, ThinkingListener listener) {
        Board board = position.copy();
        GameResult result = GameRules.result(board);
        if (result.isOver()) {
            throw new IllegalArgumentException("the game is over in this position: " + result);
        }
        variant = board.variant();
        BoardSearch main = searchFor(variant);
        main.newSearch();
        SplittableRandom skillRandom = skill.randomFor(board);
        boolean weakened = skill.weakens(skillRandom);
        main.setMultiPv(weakened ? skill.lines(multiPv) : multiPv);
        SearchLimits mainLimits = weakened ? skill.limit(limits) : limits;
        ThinkingListener thinking = listener == null ? ThinkingListener.NONE : listener;

        int helpers = searches.length - 1;
        AtomicLongArray helperNodes = new AtomicLongArray(Math.max(1, helpers));
        StopFlag helperStop = new StopFlag();
        List<Future<SearchResult>> running = helperThreads.start(searches, board, helperStop, helperNodes);
        SearchResult[][] lastLines = {new SearchResult[0]};
        SearchListener reporter = new SearchListener() {
            @Override
            public void iterationFinished(SearchResult iteration) {
                SearchResult[] lines = main.lines();
                lastLines[0] = lines;
                long nodes = iteration.stats().nodes + HelperThreads.sum(helperNodes);
                int shown = Math.min(multiPv, lines.length);
                for (int k = 0; k < shown; k++) {
                    SearchResult line = k == 0 ? iteration : lines[k];
                    thinking.iterationFinished(info(line, iteration, nodes, main, multiPv > 1 ? k + 1 : 0));
                }
            }
        };
        SearchResult found;
        long helperTotal = 0;
        try {
            found = BoardSearch.deepening(main).run(board, mainLimits, reporter);
        } finally {
            helperStop.stop();
            helperTotal = HelperThreads.join(running);
        }
        if (found.bestMove() == Values.NO_MOVE || !isLegal(board, found.bestMove())) {
            return fallback(board);
        }
        SearchResult chosen = found;
        SearchResult[] lines = lastLines[0];
        if (weakened && lines.length > 1 && lines[0].bestMove() == found.bestMove()) {
            chosen = lines[skill.pick(lines, skillRandom)];
            if (!isLegal(board, chosen.bestMove())) {
                chosen = found;
            }
        }
        long nodes = found.stats().nodes + helperTotal;
        return new EngineResult(chosen.bestMove(), info(chosen, found, nodes, main, 0), found.complete());
    }

    private BoardSearch searchFor(Variant searched) {
        String kind = searched == Variant.CHESS ? "chess" : searchKind;
        String key = kind + "/" + hashMegabytes + "/" + quiescence + "/" + threads;
        if (!key.equals(searchKey)) {
            search = null; // let the old table go before allocating the new one
            searches = new BoardSearch[0];
            long bytes = (long) hashMegabytes << 20;
            SearchSettings settings = SearchSettings.engine().withQuiescence(quiescenceFor(kind));
            HashedTranspositionTable<Board> table = kind.equals(BUNDLE) ? EngineTables.withoutDuck(bytes)
                    : EngineTables.withDuck(bytes);
            BoardSearch[] made = new BoardSearch[threads];
            for (int i = 0; i < threads; i++) {
                switch (kind) {
                    case "chess":
                        made[i] = new ChessSearch(table, settings);
                        break;
                    case EXPLICIT:
                        made[i] = new ExplicitSearch(table, settings);
                        break;
                    default:
                        made[i] = new BundleSearch(table, settings);
                        break;
                }
            }
            searches = made;
            search = made[0];
            searchKey = key;
            helperThreads.resize(threads - 1);
        }
        return search;
    }

    /**
     * The quiescence of a search kind. {@code auto}: with the duck for the bundle search and standard
     * chess; ignoring the duck for the explicit search, whose quiescence with the duck costs ~40^k
     * for capture sequences of length k (see {@link Quiescence}).
     */
    private Quiescence quiescenceFor(String kind) {
        switch (quiescence) {
            case WITH_DUCK:
                return Quiescence.WITH_DUCK;
            case IGNORING_DUCK:
                return Quiescence.IGNORING_DUCK;
            case OFF:
                return Quiescence.NONE;
            default:
                return kind.equals(EXPLICIT) ? Quiescence.IGNORING_DUCK : Quiescence.WITH_DUCK;
        }
    }

    /** Line {@code multiPv} ({@code line}) of {@code iteration}, with the nodes of all threads. */
    private static ThinkingInfo info(SearchResult line, SearchResult iteration, long nodes, BoardSearch search,
            int multiPv) {
        int hashfull = search.table() == null ? 0 : search.table().hashfullPermille();
        return new ThinkingInfo(iteration.depth(), iteration.stats().maxPly, line.value(), nodes,
                iteration.stats().elapsedMillis(), hashfull, line.principalVariation(), multiPv);
    }

    /** Whether {@code move} is a legal move (Duck Chess: turn) of the position. */
    static boolean isLegal(Board board, int move) {
        return GameRules.isLegalTurn(board, move);
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
        ThinkingInfo info = new ThinkingInfo(0, 0, Evaluation.evaluate(board), 0, 0, 0, new int[] {move});
        return new EngineResult(move, info, false);
    }
}
