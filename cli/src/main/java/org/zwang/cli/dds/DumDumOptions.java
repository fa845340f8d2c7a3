package org.zwang.cli.dds;

import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * The choices of the dum-dum-style batch commands ({@code dds random}, {@code dds file}): one opening
 * lead problem per deal (trump and leader, long or compact output, as dum-dum prints them) or full
 * DD tables with par for a dealer and vulnerability. A picocli mixin, so both commands offer the same options with the same words.
 */
final class DumDumOptions {

    @Option(names = {"-c", "--compact"}, description = "Compact output: one line per deal in dum-dum's columns.")
    boolean compact;

    @Mixin
    LeadOptions lead;

    @Option(names = "--table", description = "Full DD tables (20 solves) and par instead of one opening lead problem.")
    boolean table;

    @Mixin
    FormatOption output;

    /** For tables: the dealer and vulnerability of par (the same options as {@code dds table}). */
    @Mixin
    ParConditions par;

    /**
     * Refuses a {@code --format} other than text without {@code --table}, before any work (a file is
     * not read): only tables have CSV and JSON; single solves print text or dum-dum's columns.
     */
    void requireTableForFormat(CommandSpec spec) {
        if (!table && output.format != OutputFormat.TEXT) {
            throw new ParameterException(spec.commandLine(), "--format is for --table; single solves print dum-dum's "
                    + "columns (--compact) or text");
        }
    }

    /** Writes the DD tables and par of {@code deals} as {@code dds table} does, with dum-dum's totals. */
    int writeTables(List<DealItem> deals, BatchOptions batch, PrintWriter out, PrintWriter err) {
        return TableCommand.writeTables(deals, output.format, batch, out, err, true);
    }
}
