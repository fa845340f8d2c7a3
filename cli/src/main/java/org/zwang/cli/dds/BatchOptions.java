package org.zwang.cli.dds;

import picocli.CommandLine.Model.CommandSpec;
import org.zwang.bridge.solver.SolverOptions;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The options every batch command shares ({@code table}, {@code par}, {@code random}, {@code file},
 * {@code bench}): worker threads, the progress line on stderr, and each worker's table bound.
 */
final class BatchOptions {

    /** Set to true by {@code bin/zwang} when stderr is a terminal (Java cannot tell by itself). */
    static final String STDERR_IS_TERMINAL = "zwang.stderr.tty";

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Option(names = "--threads", paramLabel = "N",
            description = "Worker threads, one solver and table each; the results do not depend on it. "
                    + "Default: all cores.")
    Integer threads;

    @Option(names = "--progress", negatable = true,
            description = "Show a progress line on stderr for batches longer than a second. Default: only when "
                    + "stderr is a terminal.")
    Boolean progress;

    @Mixin
    TableOption table;

    /** The solver options of every worker: {@code --table-mb}. */
    SolverOptions solverOptions() {
        return table.solverOptions();
    }

    /** The number of worker threads: the option, else every core. */
    int threads() {
        if (threads == null) {
            return Runtime.getRuntime().availableProcessors();
        }
        if (threads < 1 || threads > 1024) {
            throw new ParameterException(command.commandLine(), "--threads must be 1 .. 1024, got " + threads);
        }
        return threads;
    }

    /** Whether to draw the progress line. */
    boolean progress() {
        return progress != null ? progress : Boolean.getBoolean(STDERR_IS_TERMINAL);
    }
}
