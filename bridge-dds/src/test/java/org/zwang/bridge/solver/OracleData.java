package org.zwang.bridge.solver;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;

/**
 * Reads the DDS oracle files: ddtables.txt and solve-positions.txt are the ones shipped in the jar
 * ({@code org.zwang.bridge.data}, one copy for the tests and the program alike); the rest are test
 * resources.
 */
final class OracleData {

    /** One line of ddtables.txt: a deal and DDS's table. */
    static final class TableLine {
        final Deal deal;
        final DdTable table;
        final String text;

        TableLine(Deal deal, DdTable table, String text) {
            this.deal = deal;
            this.table = table;
            this.text = text;
        }
    }

    /** One line of solve-positions.txt: a position and DDS's count for every legal card. */
    static final class PositionLine {
        final int index;
        final Position position;
        final Map<Integer, Integer> tricksByCard;
        final String text;

        PositionLine(int index, Position position, Map<Integer, Integer> tricksByCard, String text) {
            this.index = index;
            this.position = position;
            this.tricksByCard = tricksByCard;
            this.text = text;
        }
    }

    private OracleData() {
    }

    static List<String> dataLines(String resource) {
        return org.zwang.search.ResourceLines.read(OracleData.class, path(resource));
    }

    /** Where a data file is on the class path: the bundled oracle files in the jar, others in the tests. */
    static String path(String resource) {
        switch (resource) {
            case "ddtables.txt":
                return org.zwang.bridge.data.BundledDdTables.RESOURCE;
            case "solve-positions.txt":
                return org.zwang.bridge.data.BundledSolvePositions.RESOURCE;
            default:
                return "/" + resource;
        }
    }

    static Deal deal(String[] tokens, int from) {
        return Deal.parsePbn(String.join(" ", tokens[from], tokens[from + 1], tokens[from + 2], tokens[from + 3]));
    }

    static TableLine tableLine(String line, int from) {
        String[] tokens = line.split("\\s+");
        int[] tricks = new int[20];
        for (int i = 0; i < 20; i++) {
            tricks[i] = Integer.parseInt(tokens[from + 4 + i]);
        }
        return new TableLine(deal(tokens, from), DdTable.ofStrainMajor(tricks), line);
    }

    static List<TableLine> tables() {
        List<TableLine> tables = new ArrayList<>();
        for (String line : dataLines("ddtables.txt")) {
            tables.add(tableLine(line, 0));
        }
        return tables;
    }

    /** Parses the 18 tokens of a solve-positions line starting at {@code tokens[from]}. */
    static PositionLine positionLine(String[] tokens, int from, String text) {
        int index = Integer.parseInt(tokens[from]);
        int strain = Strain.parse(tokens[from + 1]);
        int first = Seat.parse(tokens[from + 2]);
        int[] trick = tokens[from + 3].equals("-") ? new int[0] : cards(tokens[from + 3]);
        String northToken = tokens[from + 6];
        long[] hands = {Hand.parse(northToken.substring(2)), Hand.parse(tokens[from + 7]),
            Hand.parse(tokens[from + 8]), Hand.parse(tokens[from + 9])};
        Map<Integer, Integer> results = new LinkedHashMap<>();
        for (String item : tokens[from + 10].split(",")) {
            String[] parts = item.split(":");
            results.put(Card.parse(parts[0]), Integer.parseInt(parts[1]));
        }
        int ns = Integer.parseInt(tokens[from + 11]);
        int ew = Integer.parseInt(tokens[from + 12]);
        Position position = Position.of(strain, first, trick, hands, ns, ew);
        if (position.toMove() != Seat.parse(tokens[from + 4])
                || position.tricksLeft() != Integer.parseInt(tokens[from + 5])) {
            throw new IllegalStateException("inconsistent oracle line " + text);
        }
        return new PositionLine(index, position, results, text);
    }

    static List<PositionLine> positions() {
        List<PositionLine> positions = new ArrayList<>();
        for (String line : dataLines("solve-positions.txt")) {
            positions.add(positionLine(line.split("\\s+"), 0, line));
        }
        return positions;
    }

    static int[] cards(String commaSeparated) {
        String[] parts = commaSeparated.split(",");
        int[] cards = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            cards[i] = Card.parse(parts[i]);
        }
        return cards;
    }
}
