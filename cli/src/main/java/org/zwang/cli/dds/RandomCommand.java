package org.zwang.cli.dds;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.zwang.bridge.data.RandomDeals;
import org.zwang.bridge.io.BoardRecord;
import org.zwang.bridge.model.Deal;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code zwang dds random}: solves seeded random deals, as dum-dum's {@code random} command does
 * (same options and columns), or computes their full DD tables with {@code --table}.
 */
@Command(name = "random",
        mixinStandardHelpOptions = true,
        description = {
            "Solves randomly generated deals: for each, a random trump and opening leader, and the tricks North-South "
                    + "take with best play (the opening lead problem), as dum-dum's 'random' command does; or the full "
                    + "DD table and par of each deal with --table.",
            ""
        },
        footer = {
            "",
            "Columns (--compact, as dum-dum): trumps; seat = the opening leader; tricks = tricks North-South take; "
                    + "elapsed = ms for that deal; hands = West/North/East/South, each spades.hearts.diamonds.clubs. "
                    + "Compact output can be fed back to 'zwang dds file'.",
            "",
            "The generator is splitmix64 with the shuffle that made ddtables.txt (seed 1 gives its deals); the trump "
                    + "and leader come from a second stream, so they do not change the deals. "
                    + "See docs/bridge-cli.md.",
            "",
            "Examples:",
            "  zwang dds random",
            "  zwang dds random --compact --seed 12345 --deal 13 --hands 10",
            "  zwang dds random --deal 8 --hands 1000 --compact > solved.txt",
            "  zwang dds random --table --hands 5",
            "  zwang dds random --table --hands 200 --format csv > tables.csv",
        })
public final class RandomCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"-s", "--seed"}, paramLabel = "N", defaultValue = "1",
            description = "Initial random number generator seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = {"-n", "--hands"}, paramLabel = "N", defaultValue = "10",
            description = "Number of deals to generate. Default: ${DEFAULT-VALUE}.")
    int hands;

    @Option(names = {"-d", "--deal"}, paramLabel = "N", defaultValue = "13",
            description = "Cards per hand in each deal, 1 .. 13 (fewer: an ending). Default: ${DEFAULT-VALUE}.")
    int cardsPerHand;

    @Mixin
    DumDumOptions choice;

    @Mixin
    BatchOptions batch;

    @Override
    public Integer call() {
        if (cardsPerHand < 1 || cardsPerHand > 13) {
            throw new ParameterException(spec.commandLine(), "--deal must be 1 .. 13 cards per hand, got " + cardsPerHand);
        }
        if (hands < 0) {
            throw new ParameterException(spec.commandLine(), "--hands must be 0 or more, got " + hands);
        }
        if (choice.table && choice.compact) {
            throw new ParameterException(spec.commandLine(),
                    "--compact is for single solves; with --table use --format csv for one line per deal");
        }
        choice.requireTableForFormat(spec);
        RandomDeals generator = new RandomDeals(seed, cardsPerHand);
        List<Deal> deals = new ArrayList<>(hands);
        int[] strains = new int[hands];
        int[] leaders = new int[hands];
        for (int i = 0; i < hands; i++) {
            deals.add(generator.next());
            strains[i] = choice.lead.trump != null ? choice.lead.trump : generator.strain();
            leaders[i] = choice.lead.leader != null ? choice.lead.leader : generator.leader();
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (choice.table) {
            return choice.writeTables(choice.par.applyTo(deals), batch, out, err);
        }
        List<BoardRecord> boards = new ArrayList<>(hands);
        for (int i = 0; i < hands; i++) {
            boards.add(BoardRecord.builder(deals.get(i)).strain(strains[i]).leader(leaders[i]).build());
        }
        return solveAll(boards, null, choice.compact, batch, out, err);
    }

    /**
     * Solves the opening lead problem of every board (its strain and leader) on the batch's threads
     * and writes dum-dum's output in order as results come; returns the exit code.
     *
     * @param labels names of the boards for the long form; null: "deal 1", "deal 2", ...
     */
    static int solveAll(List<BoardRecord> boards, List<String> labels, boolean compact, BatchOptions batch, PrintWriter out,
            PrintWriter err) {
        DumDumWriter writer = new DumDumWriter(out, compact);
        long[] elapsed = new long[boards.size()];
        writer.begin();
        BatchRunner.Outcome outcome = BatchRunner.runCommandBatch(batch, err, "deals", boards.size(), (solver, i) -> {
            BoardRecord board = boards.get(i);
            return DumDumWriter.Solved.solve(solver, board.deal(), board.strain(), board.leader());
        }, null, (i, solved, nanos) -> {
            elapsed[i] = solved.elapsedMillis;
            writer.write(labels != null ? labels.get(i) : "deal " + (i + 1), solved);
        });
        DumDumWriter.totals(out, elapsed, outcome.done());
        return outcome.exitCode();
    }
}
