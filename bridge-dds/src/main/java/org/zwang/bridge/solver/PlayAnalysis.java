package org.zwang.bridge.solver;

import org.zwang.bridge.model.Card;

/**
 * The double-dummy value of a deal after each card of a played sequence (DDS AnalysePlay): the total
 * tricks declarer's side ends with — those already won plus the most it can still take — before any
 * card and after every card. Where the number drops, the card just played cost declarer a trick;
 * where it rises, it was a defender's mistake.
 */
public final class PlayAnalysis {

    private final int declarer;
    private final int strain;
    private final int[] cards;
    private final int[] tricks;

    PlayAnalysis(int declarer, int strain, int[] cards, int[] tricks) {
        this.declarer = declarer;
        this.strain = strain;
        this.cards = cards.clone();
        this.tricks = tricks.clone();
    }

    public int declarer() {
        return declarer;
    }

    public int strain() {
        return strain;
    }

    /** Number of cards analysed. */
    public int cardCount() {
        return cards.length;
    }

    /** The {@code i}-th card played (0-based). */
    public int card(int i) {
        return cards[i];
    }

    /** Declarer's side's double-dummy total after {@code played} cards (0 = before the opening lead). */
    public int tricksAfter(int played) {
        return tricks[played];
    }

    /** The totals, before any card and after each one (a copy, {@code cardCount() + 1} long). */
    public int[] tricks() {
        return tricks.clone();
    }

    /** How much the {@code i}-th card changed declarer's total (negative: it cost declarer tricks). */
    public int change(int i) {
        return tricks[i + 1] - tricks[i];
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("PlayAnalysis[").append(tricks[0]);
        for (int i = 0; i < cards.length; i++) {
            text.append(' ').append(Card.toString(cards[i])).append(':').append(tricks[i + 1]);
        }
        return text.append(']').toString();
    }
}
