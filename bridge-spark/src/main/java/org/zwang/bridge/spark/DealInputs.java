package org.zwang.bridge.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RemoteIterator;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.zwang.bridge.io.BoardRecord;
import org.zwang.bridge.io.DealFileReader;
import org.zwang.bridge.model.Vulnerability;

/**
 * The job's input as one dataset of {@link DealTask}s (deals and rejects), in input order: the
 * files under {@code --in} grouped by their name, each group read the way Spark reads it best.
 * <ul>
 * <li>{@code *.pbn} and {@code *.lin} files are read whole, as {@code zwang dds table --file} reads
 * them (a PBN game and a vugraph LIN board span several lines); a file that cannot be read is one
 * reject with its name and the reason, which names the line;</li>
 * <li>{@code *.parquet} and {@code *.csv} files (with a header) give their {@code deal} column, one
 * deal string a row;</li>
 * <li>any other file is split by lines ({@link DealFileReader#readLine}: PBN deal strings, one-line
 * LIN boards, dum-dum lines), so large files spread over many tasks and each bad line is one reject
 * with the line and its reason.</li>
 * </ul>
 * Hidden files (names starting with '.' or '_', as Spark's own {@code _SUCCESS} and {@code .crc})
 * are skipped; the files of a folder come in name order, the folders and files in the order given,
 * grouped by kind: line files, whole files, Parquet, CSV.
 */
final class DealInputs {

    private DealInputs() {
    }

    /** The deals and rejects of the input files, in input order. */
    static JavaRDD<DealTask> read(SparkSession spark, TableJobSpec spec) {
        List<String> lines = new ArrayList<>();
        List<String> whole = new ArrayList<>();
        List<String> parquet = new ArrayList<>();
        List<String> csv = new ArrayList<>();
        for (String file : listFiles(spark.sparkContext().hadoopConfiguration(), spec.inputs())) {
            String name = file.toLowerCase(Locale.ROOT);
            if (name.endsWith(".pbn") || name.endsWith(".lin")) {
                whole.add(file);
            } else if (name.endsWith(".parquet")) {
                parquet.add(file);
            } else if (name.endsWith(".csv")) {
                csv.add(file);
            } else {
                lines.add(file);
            }
        }
        int dealer = spec.dealer();
        Vulnerability vulnerability = spec.vulnerability();
        JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
        List<JavaRDD<DealTask>> parts = new ArrayList<>();
        if (!lines.isEmpty()) {
            Dataset<Row> text = spark.read().text(lines.toArray(new String[0]))
                    .select(functions.col("value"), functions.col("_metadata.file_path"));
            parts.add(text.javaRDD().flatMap(row -> readLine(row.getString(1), row.getString(0), dealer, vulnerability)));
        }
        if (!whole.isEmpty()) {
            parts.add(context.binaryFiles(String.join(",", whole)).flatMap(file -> readWhole(file._1(),
                    file._2().toArray(), dealer, vulnerability)));
        }
        if (!parquet.isEmpty()) {
            parts.add(dealColumn(spark.read().parquet(parquet.toArray(new String[0])), parquet, dealer, vulnerability));
        }
        if (!csv.isEmpty()) {
            parts.add(dealColumn(spark.read().option("header", "true").csv(csv.toArray(new String[0])), csv, dealer,
                    vulnerability));
        }
        JavaRDD<DealTask> all = parts.get(0);
        for (int i = 1; i < parts.size(); i++) {
            all = all.union(parts.get(i));
        }
        return all;
    }

    private static JavaRDD<DealTask> dealColumn(Dataset<Row> table, List<String> files, int dealer,
            Vulnerability vulnerability) {
        if (!List.of(table.columns()).contains("deal")) {
            throw new IllegalArgumentException(files.get(0) + (files.size() > 1 ? " (or another of " + files.size()
                    + " files)" : "") + " has no 'deal' column");
        }
        return table.select(functions.col("deal"), functions.col("_metadata.file_path")).javaRDD()
                .flatMap(row -> readLine(row.getString(1), row.isNullAt(0) ? "" : row.getString(0), dealer,
                        vulnerability));
    }

    /** The tasks of one line: its boards, or one reject. */
    static Iterator<DealTask> readLine(String source, String line, int dealer, Vulnerability vulnerability) {
        List<DealTask> tasks = new ArrayList<>(1);
        try {
            for (BoardRecord board : DealFileReader.readLine(line)) {
                tasks.add(DealTask.of(board, dealer, vulnerability));
            }
        } catch (IllegalArgumentException e) {
            tasks.add(DealTask.reject(source, line, e.getMessage()));
        }
        return tasks.iterator();
    }

    /**
     * The tasks of one whole file (PBN or LIN): its boards, and a reject for each board that cannot
     * be read ("line N" and the reason); one reject naming the whole file only when its structure is
     * broken.
     */
    static Iterator<DealTask> readWhole(String source, byte[] bytes, int dealer, Vulnerability vulnerability) {
        List<DealTask> tasks = new ArrayList<>();
        String name = new Path(source).getName();
        try {
            DealFileReader.DealFile file = DealFileReader.read(name, bytes);
            for (BoardRecord board : file.boards()) {
                tasks.add(DealTask.of(board, dealer, vulnerability));
            }
            for (DealFileReader.Reject reject : file.rejects()) {
                tasks.add(DealTask.reject(source, reject.line() > 0 ? "line " + reject.line() : "(board)",
                        reject.reason()));
            }
        } catch (IllegalArgumentException e) {
            tasks.clear();
            tasks.add(DealTask.reject(source, "(whole file)", e.getMessage()));
        }
        return tasks.iterator();
    }

    /** The files of the inputs: each path or glob, folders listed recursively, hidden files left out. */
    static List<String> listFiles(Configuration configuration, List<String> inputs) {
        List<String> files = new ArrayList<>();
        try {
            for (String input : inputs) {
                Path path = new Path(input);
                FileSystem fs = path.getFileSystem(configuration);
                FileStatus[] matches = fs.globStatus(path);
                if (matches == null || matches.length == 0) {
                    throw new IllegalArgumentException("no such file or folder: " + input);
                }
                int before = files.size();
                for (FileStatus match : matches) {
                    if (match.isDirectory()) {
                        List<String> inFolder = new ArrayList<>();
                        RemoteIterator<LocatedFileStatus> listed = fs.listFiles(match.getPath(), true);
                        while (listed.hasNext()) {
                            Path file = listed.next().getPath();
                            if (!hidden(file, match.getPath())) {
                                inFolder.add(file.toString());
                            }
                        }
                        inFolder.sort(null); // part-00000, part-00001, ...: a folder's files in name order
                        files.addAll(inFolder);
                    } else {
                        files.add(match.getPath().toString());
                    }
                }
                if (files.size() == before) {
                    throw new IllegalArgumentException(input + " holds no files");
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + inputs + ": " + e.getMessage(), e);
        }
        return files;
    }

    /** True when the file or a folder between it and {@code top} starts with '.' or '_'. */
    private static boolean hidden(Path file, Path top) {
        for (Path p = file; p != null && !p.equals(top); p = p.getParent()) {
            String name = p.getName();
            if (name.startsWith(".") || name.startsWith("_")) {
                return true;
            }
        }
        return false;
    }
}
