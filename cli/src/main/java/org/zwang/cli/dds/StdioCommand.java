package org.zwang.cli.dds;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code zwang dds stdio}: the solver as a long-running process for programs, one JSON request a line
 * on stdin and one JSON answer a line on stdout, in order ({@link StdioSession}); programs pay the
 * JVM's start and the solver's warm-up once instead of per question. Runs until the end of its input.
 */
@Command(name = "stdio",
        mixinStandardHelpOptions = true,
        description = {
            "Answers JSON requests, one a line on stdin, with one JSON answer a line on stdout, in order, flushed "
                    + "after each, until the end of the input (exit code 0). One solver and its transposition table "
                    + "stay warm across requests: for programs that ask many questions.",
            "Requests (\"type\"): table (DD table and par of a deal), solve (DDS SolveBoard, solutions 1, 2 or 3, "
                    + "from the lead, inside a trick or after played cards), par (from a DD table), play (DDS "
                    + "AnalysePlay). An \"id\" of any JSON value is echoed verbatim.",
            ""
        },
        footer = {
            "",
            "A bad request (malformed JSON, unknown type or field, bad deal, illegal card, a line longer than "
                    + StdioCommand.MAX_LINE + " characters) is answered with {\"id\": ..., \"error\": \"...\"} on its "
                    + "line and the next request is read; blank lines are skipped. stdin and stdout are UTF-8; "
                    + "stderr carries only trouble of the process itself. The protocol: docs/bridge-cli.md, "
                    + "\"stdio\".",
            "",
            "Examples:",
            "  zwang dds stdio < requests.jsonl > answers.jsonl",
            "  zwang dds stdio --table-mb 64",
            "  echo '{\"id\": 1, \"type\": \"solve\", \"trump\": \"NT\", \"leader\": \"W\", \"solutions\": 1, \"deal\": "
                    + "\"N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2\"}' | zwang dds stdio",
        })
public final class StdioCommand implements Callable<Integer> {

    /** The longest request line read, in characters (a request needs well under 1,000). */
    static final int MAX_LINE = 65_536;

    @Spec
    CommandSpec spec;

    @Mixin
    TableOption table;

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        StdioSession session = new StdioSession(table.solverOptions(), trouble -> {
            err.println(spec.qualifiedName() + ": " + trouble);
            err.flush();
        });
        // UTF-8 both ways whatever the locale (JSON's encoding); writes that fail throw, so a closed
        // stdout ends the process instead of being ignored.
        Reader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8), 1 << 16);
        Writer out = new BufferedWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out),
                StandardCharsets.UTF_8), 1 << 16);
        StringBuilder line = new StringBuilder();
        for (Read read = readLine(in, line); read != Read.NOTHING; read = readLine(in, line)) {
            String answer = read == Read.TOO_LONG ? session.tooLong(line.toString(), MAX_LINE)
                    : session.answer(line.toString());
            if (answer != null) {
                try {
                    out.write(answer);
                    out.write('\n');
                    out.flush();
                } catch (IOException e) {
                    throw new IOException("cannot write to stdout (" + e.getMessage() + "): stopping", e);
                }
            }
        }
        return 0;
    }

    /** What {@link #readLine} read. */
    enum Read {
        /** A line (the last one may lack its line break). */
        LINE,
        /** A line longer than {@link #MAX_LINE}: its first characters; the rest was skipped. */
        TOO_LONG,
        /** Nothing: the input is at its end. */
        NOTHING
    }

    /**
     * Reads the next line into {@code line} without its "\n" or "\r\n", keeping at most
     * {@link #MAX_LINE} characters, so that no line, however long, fills the memory.
     */
    static Read readLine(Reader in, StringBuilder line) throws IOException {
        line.setLength(0);
        boolean tooLong = false;
        int c = in.read();
        if (c < 0) {
            return Read.NOTHING;
        }
        for (; c >= 0 && c != '\n'; c = in.read()) {
            if (line.length() < MAX_LINE) {
                line.append((char) c);
            } else {
                tooLong = true;
            }
        }
        if (tooLong) {
            return Read.TOO_LONG;
        }
        if (line.length() > 0 && line.charAt(line.length() - 1) == '\r') {
            line.setLength(line.length() - 1);
        }
        return Read.LINE;
    }
}
