package org.zwang.bridge.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.TreeSet;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.util.CollectionAccumulator;
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
 * counted; the folder is only left when there are some. A file of binary data, or an input without
 * a single deal, is refused (as {@code zwang dds table --file} refuses them).</li>
 * <li>The deals are numbered in input order and cut into contiguous ranges, one per partition
 * ({@link IndexRanges}), so the part files in name order hold the rows in input order whatever the
 * number of partitions; random deals are made directly in their partition's range.</li>
 * <li>Each partition solves its deals with one solver ({@link TableRows}, {@code mapPartitions}),
 * whose transposition table is bounded by {@code --table-mb}.</li>
 * <li>Both folders are written under hidden names and renamed into place at the end
 * ({@link StagedOutput}): output is all or nothing.</li>
 * </ol>
 */
public final class DdTableJob {

    /** The deals a default partition holds at most (at ~0.3 s a deal, a task of ten minutes or so). */
    public static final int DEALS_PER_PARTITION = 2000;

    /** The header of the rejects CSV. */
    static final String REJECTS_HEADER = "source,line,reason";

    private DdTableJob() {
    }

    /**
     * Runs the job on {@code spark} and returns its summary. The output (and rejects) folders appear
     * only when the job succeeds ({@link StagedOutput}); a failed or stopped job leaves neither.
     *
     * @throws IllegalArgumentException for bad options or inputs (an existing output, a file of binary
     *                                  data, an input without a single deal), in one line
     * @throws UncheckedIOException     when the output cannot be written or an input read
     */
    public static TableJobSummary run(SparkSession spark, TableJobSpec spec) {
        Configuration hadoop = spark.sparkContext().hadoopConfiguration();
        StagedOutput tablesOut = StagedOutput.of(hadoop, spec.out(), spec.overwrite());
        StagedOutput rejectsOut = spec.random() > 0 ? null
                : StagedOutput.of(hadoop, spec.rejectsFolder(), spec.overwrite());
        try {
            tablesOut.begin();
            if (rejectsOut != null) {
                rejectsOut.begin();
            }
            return run(spark, spec, tablesOut, rejectsOut);
        } finally {
            tablesOut.discard();
            if (rejectsOut != null) {
                rejectsOut.discard();
            }
        }
    }

    private static TableJobSummary run(SparkSession spark, TableJobSpec spec, StagedOutput tablesOut,
            StagedOutput rejectsOut) {
        JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
        int parallelism = context.defaultParallelism();
        LongAccumulator dealCount = spark.sparkContext().longAccumulator("deals");
        LongAccumulator nodeCount = spark.sparkContext().longAccumulator("solver nodes");
        int dealer = spec.dealer();
        Vulnerability vulnerability = spec.vulnerability();

        JavaRDD<DealTask> tasks;
        int partitions;
        long rejects = 0;
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
            CollectionAccumulator<String> binary = spark.sparkContext().collectionAccumulator("binary files");
            JavaRDD<DealTask> parsed = DealInputs.read(spark, spec, binary);
            LongAccumulator rejectCount = spark.sparkContext().longAccumulator("rejects");
            JavaRDD<String> rejectLines = withHeader(parsed.filter(DealTask::isReject).map(task -> {
                rejectCount.add(1);
                return Csv.row(task.source(), task.line(), task.reason());
            }), REJECTS_HEADER);
            writeCsv(spark, rejectLines, rejectsOut.staging());
            if (!binary.value().isEmpty()) {
                // As 'dds table --file': a file of binary data is refused whole, not read as 33 bad lines.
                throw new IllegalArgumentException(new TreeSet<>(binary.value()).first());
            }
            rejects = rejectCount.value();
            JavaRDD<DealTask> deals = parsed.filter(task -> !task.isReject());
            long total = deals.count();
            if (total == 0) {
                throw new IllegalArgumentException(noDeals(parsed, rejects));
            }
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
            writeCsv(spark, withHeader(rows.map(TableRows.TableRow::csv), header), tablesOut.staging());
        } else {
            spark.createDataFrame(rows.map(row -> RowFactory.create(row.fields())), schema(conditions))
                    .write().mode(SaveMode.Overwrite).parquet(tablesOut.staging());
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        tablesOut.commit();
        String rejectsFolder = null;
        if (rejects > 0) {
            rejectsOut.commit();
            rejectsFolder = spec.rejectsFolder();
        }
        return new TableJobSummary(dealCount.value(), rejects, partitions, seconds, nodeCount.value(), spec.out(),
                rejectsFolder);
    }

    /** Why an input without a single deal is refused: nothing in it, or the first of its rejects. */
    private static String noDeals(JavaRDD<DealTask> parsed, long rejects) {
        if (rejects == 0) {
            return "no deals found in the input";
        }
        DealTask first = parsed.filter(DealTask::isReject).first();
        return "no deal of the input could be read (" + rejects + " rejected; the first: " + first.source() + ", "
                + first.line() + ": " + first.reason() + ")";
    }

    /**
     * The partitions when {@code --partitions} is not given: enough for {@link #DEALS_PER_PARTITION}
     * deals each, and at least four per core (so that slow partitions even out), but no empty ones.
     */
    public static int defaultPartitions(long deals, int cores) {
        long byDeals = (deals + DEALS_PER_PARTITION - 1) / DEALS_PER_PARTITION;
        long byCores = Math.min(deals, 4L * Math.max(1, cores));
        return (int) Math.max(1, Math.min(TableJobSpec.MAX_PARTITIONS, Math.max(byDeals, byCores)));
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

    /**
     * Writes the lines as text part files into a staging folder, then names them {@code .csv} (empty
     * ones go). Spark's RDD writer, not a Dataset's: text needs none of Spark SQL, whose first write
     * in a JVM loads and compiles thousands of classes (about half of a small job's CPU).
     */
    private static void writeCsv(SparkSession spark, JavaRDD<String> lines, String folder) {
        Path path = new Path(folder);
        try {
            FileSystem fs = path.getFileSystem(spark.sparkContext().hadoopConfiguration());
            fs.delete(path, true); // the writer makes the folder itself and refuses one that is there
            lines.saveAsTextFile(folder);
            for (FileStatus file : fs.listStatus(path)) {
                String name = file.getPath().getName();
                if (name.startsWith("part-")) {
                    if (file.getLen() == 0) {
                        fs.delete(file.getPath(), false); // an empty partition's file: not even a header
                    } else {
                        fs.rename(file.getPath(), new Path(path, name + ".csv"));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the parts of " + folder + ": " + e.getMessage(), e);
        }
    }
}
