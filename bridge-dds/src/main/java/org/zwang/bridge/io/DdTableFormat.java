package org.zwang.bridge.io;

import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Vulnerability;
import org.zwang.bridge.par.Par;
import org.zwang.bridge.par.ParContract;
import org.zwang.bridge.par.ParResult;

/**
 * DD tables as text, CSV and JSON: for the {@code dds} commands and (JSON) the web API, one form each. The CSV layout is fixed (docs/bridge-cli.md):
 * {@link #CSV_HEADER}, then per deal the PBN deal string from North, the 20 numbers in
 * DDS order (strain S, H, D, C, NT; declarer N, E, S, W inside), the N-S par score and the par
 * contracts joined by ';'.
 */
public final class DdTableFormat {

    /** The CSV header line (without line break). */
    public static final String CSV_HEADER = csvHeader();

    /** Strains across in the text table: NT, S, H, D, C. */
    private static final int[] TEXT_STRAINS = {Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS};
    /** Declarers down in the text table: N, S, E, W. */
    private static final int[] TEXT_SEATS = {Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST};

    private DdTableFormat() {
    }

    private static String csvHeader() {
        StringBuilder text = new StringBuilder("deal");
        for (int strain = 0; strain < Strain.COUNT; strain++) {
            for (int seat = 0; seat < Seat.COUNT; seat++) {
                text.append(',').append(Strain.name(strain)).append('_').append(Seat.letter(seat));
            }
        }
        return text.append(",par,par_contracts").toString();
    }

    /**
     * One CSV row (without line break), fields quoted as RFC 4180 requires: the row of
     * {@code zwang dds table --format csv} and of the Spark job's CSV output. A null {@code par}
     * (an ending, fewer than 13 cards a hand) leaves the two par fields empty.
     */
    public static String csvRow(Deal deal, DdTable table, ParResult par) {
        Object[] fields = fields(deal, table, par);
        if (par == null) {
            fields[21] = "";
            fields[22] = "";
        }
        return Csv.row(fields);
    }

    /**
     * The 23 values of a row, one per column of {@link #CSV_HEADER}: the PBN deal string from North
     * (String), the 20 trick counts in DDS order (Integer), the N-S par score (Integer) and the par
     * contracts joined by ';' (String); both par values null when {@code par} is null. The CSV row
     * and the Spark job's typed (Parquet) row are both made from it.
     */
    public static Object[] fields(Deal deal, DdTable table, ParResult par) {
        Object[] fields = new Object[23];
        fields[0] = deal.toPbn(Seat.NORTH);
        int[] tricks = table.toStrainMajor();
        for (int i = 0; i < 20; i++) {
            fields[1 + i] = tricks[i];
        }
        fields[21] = par == null ? null : par.score();
        fields[22] = par == null ? null : par.contractsText(";");
        return fields;
    }

    /**
     * The usual layout, strains across and declarers down, e.g.
     * <pre>
     *   NT  S  H  D  C
     * N  9 10  8  7  6
     * </pre>
     * with one line per declarer N, S, E, W (each line ends with a line break).
     */
    public static String text(DdTable table) {
        StringBuilder text = new StringBuilder(120).append(' ');
        for (int strain : TEXT_STRAINS) {
            text.append(String.format("%3s", Strain.name(strain)));
        }
        text.append('\n');
        for (int seat : TEXT_SEATS) {
            text.append(Seat.letter(seat));
            for (int strain : TEXT_STRAINS) {
                text.append(String.format("%3d", table.tricks(strain, seat)));
            }
            text.append('\n');
        }
        return text.toString();
    }

    /**
     * The one JSON form of a solved deal, written by {@code zwang dds table --format json} (one object
     * per deal in an array), answered by the web API's {@code POST /api/bridge/table} and by
     * {@code zwang dds stdio}'s table requests:
     * <pre>{"deal": "N:...", "dealer": "N", "vulnerable": "None",
     *  "tricks": {"S": {"N": 9, "E": 4, "S": 9, "W": 4}, "H": {...}, "D": {...}, "C": {...}, "NT": {...}},
     *  "par": {"score": 420, "contracts": ["4S-NS"]},
     *  "sides_par": {"ns_first": {"score": 420, "contracts": [...]}, "ew_first": {...}}}</pre>
     * {@code tricks} are the declarer's; {@code par} is DDS's DealerPar for the dealer and
     * vulnerability, {@code sides_par} DDS's SidesPar (N-S's scores), both left out for an ending
     * (fewer than 13 cards a hand: par needs the whole deal).
     */
    public static String json(Deal deal, DdTable table, int dealer, Vulnerability vulnerability) {
        return "{\"deal\": " + Json.string(deal.toPbn()) + ", "
                + jsonMembers(table, dealer, vulnerability, deal.cardsPerHand() == 13) + '}';
    }

    /**
     * The same form for a table without its deal (par from a table alone, as {@code zwang dds stdio}'s
     * par requests answer): {@code {"dealer": ..., "vulnerable": ..., "tricks": ..., "par": ...,
     * "sides_par": ...}}.
     */
    public static String json(DdTable table, int dealer, Vulnerability vulnerability) {
        return '{' + jsonMembers(table, dealer, vulnerability, true) + '}';
    }

    /** The object's members after the deal; the two par members only {@code withPar}. */
    private static String jsonMembers(DdTable table, int dealer, Vulnerability vulnerability, boolean withPar) {
        StringBuilder text = new StringBuilder(600).append("\"dealer\": ")
                .append(Json.string(String.valueOf(Seat.letter(dealer))))
                .append(", \"vulnerable\": ").append(Json.string(vulnerability.toPbn()))
                .append(", \"tricks\": {");
        for (int strain = 0; strain < Strain.COUNT; strain++) {
            text.append(strain == 0 ? "" : ", ").append(Json.string(Strain.name(strain))).append(": {");
            for (int seat = 0; seat < Seat.COUNT; seat++) {
                text.append(seat == 0 ? "" : ", ").append('"').append(Seat.letter(seat)).append("\": ")
                        .append(table.tricks(strain, seat));
            }
            text.append('}');
        }
        text.append('}');
        if (withPar) {
            text.append(", \"par\": ");
            appendPar(text, Par.par(table, dealer, vulnerability));
            text.append(", \"sides_par\": ").append(sidesJson(Par.sides(table, vulnerability)));
        }
        return text.toString();
    }

    /**
     * Par for each side (DDS SidesPar) as JSON: {@code {"ns_first": {"score": ..., "contracts":
     * [...]}, "ew_first": {...}}}, both scores North-South's.
     */
    public static String sidesJson(ParResult[] sides) {
        StringBuilder text = new StringBuilder("{\"ns_first\": ");
        appendPar(text, sides[Seat.NORTH_SOUTH]);
        text.append(", \"ew_first\": ");
        appendPar(text, sides[Seat.EAST_WEST]);
        return text.append('}').toString();
    }

    /** {@code {"score": 420, "contracts": ["4S-NS"]}}. */
    private static void appendPar(StringBuilder text, ParResult par) {
        text.append("{\"score\": ").append(par.score()).append(", \"contracts\": [");
        boolean first = true;
        for (ParContract contract : par.contracts()) {
            text.append(first ? "" : ", ").append(Json.string(contract.toString()));
            first = false;
        }
        text.append("]}");
    }
}
