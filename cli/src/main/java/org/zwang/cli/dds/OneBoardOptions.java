package org.zwang.cli.dds;

import java.util.List;
import org.zwang.bridge.io.BoardRecord;
import org.zwang.bridge.model.Deal;
import org.zwang.cli.UserInputException;
import org.zwang.bridge.solver.SolverOptions;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * The options every command that works on one board ({@code solve}, {@code play}) shares: where it
 * takes the board from — a deal on the command line (positional words or {@code --deal}) or a board
 * of a file ({@code --file}, {@code --board}) — and the solver's table bound ({@code --table-mb}).
 * A picocli mixin, so the options read and check the same in every such command (as
 * {@link BatchOptions} for the batch commands).
 */
final class OneBoardOptions {

    @Parameters(paramLabel = "DEAL", arity = "0..*", description = "The deal (PBN deal string, quoted or not).")
    List<String> dealWords;

    @Option(names = {"-d", "--deal"}, paramLabel = "DEAL",
            description = "The deal as one argument (instead of the positional DEAL).")
    String dealOption;

    @Option(names = {"-f", "--file"}, paramLabel = "FILE",
            description = "Take the board from FILE (PBN, LIN, dum-dum lines or PBN deal strings).")
    String file;

    @Option(names = "--board", paramLabel = "N", description = "With --file: which board (default: the first).")
    Integer boardNumber;

    @Mixin
    TableOption table;

    /** The solver options: {@code --table-mb}. */
    SolverOptions solverOptions() {
        return table.solverOptions();
    }

    /** True when the board comes from a file (so its contract, leader and play may be used). */
    boolean fromFile() {
        return file != null;
    }

    /**
     * The board the options name. Conflicting or missing sources are usage errors of {@code spec}'s
     * command; a deal line with more than one deal is refused naming {@code command}.
     */
    BoardRecord board(CommandSpec spec, String command) {
        List<String> words = dealWords;
        if (dealOption != null) {
            if (words != null) {
                throw new ParameterException(spec.commandLine(), "give the deal once: as DEAL or with --deal");
            }
            words = List.of(dealOption);
        }
        if (file != null) {
            if (words != null) {
                throw new ParameterException(spec.commandLine(),
                        "give the deal either on the command line or with --file, not both");
            }
            return DealInput.pickBoard(DealInput.readFile(file), file, boardNumber);
        }
        if (boardNumber != null) {
            throw new ParameterException(spec.commandLine(), "--board goes with --file");
        }
        if (words == null) {
            throw new ParameterException(spec.commandLine(), "no deal: give one, or --file");
        }
        List<Deal> deals = DealInput.parseDeals(words);
        if (deals.size() > 1) {
            throw new UserInputException(command + " takes one deal, got " + deals.size());
        }
        return BoardRecord.of(deals.get(0));
    }
}
