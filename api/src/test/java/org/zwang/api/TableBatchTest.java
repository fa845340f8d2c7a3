package org.zwang.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;

/** Batches of bundled deals against DDS's tables: order, progress, cancellation. */
class TableBatchTest {

    private static final int DEALS = 20;
    /** A hang guard, never reached by a passing test. */
    private static final long HANG_GUARD_MINUTES = 5;

    private static List<Deal> deals(List<DdsOracle.TableLine> lines) {
        List<Deal> deals = new ArrayList<>();
        for (DdsOracle.TableLine line : lines) {
            deals.add(BridgeSolver.deal(line.deal()));
        }
        return deals;
    }

    private static List<DdTable> tables(List<DdsOracle.TableLine> lines) {
        return lines.stream().map(DdsOracle.TableLine::table).toList();
    }

    @Test
    void twentyDealsOnTwoThreadsAreDdsTablesInInputOrder() {
        List<DdsOracle.TableLine> lines = DdsOracle.tables(DEALS);
        List<String> progress = new ArrayList<>();
        TableBatch batch = BridgeSolver.batch(deals(lines), 2)
                .onProgress((done, total) -> progress.add(done + "/" + total));
        assertEquals(tables(lines), batch.run());
        List<String> expected = new ArrayList<>();
        for (int i = 1; i <= DEALS; i++) {
            expected.add(i + "/" + DEALS);
        }
        assertEquals(expected, progress);
        assertFalse(batch.isCancelled());
    }

    @Test
    void aCancelStopsTheBatchWithTheTablesReportedSoFar() {
        List<DdsOracle.TableLine> lines = DdsOracle.tables(DEALS);
        List<Integer> progress = new ArrayList<>();
        TableBatch batch = BridgeSolver.batch(deals(lines), 2);
        batch.onProgress((done, total) -> {
            progress.add(done);
            if (done == 3) {
                batch.cancel(); // the event: the third table is in
            }
        });
        List<DdTable> tables = batch.run();
        assertTrue(batch.isCancelled());
        assertEquals(List.of(1, 2, 3), progress);
        assertEquals(tables(lines).subList(0, 3), tables);
        // run() returns once the workers have stopped
        assertEquals(0, Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith("dds-worker-") && t.isAlive()).count());
    }

    @Test
    void aCancelFromAnotherThreadEndsAWaitingRun() throws Exception {
        List<DdsOracle.TableLine> lines = DdsOracle.tables(DEALS);
        CompletableFuture<Void> firstTable = new CompletableFuture<>();
        TableBatch batch = BridgeSolver.batch(deals(lines), 1)
                .onProgress((done, total) -> firstTable.complete(null));
        CompletableFuture<List<DdTable>> running = CompletableFuture.supplyAsync(batch::run);
        firstTable.get(HANG_GUARD_MINUTES, TimeUnit.MINUTES);
        batch.cancel();
        List<DdTable> tables = running.get(HANG_GUARD_MINUTES, TimeUnit.MINUTES);
        assertTrue(tables.size() >= 1 && tables.size() <= DEALS, "tables: " + tables.size());
        assertEquals(tables(lines).subList(0, tables.size()), tables);
    }

    @Test
    void aCancelBeforeRunGivesNoTableAndARunIsOnce() {
        TableBatch batch = BridgeSolver.batch(deals(DdsOracle.tables(2)), 1);
        batch.cancel();
        assertEquals(List.of(), batch.run());
        assertThrows(IllegalStateException.class, batch::run);
        assertThrows(IllegalArgumentException.class, () -> BridgeSolver.batch(List.of(), 0));
    }
}
