package org.zwang.cli.dds;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.zwang.bridge.io.DumDumFormat;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Position;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;
import org.zwang.bridge.solver.DoubleDummySolver;
import org.zwang.bridge.solver.SolveResult;
import org.zwang.bridge.solver.Solutions;

/**
 * The output of {@code random} and {@code file} for single solves, after dum-dum's commands of the
 * same names (dum-dum README, "Solve Random Hands"): with {@code --compact} its columns
 * {@code trumps seat tricks elapsed hands} (10 characters wide; seat = the opening leader, tricks =
 * the tricks North-South take, elapsed = milliseconds, hands = West/North/East/South), so the output
 * can be fed back to {@code file}; otherwise a diagram per deal with the same values beside it.
 * Both end with dum-dum's {@code total_elapsed_ms} and {@code avg_elapsed_ms} lines.
 */
final class DumDumWriter {

    /** Column of the values beside the diagram. */
    private static final int VALUES_COLUMN = Diagram.width() + 3;
    /** dum-dum's key width in its totals lines. */
    private static final int TOTALS_KEY_WIDTH = 19;

    /** One solved deal: the opening lead problem and its answer. */
    static final class Solved {
        final Deal deal;
        final int strain;
        final int leader;
        final int northSouthTricks;
        final int bestLead;
        final long elapsedMillis;
        final long nodes;

        Solved(Deal deal, int strain, int leader, int northSouthTricks, int bestLead, long elapsedMillis, long nodes) {
            this.deal = deal;
            this.strain = strain;
            this.leader = leader;
            this.northSouthTricks = northSouthTricks;
            this.bestLead = bestLead;
            this.elapsedMillis = elapsedMillis;
            this.nodes = nodes;
        }

        /** Solves {@code deal} with {@code leader} on lead in {@code strain}, timing it. */
        static Solved solve(DoubleDummySolver solver, Deal deal, int strain, int leader) {
            long nodesBefore = solver.stats().nodes;
            long start = System.nanoTime();
            SolveResult result = solver.solve(Position.start(deal, strain, leader), Solutions.BEST_CARD);
            long elapsed = (System.nanoTime() - start) / 1_000_000;
            long nodes = solver.stats().nodes - nodesBefore;
            int leaderSide = result.tricks();
            int northSouth = Seat.side(leader) == Seat.NORTH_SOUTH ? leaderSide : deal.cardsPerHand() - leaderSide;
            return new Solved(deal, strain, leader, northSouth, result.bestCard(), elapsed, nodes);
        }
    }

    private final PrintWriter out;
    private final boolean compact;
    private int written;

    DumDumWriter(PrintWriter out, boolean compact) {
        this.out = out;
        this.compact = compact;
    }

    /** The header line (compact output only). */
    void begin() {
        if (compact) {
            out.println(DumDumFormat.HEADER);
            out.flush();
        }
    }

    /** One deal; {@code label} names it in the long form ("deal 3", "board 7 (line 12)"). */
    void write(String label, Solved solved) {
        if (compact) {
            out.println(DumDumFormat.row(Strain.name(solved.strain), String.valueOf(Seat.letter(solved.leader)),
                    String.valueOf(solved.northSouthTricks), String.valueOf(solved.elapsedMillis),
                    DumDumFormat.hands(solved.deal)));
        } else {
            if (written > 0) {
                out.println();
            }
            out.println(label + "   " + DumDumFormat.hands(solved.deal));
            int cards = solved.deal.cardsPerHand();
            List<String> values = new ArrayList<>();
            values.add(value("trumps", Strain.name(solved.strain)));
            values.add(value("seat", Seat.letter(solved.leader) + " leads"));
            values.add(value("tricks", solved.northSouthTricks + " N-S, " + (cards - solved.northSouthTricks) + " E-W"));
            values.add(value("best_lead", Card.toString(solved.bestLead)));
            values.add(value("elapsed", solved.elapsedMillis + " ms"));
            values.add(value("nodes", String.valueOf(solved.nodes)));
            for (String line : Diagram.beside(Diagram.lines(solved.deal.hands()), values, VALUES_COLUMN)) {
                out.println(line);
            }
        }
        written++;
        out.flush();
    }

    private static String value(String key, String value) {
        return key + " ".repeat(Math.max(1, 10 - key.length())) + value;
    }

    /** dum-dum's closing lines: a blank line, total_elapsed_ms and avg_elapsed_ms (whole ms). */
    static void totals(PrintWriter out, long[] elapsedMillis, int count) {
        long total = 0;
        for (int i = 0; i < count; i++) {
            total += elapsedMillis[i];
        }
        out.println();
        out.println(pad("total_elapsed_ms") + total);
        out.println(pad("avg_elapsed_ms") + (count == 0 ? 0 : total / count));
        out.flush();
    }

    private static String pad(String key) {
        return key + " ".repeat(Math.max(1, TOTALS_KEY_WIDTH - key.length()));
    }
}
