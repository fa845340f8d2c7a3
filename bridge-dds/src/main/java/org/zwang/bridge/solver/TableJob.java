package org.zwang.bridge.solver;

import java.util.List;
import java.util.function.IntFunction;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Strain;

/**
 * A batch's DD-table job (DDS CalcAllTables): a whole table per deal, the five strains in turn on one
 * solver (notrump first, whose table positions the suits reuse), or, for the last deals of a batch,
 * one strain per part so that they spread over the workers that would otherwise go idle.
 */
public final class TableJob implements DealBatch.SplitJob<DdTable, int[]> {

    private final IntFunction<Deal> deals;

    private TableJob(IntFunction<Deal> deals) {
        this.deals = deals;
    }

    /** The tables of {@code deals.apply(i)} for each item i. */
    public static TableJob of(IntFunction<Deal> deals) {
        return new TableJob(deals);
    }

    @Override
    public DdTable run(DoubleDummySolver solver, int index) {
        return solver.ddTable(deals.apply(index));
    }

    @Override
    public int parts() {
        return Strain.COUNT;
    }

    @Override
    public int[] part(DoubleDummySolver solver, int index, int strain) {
        return solver.strainRow(deals.apply(index), strain, DoubleDummySolver.NO_NOTRUMP_COUNT);
    }

    @Override
    public DdTable combine(int index, List<int[]> rows) {
        return DdTable.of(rows.toArray(new int[0][]));
    }
}
