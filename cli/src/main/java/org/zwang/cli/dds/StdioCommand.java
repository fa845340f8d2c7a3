package org.zwang.cli.dds;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import org.zwang.bridge.io.BoundedLineReader;
import org.zwang.cli.CheckedStdout;
import org.zwang.cli.UserFiles;
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
                    + StdioCommand.MAX_LINE + " bytes) is answered with {\"id\": ..., \"error\": \"...\"} on its "
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
        // UTF-8 both ways whatever the locale (JSON's encoding); lines are read as bytes within the bound
        // (a refused line is answered and skipped); a write that fails ends the process as every command's
        // does (CheckedStdout: exit code 5 and one line, or a quiet 141 when the reader has gone).
        BoundedLineReader in = new BoundedLineReader(UserFiles.standardInput(), "stdin", MAX_LINE);
        Writer out = new BufferedWriter(new OutputStreamWriter(new CheckedStdout(), StandardCharsets.UTF_8), 1 << 16);
        while (true) {
            String answer;
            try {
                String line = in.readLine();
                if (line == null) {
                    break;
                }
                answer = session.answer(line);
            } catch (IllegalArgumentException tooLong) {
                answer = session.tooLong(in.skipRefusedLine(), MAX_LINE);
            }
            if (answer != null) {
                out.write(answer);
                out.write('\n');
                out.flush();
            }
        }
        return 0;
    }
}
