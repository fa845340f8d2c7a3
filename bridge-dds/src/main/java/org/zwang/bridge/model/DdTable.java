package org.zwang.bridge.model;

import java.util.Arrays;

/**
 * A double-dummy table: for each of the 5 strains and 4 declarers, the tricks (0-13) declarer's side
 * takes with best play by both sides, declarer's left-hand opponent leading (DDS
 * {@code CalcDDtable}'s {@code resTable[strain][declarer]}). Immutable.
 */
public final class DdTable {

    private final int[] tricks;

    private DdTable(int[] tricks) {
        this.tricks = tricks;
    }

    /** A table from {@code tricks[strain][declarer]} (strains S, H, D, C, NT; declarers N, E, S, W). */
    public static DdTable of(int[][] tricks) {
        if (tricks.length != Strain.COUNT) {
            throw new IllegalArgumentException("a DD table has 5 strains, got " + tricks.length);
        }
        int[] flat = new int[20];
        for (int strain = 0; strain < Strain.COUNT; strain++) {
            if (tricks[strain].length != Seat.COUNT) {
                throw new IllegalArgumentException("a DD table has 4 declarers per strain, got " + tricks[strain].length);
            }
            for (int declarer = 0; declarer < Seat.COUNT; declarer++) {
                flat[strain * 4 + declarer] = check(tricks[strain][declarer]);
            }
        }
        return new DdTable(flat);
    }

    /** A table from 20 numbers in DDS order: strain-major (S, H, D, C, NT), declarers N, E, S, W inside. */
    public static DdTable ofStrainMajor(int... tricks) {
        if (tricks.length != 20) {
            throw new IllegalArgumentException("a DD table has 20 entries, got " + tricks.length);
        }
        int[] flat = tricks.clone();
        for (int t : flat) {
            check(t);
        }
        return new DdTable(flat);
    }

    private static int check(int tricks) {
        if (tricks < 0 || tricks > 13) {
            throw new IllegalArgumentException("DD tricks must be 0-13, got " + tricks);
        }
        return tricks;
    }

    /** Tricks for {@code declarer}'s side in {@code strain}. */
    public int tricks(int strain, int declarer) {
        return tricks[strain * 4 + declarer];
    }

    /** The 20 numbers in DDS order (strain-major), a copy. */
    public int[] toStrainMajor() {
        return tricks.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof DdTable && Arrays.equals(tricks, ((DdTable) other).tricks);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(tricks);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("DdTable[");
        for (int strain = 0; strain < Strain.COUNT; strain++) {
            text.append(strain == 0 ? "" : " ").append(Strain.name(strain)).append(':');
            for (int declarer = 0; declarer < Seat.COUNT; declarer++) {
                text.append(declarer == 0 ? "" : ",").append(tricks(strain, declarer));
            }
        }
        return text.append(']').toString();
    }
}
