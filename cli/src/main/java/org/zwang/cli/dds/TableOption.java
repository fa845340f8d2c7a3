package org.zwang.cli.dds;

import org.zwang.bridge.model.Tokens;
import org.zwang.bridge.solver.SolverOptions;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --table-kind} and {@code --table-mb}: which transposition table each solver keeps and the bound on each solver's transposition tables, which every solving command
 * takes (batches have one solver per thread), so a user can keep a command within the memory they
 * have; the solver clears its tables when they reach it.
 */
final class TableOption {

    static final int MAX_MEGABYTES = 1 << 20;

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    private int megabytes;

    /** Checked as the command line is read, so a bad value fails before any input is read. */
    @Option(names = "--table-mb", paramLabel = "MB", defaultValue = "256",
            description = "Transposition table bound per solver in MB (a batch has one solver per thread). "
                    + "Default: ${DEFAULT-VALUE}.")
    void megabytes(int value) {
        if (value < 1 || value > MAX_MEGABYTES) {
            throw new ParameterException(command.commandLine(), "--table-mb must be 1 .. " + MAX_MEGABYTES + ", got "
                    + value);
        }
        megabytes = value;
    }

    private SolverOptions.TableKind kind = SolverOptions.DEFAULT_TABLE_KIND;

    /** Checked as the command line is read. */
    @Option(names = "--table-kind", paramLabel = "pattern|partition", defaultValue = "pattern",
            description = "Transposition table: 'pattern' (Xue's pattern tree) or 'partition' (Haglund's partitions "
                    + "scanned per shape). The answers are the same. Default: ${DEFAULT-VALUE}.")
    void kind(String value) {
        try {
            kind = SolverOptions.TableKind.ofLabel(value);
        } catch (IllegalArgumentException unknown) {
            throw new ParameterException(command.commandLine(), "--table-kind must be pattern or partition, got "
                    + Tokens.quote(value));
        }
    }

    /** The solver options: every technique on, tables of {@code --table-kind} bounded by {@code --table-mb}. */
    SolverOptions solverOptions() {
        return SolverOptions.defaults().withTableBytes((long) megabytes << 20).withTableKind(kind);
    }
}
