package org.zwang.cli.engine;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.zwang.cli.CheckedStdout;
import org.zwang.cli.UserFiles;
import org.zwang.duck.engine.Protocol;
import org.zwang.duck.engine.ZwangEngine;
import org.zwang.protocol.EngineServer;
import org.zwang.protocol.ProtocolLog;
import org.zwang.cli.engine.EngineConverters.ProtocolConverter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code zwang engine}: the process a chess GUI starts. Speaks CECP v2 (WinBoard/XBoard) or UCI,
 * detected from the first line, on stdin/stdout; writes nothing but protocol to stdout.
 */
@Command(name = "engine",
        mixinStandardHelpOptions = true,
        description = {
            "Runs Zwang as a chess engine for a GUI: Duck Chess and standard chess over CECP v2 "
                    + "(WinBoard/XBoard) or UCI on stdin/stdout.",
            "The protocol is detected from the first line ('xboard' or 'uci'); stdout carries nothing but "
                    + "protocol, diagnostics go to --log.",
            "Options (UCI setoption; CECP option, cores, memory): Hash (MB), Clear Hash, Threads (Lazy SMP, "
                    + "1-64), MultiPV (1-500), Skill Level (0-20, 20 = full strength), Search (bundle|explicit), "
                    + "Quiescence, EvalFile (weights from 'zwang duck tune fit'), Move Overhead (ms). Pondering: UCI go ponder/ponderhit, CECP hard/easy.",
            ""
        },
        footer = {
            "",
            "Examples:",
            "  xboard -fcp \"$PWD/bin/zwang engine\" -variant duck        (XBoard/WinBoard, Duck Chess)",
            "  xboard -fcp \"$PWD/bin/zwang engine\" -scp \"$PWD/bin/zwang engine\" -mg 2 -tc 0:10 -inc 0.1",
            "  cutechess-cli -engine cmd=bin/zwang arg=engine proto=uci -engine cmd=stockfish proto=uci \\",
            "      -each tc=10+0.1 -games 2                                  (standard chess)",
            "  zwang engine --protocol uci --log /tmp/zwang.log             (type UCI commands by hand)",
            "",
            "See docs/protocols.md for every command each protocol understands."
        })
public final class EngineCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--protocol", paramLabel = "xboard|uci", converter = ProtocolConverter.class,
            description = "Speak this protocol whatever the first line is (default: detect it).")
    Protocol protocol;

    @Option(names = "--log", paramLabel = "FILE",
            description = "Write every line received and sent, and diagnostics, to FILE ('-' for stderr).")
    String logFile;

    @Override
    public Integer call() throws IOException {
        Writer logWriter = null;
        ProtocolLog log = ProtocolLog.none();
        if (logFile != null) {
            logWriter = logFile.equals("-") ? new PrintWriter(spec.commandLine().getErr(), true)
                    : new BufferedWriter(new OutputStreamWriter(UserFiles.openToWrite(Path.of(logFile)), StandardCharsets.UTF_8));
            log = ProtocolLog.to(logWriter);
        }
        try {
            BufferedReader input = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            // a failed write ends the server with the OutputFailedException that CheckedStdout threw,
            // which OneLineErrors turns into exit code 5 (one line) or 141 (the reader went away)
            Writer output = new OutputStreamWriter(new CheckedStdout(), StandardCharsets.UTF_8);
            new EngineServer(ZwangEngine::new).serve(input, output, log, protocol);
        } finally {
            if (logWriter != null && !logFile.equals("-")) {
                logWriter.close();
            }
        }
        return 0;
    }
}
