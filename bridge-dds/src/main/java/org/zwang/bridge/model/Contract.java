package org.zwang.bridge.model;

import java.util.Locale;
import java.util.Objects;

/**
 * The final contract of an auction: level 1-7, strain, risk (undoubled, doubled, redoubled) and
 * declarer; or "passed out" (level 0). Immutable. Written as in PBN's Contract tag ("4HX", "3NT",
 * "Pass"), the declarer apart.
 */
public final class Contract {

    private static final Contract PASSED_OUT = new Contract(0, -1, Scoring.UNDOUBLED, -1);

    private final int level;
    private final int strain;
    private final int risk;
    private final int declarer;

    private Contract(int level, int strain, int risk, int declarer) {
        this.level = level;
        this.strain = strain;
        this.risk = risk;
        this.declarer = declarer;
    }

    /**
     * A contract; {@code declarer} may be -1 when unknown (an end position gives only the trump).
     */
    public static Contract of(int level, int strain, int risk, int declarer) {
        if (level < 1 || level > 7) {
            throw new IllegalArgumentException("contract level must be 1-7, got " + level);
        }
        if (strain < 0 || strain >= Strain.COUNT) {
            throw new IllegalArgumentException("no strain " + strain);
        }
        if (risk < Scoring.UNDOUBLED || risk > Scoring.REDOUBLED) {
            throw new IllegalArgumentException("risk must be 0 (undoubled), 1 (X) or 2 (XX), got " + risk);
        }
        if (declarer < -1 || declarer > 3) {
            throw new IllegalArgumentException("no seat " + declarer);
        }
        return new Contract(level, strain, risk, declarer);
    }

    /** Four passes: no contract, score 0. */
    public static Contract passedOut() {
        return PASSED_OUT;
    }

    /**
     * Parses a PBN Contract tag value: {@code <level><strain><risk>} like "4H", "3NT", "6SX", "1NXX"
     * (strain S, H, D, C, NT or N; risk X or XX; any case), or "Pass".
     */
    public static Contract parse(String text, int declarer) {
        String t = text.trim().toUpperCase(Locale.ROOT);
        if (t.equals("PASS") || t.equals("P") || t.equals("AP")) {
            return PASSED_OUT;
        }
        if (t.length() < 2 || t.charAt(0) < '1' || t.charAt(0) > '7') {
            throw new IllegalArgumentException("bad contract " + Tokens.quote(text)
                    + " (write it like 4H, 3NT, 6SX or Pass)");
        }
        int level = t.charAt(0) - '0';
        int i = 1;
        int strain;
        if (t.startsWith("NT", i)) {
            strain = Strain.NOTRUMP;
            i += 2;
        } else {
            char c = t.charAt(i);
            strain = c == 'N' ? Strain.NOTRUMP : "SHDC".indexOf(c);
            i++;
        }
        String rest = t.substring(i);
        int risk = rest.isEmpty() ? Scoring.UNDOUBLED : rest.equals("X") ? Scoring.DOUBLED
                : rest.equals("XX") ? Scoring.REDOUBLED : -1;
        if (strain < 0 || risk < 0) {
            throw new IllegalArgumentException("bad contract " + Tokens.quote(text)
                    + " (write it like 4H, 3NT, 6SX or Pass)");
        }
        return of(level, strain, risk, declarer);
    }

    public boolean isPassedOut() {
        return level == 0;
    }

    /** 1-7, or 0 when passed out. */
    public int level() {
        return level;
    }

    /** The {@link Strain}, or -1 when passed out. */
    public int strain() {
        return strain;
    }

    /** {@link Scoring#UNDOUBLED}, {@link Scoring#DOUBLED} or {@link Scoring#REDOUBLED}. */
    public int risk() {
        return risk;
    }

    /** The declarer's seat, or -1 when unknown or passed out. */
    public int declarer() {
        return declarer;
    }

    /** Tricks declarer needs: level + 6. */
    public int tricksNeeded() {
        return level + 6;
    }

    /** The declaring side's score for taking {@code tricks}; 0 when passed out. */
    public int declarerScore(boolean vulnerable, int tricks) {
        return isPassedOut() ? 0 : Scoring.declarerScore(level, strain, risk, vulnerable, tricks);
    }

    /** The PBN Contract tag value: "4HX", "3NT", "Pass". */
    public String toPbn() {
        if (isPassedOut()) {
            return "Pass";
        }
        return level + Strain.name(strain) + (risk == Scoring.DOUBLED ? "X" : risk == Scoring.REDOUBLED ? "XX" : "");
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Contract)) {
            return false;
        }
        Contract that = (Contract) other;
        return level == that.level && strain == that.strain && risk == that.risk && declarer == that.declarer;
    }

    @Override
    public int hashCode() {
        return Objects.hash(level, strain, risk, declarer);
    }

    /** "4HX by S", "3NT", "Pass". */
    @Override
    public String toString() {
        return toPbn() + (declarer >= 0 && !isPassedOut() ? " by " + Seat.letter(declarer) : "");
    }
}
