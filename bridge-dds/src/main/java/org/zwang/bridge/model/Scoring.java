package org.zwang.bridge.model;

/**
 * Duplicate bridge scoring (Laws of Duplicate Bridge, Law 77): the score of a contract for the
 * declaring side given the tricks it took. Par needs it to compare contracts and sacrifices; play
 * analysis needs it to show what a trick was worth.
 */
public final class Scoring {

    /** Risk of a contract: undoubled, doubled (X), redoubled (XX). */
    public static final int UNDOUBLED = 0;
    public static final int DOUBLED = 1;
    public static final int REDOUBLED = 2;

    private Scoring() {
    }

    /**
     * The declaring side's score: positive when the contract makes (trick score, game or part-score
     * bonus, slam bonus, insult bonus, overtricks), negative when it goes down.
     *
     * @param level    1-7
     * @param strain   {@link Strain} 0-4
     * @param risk     {@link #UNDOUBLED}, {@link #DOUBLED} or {@link #REDOUBLED}
     * @param tricks   tricks taken by declarer's side, 0-13
     */
    public static int declarerScore(int level, int strain, int risk, boolean vulnerable, int tricks) {
        if (level < 1 || level > 7 || strain < 0 || strain >= Strain.COUNT || risk < UNDOUBLED || risk > REDOUBLED
                || tricks < 0 || tricks > 13) {
            throw new IllegalArgumentException("no such contract result: level " + level + ", strain " + strain
                    + ", risk " + risk + ", tricks " + tricks);
        }
        int needed = level + 6;
        if (tricks < needed) {
            return -undertrickPenalty(needed - tricks, risk, vulnerable);
        }
        int multiplier = 1 << risk; // 1, 2, 4
        int trickScore = contractTrickScore(level, strain) * multiplier;
        int score = trickScore;
        score += trickScore >= 100 ? (vulnerable ? 500 : 300) : 50;
        if (level == 6) {
            score += vulnerable ? 750 : 500;
        } else if (level == 7) {
            score += vulnerable ? 1500 : 1000;
        }
        int overtricks = tricks - needed;
        if (risk == UNDOUBLED) {
            score += overtricks * (isMinor(strain) ? 20 : 30);
        } else {
            score += 50 * risk; // the "insult": 50 doubled, 100 redoubled
            score += overtricks * (vulnerable ? 200 : 100) * risk;
        }
        return score;
    }

    /** Trick points for the odd tricks bid, undoubled: 20 a minor, 30 a major, 40 + 30 notrump. */
    private static int contractTrickScore(int level, int strain) {
        if (strain == Strain.NOTRUMP) {
            return 40 + 30 * (level - 1);
        }
        return level * (isMinor(strain) ? 20 : 30);
    }

    private static boolean isMinor(int strain) {
        return strain == Strain.CLUBS || strain == Strain.DIAMONDS;
    }

    /**
     * What the defenders score for {@code undertricks} (1-13): undoubled 50 or 100 each; doubled
     * non-vulnerable 100, 200, 200, then 300 each; doubled vulnerable 200, then 300 each; redoubled
     * twice the doubled penalty.
     */
    public static int undertrickPenalty(int undertricks, int risk, boolean vulnerable) {
        if (undertricks < 1 || undertricks > 13) {
            throw new IllegalArgumentException("undertricks must be 1-13, got " + undertricks);
        }
        if (risk == UNDOUBLED) {
            return undertricks * (vulnerable ? 100 : 50);
        }
        int doubled;
        if (vulnerable) {
            doubled = 200 + 300 * (undertricks - 1);
        } else {
            doubled = undertricks <= 3 ? 100 + 200 * (undertricks - 1) : 500 + 300 * (undertricks - 3);
        }
        return doubled * risk;
    }
}
