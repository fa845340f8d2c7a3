package org.zwang.bridge.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.search.MtdF;
import org.zwang.search.StopFlag;
import org.zwang.search.TargetBisection;

/**
 * A double-dummy bridge solver: the tricks each side takes when all four hands are known and both
 * sides play perfectly. The answers are those of DDS (SolveBoard, CalcDDtable, AnalysePlay); the
 * search is Haglund's (rev. E4) partition search, see {@code PartitionSearch} and
 * {@code docs/bridge-solver.md}.
 *
 * <p>One instance per thread, reusable: it keeps its transposition tables (bounded together by
 * {@link SolverOptions#tableBytes()}) across calls on the same cards, and clears them for an
 * unrelated deal. Library code: it never prints. A call in progress can be stopped from another
 * thread through {@link #stopOn}.
 *
 * <pre>{@code
 * DoubleDummySolver solver = new DoubleDummySolver();
 * Deal deal = Deal.parsePbn("N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2");
 * DdTable table = solver.ddTable(deal);                                      // 12 for 7H by South
 * SolveResult leads = solver.solve(Position.start(deal, Strain.HEARTS, Seat.WEST)); // every lead
 * }</pre>
 */
public final class DoubleDummySolver {

    private final SolverOptions options;
    private final PartitionSearch engine;
    private long tests;
    private SolverStats baseline = new SolverStats();

    /** The driver of the zero-window tests: Xue's MTD(f) on their fail-soft values, or E4's target loop. */
    private final boolean useMtdf;
    /** The first leader of a strain in a DD table starts from Xue's guess by points and trumps. */
    private final boolean useHcpGuess;
    // the value and root card of the last successful test of a loop (to recover a best card without
    // extra searching): that card reaches that value
    private int lastReachedTarget;
    private int lastReachedMove;

    /** A solver with every technique on and a 256 MB table. */
    public DoubleDummySolver() {
        this(SolverOptions.defaults());
    }

    public DoubleDummySolver(SolverOptions options) {
        this.options = options;
        this.engine = new PartitionSearch(options);
        this.useMtdf = options.isOn(SolverOptions.Feature.MTDF);
        this.useHcpGuess = options.isOn(SolverOptions.Feature.HCP_GUESS);
    }

    public SolverOptions options() {
        return options;
    }

    /**
     * Makes every later call watch {@code flag}: once it is raised (from any thread) the running
     * call throws {@link SolveStoppedException} within a fraction of a millisecond of search, and so
     * does every call until the caller lowers it. {@code null} (the default): calls always finish.
     * The tables keep only finished results, so the solver stays correct for the next call.
     */
    public void stopOn(StopFlag flag) {
        engine.stopOn(flag);
    }

    // ================================================================= single positions

    /** Every legal card with its tricks (DDS SolveBoard solutions 3). */
    public SolveResult solve(Position position) {
        return solve(position, Solutions.ALL_CARDS);
    }

    /**
     * Solves a position: the most tricks the side to move takes (current trick included), and one,
     * all optimal or all legal cards as {@code solutions} asks (DDS SolveBoard solutions 1, 2, 3).
     */
    public SolveResult solve(Position position, Solutions solutions) {
        int seat = position.toMove();
        long legal = position.legalCards();
        int tricksLeft = position.tricksLeft();
        byte[] tricksByCard = SolveResult.unknownTricks();
        int best = value(position, firstGuess(tricksLeft));
        int[] cards = new int[13];
        long[] classes = new long[13];
        int count = engine.rootClasses(cards, classes);
        int bestCard = -1;
        long optimal = 0;
        if (solutions == Solutions.BEST_CARD) {
            bestCard = best == 0 ? cards[0] : (lastReachedTarget == best ? lastReachedMove : -1);
            for (int i = 0; i < count && bestCard < 0; i++) {
                if (childReaches(cards[i], best)) {
                    bestCard = cards[i];
                }
            }
            for (int i = 0; i < count; i++) {
                if ((classes[i] & Card.bit(bestCard)) != 0) {
                    optimal = classes[i];
                    fill(tricksByCard, classes[i], best);
                }
            }
        } else {
            int guess = best;
            for (int i = 0; i < count; i++) {
                int tricks;
                if (solutions == Solutions.OPTIMAL_CARDS) {
                    tricks = childReaches(cards[i], best) ? best : -1;
                } else {
                    tricks = childValue(cards[i], guess);
                    guess = tricks;
                }
                if (tricks == best) {
                    optimal |= classes[i];
                    if (bestCard < 0) {
                        bestCard = cards[i];
                    }
                }
                if (tricks >= 0) {
                    fill(tricksByCard, classes[i], tricks);
                }
            }
        }
        return new SolveResult(solutions, seat, best, bestCard, legal, optimal, tricksByCard);
    }

    private static void fill(byte[] tricksByCard, long cards, int tricks) {
        for (long rest = cards; rest != 0; rest &= rest - 1) {
            tricksByCard[Long.numberOfTrailingZeros(rest)] = (byte) tricks;
        }
    }

    /** The most tricks the side to move takes from the position, current trick included. */
    public int tricks(Position position) {
        return value(position, firstGuess(position.tricksLeft()));
    }

    /**
     * The first target of a single solve: half the tricks left, rounded down. On the first 100 deals
     * of ddtables.txt a solve from the opening lead searches 0.7-4% fewer nodes from it than from half
     * rounded up (notrump, West or North on lead; spades, East on lead): tests far below the value
     * are cheap, tests above it are not.
     */
    private static int firstGuess(int tricksLeft) {
        return tricksLeft / 2;
    }

    /**
     * The value of the position for the side to move, from a guess: zero-window tests driven by
     * search-api's {@link MtdF} on their fail-soft values (Xue's driver, feature {@code mtdf}) or by
     * its {@link TargetBisection} as E4 §1's target loop.
     */
    int value(Position position, int guess) {
        engine.load(position, Seat.side(position.toMove()));
        lastReachedTarget = -1;
        lastReachedMove = -1;
        return drive(target -> {
            tests++;
            int value = engine.test(target);
            if (value >= target) {
                lastReachedTarget = value;
                lastReachedMove = engine.rootMove();
            }
            return value;
        }, engine.rootTricksLeft(), guess);
    }

    /** The one target loop of every solve: {@code [0, tricksLeft]} narrowed from {@code guess}. */
    private int drive(MtdF.NullWindowSearch test, int tricksLeft, int guess) {
        if (useMtdf) {
            return MtdF.drive(test, 0, tricksLeft, guess);
        }
        return TargetBisection.drive(target -> test.search(target) >= target, 0, tricksLeft, guess,
                TargetBisection.Strategy.FROM_GUESS);
    }

    /** Whether the side to move reaches {@code target} when {@code card} is played now. */
    private boolean childReaches(int card, int target) {
        engine.playRootCard(card);
        tests++;
        boolean reached = engine.testAfterRootCard(target) >= target;
        engine.takeBackRootCard();
        return reached;
    }

    /** The tricks the side to move takes when {@code card} is played now. */
    private int childValue(int card, int guess) {
        engine.playRootCard(card);
        try {
            return drive(target -> {
                tests++;
                return engine.testAfterRootCard(target);
            }, engine.rootTricksLeft(), guess);
        } finally {
            engine.takeBackRootCard();
        }
    }

    // ================================================================= DD tables

    /**
     * The double-dummy table of a deal (DDS CalcDDtable): for each strain and declarer, the tricks
     * declarer's side takes, declarer's left-hand opponent leading. Works for endings too (hands of
     * equal size below 13).
     */
    public DdTable ddTable(Deal deal) {
        int[][] result = new int[Strain.COUNT][];
        // Notrump first: the suit contracts then find its positions in the table once their trumps
        // are gone (see PartitionSearch.plainTable), and East's notrump count seeds their guesses.
        result[Strain.NOTRUMP] = strainRow(deal, Strain.NOTRUMP, NO_NOTRUMP_COUNT);
        int eastNotrump = deal.cardsPerHand() - result[Strain.NOTRUMP][Seat.NORTH];
        for (int strain = 0; strain < Strain.NOTRUMP; strain++) {
            result[strain] = strainRow(deal, strain, eastNotrump);
        }
        return DdTable.of(result);
    }

    /** For {@link #strainRow}: East's notrump count is not known (the strain is solved on its own). */
    public static final int NO_NOTRUMP_COUNT = -1;

    /**
     * One strain's row of the DD table (DDS CalcDDtable for one strain): the tricks of declarers N, E,
     * S and W. A batch solves the strains of one deal on different threads with this; {@link #ddTable}
     * solves the five in turn on one solver. {@code eastNotrump}, East's tricks on lead in notrump when
     * known (else {@link #NO_NOTRUMP_COUNT}), only seeds the first guess in a suit: the answer is the
     * same either way.
     */
    public int[] strainRow(Deal deal, int strain, int eastNotrump) {
        int cards = deal.cardsPerHand();
        int[] row = new int[Seat.COUNT];
        // Leaders E, S, W, N (declarers N, E, S, W). The table is kept across the four (same cards
        // and trump); each guess comes from a result already known: the partner leading gives
        // nearly the same count, the other side leading nearly the complement plus one (the
        // side on lead tends to gain; a guess one above the value costs no more tests than the
        // value itself: g fails, g-1 succeeds). East's lead in a suit starts from East's notrump
        // count moved by 3/4 of a trick per trump E-W hold more than N-S. On the first 100
        // deals of ddtables.txt this cuts the tests per table from 52.0 to 45.5 (the minimum
        // is 39.5).
        int[] leaderTricks = new int[4];
        for (int k = 0; k < 4; k++) {
            int leader = (Seat.EAST + k) & 3;
            int guess;
            if (k == 0 && useHcpGuess) {
                guess = cards - pointsGuess(deal, strain, cards);
            } else if (k == 0) {
                guess = strain == Strain.NOTRUMP || eastNotrump == NO_NOTRUMP_COUNT ? (cards + 1) / 2
                        : suitGuess(deal, strain, eastNotrump);
            } else if (k == 1) {
                guess = cards - leaderTricks[Seat.EAST] + 1;
            } else {
                guess = leaderTricks[leader ^ 2];
            }
            leaderTricks[leader] = value(Position.start(deal, strain, leader), guess);
            row[Seat.previous(leader)] = cards - leaderTricks[leader];
        }
        return row;
    }

    /**
     * A first guess of East-West's tricks with East on lead in suit {@code strain}: East's notrump
     * count, plus 3/4 of a trick for each trump East-West hold more than North-South (rounded).
     * Only a starting point for the target loop: any value gives the same answer.
     */
    private static int suitGuess(Deal deal, int strain, int eastNotrump) {
        long suit = CardSets.SUIT[strain];
        int eastWest = Long.bitCount((deal.hand(Seat.EAST) | deal.hand(Seat.WEST)) & suit);
        int northSouth = Long.bitCount((deal.hand(Seat.NORTH) | deal.hand(Seat.SOUTH)) & suit);
        return Math.floorDiv(4 * eastNotrump + 3 * (eastWest - northSouth) + 2, 4);
    }

    /**
     * Xue's first guess of North-South's tricks in a strain, from high-card points and trump lengths:
     * none when East-West have more points (in notrump: twice as many; merely more gives half the
     * tricks plus one) and, in a suit, the longer or as long but more trumps; else all of them. Made
     * for MTD(f) on fail-soft values, where the first test from an extreme lands near the value.
     */
    private static int pointsGuess(Deal deal, int strain, int cards) {
        int northSouth = points(deal.hand(Seat.NORTH)) + points(deal.hand(Seat.SOUTH));
        int eastWest = points(deal.hand(Seat.EAST)) + points(deal.hand(Seat.WEST));
        if (strain == Strain.NOTRUMP) {
            if (northSouth * 2 < eastWest) {
                return 0;
            }
            return northSouth < eastWest ? cards / 2 + 1 : cards;
        }
        long suit = CardSets.SUIT[strain];
        int north = Long.bitCount(deal.hand(Seat.NORTH) & suit);
        int south = Long.bitCount(deal.hand(Seat.SOUTH) & suit);
        int east = Long.bitCount(deal.hand(Seat.EAST) & suit);
        int west = Long.bitCount(deal.hand(Seat.WEST) & suit);
        int longestNs = Math.max(north, south);
        int longestEw = Math.max(east, west);
        boolean eastWestTrumps = longestNs < longestEw || (longestNs == longestEw && north + south < east + west);
        return northSouth < eastWest && eastWestTrumps ? 0 : cards;
    }

    /** High-card points: ace 4, king 3, queen 2, jack 1. */
    private static int points(long hand) {
        int total = 0;
        for (int suit = 0; suit < 4; suit++) {
            int lane = CardSets.lane(hand, suit);
            total += 4 * (lane >>> 14 & 1) + 3 * (lane >>> 13 & 1) + 2 * (lane >>> 12 & 1) + (lane >>> 11 & 1);
        }
        return total;
    }

    /** Tables for many deals on {@code threads} threads (DDS CalcAllTables), every technique on. */
    public static List<DdTable> ddTables(List<Deal> deals, int threads, IntConsumer progress) {
        return ddTables(deals, threads, progress, SolverOptions.defaults(), null);
    }

    /**
     * Tables for many deals on {@code threads} threads, one solver (and table) per thread, by
     * {@link DealBatch} with the hardest deals first and the last ones split into strains. The results
     * do not depend on the number of threads. {@code progress}, when
     * not null, receives the number of tables done so far, in order, after each; {@code totals},
     * when not null, receives the sum of the solvers' counters.
     */
    public static List<DdTable> ddTables(List<Deal> deals, int threads, IntConsumer progress, SolverOptions options,
            SolverStats totals) {
        List<DdTable> tables = new ArrayList<>(deals.size());
        try (DealBatch<DdTable> batch = startTables(deals, threads, options)) {
            for (int i = 0; i < deals.size(); i++) {
                tables.add(batch.next().value());
                if (progress != null) {
                    progress.accept(i + 1);
                }
            }
            if (totals != null) {
                totals.add(batch.awaitTotals());
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while computing DD tables", interrupted);
        }
        return tables;
    }

    /**
     * Starts the tables of {@code deals} on {@code threads} workers as {@link #ddTables} computes them
     * (whole tables, the hardest deals first by DDS's fan-out, the last ones split into strains), for a
     * caller that takes the results itself: to cancel, or to report progress its own way.
     */
    public static DealBatch<DdTable> startTables(List<Deal> deals, int threads, SolverOptions options) {
        return DealBatch.start(deals.size(), threads, options, TableJob.of(deals::get),
                i -> TableCost.fanout(deals.get(i)));
    }

    // ================================================================= play analysis

    /**
     * DDS AnalysePlay: declarer's side's double-dummy total before the opening lead (by declarer's
     * left-hand opponent) and after each of {@code cards}, played in order. A card that is not held or
     * not legal fails with a message naming it and its number in the sequence.
     */
    public PlayAnalysis analysePlay(Deal deal, int strain, int declarer, int[] cards) {
        int declarerSide = Seat.side(declarer);
        Position position = Position.start(deal, strain, Seat.next(declarer));
        int[] totals = new int[cards.length + 1];
        totals[0] = declarerTotal(position, declarerSide, (deal.cardsPerHand() + 1) / 2);
        for (int i = 0; i < cards.length; i++) {
            try {
                position = position.play(cards[i]);
            } catch (IllegalArgumentException illegal) {
                throw new IllegalArgumentException("card " + (i + 1) + " (" + Card.toString(cards[i]) + "): "
                        + illegal.getMessage(), illegal);
            }
            totals[i + 1] = declarerTotal(position, declarerSide, totals[i]);
        }
        return new PlayAnalysis(declarer, strain, cards, totals);
    }

    /** Tricks won by declarer's side plus what it takes from here; {@code guessTotal} a guess of the answer. */
    private int declarerTotal(Position position, int declarerSide, int guessTotal) {
        int won = position.tricksWon(declarerSide);
        if (position.isFinished()) {
            return won;
        }
        int left = position.tricksLeft();
        boolean declarerToMove = Seat.side(position.toMove()) == declarerSide;
        int guessFuture = Math.max(0, Math.min(left, guessTotal - won));
        int tricks = value(position, declarerToMove ? guessFuture : left - guessFuture);
        return won + (declarerToMove ? tricks : left - tricks);
    }

    /** One optimal line of play from the position to the end: each card keeps the double-dummy value. */
    public PlayLine bestLine(Position position) {
        int side = Seat.side(position.toMove());
        int total = position.tricksLeft();
        List<Integer> line = new ArrayList<>();
        Position current = position;
        int tricks = -1;
        while (!current.isFinished()) {
            SolveResult step = solve(current, Solutions.BEST_CARD);
            if (tricks < 0) {
                tricks = step.tricks();
            }
            line.add(step.bestCard());
            current = current.play(step.bestCard());
        }
        int[] cards = new int[line.size()];
        for (int i = 0; i < cards.length; i++) {
            cards[i] = line.get(i);
        }
        return new PlayLine(position, tricks < 0 ? 0 : Math.min(tricks, total), cards);
    }

    // ================================================================= statistics and table

    /** The counters since the solver was created or {@link #resetStats()} was called. */
    public SolverStats stats() {
        return current().since(baseline);
    }

    /**
     * Starts the counters afresh. The peak table memory is not a counter: it stays the tables'
     * high-water mark since the solver was created.
     */
    public void resetStats() {
        baseline = current();
    }

    private SolverStats current() {
        SolverStats stats = new SolverStats();
        engine.addCounters(stats);
        stats.tests = tests;
        return stats;
    }

    /** Forgets the transposition table (the next call starts from an empty one). */
    public void clearTable() {
        engine.clearTable();
    }
}
