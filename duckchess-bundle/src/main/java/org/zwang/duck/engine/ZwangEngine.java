package org.zwang.duck.engine;

import java.util.List;
import java.util.Locale;
import org.zwang.duck.board.Board;
import org.zwang.duck.board.Move;
import org.zwang.duck.board.Variant;
import org.zwang.duck.eval.Evaluation;
import org.zwang.duck.movegen.MoveGenerator;
import org.zwang.duck.rules.GameResult;
import org.zwang.duck.rules.GameRules;
import org.zwang.duck.search.BundleSearch;
import org.zwang.duck.search.ChessSearch;
import org.zwang.duck.search.DuckSearch;
import org.zwang.duck.search.ExplicitSearch;
import org.zwang.duck.search.Quiescence;
import org.zwang.duck.search.SearchSettings;
import org.zwang.duck.tt.EngineTables;
import org.zwang.search.SearchLimits;
import org.zwang.search.SearchListener;
import org.zwang.search.SearchResult;
import org.zwang.search.Values;

/**
 * The Zwang engine behind the protocol front-ends: Duck Chess with the score-bundle search (default)
 * or the explicit-duck search (option {@code Search}, so matches can pit them against each other),
 * standard chess with PVS; chosen by the board's {@link Variant}. Options: {@code Hash} (table size in
 * MB), {@code Search} ({@code bundle} or {@code explicit}), {@code Quiescence} ({@code auto}: with the
 * duck for the bundle search, ignoring it for the explicit search; or {@code with-duck},
 * {@code ignoring-duck}, {@code off} for both, see {@link Quiescence}).
 *
 * <p>{@link #think} searches a copy of the position (the caller's board is never changed) with
 * iterative deepening under search-api's limits, reports every finished iteration, and always
 * returns a legal move: a whole turn with its duck square in Duck Chess (also on White's first turn,
 * when no duck is on the board yet), or a legal chess move. Raising the limits' stop flag makes it
 * return within a few milliseconds (the searches poll it every 1,024 nodes).
 */
public final class ZwangEngine implements Engine {

    /** The engine's name and version. */
    public static final String NAME = "Zwang 0.1.0";

    static final String HASH = "Hash";
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

    private int hashMegabytes = DEFAULT_HASH_MB;
    private String searchKind = BUNDLE;
    private String quiescence = AUTO;
    private DuckSearch search;
    private String searchKey = "";

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

    /** Bytes of the table allocated now (0 before the first search or {@link #prepare}). */
    long tableBytes() {
        return search == null || search.table() == null ? 0 : search.table().sizeBytes();
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
            searchKey = "";
            hashMegabytes = previousMegabytes;
            searchFor(variant);
            throw new IllegalStateException("the Java heap has no room for a " + wanted + " MB table now; Hash stays "
                    + previousMegabytes + " MB");
        }
    }

    @Override
    public String name() {
        return NAME + " (" + searchKind + " search)";
    }

    @Override
    public void newGame() {
        if (search != null) {
            search.clear();
        }
    }

    @Override
    public List<EngineOption> options() {
        return List.of(
                EngineOption.spin(HASH, Math.min(DEFAULT_HASH_MB, maxHashMegabytes), 1, maxHashMegabytes),
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
                throw new IllegalArgumentException("unknown option '" + name + "' (options: " + HASH + ", " + SEARCH
                        + ", " + QUIESCENCE + ")");
        }
    }

    @Override
    public EngineResult think(Board position, SearchLimits limits, ThinkingListener listener) {
        Board board = position.copy();
        GameResult result = GameRules.result(board);
        if (result.isOver()) {
            throw new IllegalArgumentException("the game is over in this position: " + result);
        }
        variant = board.variant();
        DuckSearch engineSearch = searchFor(variant);
        engineSearch.newSearch();
        ThinkingListener thinking = listener == null ? ThinkingListener.NONE : listener;
        SearchListener reporter = new SearchListener() {
            @Override
            public void iterationFinished(SearchResult iteration) {
                thinking.iterationFinished(info(iteration, engineSearch));
            }
        };
        SearchResult found = DuckSearch.deepening(engineSearch).run(board, limits, reporter);
        if (found.bestMove() == Values.NO_MOVE || !isLegal(board, found.bestMove())) {
            return fallback(board);
        }
        return new EngineResult(found.bestMove(), info(found, engineSearch), found.complete());
    }

    private DuckSearch searchFor(Variant searched) {
        String kind = searched == Variant.CHESS ? "chess" : searchKind;
        String key = kind + "/" + hashMegabytes + "/" + quiescence;
        if (!key.equals(searchKey)) {
            search = null; // let the old table go before allocating the new one
            long bytes = (long) hashMegabytes << 20;
            SearchSettings settings = SearchSettings.engine().withQuiescence(quiescenceFor(kind));
            switch (kind) {
                case "chess":
                    search = new ChessSearch(EngineTables.withDuck(bytes), settings);
                    break;
                case EXPLICIT:
                    search = new ExplicitSearch(EngineTables.withDuck(bytes), settings);
                    break;
                default:
                    search = new BundleSearch(EngineTables.withoutDuck(bytes), settings);
                    break;
            }
            searchKey = key;
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

    private static ThinkingInfo info(SearchResult result, DuckSearch search) {
        int hashfull = search.table() == null ? 0 : search.table().hashfullPermille();
        return new ThinkingInfo(result.depth(), result.stats().maxPly, result.value(), result.stats().nodes,
                result.stats().elapsedMillis(), hashfull, result.principalVariation());
    }

    /** Whether {@code move} is a legal move (Duck Chess: turn) of the position. */
    static boolean isLegal(Board board, int move) {
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        int chessMove = Move.chessMove(move);
        if (board.variant() == Variant.DUCK) {
            if (!Move.hasDuck(move)) {
                return false;
            }
            int count = MoveGenerator.generate(board, moves, 0);
            for (int i = 0; i < count; i++) {
                if (moves[i] == chessMove) {
                    return (MoveGenerator.duckSquaresAfter(board, chessMove) >>> Move.duckSquare(move) & 1) != 0;
                }
            }
            return false;
        }
        if (Move.hasDuck(move)) {
            return false;
        }
        int count = MoveGenerator.generateLegal(board, moves, 0);
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
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
