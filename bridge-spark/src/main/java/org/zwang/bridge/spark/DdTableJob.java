package org.zwang.bridge.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.LongAccumulator;
import org.zwang.bridge.io.BoardRecord;
import org.zwang.bridge.io.Csv;
import org.zwang.bridge.io.DdTableFormat;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Vulnerability;
import org.zwang.bridge.solver.SolverOptions;

/**
 * The Spark job behind {@code zwang dds spark}: DD tables and par for every deal of its input
 * ({@link DealInputs}) or for random deals made inside the job ({@link RandomDealBlocks}), one row a
 * deal in the columns of {@code zwang dds table --format csv}, written as Parquet or CSV part files.
 * <ol>
 * <li>Lines that cannot be read go to the rejects folder (CSV: source, line, reason) and are
 * counted; the folder is removed again when there are none.</li>
 * <li>The deals are numbered in input order and cut into contiguous ranges, one per partition
 * ({@link IndexRanges}), so the part files in name order hold the rows in input order whatever the
 * number of partitions; random deals are made directly in their partition's range.</li>
 * <li>Each partition solves its deals with one solver ({@link TableRows}, {@code mapPartitions}),
 * whose transposition table is bounded by {@code --table-mb}.</li>
 * </ol>
 */
public final class DdTableJob {

    /** The deals a default partition holds at most (at ~0.3 s a deal, a task of ten minutes or so). */
    public static final int DEALS_PER_PARTITION = 2000;

    /** The header of the rejects CSV. */
    static final String REJECTS_HEADER = "source,line,reason";

    private DdTableJob() {
    }

    /** Runs the job on {@code spark} and returns its summary. Bad options or inputs: IllegalArgumentException. */
    public static TableJobSummary run(SparkSession spark, TableJobSpec spec) {
        Configuration hadoop = spark.sparkContext().hadoopConfiguration();
        checkOutput(hadoop, spec.out(), spec.overwrite());
        JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
        int parallelism = context.defaultParallelism();
        LongAccumulator dealCount = spark.sparkContext().longAccumulator("deals");
        LongAccumulator nodeCount = spark.sparkContext().longAccumulator("solver nodes");
        int dealer = spec.dealer();
        Vulnerability vulnerability = spec.vulnerability();

        JavaRDD<DealTask> tasks;
        int partitions;
        long rejects = 0;
        String rejectsOut = null;
        if (spec.random() > 0) {
            long total = spec.random();
            long seed = spec.seed();
            partitions = spec.partitions() > 0 ? spec.partitions() : defaultPartitions(total, parallelism);
            int n = partitions;
            List<Integer> indexes = new ArrayList<>();
            for (int p = 0; p < n; p++) {
                indexes.add(p);
            }
            tasks = context.parallelize(indexes, n).flatMap(p -> randomTasks(seed, IndexRanges.start(p, n, total),
                    IndexRanges.start(p + 1, n, total), dealer, vulnerability));
        } else {
            String rejectsFolder = spec.rejectsFolder();
            checkOutput(hadoop, rejectsFolder, spec.overwrite());
            JavaRDD<DealTask> parsed = DealInputs.read(spark, spec);
            LongAccumulator rejectCount = spark.sparkContext().longAccumulator("rejects");
            JavaRDD<String> rejectLines = withHeader(parsed.filter(DealTask::isReject).map(task -> {
                rejectCount.add(1);
                return Csv.row(task.source(), task.line(), task.reason());
            }), REJECTS_HEADER);
            writeCsv(spark, rejectLines, rejectsFolder, spec.overwrite());
            rejects = rejectCount.value();
            if (rejects == 0) {
                delete(hadoop, rejectsFolder);
            } else {
                rejectsOut = rejectsFolder;
            }
            JavaRDD<DealTask> deals = parsed.filter(task -> !task.isReject());
            long total = deals.count();
            partitions = spec.partitions() > 0 ? spec.partitions() : defaultPartitions(total, parallelism);
            tasks = deals.zipWithIndex().mapToPair(indexed -> indexed.swap())
                    .repartitionAndSortWithinPartitions(new IndexRanges(partitions, total)).values();
        }

        int tableMb = spec.tableMb();
        boolean conditions = spec.conditionColumns();
        JavaRDD<TableRows.TableRow> rows = tasks.mapPartitions(partition -> new TableRows(partition,
                SolverOptions.defaults().withTableBytes((long) tableMb << 20), conditions, dealCount, nodeCount));
        long start = System.nanoTime();
        if (spec.format() == TableJobSpec.OutputFormat.CSV) {
            String header = DdTableFormat.CSV_HEADER + (conditions ? TableRows.TableRow.CONDITION_COLUMNS : "");
            writeCsv(spark, withHeader(rows.map(TableRows.TableRow::csv), header), spec.out(), spec.overwrite());
        } else {
            spark.createDataFrame(rows.map(row -> RowFactory.create(row.fields())), schema(conditions))
                    .write().mode(spec.overwrite() ? SaveMode.Overwrite : SaveMode.ErrorIfExists).parquet(spec.out());
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        return new TableJobSummary(dealCount.value(), rejects, partitions, seconds, nodeCount.value(), spec.out(),
                rejectsOut);
    }

    /**
     * The partitions when {@code --partitions} is not given: enough for {@link #DEALS_PER_PARTITION}
     * deals each, and at least four per core (so that slow partitions even out), but no empty ones.
     */
    public static int defaultPartitions(long deals, int cores) {
        long byDeals = (deals + DEALS_PER_PARTITION - 1) / DEALS_PER_PARTITION;
        long byCores = Math.min(deals, 4L * Math.max(1, cores));
        return (int) Math.max(1, Math.min(1_000_000, Math.max(byDeals, byCores)));
    }

    /** The Parquet schema: the CSV header's columns, deal and par contracts as strings, numbers as ints. */
    static StructType schema(boolean conditions) {
        List<StructField> fields = new ArrayList<>();
        String[] columns = (DdTableFormat.CSV_HEADER + (conditions ? TableRows.TableRow.CONDITION_COLUMNS : ""))
                .split(",");
        for (int i = 0; i < columns.length; i++) {
            boolean text = i == 0 || i >= 22;
            // The par score and contracts are empty for endings (fewer than 13 cards a hand).
            boolean nullable = i == 21 || i == 22;
            fields.add(DataTypes.createStructField(columns[i], text ? DataTypes.StringType : DataTypes.IntegerType,
                    nullable));
        }
        return DataTypes.createStructType(fields);
    }

    private static Iterator<DealTask> randomTasks(long seed, long from, long to, int dealer,
            Vulnerability vulnerability) {
        Iterator<Deal> deals = RandomDealBlocks.deals(seed, from, to);
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return deals.hasNext();
            }

            @Override
            public DealTask next() {
                return DealTask.of(BoardRecord.of(deals.next()), dealer, vulnerability);
            }
        };
    }

    /** The lines of each non-empty partition after a header line: a CSV part file each. */
    private static JavaRDD<String> withHeader(JavaRDD<String> lines, String header) {
        return lines.mapPartitions(partition -> partition.hasNext() ? new Iterator<String>() {
            private boolean headerDone;

            @Override
            public boolean hasNext() {
                return !headerDone || partition.hasNext();
            }

            @Override
            public String next() {
                if (!headerDone) {
                    headerDone = true;
                    return header;
                }
                return partition.next();
            }
        } : Collections.emptyIterator());
    }

    /** Writes the lines as text part files, then names them {@code .csv}. */
    private static void writeCsv(SparkSession spark, JavaRDD<String> lines, String folder, boolean overwrite) {
        spark.createDataset(lines.rdd(), Encoders.STRING()).write()
                .mode(overwrite ? SaveMode.Overwrite : SaveMode.ErrorIfExists).text(folder);
        Path path = new Path(folder);
        try {
            FileSystem fs = path.getFileSystem(spark.sparkContext().hadoopConfiguration());
            for (FileStatus file : fs.listStatus(path)) {
                String name = file.getPath().getName();
                if (name.startsWith("part-") && name.endsWith(".txt")) {
                    fs.rename(file.getPath(), new Path(path, name.substring(0, name.length() - 4) + ".csv"));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot rename the parts of " + folder + ": " + e.getMessage(), e);
        }
    }

    /** Refuses an existing output folder unless overwriting. */
    private static void checkOutput(Configuration hadoop, String folder, boolean overwrite) {
        Path path = new Path(folder);
        try {
            if (!overwrite && path.getFileSystem(hadoop).exists(path)) {
                throw new IllegalArgumentException(folder + " exists: give another --out, or --overwrite to replace it");
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot check " + folder + ": " + e.getMessage(), e);
        }
    }

    private static void delete(Configuration hadoop, String folder) {
        Path path = new Path(folder);
        try {
            path.getFileSystem(hadoop).delete(path, true);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove " + folder + ": " + e.getMessage(), e);
        }
    }
}
