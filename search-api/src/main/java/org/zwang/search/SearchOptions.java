package org.zwang.search;

/**
 * Switches a comparison can flip on a search technique: whether it asks the game to order moves,
 * and whether it tries the table's best move first. (Whether a table is used at all is decided by
 * passing one or not.)
 */
public final class SearchOptions {

    private boolean moveOrdering = true;
    private boolean tableMoveFirst = true;

    /** Everything on. */
    public static SearchOptions defaults() {
        return new SearchOptions();
    }

    public SearchOptions moveOrdering(boolean on) {
        this.moveOrdering = on;
        return this;
    }

    public SearchOptions tableMoveFirst(boolean on) {
        this.tableMoveFirst = on;
        return this;
    }

    public boolean moveOrdering() {
        return moveOrdering;
    }

    public boolean tableMoveFirst() {
        return tableMoveFirst;
    }

    @Override
    public String toString() {
        return "ordering " + (moveOrdering ? "on" : "off") + ", table move first " + (tableMoveFirst ? "on" : "off");
    }
}
