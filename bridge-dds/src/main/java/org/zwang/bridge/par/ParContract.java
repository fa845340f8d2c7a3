package org.zwang.bridge.par;

import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;

/**
 * One par contract as DDS's DealerPar reports it: level, strain, whether it is a doubled sacrifice,
 * the declarer(s) who achieve it, and the over- or undertricks. Its {@link #toString()} is exactly
 * DDS's text, e.g. {@code 3N-W+2}, {@code 4H*-EW-1}, {@code 2N-NS}.
 */
public final class ParContract {

    private static final String STRAIN_LETTERS = "SHDCN"; // indexed by Strain: S, H, D, C, NT -> N

    private final int level;
    private final int strain;
    private final boolean doubled;
    private final int declarers;
    private final int result;

    /**
     * @param declarers bit mask of seats ({@code 1 << seat}): one seat, or both seats of a side
     * @param result    overtricks (positive), undertricks (negative) or 0 for just making
     */
    ParContract(int level, int strain, boolean doubled, int declarers, int result) {
        this.level = level;
        this.strain = strain;
        this.doubled = doubled;
        this.declarers = declarers;
        this.result = result;
    }

    public int level() {
        return level;
    }

    /** The {@link Strain}. */
    public int strain() {
        return strain;
    }

    /** True for a doubled sacrifice (DDS writes a '*'). */
    public boolean doubled() {
        return doubled;
    }

    /** Seats that can declare it with this result, as a bit mask {@code 1 << seat}. */
    public int declarers() {
        return declarers;
    }

    /** True when {@code seat} is one of the declarers. */
    public boolean declaredBy(int seat) {
        return (declarers >> seat & 1) != 0;
    }

    /** Overtricks (positive), undertricks (negative) or 0. */
    public int result() {
        return result;
    }

    /** Tricks declarer takes: level + 6 + result. */
    public int tricks() {
        return level + 6 + result;
    }

    /** The seats as DDS writes them: N, E, S, W, NS or EW. */
    String seatsText() {
        StringBuilder text = new StringBuilder(2);
        for (int seat : new int[] {Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST}) {
            if (declaredBy(seat)) {
                text.append(Seat.letter(seat));
            }
        }
        return text.toString();
    }

    /** DDS DealerPar text: {@code <level><C|D|H|S|N>[*]-<seats>[+over|-under]}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(10);
        text.append(level).append(STRAIN_LETTERS.charAt(strain));
        if (doubled) {
            text.append('*');
        }
        text.append('-').append(seatsText());
        if (result > 0) {
            text.append('+').append(result);
        } else if (result < 0) {
            text.append(result);
        }
        return text.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ParContract && toString().equals(other.toString());
    }

    @Override
    public int hashCode() {
        return toString().hashCode();
    }

    /** Name of a strain in DDS par text (C, D, H, S, N). */
    static char strainLetter(int strain) {
        return STRAIN_LETTERS.charAt(strain);
    }
}
