package org.zwang.cli.dds;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.zwang.bridge.io.BoardRecord;
import org.zwang.bridge.io.DealFileReader.DealFile;
import org.zwang.cli.UserInputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code zwang dds file}: solves every deal of a file, as dum-dum's {@code file} command does for
 * its {@code <TRUMPS> <SEAT> <HANDS>} lines, and for PBN and LIN files too.
 */
@Command(name = "file",
        mixinStandardHelpOptions = true,
        description = {
            "Solves every deal of a file: the tricks North-South take with best play, with the trump and opening "
                    + "leader the file gives (dum-dum lines; a PBN or LIN board's contract: declarer's left-hand "
                    + "opponent leads) or --trump and --leader; or full DD tables and par with --table.",
            ""
        },
        footer = {
            "",
            "Formats (detected): dum-dum lines <TRUMPS> <SEAT> <W/N/E/S hands> (and dum-dum's own output), one PBN deal "
                    + "string per line, PBN files, BBO LIN. A file that names no trump (PBN deal strings, boards "
                    + "without contracts) gets full tables unless --trump and --leader are given.",
            "Output as 'zwang dds random': dum-dum's columns trumps, seat (opening leader), tricks (for N-S), "
                    + "elapsed (ms), hands (W/N/E/S) with --compact.",
            "",
            "Examples:",
            "  zwang dds file hands.txt --compact",
            "  zwang dds file --trump NT --leader W deals.pbn",
            "  zwang dds file --table --format csv games.lin > tables.csv",
        })
public final class FileCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The file of deals ('-': stdin).")
    String file;

    @Mixin
    DumDumOptions choice;

    @Mixin
    BatchOptions batch;

    @Override
    public Integer call() {
        if (choice.table && (choice.lead.trump != null || choice.lead.leader != null)) {
            throw new ParameterException(spec.commandLine(), "--table computes every strain and leader: leave out "
                    + "--trump and --leader");
        }
        choice.requireTableForFormat(spec); // before the file is read
        DealFile deals = DealInput.readFile(file);
        int rejected = DealInput.reportRejects(deals, spec.commandLine().getErr(), spec.qualifiedName());
        List<BoardRecord> boards = deals.boards();
        boolean fileNamesTrumps = boards.stream().anyMatch(board -> board.strain() >= 0);
        boolean tables = choice.table || (choice.lead.trump == null && choice.lead.leader == null && !fileNamesTrumps);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (tables) {
            if (choice.compact) {
                throw new ParameterException(spec.commandLine(), (choice.table ? "" : file + " names no trumps, so its tables "
                        + "are computed: ") + "--compact is for single solves; use --format csv for one line per deal");
            }
            return DealInput.exitCode(choice.writeTables(choice.par.applyTo(deals), batch, out, err), rejected);
        }
        List<BoardRecord> problems = new ArrayList<>(boards.size());
        List<String> labels = new ArrayList<>(boards.size());
        for (int i = 0; i < boards.size(); i++) {
            BoardRecord board = boards.get(i);
            int strain = choice.lead.trump != null ? choice.lead.trump : board.strain();
            int lead = choice.lead.leader != null ? choice.lead.leader : board.leader();
            String label = DealInput.describe(board, i);
            if (strain < 0 || lead < 0) {
                throw new UserInputException(file + ", " + label + ": no " + (strain < 0 ? "trump" : "opening leader")
                        + " (give --trump and --leader, or --table for full DD tables)");
            }
            problems.add(board.toBuilder().strain(strain).leader(lead).build());
            labels.add(label);
        }
        return DealInput.exitCode(RandomCommand.solveAll(problems, labels, choice.compact, batch, out, err), rejected);
    }
}
