package org.zwang.duck.search;

import org.zwang.duck.board.Board;
import org.zwang.search.SearchControl;
import org.zwang.search.SearchResult;
import org.zwang.search.SearchStats;
import org.zwang.search.tt.TranspositionTable;

/**
 * One of the engine's searches ({@link BundleSearch}, {@link ExplicitSearch}, {@link ChessSearch}) at
 * a fixed depth: what {@link Deepening} iterates and what the comparison tool runs side by side. The
 * result's best move and principal variation are in {@code org.zwang.duck.board.Move} encoding: whole
 * turns (chess move and duck square) in Duck Chess, chess moves in standard chess.
 */
public interface DuckSearch {

    /** A short name for reports: "bundle", "explicit", "chess". */
    String name();

    /**
     * Searches {@code board} to {@code depth} plies (turns) with window {@code (alpha, beta)},
     * fail-soft: a value at or below alpha is an upper bound, at or above beta a lower bound. The
     * board is left as it was given, also when {@code control} aborts the search with
     * {@code SearchAbortedException}. {@code rootFirst} is a move to try first at the root (the previous
     * iteration's best; 0 for none). Values: centipawns for the side to move, game ends as
     * {@code ±(EngineScore.MATE - ply)}.
     */
    SearchResult search(Board board, int depth, int alpha, int beta, int rootFirst, SearchControl control);

    /** The counters of the most recent search. */
    SearchStats stats();

    /** The table the search uses, or null. */
    TranspositionTable<Board> table();

    /** Forgets what earlier searches learned (table, killers, history): a new game. */
    void clear();

    /** Between moves of a game: ages the table and the history. */
    void newSearch();
}
