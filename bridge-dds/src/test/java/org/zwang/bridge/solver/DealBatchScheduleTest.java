package org.zwang.bridge.solver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;

/**
 * The batch's schedule (hardest first inside windows, the last deals split into strains) never shows
 * in its results: they come in input order and equal the tables one solver computes deal by deal.
 */
class DealBatchScheduleTest {

    private static List<Deal> deals(long seed, int count) {
        Random random = new Random(seed);
        List<Deal> deals = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            deals.add(Endings.randomDeal(random, 3 + random.nextInt(5)));
        }
        return deals;
    }

    @Property(tries = 40)
    void resultsInInputOrderEqualOneSolversWhateverTheSchedule(@ForAll long seed,
            @ForAll @IntRange(min = 1, max = 12) int count, @ForAll @IntRange(min = 1, max = 5) int threads,
            @ForAll boolean byCost) throws InterruptedException {
        List<Deal> deals = deals(seed, count);
        DoubleDummySolver alone = new DoubleDummySolver();
        Random costs = new Random(seed ^ 77);
        long[] cost = new long[count];
        for (int i = 0; i < count; i++) {
            cost[i] = costs.nextInt(4); // ties too: they keep input order
        }
        long nodes = 0;
        try (DealBatch<DdTable> batch = DealBatch.start(count, threads, SolverOptions.defaults(),
                TableJob.of(deals::get), byCost ? i -> cost[i] : null)) {
            for (int i = 0; i < count; i++) {
                DealBatch.Result<DdTable> result = batch.next();
                assertEquals(i, result.index());
                assertEquals(alone.ddTable(deals.get(i)), result.value(), "deal " + i + ": " + deals.get(i));
                assertTrue(result.workNanos() > 0);
                nodes += result.stats().nodes;
            }
            assertEquals(nodes, batch.awaitTotals().nodes, "the per-deal nodes, split or not, add up to the totals");
        }
    }

    @Example
    void aStrainRowIsTheTablesRowWhateverTheGuess() {
        for (Deal deal : deals(3, 6)) {
            DdTable table = new DoubleDummySolver().ddTable(deal);
            for (int strain = 0; strain < Strain.COUNT; strain++) {
                int[] row = new DoubleDummySolver().strainRow(deal, strain, DoubleDummySolver.NO_NOTRUMP_COUNT);
                for (int declarer = 0; declarer < Seat.COUNT; declarer++) {
                    assertEquals(table.tricks(strain, declarer), row[declarer], deal + " strain " + strain);
                }
            }
        }
    }

    /** The hand-out order: by cost, highest first, inside each window; the last deals split into strains. */
    @Example
    void hardestFirstInsideAWindowAndTheLastDealsSplit() throws InterruptedException {
        int count = 6;
        List<Deal> deals = deals(11, count);
        long[] cost = {1, 5, 3, 5, 0, 2};
        ConcurrentLinkedQueue<String> started = new ConcurrentLinkedQueue<>();
        TableJob tables = TableJob.of(deals::get);
        DealBatch.SplitJob<DdTable, int[]> recorded = new DealBatch.SplitJob<>() {
            @Override
            public DdTable run(DoubleDummySolver solver, int index) {
                started.add(Integer.toString(index));
                return tables.run(solver, index);
            }

            @Override
            public int parts() {
                return tables.parts();
            }

            @Override
            public int[] part(DoubleDummySolver solver, int index, int part) {
                started.add(index + "/" + part);
                return tables.part(solver, index, part);
            }

            @Override
            public DdTable combine(int index, List<int[]> parts) {
                return tables.combine(index, parts);
            }
        };
        // One worker: whole deals, by cost (5, 5, 3, 2, 1, 0; ties in input order), never split.
        try (DealBatch<DdTable> batch = DealBatch.start(count, 1, SolverOptions.defaults(), recorded, i -> cost[i])) {
            batch.awaitTotals();
        }
        assertArrayEquals(new String[] {"1", "3", "2", "5", "0", "4"}, started.toArray());
        // Three workers: the last two deals taken (fewer left than workers) are split into strains.
        started.clear();
        try (DealBatch<DdTable> batch = DealBatch.start(count, 3, SolverOptions.defaults(), recorded, i -> cost[i])) {
            for (int i = 0; i < count; i++) {
                assertEquals(new DoubleDummySolver().ddTable(deals.get(i)), batch.next().value());
            }
        }
        for (String whole : new String[] {"1", "3", "2", "5"}) {
            assertTrue(started.contains(whole), whole + " solved whole: " + started);
        }
        for (int deal : new int[] {0, 4}) {
            for (int strain = 0; strain < Strain.COUNT; strain++) {
                assertTrue(started.contains(deal + "/" + strain), deal + " split: " + started);
            }
            assertTrue(!started.contains(Integer.toString(deal)), deal + " not solved whole: " + started);
        }
    }
}
