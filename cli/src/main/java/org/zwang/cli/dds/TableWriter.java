package org.zwang.cli.dds;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.zwang.bridge.io.DdTableFormat;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Vulnerability;
import org.zwang.bridge.par.Par;
import org.zwang.bridge.par.ParResult;

/**
 * Writes DD tables with their par, one deal at a time, as the {@code table} command (and
 * {@code random --table}, {@code file --table}) print them:
 * <ul>
 * <li>text: the deal's diagram with the table beside it (strains NT S H D C across, declarers N S
 * E W down) and the par below the table, then the par for each side (DDS SidesPar: when N-S, and
 * when E-W, may bid first);</li>
 * <li>CSV: exactly the documented header and rows ({@link DdTableFormat#csvRow}); the par of an ending
 * (fewer than 13 cards a hand) is left empty;</li>
 * <li>JSON: an array of {@link DdTableFormat#json} objects (the web API's form too).</li>
 * </ul>
 * Par needs 13-card deals; endings get the table alone.
 */
final class TableWriter {

    /** Column of the table beside the diagram. */
    private static final int TABLE_COLUMN = Diagram.width() + 3;

    private final PrintWriter out;
    private final OutputFormat format;
    private int written;

    TableWriter(PrintWriter out, OutputFormat format) {
        this.out = out;
        this.format = format;
    }

    /** Writes what comes before the first deal (the CSV header, the JSON array's bracket). */
    void begin() {
        if (format == OutputFormat.CSV) {
            out.println(DdTableFormat.CSV_HEADER);
        } else if (format == OutputFormat.JSON) {
            out.println("[");
        }
        out.flush();
    }

    /**
     * Writes one deal.
     *
     * @param label         "deal 3", "board 12" (text only)
     * @param elapsedMillis the time the table took, shown in text; negative: not shown
     */
    void write(String label, Deal deal, DdTable table, int dealer, Vulnerability vulnerability, long elapsedMillis) {
        ParResult par = deal.cardsPerHand() == 13 ? Par.par(table, dealer, vulnerability) : null;
        switch (format) {
            case CSV:
                out.println(DdTableFormat.csvRow(deal, table, par));
                break;
            case JSON:
                out.print(written == 0 ? "  " : ",\n  ");
                out.print(DdTableFormat.json(deal, table, dealer, vulnerability));
                break;
            default:
                writeText(label, deal, table, par, dealer, vulnerability, elapsedMillis);
        }
        written++;
        out.flush();
    }

    private void writeText(String label, Deal deal, DdTable table, ParResult par, int dealer,
            Vulnerability vulnerability, long elapsedMillis) {
        if (written > 0) {
            out.println();
        }
        out.println(capitalize(label) + ": " + deal.toPbn());
        List<String> right = new ArrayList<>(List.of(DdTableFormat.text(table).split("\n")));
        right.add("");
        if (par != null) {
            right.add("Par " + parScore(par.score()) + ": " + par.contractsText());
            right.add("dealer " + Seat.letter(dealer) + ", vul " + vulnerability.toPbn());
            ParResult[] sides = Par.sides(table, vulnerability);
            right.add("N-S bid first " + parScore(sides[Seat.NORTH_SOUTH].score()) + ": "
                    + sides[Seat.NORTH_SOUTH].contractsText());
            right.add("E-W bid first " + parScore(sides[Seat.EAST_WEST].score()) + ": "
                    + sides[Seat.EAST_WEST].contractsText());
        } else {
            right.add("no par: " + deal.cardsPerHand() + "-card ending");
        }
        if (elapsedMillis >= 0) {
            right.add(elapsedMillis + " ms");
        }
        for (String line : Diagram.beside(Diagram.lines(deal.hands()), right, TABLE_COLUMN)) {
            out.println(line);
        }
    }

    /** Writes what comes after the last deal (the JSON array's bracket). */
    void end() {
        if (format == OutputFormat.JSON) {
            out.println(written == 0 ? "]" : "\n]");
        }
        out.flush();
    }

    /** The N-S par score with its sign: "+420", "-460", "0". */
    static String parScore(int score) {
        return score > 0 ? "+" + score : String.valueOf(score);
    }

    static String capitalize(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
