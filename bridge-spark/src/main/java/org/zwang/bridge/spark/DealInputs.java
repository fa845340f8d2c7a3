package org.zwang.bridge.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RemoteIterator;
import org.apache.hadoop.io.compress.CompressionCodec;
import org.apache.hadoop.io.compress.CompressionCodecFactory;
import org.apache.spark.SerializableWritable;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.apache.spark.util.TaskCompletionListener;
import org.apache.spark.util.CollectionAccumulator;
import org.zwang.bridge.io.BoardRecord;
import org.zwang.bridge.io.DealFileReader;
import org.zwang.bridge.model.Tokens;
import org.zwang.bridge.model.Vulnerability;

/**
 * The job's input as one dataset of {@link DealTask}s (deals and rejects), in input order: the
 * files under {@code --in}, each read the way it reads best.
 * <ul>
 * <li>text files are read by a task each, as a stream of lines ({@link BoundedLines}: numbered, and
 * a line longer than {@link BoundedLines#MAX_LINE_BYTES} is a reject without being held):
 * <ul>
 * <li>{@code *.pbn} and {@code *.lin} files whole, as {@code zwang dds table --file} reads them (a
 * PBN game and a vugraph LIN board span several lines); a board that cannot be read is a reject
 * with its line, and a file whose structure is broken one reject "(whole file)" with the reason;</li>
 * <li>any other file line by line ({@link DealFileReader#readLine}: PBN deal strings, one-line LIN
 * boards, dum-dum lines), each bad line a reject with its number and reason;</li>
 * </ul>
 * a text file with binary data in it is not read at all: its name, line and a short excerpt go to
 * the {@code binary} accumulator, and the job refuses the input (as {@code dds table} does);</li>
 * <li>{@code *.parquet} and {@code *.csv} files (with a header) give their {@code deal} column, one
 * deal string a row.</li>
 * </ul>
 * Parsing costs microseconds a line, so one task per file is plenty: the solving is spread over
 * all partitions afterwards. Hidden files (names starting with '.' or '_', as Spark's own
 * {@code _SUCCESS} and {@code .crc}) are skipped; the files of a folder come in name order, the
 * folders and files in the order given, grouped by kind: text files, Parquet, CSV.
 */
final class DealInputs {

    /** Where a reject of a {@code deal} column (Parquet or CSV input) came from. */
    static final String DEAL_COLUMN = "deal column";

    /** Where the reject of a PBN or LIN file that cannot be read at all came from. */
    static final String WHOLE_FILE = "(whole file)";

    private DealInputs() {
    }

    /**
     * The deals and rejects of the input files, in input order.
     *
     * @param binary collects "FILE, line N: binary data ..." for each text file holding binary data
     */
    static JavaRDD<DealTask> read(SparkSession spark, TableJobSpec spec, CollectionAccumulator<String> binary) {
        List<String> text = new ArrayList<>();
        List<String> parquet = new ArrayList<>();
        List<String> csv = new ArrayList<>();
        for (String file : listFiles(spark.sparkContext().hadoopConfiguration(), spec.inputs())) {
            String name = file.toLowerCase(Locale.ROOT);
            if (name.endsWith(".parquet")) {
                parquet.add(file);
            } else if (name.endsWith(".csv")) {
                csv.add(file);
            } else {
                text.add(file);
            }
        }
        int dealer = spec.dealer();
        Vulnerability vulnerability = spec.vulnerability();
        JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
        List<JavaRDD<DealTask>> parts = new ArrayList<>();
        if (!text.isEmpty()) {
            Broadcast<SerializableWritable<Configuration>> hadoop = context.broadcast(
                    new SerializableWritable<>(spark.sparkContext().hadoopConfiguration()));
            int slices = Math.min(text.size(), 4 * Math.max(1, context.defaultParallelism()));
            parts.add(context.parallelize(text, slices).flatMap(file -> readTextFile(file,
                    hadoop.value().value(), dealer, vulnerability, binary)));
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
                .flatMap(row -> readLine(row.getString(1), DEAL_COLUMN, row.isNullAt(0) ? "" : row.getString(0),
                        dealer, vulnerability).iterator());
    }

    /** The tasks of one text file (see the class comment), read as a stream: one line held at a time. */
    static Iterator<DealTask> readTextFile(String source, Configuration hadoop, int dealer, Vulnerability vulnerability,
            CollectionAccumulator<String> binary) throws IOException {
        Path path = new Path(source);
        InputStream in = path.getFileSystem(hadoop).open(path);
        CompressionCodec codec = new CompressionCodecFactory(hadoop).getCodec(path);
        if (codec != null) {
            in = codec.createInputStream(in);
        }
        String name = path.getName().toLowerCase(Locale.ROOT);
        BoundedLines lines = new BoundedLines(in, BoundedLines.MAX_LINE_BYTES);
        if (name.endsWith(".pbn") || name.endsWith(".lin")) {
            try {
                return readWhole(source, lines, dealer, vulnerability, binary).iterator();
            } finally {
                in.close();
            }
        }
        InputStream stream = in;
        TaskContext task = TaskContext.get();
        if (task != null) {
            // Closed at the end of the file, or when the task ends before it.
            task.addTaskCompletionListener((TaskCompletionListener) done -> close(stream));
        }
        return new Iterator<>() {
            private final Deque<DealTask> pending = new ArrayDeque<>();
            private boolean ended;

            @Override
            public boolean hasNext() {
                try {
                    while (pending.isEmpty() && !ended) {
                        if (!lines.next()) {
                            ended = true;
                            close(stream);
                            break;
                        }
                        String text = lines.text();
                        if (Tokens.looksBinary(text)) {
                            binary.add(binaryData(source, lines.number(), text));
                            ended = true;
                            close(stream);
                        } else if (lines.tooLong()) {
                            pending.add(DealTask.reject(source, "line " + lines.number(), tooLong(lines)));
                        } else {
                            pending.addAll(readLine(source, "line " + lines.number(), text, dealer, vulnerability));
                        }
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot read " + source + ": " + e.getMessage(), e);
                }
                return !pending.isEmpty();
            }

            @Override
            public DealTask next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return pending.poll();
            }
        };
    }

    private static void close(InputStream stream) {
        try {
            stream.close();
        } catch (IOException e) {
            // read to the end already, or the task is over: nothing to lose
        }
    }

    /** The tasks of one line: its boards, or one reject ({@code where}: "line N", or the deal column). */
    static List<DealTask> readLine(String source, String where, String line, int dealer, Vulnerability vulnerability) {
        List<DealTask> tasks = new ArrayList<>(1);
        try {
            for (BoardRecord board : DealFileReader.readLine(line)) {
                tasks.add(DealTask.of(board, dealer, vulnerability));
            }
        } catch (IllegalArgumentException e) {
            tasks.add(DealTask.reject(source, where, e.getMessage()));
        }
        return tasks;
    }

    /**
     * The tasks of one whole file (PBN or LIN): its boards, and a reject for each board that cannot
     * be read ("line N" and the reason); one reject naming the whole file only when its structure is
     * broken or a line is too long.
     */
    private static List<DealTask> readWhole(String source, BoundedLines lines, int dealer, Vulnerability vulnerability,
            CollectionAccumulator<String> binary) throws IOException {
        List<String> text = new ArrayList<>();
        while (lines.next()) {
            String line = lines.text();
            if (Tokens.looksBinary(line)) {
                binary.add(binaryData(source, lines.number(), line));
                return List.of();
            }
            if (lines.tooLong()) {
                return List.of(DealTask.reject(source, WHOLE_FILE, "line " + lines.number() + ": " + tooLong(lines)));
            }
            text.add(line);
        }
        List<DealTask> tasks = new ArrayList<>();
        try {
            DealFileReader.DealFile file = DealFileReader.read(new Path(source).getName(), text);
            for (BoardRecord board : file.boards()) {
                tasks.add(DealTask.of(board, dealer, vulnerability));
            }
            for (DealFileReader.Reject reject : file.rejects()) {
                tasks.add(DealTask.reject(source, reject.line() > 0 ? "line " + reject.line() : "(board)",
                        reject.reason()));
            }
        } catch (IllegalArgumentException e) {
            tasks.clear();
            tasks.add(DealTask.reject(source, WHOLE_FILE, e.getMessage()));
        }
        return tasks;
    }

    /** The reason of a line longer than the bound. */
    private static String tooLong(BoundedLines lines) {
        return "a line of " + lines.length() + " bytes, longer than the " + BoundedLines.MAX_LINE_BYTES
                + " bytes a line of deals may have";
    }

    /** The refusal of a file with binary data, as {@code dds table --file} words it. */
    private static String binaryData(String source, long number, String line) {
        return source + ", line " + number + ": binary data, not a text file of deals (it holds "
                + Tokens.quote(line.substring(0, Math.min(line.length(), 8))) + ")";
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
