package org.zwang.cli.dds;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.zwang.bridge.solver.TableCost;
import org.zwang.bridge.solver.TableJob;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code zwang dds table}: double-dummy tables (DDS CalcDDtable) with par, for deals given on the
 * command line or read from a file of any supported format, as text, CSV or JSON.
 */
@Command(name = "table",
        mixinStandardHelpOptions = true,
        description = {
            "Double-dummy tables: for each strain and declarer, the tricks declarer's side takes with best play, "
                    + "declarer's left-hand opponent leading; with the par score and contracts below.",
            ""
        },
        footer = {
            "",
            "A deal is a PBN deal string, quoted or not: N:<north> <east> <south> <west> (any first seat, hands "
                    + "spades.hearts.diamonds.clubs); dum-dum's W/N/E/S hands work too. A file may hold one PBN deal "
                    + "string per line (tokens after the 4th hand are ignored), a PBN file, BBO LIN or dum-dum lines; "
                    + "the format is detected. A board's [Dealer] and [Vulnerable] (LIN md| and sv|) give its par unless "
                    + "--dealer/--vul say otherwise; without them par is for dealer N, nobody vulnerable.",
            "",
            "CSV: header deal,S_N,S_E,...,NT_W,par,par_contracts; tricks in DDS order (strain S,H,D,C,NT, declarer "
                    + "N,E,S,W); par = N-S score; par contracts joined by ';' (DDS text, e.g. 3N-W+2, 4H*-EW-1).",
            "",
            "Examples:",
            "  zwang dds table \\",
            "      N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2",
            "  zwang dds table --format csv --file deals.pbn > tables.csv",
            "  zwang dds table --dealer E --vul All --format json \\",
            "      'E:K2.AK.JT8542.954 T983.5.A93.AJ732 AJ75.Q63.KQ6.KQ8 -'",
        })
public final class TableCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ArgGroup(exclusive = true, multiplicity = "1")
    DealSource source;

    @Mixin
    FormatOption output;

    @Mixin
    ParConditions par;

    @Mixin
    BatchOptions batch;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        List<DealItem> items = par.items(source, err, spec.qualifiedName());
        PrintWriter out = spec.commandLine().getOut();
        return DealInput.exitCode(writeTables(items, output.format, batch, out, err, false), par.rejected);
    }

    /**
     * Solves the tables of {@code items} on the batch's threads and writes them in order as they
     * come; returns the exit code (130 when stopped by Ctrl-C, with the tables done so far written).
     *
     * @param totals also print dum-dum's total_elapsed_ms and avg_elapsed_ms lines (text only)
     */
    static int writeTables(List<DealItem> items, OutputFormat format, BatchOptions batch, PrintWriter out,
            PrintWriter err, boolean totals) {
        TableWriter writer = new TableWriter(out, format);
        long[] elapsed = new long[items.size()];
        writer.begin();
        BatchRunner.Outcome outcome = BatchRunner.runCommandBatch(batch, err, "tables", items.size(),
                TableJob.of(i -> items.get(i).deal()), i -> TableCost.fanout(items.get(i).deal()), (i, table, nanos) -> {
                    DealItem item = items.get(i);
                    elapsed[i] = nanos / 1_000_000;
                    writer.write(item.label, item.deal(), table, item.dealer, item.vulnerability,
                            format == OutputFormat.TEXT ? elapsed[i] : -1);
                });
        writer.end();
        if (totals && format == OutputFormat.TEXT) {
            DumDumWriter.totals(out, elapsed, outcome.done());
        }
        out.flush();
        return outcome.exitCode();
    }
}
