package org.zwang.bridge.spark;

import java.util.List;
import org.zwang.bridge.model.Vulnerability;
import org.zwang.bridge.solver.SolverOptions;

/**
 * What a {@link DdTableJob} computes and where it writes: the deals (input paths, or {@code random}
 * deals from {@code seed}), the output folder and format, the partitions and the solver table size,
 * and the dealer and vulnerability that par is for. Checked when made: a bad value is an
 * {@link IllegalArgumentException} with one line naming the option.
 *
 * @param inputs     text files or folders of deals (any format {@code zwang dds table --file} reads),
 *                   Parquet or CSV files with a {@code deal} column; empty when {@code random} is used
 * @param random     the number of random deals to generate, or 0 when reading {@code inputs}
 * @param seed       the seed of the random deals
 * @param out        the output folder (part files as Spark writes them)
 * @param format     Parquet or CSV
 * @param rejects    the folder for lines that could not be read; null: {@code out + "-rejects"}
 * @param overwrite  replace {@code out} (and the rejects folder) when they exist
 * @param partitions the number of partitions; 0: {@link DdTableJob#defaultPartitions}
 * @param tableMb    the transposition table of each solver, in MiB (one solver per task slot)
 * @param dealer     the dealer for par (a seat), or -1: each board's own, else North
 * @param vulnerability the vulnerability for par, or null: each board's own, else None
 */
public record TableJobSpec(List<String> inputs, long random, long seed, String out, OutputFormat format,
        String rejects, boolean overwrite, int partitions, int tableMb, int dealer, Vulnerability vulnerability) {

    /** The output formats. */
    public enum OutputFormat {
        /** Typed columns (strings and ints), Spark's default and the compact choice. */
        PARQUET,
        /** Text parts with a header line each, the rows of {@code zwang dds table --format csv}. */
        CSV
    }

    /** The most partitions a job may have. */
    public static final int MAX_PARTITIONS = 1_000_000;

    /** The largest table a solver may have, MiB. */
    public static final int MAX_TABLE_MB = 64 * 1024;

    /** Checks the values. */
    public TableJobSpec {
        inputs = List.copyOf(inputs);
        if (inputs.isEmpty() == (random == 0)) {
            throw new IllegalArgumentException("give either input paths (--in) or a number of random deals (--random),"
                    + " not both");
        }
        if (random < 0) {
            throw new IllegalArgumentException("--random must be at least 1, got " + random);
        }
        if (out == null || out.isBlank()) {
            throw new IllegalArgumentException("no output folder (--out)");
        }
        if (partitions < 0 || partitions > MAX_PARTITIONS) {
            throw new IllegalArgumentException("--partitions must be 1 .. " + MAX_PARTITIONS + ", got " + partitions);
        }
        if (tableMb < 2 || tableMb > MAX_TABLE_MB) {
            throw new IllegalArgumentException("--table-mb must be 2 .. " + MAX_TABLE_MB + ", got " + tableMb);
        }
        if (dealer < -1 || dealer > 3) {
            throw new IllegalArgumentException("dealer must be a seat 0 .. 3 or -1, got " + dealer);
        }
    }

    /** The default table size per solver, MiB: the solver's own default. */
    public static int defaultTableMb() {
        return (int) (SolverOptions.DEFAULT_TABLE_BYTES >> 20);
    }

    /** The rejects folder: the option, else {@code out} with "-rejects" appended. */
    public String rejectsFolder() {
        if (rejects != null) {
            return rejects;
        }
        String base = out.endsWith("/") ? out.substring(0, out.length() - 1) : out;
        return base + "-rejects";
    }

    /** True when the output rows carry dealer and vulnerability columns (par under asked conditions). */
    public boolean conditionColumns() {
        return dealer >= 0 || vulnerability != null;
    }

    /** The solver options of each task: the defaults with this table size. */
    public SolverOptions solverOptions() {
        return SolverOptions.defaults().withTableBytes((long) tableMb << 20);
    }
}
