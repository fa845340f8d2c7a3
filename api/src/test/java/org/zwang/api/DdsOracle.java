package org.zwang.api;

import java.util.ArrayList;
import java.util.List;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.data.BundledSolvePositions;
import org.zwang.bridge.model.DdTable;
import org.zwang.search.ResourceLines;

/**
 * The DDS numbers shipped with bridge-dds, read straight from its files as their headers describe
 * them: ddtables.txt (a deal, CalcDDtable's 20 numbers, DealerPar's score and text) and
 * solve-positions.txt (a position reached by play from a deal, SolveBoard's tricks for every card).
 */
final class DdsOracle {

    /** One ddtables.txt line. */
    record TableLine(String deal, DdTable table, int parScore, String parContracts) {
    }

    /** One solve-positions.txt line: the play that reached the position and DDS's "card:tricks" list. */
    record PositionLine(int index, String deal, String strain, String leader, List<String> history, String results) {
    }

    private DdsOracle() {
    }

    static List<TableLine> tables(int count) {
        List<TableLine> lines = new ArrayList<>();
        for (String line : BundledDdTables.lines()) {
            if (lines.size() == count) {
                break;
            }
            String[] tokens = line.trim().split("\\s+");
            int[] tricks = new int[20];
            for (int i = 0; i < 20; i++) {
                tricks[i] = Integer.parseInt(tokens[4 + i]);
            }
            lines.add(new TableLine(String.join(" ", tokens[0], tokens[1], tokens[2], tokens[3]),
                    DdTable.ofStrainMajor(tricks), Integer.parseInt(tokens[24]), tokens[25]));
        }
        return lines;
    }

    /**
     * The first {@code count} positions. The opening leader is the holder of the first card of the
     * history (the header's rule), or the trick's first seat when nothing was played yet.
     */
    static List<PositionLine> positions(int count) {
        List<PositionLine> lines = new ArrayList<>();
        for (String line : ResourceLines.read(DdsOracle.class, BundledSolvePositions.RESOURCE)) {
            if (lines.size() == count) {
                break;
            }
            String[] tokens = line.trim().split("\\s+");
            String deal = String.join(" ", tokens[13], tokens[14], tokens[15], tokens[16]);
            List<String> history = tokens[17].equals("-") ? List.of() : List.of(tokens[17].split(","));
            String leader = history.isEmpty() ? tokens[2] : holder(deal, history.get(0));
            lines.add(new PositionLine(Integer.parseInt(tokens[0]), deal, tokens[1], leader, history, tokens[10]));
        }
        return lines;
    }

    /** The seat letter of the hand of {@code deal} (PBN from North) holding {@code card} ("SA"). */
    private static String holder(String deal, String card) {
        String[] hands = deal.substring(2).split(" ");
        int suit = "SHDC".indexOf(card.charAt(0));
        for (int seat = 0; seat < 4; seat++) {
            if (hands[seat].split("\\.", -1)[suit].indexOf(card.charAt(1)) >= 0) {
                return String.valueOf("NESW".charAt(seat));
            }
        }
        throw new IllegalArgumentException(card + " is in no hand of " + deal);
    }
}
