package org.zwang.bridge.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataTypes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.io.DdTableFormat;
import org.zwang.bridge.io.DealFileReader;
import org.zwang.bridge.io.DumDumFormat;
import org.zwang.bridge.io.LinFormat;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.model.Vulnerability;
import org.zwang.bridge.par.Par;
import org.zwang.bridge.spark.TableJobSpec.OutputFormat;

/**
 * The job in Spark local mode against DDS: the first 20 of the bundled deals, made inside the job by
 * seed 1 (tables and par equal DDS's), a deal file with bad lines solved in 1, 3 and 8 partitions (always the rows of
 * {@code zwang dds table --format csv} with DDS's numbers, in input order; the bad lines in the
 * rejects with their reasons).
 */
class DdTableJobTest {

    @TempDir
    Path dir;

    /** Tokens of the data lines of the bundled ddtables.txt (the DDS oracle, header explains them). */
    private static List<String[]> oracle() throws IOException {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(BundledDdTables.open(), StandardCharsets.UTF_8))) {
            return reader.lines().filter(line -> !line.isBlank() && !line.startsWith("#"))
                    .map(line -> line.trim().split("\\s+")).collect(Collectors.toList());
        }
    }

    private static TableJobSpec spec(List<String> inputs, long random, String out, OutputFormat format, int partitions) {
        return new TableJobSpec(inputs, random, 1, out, format, null, false, partitions, TableJobSpec.defaultTableMb(), -1,
                null);
    }

    @Test
    void seedOneMakesTheBundledDealsAndTheirTablesAndParAreDdss() throws IOException {
        // The first 20 of the 200 bundled deals: the solver itself is held to all 200 in bridge-dds's
        // oracle test; here the seed, the order through Spark and the Parquet columns are on trial.
        int deals = 20;
        List<String[]> oracle = oracle().subList(0, deals);
        String out = dir.resolve("tables").toString();
        TableJobSummary summary = DdTableJob.run(TestSpark.session(), spec(List.of(), deals, out, OutputFormat.PARQUET, 0));
        assertEquals(deals, summary.deals());
        assertEquals(0, summary.rejects());
        assertTrue(summary.nodes() > 0);

        List<Row> rows = TestSpark.session().read().parquet(out).collectAsList();
        assertEquals(deals, rows.size());
        List<String> failures = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        for (Row row : rows) {
            seen.add(row.getString(0));
        }
        for (int i = 0; i < oracle.size(); i++) {
            String[] tokens = oracle.get(i);
            String deal = String.join(" ", tokens[0], tokens[1], tokens[2], tokens[3]);
            int at = seen.indexOf(deal);
            if (at < 0) {
                failures.add("deal " + (i + 1) + " missing");
                continue;
            }
            Row row = rows.get(at);
            StringBuilder got = new StringBuilder();
            StringBuilder want = new StringBuilder();
            for (int k = 0; k < 20; k++) {
                got.append(row.getInt(1 + k)).append(' ');
                want.append(tokens[4 + k]).append(' ');
            }
            got.append(row.getInt(21)).append(' ').append(row.getString(22));
            want.append(tokens[24]).append(' ').append(tokens[25].replace(',', ';'));
            if (!got.toString().equals(want.toString())) {
                failures.add("deal " + (i + 1) + ": DDS " + want + ", got " + got);
            }
        }
        assertTrue(failures.isEmpty(), () -> failures.size() + " differences:\n" + String.join("\n", failures));
        assertEquals(List.of("deal", "S_N", "S_E", "S_S", "S_W", "H_N", "H_E", "H_S", "H_W", "D_N", "D_E", "D_S", "D_W",
                "C_N", "C_E", "C_S", "C_W", "NT_N", "NT_E", "NT_S", "NT_W", "par", "par_contracts"),
                List.of(TestSpark.session().read().parquet(out).columns()));
    }

    @Test
    void rowsAreTheTableCommandsCsvWhateverThePartitionsAndBadLinesAreRejected() throws IOException {
        List<String[]> oracle = oracle().subList(0, 6);
        List<String> lines = new ArrayList<>(List.of("# the first 6 deals of ddtables.txt in three line formats"));
        List<String> expected = new ArrayList<>();
        String badDeal = "N:AKQ.T98.765.432 - - -x";
        String unknown = "this is not a deal";
        String badDumDum = "Z N " + DumDumFormat.hands(deal(oracle.get(0)));
        for (int i = 0; i < oracle.size(); i++) {
            String[] tokens = oracle.get(i);
            Deal deal = deal(tokens);
            lines.add(i % 3 == 0 ? String.join(" ", tokens)
                    : i % 3 == 1 ? "NT N " + DumDumFormat.hands(deal)
                    : LinFormat.md(deal, -1));
            if (i == 1) {
                lines.add(badDeal);
            } else if (i == 3) {
                lines.add(unknown);
                lines.add("");
            } else if (i == 4) {
                lines.add(badDumDum);
            }
            // The expected row: DdTableFormat.csvRow (what 'zwang dds table --format csv' prints) on
            // DDS's table and DealerPar (dealer N, nobody vulnerable; checked by ParOracleTest).
            DdTable table = table(tokens);
            expected.add(DdTableFormat.csvRow(deal, table, Par.par(table, Seat.NORTH, Vulnerability.NONE)));
        }
        Path input = Files.write(dir.resolve("deals.txt"), lines, StandardCharsets.UTF_8);

        for (int partitions : new int[] {1, 3, 8}) {
            String out = dir.resolve("csv-" + partitions).toString();
            TableJobSummary summary = DdTableJob.run(TestSpark.session(),
                    spec(List.of(input.toString()), 0, out, OutputFormat.CSV, partitions));
            assertEquals(6, summary.deals());
            assertEquals(3, summary.rejects());
            assertEquals(partitions, summary.partitions());
            List<Path> parts = partFiles(out, ".csv");
            assertEquals(Math.min(partitions, 6), parts.size(), "one part file per partition");
            assertEquals(List.of("_SUCCESS"), visibleNames(out, parts),
                    "besides the .csv parts only _SUCCESS: no empty or unnamed part left");
            List<String> rows = new ArrayList<>();
            for (Path part : parts) {
                List<String> partLines = Files.readAllLines(part, StandardCharsets.UTF_8);
                assertEquals(DdTableFormat.CSV_HEADER, partLines.get(0), part + " starts with the header");
                rows.addAll(partLines.subList(1, partLines.size()));
            }
            assertEquals(expected, rows, partitions + " partitions");

            List<String> rejects = new ArrayList<>();
            for (Path part : partFiles(summary.rejectsOut(), ".csv")) {
                List<String> partLines = Files.readAllLines(part, StandardCharsets.UTF_8);
                assertEquals(DdTableJob.REJECTS_HEADER, partLines.get(0));
                rejects.addAll(partLines.subList(1, partLines.size()));
            }
            String source = "file:" + input.toAbsolutePath(); // Hadoop's name of the file
            assertEquals(List.of(rejectRow(source, lines, badDeal), rejectRow(source, lines, unknown),
                    rejectRow(source, lines, badDumDum)), rejects);
        }
    }

    @Test
    void anExistingOutputIsRefusedAndNoRejectsLeaveNoRejectsFolder() throws IOException {
        Path input = Files.write(dir.resolve("one.txt"), List.of("N:A... K... Q... J..."), StandardCharsets.UTF_8);
        String out = dir.resolve("out").toString();
        TableJobSummary summary = DdTableJob.run(TestSpark.session(), spec(List.of(input.toString()), 0, out,
                OutputFormat.CSV, 0));
        assertEquals(1, summary.deals());
        assertNull(summary.rejectsOut());
        assertFalse(Files.exists(Path.of(out + "-rejects")));
        // A one-card ending (spades only): North's ace takes the trick in every strain, no par.
        assertEquals(List.of(DdTableFormat.CSV_HEADER, "N:A... K... Q... J...,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,,"),
                Files.readAllLines(partFiles(out, ".csv").get(0)));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> DdTableJob.run(TestSpark.session(), spec(List.of(input.toString()), 0, out, OutputFormat.CSV, 0)));
        assertEquals(out + " exists: give another --out, or --overwrite to replace it", refused.getMessage());
    }

    @Test
    void pbnFilesAreReadWholeAndParquetGivesItsDealColumn() throws IOException {
        // One-card endings (spades only) solve in microseconds: the side holding the ace takes the only
        // trick in every strain whoever leads; no par for endings.
        Path pbn = Files.write(dir.resolve("club.pbn"), List.of("[Event \"t\"]", "[Board \"1\"]",
                "[Deal \"N:A... K... Q... J...\"]", "", "[Event \"t\"]", "[Board \"2\"]",
                "[Deal \"N:K... A... Q... J...\"]"), StandardCharsets.UTF_8);
        // A PBN file with a good board and a malformed one: the good one is solved, the bad one is a
        // reject naming its line (not the whole file).
        Path bad = Files.write(dir.resolve("bad.pbn"), List.of("[Deal \"N:J... Q... K... A...\"]", "",
                "[Deal \"N:A... K... Q...\"]"), StandardCharsets.UTF_8);
        String parquet = dir.resolve("deals.parquet").toString();
        TestSpark.session().createDataFrame(List.of(org.apache.spark.sql.RowFactory.create("N:Q... J... A... K...")),
                DataTypes.createStructType(List.of(DataTypes.createStructField("deal", DataTypes.StringType, false))))
                .coalesce(1).write().parquet(parquet);
        String out = dir.resolve("mixed").toString();
        TableJobSummary summary = DdTableJob.run(TestSpark.session(), spec(List.of(pbn.toString(), bad.toString(),
                parquet), 0, out, OutputFormat.CSV, 2));
        assertEquals(4, summary.deals());
        assertEquals(1, summary.rejects());
        List<String> rows = new ArrayList<>();
        for (Path part : partFiles(out, ".csv")) {
            List<String> partLines = Files.readAllLines(part, StandardCharsets.UTF_8);
            rows.addAll(partLines.subList(1, partLines.size()));
        }
        assertEquals(List.of("N:A... K... Q... J...,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,,",
                "N:K... A... Q... J...,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,,",
                "N:J... Q... K... A...,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,,",
                "N:Q... J... A... K...,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,,"), rows);
        List<Path> rejectParts = partFiles(summary.rejectsOut(), ".csv");
        assertEquals(1, rejectParts.size(), "no part file for the partition without rejects");
        String rejects = Files.readString(rejectParts.get(0));
        assertTrue(rejects.startsWith(DdTableJob.REJECTS_HEADER + "\nfile:" + bad.toAbsolutePath() + ",line 3,"),
                rejects);
    }

    @Test
    void aFileOfBinaryDataIsRefusedWholeAndLeavesNoOutput() throws IOException {
        Path good = Files.write(dir.resolve("good.txt"), List.of("N:A... K... Q... J..."), StandardCharsets.UTF_8);
        byte[] bytes = new byte[4000];
        new java.util.Random(7).nextBytes(bytes);
        bytes[0] = 'N'; // text first, then binary data on the same line: still binary
        bytes[1] = 0;
        bytes[2] = (byte) 0xff; // not UTF-8: read as ISO-8859-1, as DealFileReader reads the whole file
        Path junk = Files.write(dir.resolve("junk.bin"), bytes);
        String out = dir.resolve("out").toString();
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> DdTableJob.run(
                TestSpark.session(), spec(List.of(good.toString(), junk.toString()), 0, out, OutputFormat.CSV, 0)));
        // The words of 'dds table --file' (DealFileReader) for the same file.
        IllegalArgumentException table = assertThrows(IllegalArgumentException.class,
                () -> DealFileReader.read(junk));
        assertEquals("file:" + junk.toAbsolutePath() + table.getMessage().substring("junk.bin".length()),
                refused.getMessage());
        assertEquals(List.of("good.txt", "junk.bin"), folder(dir), "no output, rejects or staging folder left");
    }

    @Test
    void anInputWithoutASingleDealIsRefusedWithItsFirstReject() throws IOException {
        Path bad = Files.write(dir.resolve("bad.txt"), List.of("# nothing good", "N:AKQJ.T98.765.432 x", "foo"),
                StandardCharsets.UTF_8);
        String out = dir.resolve("out").toString();
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> DdTableJob.run(
                TestSpark.session(), spec(List.of(bad.toString()), 0, out, OutputFormat.PARQUET, 0)));
        String reason = assertThrows(IllegalArgumentException.class,
                () -> DealFileReader.read("bad.txt", List.of("N:AKQJ.T98.765.432 x")).strict()).getMessage()
                .substring("bad.txt, line 1: ".length());
        assertEquals("no deal of the input could be read (2 rejected; the first: file:" + bad.toAbsolutePath()
                + ", line 2: " + reason + ")", refused.getMessage());
        assertEquals(List.of("bad.txt"), folder(dir));
    }

    @Test
    void anOutputThatCannotBeWrittenIsRefusedBeforeAnyWorkWithTheReason() throws IOException {
        Path file = Files.writeString(dir.resolve("a-file"), "not a folder");
        String out = file.resolve("tables").toString();
        java.io.UncheckedIOException refused = assertThrows(java.io.UncheckedIOException.class,
                () -> DdTableJob.run(TestSpark.session(), spec(List.of(), 5, out, OutputFormat.CSV, 0)));
        assertEquals("cannot write " + out + ": cannot make a folder in " + file + " (not a directory)",
                refused.getCause().getMessage());
    }

    @Test
    void aLineLongerThanTheBoundIsARejectWithItsNumberNotItsText() throws IOException {
        Path input = dir.resolve("long.txt");
        long length = 0;
        try (java.io.OutputStream stream = Files.newOutputStream(input)) {
            stream.write("N:A... K... Q... J...\n".getBytes(StandardCharsets.US_ASCII));
            byte[] filler = "N:AKQJ.T98.765.432 ".getBytes(StandardCharsets.US_ASCII);
            while (length <= BoundedLines.MAX_LINE_BYTES) {
                stream.write(filler);
                length += filler.length;
            }
            stream.write("\nN:K... A... Q... J...\n".getBytes(StandardCharsets.US_ASCII));
        }
        String out = dir.resolve("out").toString();
        TableJobSummary summary = DdTableJob.run(TestSpark.session(), spec(List.of(input.toString()), 0, out,
                OutputFormat.CSV, 1));
        assertEquals(2, summary.deals());
        assertEquals(1, summary.rejects());
        assertEquals(List.of(DdTableJob.REJECTS_HEADER, org.zwang.bridge.io.Csv.row("file:" + input.toAbsolutePath(),
                "line 2", "a line of " + length + " bytes, longer than the " + BoundedLines.MAX_LINE_BYTES
                        + " bytes a line of deals may have")),
                Files.readAllLines(partFiles(summary.rejectsOut(), ".csv").get(0)));
    }

    /** The names in a folder, hidden ones included, sorted. */
    private static List<String> folder(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
        }
    }

    /** A reject row: the file, "line N" and the reason a deal file reader gives for that line. */
    private static String rejectRow(String source, List<String> lines, String line) {
        String prefix = "f, line 1: ";
        try {
            DealFileReader.read("f", List.of(line)).strict();
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage().startsWith(prefix), e.getMessage());
            return org.zwang.bridge.io.Csv.row(source, "line " + (lines.indexOf(line) + 1),
                    e.getMessage().substring(prefix.length()));
        }
        throw new AssertionError(line + " was read");
    }

    /** The folder's names that are not hidden (Hadoop's .crc files are) and not one of {@code parts}. */
    private static List<String> visibleNames(String folder, List<Path> parts) throws IOException {
        try (Stream<Path> files = Files.list(Path.of(folder))) {
            return files.filter(p -> !p.getFileName().toString().startsWith(".") && !parts.contains(p))
                    .map(p -> p.getFileName().toString()).sorted().collect(Collectors.toList());
        }
    }

    private static List<Path> partFiles(String folder, String extension) throws IOException {
        try (Stream<Path> files = Files.list(Path.of(folder))) {
            return files.filter(p -> p.getFileName().toString().startsWith("part-")
                    && p.getFileName().toString().endsWith(extension)).sorted().collect(Collectors.toList());
        }
    }

    private static Deal deal(String[] tokens) {
        return Deal.parsePbn(String.join(" ", tokens[0], tokens[1], tokens[2], tokens[3]));
    }

    private static DdTable table(String[] tokens) {
        int[] tricks = new int[20];
        for (int i = 0; i < 20; i++) {
            tricks[i] = Integer.parseInt(tokens[4 + i]);
        }
        assertEquals(Strain.COUNT * Seat.COUNT, tricks.length);
        return DdTable.ofStrainMajor(tricks);
    }
}
