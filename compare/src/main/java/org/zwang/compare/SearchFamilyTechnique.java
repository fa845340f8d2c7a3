package org.zwang.compare;

import java.util.List;
import java.util.Set;
import org.zwang.search.Game;
import org.zwang.search.Outcome;
import org.zwang.search.SearchStats;
import org.zwang.search.mcts.MonteCarloTreeSearch;
import org.zwang.search.pns.DepthFirstProofNumberSearch;
import org.zwang.search.pns.ProofNumberSearch;

/**
 * The techniques that prove a game's outcome rather than compute its value, as comparison
 * techniques: Monte-Carlo tree search with its solver ({@code mcts}, switch {@code no-solver}),
 * Allis's proof-number search ({@code pns}) and Nagai's df-pn ({@code dfpn}, switch {@code no-table}).
 * MCTS's other switch, {@code no-reuse}, matters only when it plays ({@code zwang compare --play}): a
 * fresh tree every move instead of the subtree of the moves played.
 * They run on subjects searched to the end of the game whose value is the game's own (its sign is the
 * side to move's win, draw or loss: the small games); their {@link Measurement#value()} is the proven
 * {@link Outcome} (1, 0, -1; out of budget when the budget ran out first), which {@link Comparison} checks against
 * the sign of the exact techniques' value. Nodes: MCTS counts the positions it entered (every move it
 * made, down the tree and in playouts), proof-number search the nodes it created (both proofs), df-pn the
 * nodes it searched (both proofs; children it only looked up in its table are not counted).
 */
public final class SearchFamilyTechnique implements Technique {

    /** Which family member. */
    public enum Kind {
        MCTS("mcts", "Monte-Carlo tree search: UCT with random playouts and the score-bounded solver "
                + "(proves wins, draws, losses), keeping the played move's subtree for the next move (in play; "
                + "a single solve has nothing to reuse); on games searched to the end", List.of("solver", "reuse")),
        PUCT("puct", "Monte-Carlo tree search with AlphaZero's PUCT selection (a uniform prior unless the run "
                + "names another: the game's move ordering or a researcher's class), random playouts, the "
                + "score-bounded solver and tree reuse; on games searched to the end", List.of("solver", "reuse")),
        PNS("pns", "proof-number search (Allis): best-first on proof and disproof numbers, two proofs for "
                + "win/draw/loss; on games searched to the end", List.of()),
        DFPN("dfpn", "df-pn (Nagai): depth-first proof-number search with a transposition table; on games "
                + "searched to the end", List.of("table"));

        private final String label;
        private final String description;
        private final List<String> features;

        Kind(String label, String description, List<String> features) {
            this.label = label;
            this.description = description;
            this.features = features;
        }

        public String label() {
            return label;
        }

        public String description() {
            return description;
        }

        public List<String> features() {
            return features;
        }
    }

    /** MCTS's iteration budget per subject. */
    public static final long MCTS_ITERATIONS = 1_000_000;
    /** The node budget of proof-number search's tree and of df-pn's search. */
    public static final int PROOF_NODES = 4_000_000;
    /** df-pn's table. */
    public static final long TABLE_BYTES = 32L << 20;

    private final String name;
    private final Kind kind;
    private final Set<String> off;
    private final MctsOptions options;

    SearchFamilyTechnique(String name, Kind kind, Set<String> off) {
        this(name, kind, off, MctsOptions.DEFAULTS);
    }

    private SearchFamilyTechnique(String name, Kind kind, Set<String> off, MctsOptions options) {
        this.name = name;
        this.kind = kind;
        this.off = Set.copyOf(off);
        this.options = options;
    }

    /** This technique with the run's Monte-Carlo options (they change nothing for pns and dfpn). */
    public SearchFamilyTechnique with(MctsOptions newOptions) {
        return new SearchFamilyTechnique(name, kind, off, newOptions);
    }

    /** Whether this is a Monte-Carlo technique (mcts or puct), which plays. */
    public boolean monteCarlo() {
        return kind == Kind.MCTS || kind == Kind.PUCT;
    }

    @Override
    public String name() {
        return name;
    }

    /** Which family member this is. */
    public Kind kind() {
        return kind;
    }

    /**
     * MCTS's settings with this name's switches ({@code no-solver}, {@code no-reuse}), PUCT's selection
     * for {@code puct}, and the run's {@link MctsOptions} (its prior and leaf values new instances for
     * this search), on a seed.
     */
    public MonteCarloTreeSearch.Settings mctsSettings(long seed) {
        MonteCarloTreeSearch.Settings settings = MonteCarloTreeSearch.Settings.defaults()
                .withSolver(!off.contains("solver")).withReuse(!off.contains("reuse")).withSeed(seed);
        if (kind == Kind.PUCT) {
            settings = settings.withPuct(MonteCarloTreeSearch.UNIFORM_PRIOR);
        }
        return options.apply(settings);
    }

    @Override
    public boolean provesOutcome() {
        return true;
    }

    @Override
    public String appliesTo() {
        return "positions searched to the end of the game whose value is win, draw or loss for the side to "
                + "move: tic-tac-toe, Nim, random trees, Connect Four";
    }

    @Override
    public boolean supports(Subject subject) {
        return subject.hasOutcome();
    }

    /**
     * Proves the outcome within the family's budgets ({@link #MCTS_ITERATIONS}, {@link #PROOF_NODES}) or
     * {@code maxNodes}, whichever is smaller: MCTS counts the positions it entered against it. A budget
     * spent before the proof is {@link Measurement.Status#OUT_OF_BUDGET}.
     */
    @Override
    public Measurement measure(Subject subject, long maxNodes) {
        Game game = subject.newGame();
        SearchStats stats = new SearchStats();
        long start = System.nanoTime();
        int outcome;
        switch (kind) {
            case MCTS:
            case PUCT: {
                MonteCarloTreeSearch mcts = MonteCarloTreeSearch.forGame(game, mctsSettings(1));
                MonteCarloTreeSearch.Result result = mcts.search(game, MCTS_ITERATIONS, 0,
                        maxNodes == UNLIMITED ? 0 : maxNodes, null);
                outcome = result.outcome();
                stats.nodes = result.positions();
                stats.iterations = result.iterations();
                break;
            }
            case PNS: {
                ProofNumberSearch pns = ProofNumberSearch.forGame(game, (int) Math.min(PROOF_NODES, maxNodes));
                outcome = pns.outcome(game);
                stats.nodes = pns.nodesCreated();
                break;
            }
            default: {
                DepthFirstProofNumberSearch dfpn = DepthFirstProofNumberSearch.forGame(game, TABLE_BYTES,
                        !off.contains("table"));
                outcome = dfpn.outcome(game, Math.min(PROOF_NODES, maxNodes));
                stats.nodes = dfpn.nodes();
                break;
            }
        }
        stats.elapsedNanos = System.nanoTime() - start;
        return outcome == Outcome.UNKNOWN ? new Measurement(subject, name, Measurement.Status.OUT_OF_BUDGET, 0, stats)
                : new Measurement(subject, name, Measurement.Status.PROVED, outcome, stats);
    }
}
