package org.zwang.cli.dds;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.zwang.bridge.data.RandomDeals;
import org.zwang.bridge.io.BoardRecord;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Vulnerability;
import org.zwang.cli.CtrlC;
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

    @Option(names = {"-c", "--compact"}, description = "Compact output: one line per deal in dum-dum's columns.")
    boolean compact;

    @Option(names = {"-t", "--trump", "--trumps"}, paramLabel = "S|H|D|C|NT", converter = Converters.StrainConverter.class,
            description = "Always this trump strain. Default: a random one per deal.")
    Integer trump;

    @Option(names = {"-l", "--leader"}, paramLabel = "SEAT", converter = Converters.SeatConverter.class,
            description = "Always this opening leader. Default: a random one per deal.")
    Integer leader;

    @Option(names = "--table", description = "Full DD tables (20 solves) and par instead of one opening lead problem.")
    boolean table;

    @Option(names = "--format", paramLabel = "text|csv|json", defaultValue = "text",
            description = "With --table: output format, as 'zwang dds table'. Default: ${DEFAULT-VALUE}.")
    OutputFormat format;

    @Option(names = "--dealer", paramLabel = "SEAT", converter = Converters.SeatConverter.class, defaultValue = "N",
            description = "With --table: dealer for par. Default: ${DEFAULT-VALUE}.")
    int dealer;

    @Option(names = "--vul", paramLabel = "None|NS|EW|All", converter = Converters.VulnerabilityConverter.class,
            defaultValue = "None", description = "With --table: vulnerability for par. Default: ${DEFAULT-VALUE}.")
    Vulnerability vulnerability;

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
        if (table && compact) {
            throw new ParameterException(spec.commandLine(),
                    "--compact is for single solves; with --table use --format csv for one line per deal");
        }
        if (!table && format != OutputFormat.TEXT) {
            throw new ParameterException(spec.commandLine(), "--format is for --table; single solves print dum-dum's "
                    + "columns (--compact) or text");
        }
        RandomDeals generator = new RandomDeals(seed, cardsPerHand);
        List<Deal> deals = new ArrayList<>(hands);
        int[] strains = new int[hands];
        int[] leaders = new int[hands];
        for (int i = 0; i < hands; i++) {
            deals.add(generator.next());
            strains[i] = trump != null ? trump : generator.strain();
            leaders[i] = leader != null ? leader : generator.leader();
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (table) {
            return TableCommand.writeTables(DealItem.of(deals, dealer, vulnerability), format, batch, out, err, true);
        }
        List<BoardRecord> boards = new ArrayList<>(hands);
        for (int i = 0; i < hands; i++) {
            boards.add(BoardRecord.builder(deals.get(i)).strain(strains[i]).leader(leaders[i]).build());
        }
        return solveAll(boards, null, compact, batch, out, err);
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
        int done;
        boolean interrupted;
        try (CtrlC ctrlC = CtrlC.install()) {
            Progress progress = new Progress(err, batch.progress(), "deals", boards.size());
            BatchRunner runner = new BatchRunner(batch.threads(), batch.solverOptions(), progress, ctrlC);
            writer.begin();
            done = runner.run(boards.size(), (solver, i) -> {
                BoardRecord board = boards.get(i);
                return DumDumWriter.Solved.solve(solver, board.deal(), board.strain(), board.leader());
            }, (i, solved) -> {
                elapsed[i] = solved.elapsedMillis;
                writer.write(labels != null ? labels.get(i) : "deal " + (i + 1), solved);
            });
            interrupted = runner.interrupted();
            DumDumWriter.totals(out, elapsed, done);
            if (interrupted) {
                err.println("interrupted: " + done + " of " + boards.size() + " deals done");
                err.flush();
            }
        }
        return interrupted ? DdsCommand.INTERRUPTED : 0;
    }
}
