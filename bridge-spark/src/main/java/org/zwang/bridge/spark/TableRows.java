package org.zwang.bridge.spark;

import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import org.apache.spark.util.LongAccumulator;
import org.zwang.bridge.io.Csv;
import org.zwang.bridge.io.DdTableFormat;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.par.Par;
import org.zwang.bridge.par.ParResult;
import org.zwang.bridge.solver.DoubleDummySolver;
import org.zwang.bridge.solver.SolverOptions;

/**
 * The work of one partition: one {@link DoubleDummySolver} (and so one bounded table) for all its
 * deals, solved one at a time as Spark pulls the rows, so a partition never holds more than one
 * row. The deals and solver nodes go to accumulators for the job's summary.
 */
final class TableRows implements Iterator<TableRows.TableRow> {

    private final Iterator<DealTask> tasks;
    private final DoubleDummySolver solver;
    private final boolean conditionColumns;
    private final LongAccumulator dealCount;
    private final LongAccumulator nodeCount;
    private boolean finished;

    /**
     * The rows of the deal tasks of a partition.
     *
     * @param conditionColumns append the dealer and vulnerability of each row's par
     */
    TableRows(Iterator<DealTask> tasks, SolverOptions options, boolean conditionColumns, LongAccumulator dealCount,
            LongAccumulator nodeCount) {
        this.tasks = tasks;
        this.solver = new DoubleDummySolver(options);
        this.conditionColumns = conditionColumns;
        this.dealCount = dealCount;
        this.nodeCount = nodeCount;
    }

    @Override
    public boolean hasNext() {
        boolean more = tasks.hasNext();
        if (!more && !finished) {
            finished = true;
            nodeCount.add(solver.stats().nodes);
        }
        return more;
    }

    @Override
    public TableRow next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        DealTask task = tasks.next();
        Deal deal = task.deal();
        DdTable table = solver.ddTable(deal);
        ParResult par = deal.cardsPerHand() == 13 ? Par.par(table, task.dealer(), task.vulnerability()) : null;
        dealCount.add(1);
        return new TableRow(deal, table, par, conditionColumns ? task : null);
    }

    /**
     * One output row, in the formats of {@link DdTableFormat} (one implementation for the CLI and
     * the job): the values of {@code zwang dds table --format csv}, then the dealer and vulnerability
     * of the par when the job asks for them.
     */
    static final class TableRow {
        /** The extra columns when par is for asked conditions. */
        static final String CONDITION_COLUMNS = ",dealer,vulnerability";

        private final Deal deal;
        private final DdTable table;
        private final ParResult par;
        private final DealTask conditions;

        TableRow(Deal deal, DdTable table, ParResult par, DealTask conditions) {
            this.deal = deal;
            this.table = table;
            this.par = par;
            this.conditions = conditions;
        }

        /** The typed values (Parquet): {@link DdTableFormat#fields}, plus dealer and vulnerability. */
        Object[] fields() {
            Object[] fields = DdTableFormat.fields(deal, table, par);
            if (conditions == null) {
                return fields;
            }
            Object[] more = Arrays.copyOf(fields, fields.length + 2);
            more[fields.length] = String.valueOf(Seat.letter(conditions.dealer()));
            more[fields.length + 1] = conditions.vulnerability().toPbn();
            return more;
        }

        /** The CSV line: {@link DdTableFormat#csvRow}, plus dealer and vulnerability. */
        String csv() {
            String row = DdTableFormat.csvRow(deal, table, par);
            return conditions == null ? row : row + "," + Csv.row(String.valueOf(Seat.letter(conditions.dealer())),
                    conditions.vulnerability().toPbn());
        }
    }
}
