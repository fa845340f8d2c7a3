package org.zwang.cli.dds;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.zwang.bridge.solver.TableCost;
import org.zwang.bridge.solver.TableJob;
import org.zwang.bridge.io.BoardRecord;
import org.zwang.bridge.io.Csv;
import org.zwang.bridge.io.DdTableFormat;
import org.zwang.bridge.io.Json;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Vulnerability;
import org.zwang.bridge.par.Par;
import org.zwang.bridge.par.ParContract;
import org.zwang.bridge.par.ParResult;
import org.zwang.cli.UserInputException;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code zwang dds par}: the par score and contracts (DDS DealerPar) of a deal, whose DD table it
 * solves first, or of a DD table given as 20 numbers; for one dealer and vulnerability or all 16.
 */
@Command(name = "par",
        mixinStandardHelpOptions = true,
        description = {
            "Par: the score both sides reach when each bids to its best double-dummy contract and the other side "
                    + "sacrifices when that pays (DDS DealerPar's rules and text), from a deal (its DD table is solved "
                    + "first) or from a DD table of 20 numbers.",
            ""
        },
        footer = {
            "",
            "The score is for North-South: positive N-S plus, negative E-W plus, 0 passed out. Contracts are DDS's "
                    + "text: <level><C|D|H|S|N>[*]-<declarers>[+over|-under], '*' = doubled sacrifice, e.g. 3N-W+2, "
                    + "4H*-EW-1, 2D-EW+2,2C-EW+2 (equal scores), pass.",
            "--sides: the par when N-S may bid first and when E-W may (DDS SidesPar; contracts in its order NT, S, "
                    + "H, D, C); both scores are N-S's (DDS reports the E-W-first one from E-W's side).",
            "--table takes the 20 numbers in DDS order (as ddtables.txt and the CSV of 'zwang dds table'): strains S, "
                    + "H, D, C, NT; declarers N, E, S, W inside each; each = tricks declarer's side takes.",
            "",
            "Examples:",
            "  zwang dds par \\",
            "      N:Q64.JT98742.7.T6 K2.AK.JT8542.954 T983.5.A93.AJ732 AJ75.Q63.KQ6.KQ8",
            "  zwang dds par --all --table '3 8 3 8 7 6 7 6 2 11 2 11 5 8 5 8 2 10 2 11'",
            "  zwang dds par --dealer E --vul NS \\",
            "      --table 3,8,3,8,7,6,7,6,2,11,2,11,5,8,5,8,2,10,2,11",
            "  zwang dds par --file deals.pbn --format csv",
            "  zwang dds par --sides --vul EW \\",
            "      N:Q64.JT98742.7.T6 K2.AK.JT8542.954 T983.5.A93.AJ732 AJ75.Q63.KQ6.KQ8",
        })
public final class ParCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Source source;

    /** The deals, or a DD table given as its numbers. */
    static final class Source extends DealSource {

        @Option(names = "--table", paramLabel = "NUMBERS",
                description = "A DD table: 20 numbers separated by spaces or commas, in DDS order.")
        String table;
    }

    @Mixin
    ParConditions par;

    @Option(names = "--all", description = "Par for all 4 dealers x 4 vulnerabilities (with --sides: all 4 "
            + "vulnerabilities).")
    boolean all;

    @Option(names = "--sides", description = "Par for each side (DDS SidesPar): the par when N-S may bid first, and "
            + "when E-W may; the dealer does not apply.")
    boolean sides;

    @Mixin
    FormatOption output;

    @Mixin
    BatchOptions batch;

    private PrintWriter out;
    private int written;

    @Override
    public Integer call() {
        if (all && !par.unset()) {
            throw new UserInputException("--all covers every dealer and vulnerability: leave out --dealer and --vul");
        }
        if (sides && par.dealer != null) {
            throw new UserInputException("--sides gives the par for each side bidding first: leave out --dealer");
        }
        out = spec.commandLine().getOut();
        begin();
        if (source.table != null) {
            DdTable table = DealInput.parseTable(source.table);
            write(null, "table", table, par.dealer != null ? par.dealer : Seat.NORTH,
                    par.vulnerability != null ? par.vulnerability : Vulnerability.NONE);
            end();
            return 0;
        }
        PrintWriter err = spec.commandLine().getErr();
        List<DealItem> items = par.items(source, err, spec.qualifiedName());
        for (DealItem item : items) {
            if (item.deal().cardsPerHand() != 13) {
                throw new UserInputException(item.label + ": par needs full deals of 13 cards a hand, this one has "
                        + item.deal().cardsPerHand());
            }
        }
        BatchRunner.Outcome outcome = BatchRunner.runCommandBatch(batch, err, "tables", items.size(),
                TableJob.of(i -> items.get(i).deal()), i -> TableCost.fanout(items.get(i).deal()), (i, table, nanos) -> {
                    DealItem item = items.get(i);
                    write(item.board, item.label, table, item.dealer, item.vulnerability);
                });
        end();
        return DealInput.exitCode(outcome.exitCode(), par.rejected);
    }

    private void begin() {
        if (output.format == OutputFormat.CSV) {
            out.println(sides ? "deal,vul,ns_first_par,ns_first_contracts,ew_first_par,ew_first_contracts"
                    : "deal,dealer,vul,par,par_contracts");
        } else if (output.format == OutputFormat.JSON) {
            out.println("[");
        }
    }

    private void end() {
        if (output.format == OutputFormat.JSON) {
            out.println(written == 0 ? "]" : "\n]");
        }
        out.flush();
    }

    /** The par of one table, for the dealer and vulnerability asked (or all 16). */
    private void write(BoardRecord board, String label, DdTable table, int tableDealer, Vulnerability tableVulnerability) {
        if (sides) {
            writeSides(board, label, table, tableVulnerability);
            return;
        }
        List<int[]> cases = new ArrayList<>(); // {dealer, vulnerability ordinal}
        if (all) {
            for (Vulnerability v : Vulnerability.values()) {
                for (int d = 0; d < Seat.COUNT; d++) {
                    cases.add(new int[] {d, v.ordinal()});
                }
            }
        } else {
            cases.add(new int[] {tableDealer, tableVulnerability.ordinal()});
        }
        String deal = board == null ? "" : board.deal().toPbn();
        switch (output.format) {
            case CSV:
                for (int[] c : cases) {
                    Vulnerability v = Vulnerability.values()[c[1]];
                    ParResult par = Par.par(table, c[0], v);
                    out.println(Csv.row(deal, Seat.letter(c[0]), v.toPbn(), par.score(), par.contractsText(";")));
                }
                break;
            case JSON:
                StringBuilder json = jsonStart(board == null ? null : deal, table).append(", \"par\": [");
                for (int k = 0; k < cases.size(); k++) {
                    Vulnerability v = Vulnerability.values()[cases.get(k)[1]];
                    ParResult par = Par.par(table, cases.get(k)[0], v);
                    json.append(k == 0 ? "" : ", ").append("{\"dealer\": \"").append(Seat.letter(cases.get(k)[0]))
                            .append("\", \"vulnerable\": ").append(Json.string(v.toPbn())).append(", \"score\": ")
                            .append(par.score()).append(", \"contracts\": [");
                    boolean first = true;
                    for (ParContract contract : par.contracts()) {
                        json.append(first ? "" : ", ").append(Json.string(contract.toString()));
                        first = false;
                    }
                    json.append("]}");
                }
                out.print(json.append("]}"));
                break;
            default:
                textStart(label, board == null ? null : deal, table);
                out.println("dealer  vul   par    contracts");
                for (int[] c : cases) {
                    Vulnerability v = Vulnerability.values()[c[1]];
                    ParResult par = Par.par(table, c[0], v);
                    out.println(String.format("%-7s %-5s %-6s %s", Seat.letter(c[0]), v.toPbn(),
                            TableWriter.parScore(par.score()), par.contractsText()));
                }
        }
        written++;
        out.flush();
    }

    /** The text output's start for one table: a blank line between tables, the label and deal, the table. */
    private void textStart(String label, String deal, DdTable table) {
        if (written > 0) {
            out.println();
        }
        out.println(TableWriter.capitalize(label) + (deal == null ? ":" : ": " + deal));
        out.print(DdTableFormat.text(table));
        out.println();
    }

    /** A JSON object's start for one table: the separator, the deal (null for a bare table) and its tricks. */
    private StringBuilder jsonStart(String deal, DdTable table) {
        StringBuilder json = new StringBuilder(written == 0 ? "  " : ",\n  ").append("{\"deal\": ")
                .append(deal == null ? "null" : Json.string(deal)).append(", \"tricks\": [");
        int[] tricks = table.toStrainMajor();
        for (int i = 0; i < tricks.length; i++) {
            json.append(i == 0 ? "" : ", ").append(tricks[i]);
        }
        return json.append(']');
    }

    /** Par for each side (DDS SidesPar) of one table, for the vulnerability asked (or all 4). */
    private void writeSides(BoardRecord board, String label, DdTable table, Vulnerability tableVulnerability) {
        List<Vulnerability> cases = all ? List.of(Vulnerability.values()) : List.of(tableVulnerability);
        String deal = board == null ? "" : board.deal().toPbn();
        switch (output.format) {
            case CSV:
                for (Vulnerability v : cases) {
                    ParResult[] par = Par.sides(table, v);
                    out.println(Csv.row(deal, v.toPbn(), par[Seat.NORTH_SOUTH].score(),
                            par[Seat.NORTH_SOUTH].contractsText(";"), par[Seat.EAST_WEST].score(),
                            par[Seat.EAST_WEST].contractsText(";")));
                }
                break;
            case JSON:
                StringBuilder json = jsonStart(board == null ? null : deal, table).append(", \"sides_par\": [");
                for (int k = 0; k < cases.size(); k++) {
                    Vulnerability v = cases.get(k);
                    String sidesJson = DdTableFormat.sidesJson(Par.sides(table, v));
                    json.append(k == 0 ? "" : ", ").append("{\"vulnerable\": ").append(Json.string(v.toPbn()))
                            .append(", ").append(sidesJson, 1, sidesJson.length());
                }
                out.print(json.append("]}"));
                break;
            default:
                textStart(label, board == null ? null : deal, table);
                out.println(String.format("%-5s %-24s %s", "vul", "N-S bid first", "E-W bid first"));
                for (Vulnerability v : cases) {
                    ParResult[] par = Par.sides(table, v);
                    out.println(String.format("%-5s %-24s %s", v.toPbn(),
                            TableWriter.parScore(par[Seat.NORTH_SOUTH].score()) + " "
                                    + par[Seat.NORTH_SOUTH].contractsText(),
                            TableWriter.parScore(par[Seat.EAST_WEST].score()) + " "
                                    + par[Seat.EAST_WEST].contractsText()));
                }
        }
        written++;
        out.flush();
    }
}
