package org.zwang.api;

import java.util.List;
import org.zwang.bridge.io.DdTableFormat;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.par.Par;
import org.zwang.bridge.par.ParResult;
import org.zwang.bridge.model.Vulnerability;
import org.zwang.bridge.solver.DoubleDummySolver;
import org.zwang.bridge.solver.PlayAnalysis;
import org.zwang.bridge.solver.SolveResult;
import org.zwang.bridge.solver.Solutions;

/**
 * The double-dummy solver for programs, as DDS offers it: DD tables ({@code CalcDDtable}), par
 * ({@code DealerPar}), single positions ({@code SolveBoard}, solutions 1, 2, 3) and play analysis
 * ({@code AnalysePlay}); many tables at once through {@link TableBatch} ({@code CalcAllTables}).
 * Deals are PBN strings such as {@code "N:AKQ2.K5.T832.Q8 75.AJ843.J94.KT6 ..."}; seats and strains
 * are the {@code int} constants of {@link org.zwang.bridge.model.Seat} and
 * {@link org.zwang.bridge.model.Strain}.
 *
 * <p>Like DDS's {@code SolverContext}, an instance is a warm solver: it keeps its transposition table
 * between calls on the same cards, so a program that asks many questions about one deal pays for the
 * search once. <b>Not thread-safe</b>: use one instance per thread (each holds up to 256 MB of table);
 * the static methods are safe from any thread. Library code: it never prints.
 */
public final class BridgeSolver {

    private final DoubleDummySolver solver = new DoubleDummySolver();

    /** A solver with every technique on and an empty table. */
    public BridgeSolver() {
    }

    /**
     * Parses a PBN deal string: {@code "N:"} (or the first hand's seat letter) and four hands
     * {@code spades.hearts.diamonds.clubs} in clockwise order.
     *
     * @throws IllegalArgumentException with one line naming the problem
     */
    public static Deal deal(String pbn) {
        return Deal.parsePbn(pbn);
    }

    /** The DD table of a PBN deal: see {@link #ddTable(Deal)}. */
    public DdTable ddTable(String pbn) {
        return ddTable(deal(pbn));
    }

    /**
     * The DD table of a deal (DDS {@code CalcDDtable}): {@link DdTable#tricks(int, int)} gives the
     * tricks declarer's side takes in a strain, declarer's left-hand opponent leading.
     */
    public DdTable ddTable(Deal deal) {
        return solver.ddTable(deal);
    }

    /** The tables of many deals on {@code threads} threads: see {@link TableBatch}. */
    public static TableBatch batch(List<Deal> deals, int threads) {
        return new TableBatch(deals, threads);
    }

    /**
     * The par score and contracts of a table (DDS {@code DealerPar}); the score is North-South's
     * (negative when East-West score), {@link ParResult#contractsText()} is DDS's text.
     *
     * @param dealer a {@link org.zwang.bridge.model.Seat} constant
     */
    public static ParResult par(DdTable table, int dealer, Vulnerability vulnerability) {
        return Par.par(table, dealer, vulnerability);
    }

    /** The table as text, strains across and declarers N, S, E, W down (as {@code zwang dds table} prints it). */
    public static String text(DdTable table) {
        return DdTableFormat.text(table);
    }

    /**
     * The position of a deal after some cards are played: {@code leader} leads to the first trick in
     * {@code strain}, then {@code played} (cards such as {@code "SA"}, {@code "H2"}, {@code "DT"}) follow
     * in play order. The position may stop inside a trick, as DDS {@code SolveBoard}'s can.
     *
     * @throws IllegalArgumentException naming a card that is unknown, not held or not legal
     */
    public static Position position(String pbn, int strain, int leader, String... played) {
        Position position = Position.start(deal(pbn), strain, leader);
        for (int i = 0; i < played.length; i++) {
            try {
                position = position.play(Card.parse(played[i]));
            } catch (IllegalArgumentException illegal) {
                throw new IllegalArgumentException("card " + (i + 1) + " (" + played[i] + "): " + illegal.getMessage(),
                        illegal);
            }
        }
        return position;
    }

    /**
     * Solves a position as DDS {@code SolveBoard} does (target -1): the most tricks the side to move
     * takes from here, current trick included, with one card that takes them ({@link Solutions#BEST_CARD},
     * solutions 1), every such card ({@link Solutions#OPTIMAL_CARDS}, 2), or every legal card with its
     * tricks ({@link Solutions#ALL_CARDS}, 3; {@link SolveResult#cardsText()} lists them as DDS does).
     */
    public SolveResult solve(Position position, Solutions solutions) {
        return solver.solve(position, solutions);
    }

    /**
     * DDS {@code AnalysePlay}: declarer's side's double-dummy total before the opening lead (by
     * declarer's left-hand opponent) and after each card of {@code cards}, so that
     * {@link PlayAnalysis#change(int)} shows which card cost a trick.
     *
     * @throws IllegalArgumentException naming a card that is unknown, not held or not legal
     */
    public PlayAnalysis analysePlay(String pbn, int strain, int declarer, String... cards) {
        int[] parsed = new int[cards.length];
        for (int i = 0; i < cards.length; i++) {
            parsed[i] = Card.parse(cards[i]);
        }
        return solver.analysePlay(deal(pbn), strain, declarer, parsed);
    }

    /** Forgets the transposition table: the next call starts from an empty one. */
    public void clearTable() {
        solver.clearTable();
    }
}
