package org.zwang.match;

import org.zwang.stats.MatchScore;
import org.zwang.stats.Pentanomial;

/** Hears how a match goes (the command line prints progress on stderr). Called from several threads. */
public interface MatchListener {

    /** A game began. */
    void gameStarted(int number, String white, String black);

    /** A game ended; {@code score} is the first engine's score including it. */
    void gameFinished(GameRecord record, MatchScore score);

    /**
     * Both games of an opening ended; {@code pairs} counts every finished pair so far. After
     * {@link #gameFinished} of the pair's second game.
     */
    default void pairFinished(Pentanomial pairs) {
    }

    /** Something worth telling (an engine restarted, a detected protocol). */
    void note(String message);
}
