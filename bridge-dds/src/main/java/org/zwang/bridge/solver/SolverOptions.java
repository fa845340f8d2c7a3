package org.zwang.bridge.solver;

/**
 * How a {@link DoubleDummySolver} searches: its table kind and memory bound and a switch for each
 * technique (Haglund E4's, DDS 2.x's and Xue's), so that the worth of each can be measured in nodes
 * (every switch changes only speed, never an answer). The techniques measured and not kept are off by
 * default. Immutable; {@code withX} methods return changed copies.
 *
 * <pre>{@code
 * SolverOptions noEtc = SolverOptions.defaults().with(Feature.ENHANCED_TRANSPOSITION_CUTOFFS, false);
 * }</pre>
 */
public final class SolverOptions {

    /** The default table bound: 256 MB per solver. */
    public static final long DEFAULT_TABLE_BYTES = 256L << 20;
    /** E4 §6 tries enhanced transposition cutoffs only with at least this many cards left. */
    public static final int DEFAULT_ETC_MIN_CARDS = 33;

    private static final int DEFAULT_SWITCHES = Feature.defaultSwitches();

    /** The switchable features of the solver (Haglund's techniques), by the names reports and {@code --off} use. */
    public enum Feature {
        /** The transposition table itself (E4 §7). */
        TRANSPOSITION_TABLE("table"),
        /** Partitions: winning ranks backed up and matched as relative ranks (E4 §7.1-7.3); off = exact positions. */
        WINNING_RANKS("winning-ranks"),
        /** TargetTooLowOrHigh (E4 §2). */
        TARGET_TOO_LOW_OR_HIGH("target-bounds"),
        /** QuickTricks at the start of a trick (E4 §3). */
        QUICK_TRICKS("quick-tricks"),
        /** The simple quick trick after the lead (E4 §3). */
        QUICK_TRICK_AFTER_LEAD("quick-trick-after-lead"),
        /** LaterTricks (E4 §4). */
        LATER_TRICKS("later-tricks"),
        /** Move ordering weights and killer/table moves (E4 §5). */
        MOVE_ORDERING("move-ordering"),
        /** Enhanced transposition cutoffs (E4 §6). */
        ENHANCED_TRANSPOSITION_CUTOFFS("etc"),
        /** "Small card" filtering in NextMove (E4 §2). */
        SMALL_CARD_FILTERING("small-cards"),
        /** Equivalent cards searched once, re-analysed after each trick (E4 §1). */
        EQUIVALENT_CARDS("equivalent-cards"),
        /** DDS 2.x's move weights per seat and strain instead of E4 §5's (off: E4's weights). */
        REFINED_WEIGHTS("dds-weights"),
        /**
         * The lead that last cut off in the same situation (the leader's and partner's hands) is tried
         * first: a cutoff table, the idea of macroxue's bridge-solver, kept to the lead (for the
         * following hands DDS's weights do better).
         */
        CUTOFF_LEADS("cutoff-leads"),
        /**
         * At a trick start, winning ranks in a suit's bottom run (the lowest cards, all one hand's)
         * move up to the card above it: the lengths decide the run's holder (Xue's bridge-solver).
         */
        BOTTOM_RUNS("bottom-runs"),
        /**
         * The table's entry arena grows to the whole memory bound before it is cleared (off: it only
         * doubles, so a doubling that would pass the bound clears it with up to half the bound unused).
         */
        TABLE_FILL("table-fill"),
        /**
         * The small-card rule read per branch (Xue's bridge-solver): a card whose branch proved that
         * no rank of its suit at or below it mattered lets the lower cards of the suit (all of it when
         * no rank mattered) go unsearched (off: E4 §2's rule over the union of the branches' ranks).
         */
        BRANCH_RANKS("branch-ranks"),
        /**
         * The following hands ordered by Xue's few rules (low when partner wins or nothing wins, the
         * cheapest winner, the lowest ruff that wins, discards from the longest suit) instead of
         * DDS 2.x's weights, which cost more per node for about as many nodes; see {@code FollowRules}.
         */
        FOLLOW_RULES("follow-rules"),
        /**
         * The zero-window tests driven by MTD(f) on their fail-soft values (Xue's driver: each test's
         * value, not just its yes or no, moves the bounds) instead of E4's target loop.
         */
        MTDF("mtdf"),
        /**
         * A DD table's first solve of each strain starts from Xue's guess by high-card points and trump
         * lengths (none or all of the tricks) instead of half the tricks or East's notrump count moved
         * by the trump lengths; the later leaders' guesses come from the results known, as before.
         */
        HCP_GUESS("hcp-guess", false);

        private final String label;
        private final int bit;
        private final boolean onByDefault;

        Feature(String label) {
            this(label, true);
        }

        Feature(String label, boolean onByDefault) {
            this.label = label;
            this.bit = 1 << ordinal();
            this.onByDefault = onByDefault;
        }

        /** Whether {@link SolverOptions#defaults()} has it on (the ones measured and not kept are off). */
        public boolean onByDefault() {
            return onByDefault;
        }

        private static int defaultSwitches() {
            int switches = 0;
            for (Feature feature : values()) {
                if (feature.onByDefault) {
                    switches |= feature.bit;
                }
            }
            return switches;
        }

        /** A short name for reports and command lines, e.g. {@code quick-tricks}. */
        public String label() {
            return label;
        }

        /** The feature with this label, or an error naming it. */
        public static Feature ofLabel(String label) {
            for (Feature feature : values()) {
                if (feature.label.equalsIgnoreCase(label)) {
                    return feature;
                }
            }
            throw new IllegalArgumentException("unknown solver feature '" + label + "'");
        }
    }

    /** Which transposition table the solver keeps (both answer the same questions; they differ in speed). */
    public enum TableKind {
        /** Xue's pattern tree: generic patterns above the specific ones they cover ({@code tt.PatternTable}). */
        PATTERN("pattern"),
        /** Haglund E4 §7's partitions, scanned per (leader, suit lengths) ({@code tt.PartitionTable}). */
        PARTITION("partition");

        private final String label;

        TableKind(String label) {
            this.label = label;
        }

        /** The name command lines use. */
        public String label() {
            return label;
        }

        /** The kind with this label, or an error naming it. */
        public static TableKind ofLabel(String label) {
            for (TableKind kind : values()) {
                if (kind.label.equalsIgnoreCase(label)) {
                    return kind;
                }
            }
            throw new IllegalArgumentException("unknown table kind '" + label + "' (pattern or partition)");
        }
    }

    /** The table kind a solver keeps unless told otherwise. */
    public static final TableKind DEFAULT_TABLE_KIND = TableKind.PARTITION;

    private final long tableBytes;
    private final int switches;
    private final int etcMinCards;
    private final TableKind tableKind;

    private SolverOptions(long tableBytes, int switches, int etcMinCards, TableKind tableKind) {
        this.tableBytes = tableBytes;
        this.switches = switches;
        this.etcMinCards = etcMinCards;
        this.tableKind = tableKind;
    }

    /** The features that are on by default, 256 MB of the default table kind. */
    public static SolverOptions defaults() {
        return new SolverOptions(DEFAULT_TABLE_BYTES, DEFAULT_SWITCHES, DEFAULT_ETC_MIN_CARDS, DEFAULT_TABLE_KIND);
    }

    /** The same options with another kind of transposition table. */
    public SolverOptions withTableKind(TableKind kind) {
        return new SolverOptions(tableBytes, switches, etcMinCards, kind);
    }

    /** The kind of transposition table the solver keeps. */
    public TableKind tableKind() {
        return tableKind;
    }

    /** The table bound in bytes (at least 2 MB: the solver keeps two tables, see PartitionSearch). */
    public SolverOptions withTableBytes(long bytes) {
        if (bytes < (2L << 20)) {
            throw new IllegalArgumentException("table memory must be at least 2 MB, got " + bytes + " bytes");
        }
        return new SolverOptions(bytes, switches, etcMinCards, tableKind);
    }

    /** The same options with one feature switched on or off. */
    public SolverOptions with(Feature feature, boolean on) {
        return new SolverOptions(tableBytes, on ? switches | feature.bit : switches & ~feature.bit, etcMinCards,
                tableKind);
    }

    public long tableBytes() {
        return tableBytes;
    }

    public boolean isOn(Feature feature) {
        return (switches & feature.bit) != 0;
    }

    public boolean transpositionTable() {
        return isOn(Feature.TRANSPOSITION_TABLE);
    }

    public boolean winningRanks() {
        return isOn(Feature.WINNING_RANKS);
    }

    public boolean targetTooLowOrHigh() {
        return isOn(Feature.TARGET_TOO_LOW_OR_HIGH);
    }

    public boolean quickTricks() {
        return isOn(Feature.QUICK_TRICKS);
    }

    public boolean quickTrickAfterLead() {
        return isOn(Feature.QUICK_TRICK_AFTER_LEAD);
    }

    public boolean laterTricks() {
        return isOn(Feature.LATER_TRICKS);
    }

    public boolean moveOrdering() {
        return isOn(Feature.MOVE_ORDERING);
    }

    public boolean enhancedTranspositionCutoffs() {
        return isOn(Feature.ENHANCED_TRANSPOSITION_CUTOFFS);
    }

    public boolean smallCardFiltering() {
        return isOn(Feature.SMALL_CARD_FILTERING);
    }

    public boolean equivalentCards() {
        return isOn(Feature.EQUIVALENT_CARDS);
    }

    public int etcMinCards() {
        return etcMinCards;
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("SolverOptions[").append(tableKind.label()).append(" table ")
                .append(tableBytes >> 20).append(" MB");
        for (Feature feature : Feature.values()) {
            if (isOn(feature) != feature.onByDefault) {
                text.append(isOn(feature) ? ", with " : ", no ").append(feature.label());
            }
        }
        return text.append(']').toString();
    }
}
