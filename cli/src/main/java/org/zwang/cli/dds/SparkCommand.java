package org.zwang.cli.dds;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import org.zwang.bridge.spark.SparkTables;
import org.zwang.bridge.spark.TableJobSpec;
import org.zwang.bridge.spark.TableJobSummary;
import org.zwang.bridge.model.Tokens;
import org.zwang.cli.CtrlC;
import org.zwang.cli.OneLineErrors;
import org.zwang.cli.UserInputException;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code zwang dds spark}: DD tables and par for millions of deals on Apache Spark (bridge-spark's
 * {@link SparkTables}), in Spark's embedded local master or on a cluster (a {@code spark://} master,
 * or through spark-submit). Spark is not in zwang.jar: {@code bin/zwang} puts the Spark of the Maven
 * build on the class path for this command only, spark-submit brings a cluster's own. Nothing here
 * names a Spark class, so the other commands (and this one's --help) load without Spark. Failures
 * are one line and an exit code, Ctrl-C is exit code 130 with nothing written (docs/RELIABILITY.md).
 */
@Command(name = "spark",
        mixinStandardHelpOptions = true,
        description = {
            "DD tables and par for every deal of the input, or of N random deals made inside the job, on Apache "
                    + "Spark: one row a deal with the columns of 'zwang dds table --format csv', written as Parquet "
                    + "or CSV part files, all or nothing. Lines that cannot be read go to a rejects folder (source, "
                    + "line, reason).",
            ""
        },
        footer = {
            "",
            "Input: text files or folders of deals in any format 'dds table --file' reads (*.pbn and *.lin files are "
                    + "read whole, other files line by line), or *.parquet / *.csv files with a 'deal' column. "
                    + "Random deals: deal k depends only on --seed and k (blocks of 1000; the first 1000 are those of "
                    + "'zwang dds random --seed S'), so the output does not depend on --partitions.",
            "Rows come in input order: the part files read in name order. Par is for the board's dealer and "
                    + "vulnerability, else N and None; --dealer/--vul override them and add dealer and vulnerability "
                    + "columns.",
            "Memory: one solver per task slot, each with a table of up to --table-mb MiB; give each executor "
                    + "(cores x table-mb) plus about 1 GiB. See docs/bridge-spark.md for clusters.",
            "",
            "Examples:",
            "  zwang dds spark --random 100000 --seed 1 --out tables",
            "  zwang dds spark --in deals.pbn --in more-deals/ --format csv --out tables-csv",
            "  zwang dds spark --random 1000 --master 'local[2]' --partitions 8 \\",
            "      --format csv --out t",
            "  zwang dds spark --master spark://master-host:7077 --random 1000000 \\",
            "      --out /shared/tables",
            "  spark-submit --class org.zwang.cli.Main --master yarn cli/target/zwang.jar \\",
            "      dds spark --random 10000000 --seed 7 --out hdfs:///bridge/tables",
        })
public final class SparkCommand implements Callable<Integer> {

    /** Where bin/zwang's Spark logging configuration is (Spark logs at INFO otherwise). */
    static final String LOG_CONFIGURATION = "org/zwang/cli/spark-log4j2.properties";

    @Spec
    CommandSpec spec;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Source source;

    static final class Source {
        @Option(names = "--in", paramLabel = "PATH", arity = "1..*", required = true,
                description = "Deal files or folders (local paths or Hadoop URLs: hdfs://, s3a://, file://).")
        List<String> inputs;

        @Option(names = "--random", paramLabel = "N", required = true, description = "Solve N random deals.")
        Long random;
    }

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Seed of the --random deals. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--out", paramLabel = "DIR", required = true,
            description = "Output folder of part files; refused if it exists unless --overwrite.")
    String out;

    @Option(names = "--format", paramLabel = "parquet|csv", defaultValue = "parquet",
            description = "Output format: Parquet (typed columns) or CSV (a header line in each part). "
                    + "Default: ${DEFAULT-VALUE}.")
    String format;

    @Option(names = "--rejects", paramLabel = "DIR",
            description = "Folder for the lines that cannot be read (CSV: source, line, reason); written only when "
                    + "there are some. Default: the --out folder with '-rejects' appended.")
    String rejects;

    @Option(names = "--overwrite", description = "Replace --out (and the rejects folder) when they exist.")
    boolean overwrite;

    @Option(names = "--master", paramLabel = "URL",
            description = "Spark master: local[N], spark://host:7077, yarn, k8s://https://host:443. Default: "
                    + "spark-submit's, else local[*] (every core of this machine).")
    String master;

    @Option(names = "--partitions", paramLabel = "N",
            description = "Partitions (tasks) to solve in, 1 .. 1000000. Default: enough for 2000 deals each, and at "
                    + "least 4 per core.")
    Integer partitions;

    @Option(names = "--master-timeout", paramLabel = "SECONDS",
            description = "How long a spark:// master may take to accept the application (the driver's start "
                    + "included); a master whose port refuses connections fails at once. Default: ${DEFAULT-VALUE}.")
    int masterTimeout = SparkTables.DEFAULT_MASTER_TIMEOUT_SECONDS;

    @Option(names = "--table-mb", paramLabel = "MB",
            description = "Transposition table of each solver (one per task slot), MiB. Default: 256.")
    Integer tableMb;

    @Mixin
    ParConditions par;

    @Option(names = "--progress", negatable = true,
            description = "Show Spark's progress bar on stderr. Default: only when stderr is a terminal.")
    Boolean progress;

    @Override
    public Integer call() {
        TableJobSpec.OutputFormat outputFormat;
        try {
            outputFormat = TableJobSpec.OutputFormat.valueOf(format.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UserInputException("--format must be parquet or csv, got " + Tokens.quote(format));
        }
        if (source.random != null && source.random < 1) {
            throw new UserInputException("--random must be at least 1, got " + source.random);
        }
        if (partitions != null && (partitions < 1 || partitions > TableJobSpec.MAX_PARTITIONS)) {
            throw new UserInputException("--partitions must be 1 .. " + TableJobSpec.MAX_PARTITIONS + ", got "
                    + partitions);
        }
        if (masterTimeout < 1) {
            throw new UserInputException("--master-timeout must be at least 1 second, got " + masterTimeout);
        }
        TableJobSpec job = new TableJobSpec(source.inputs != null ? source.inputs : List.of(),
                source.random != null ? source.random : 0, seed, out, outputFormat, rejects, overwrite,
                partitions != null ? partitions : 0, tableMb != null ? tableMb : TableJobSpec.defaultTableMb(),
                par.dealer != null ? par.dealer : -1, par.vulnerability);
        if (!sparkAvailable()) {
            throw new UserInputException("Spark is not on the class path: run 'bin/zwang dds spark ...' (it adds the "
                    + "Spark of the Maven build) or spark-submit --class org.zwang.cli.Main zwang.jar dds spark ...");
        }
        if (System.getProperty("log4j2.configurationFile") == null && !SparkTables.masterFromSparkSubmit()) {
            System.setProperty("log4j2.configurationFile", LOG_CONFIGURATION);
        }
        PrintWriter err = spec.commandLine().getErr();
        String name = spec.qualifiedName();
        boolean bar = progress != null ? progress : Boolean.getBoolean(BatchOptions.STDERR_IS_TERMINAL);
        SparkTables tables = new SparkTables(master, bar, masterTimeout, note -> {
            err.println(note);
            err.flush();
        });
        TableJobSummary summary;
        try (CtrlC ctrlC = CtrlC.install(tables::stop)) {
            try {
                summary = tables.run(job);
            } catch (RuntimeException e) {
                if (ctrlC.requested() || e instanceof CancellationException) {
                    err.println("interrupted: the Spark job was stopped; nothing was written to " + out);
                    err.flush();
                    return CtrlC.EXIT_CODE;
                }
                if (e instanceof SparkTables.JobFailedException) {
                    err.println(name + ": the Spark job failed: " + e.getMessage());
                    err.flush();
                    return OneLineErrors.INTERNAL;
                }
                throw e;
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "%d deals, %d rejects, %d partitions%n", summary.deals(), summary.rejects(),
                summary.partitions());
        out.printf(Locale.ROOT, "%.1f s, %.2f deals/s, %d solver nodes%n", summary.seconds(), summary.dealsPerSecond(),
                summary.nodes());
        out.println("tables: " + summary.out() + " (" + format.toLowerCase(Locale.ROOT) + ")");
        if (summary.rejectsOut() != null) {
            out.println("rejects: " + summary.rejectsOut() + " (csv: source, line, reason)");
        }
        out.flush();
        return 0;
    }

    /** True when Spark's SQL classes can be loaded (checked before {@link SparkTables} is touched). */
    private static boolean sparkAvailable() {
        try {
            Class.forName("org.apache.spark.sql.SparkSession", false, SparkCommand.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}
