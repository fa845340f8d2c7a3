package org.zwang.bridge.spark;

/**
 * What a {@link DdTableJob} did, for its closing summary.
 *
 * @param deals      rows written (deals solved)
 * @param rejects    input lines (or whole PBN/LIN files) that could not be read
 * @param partitions the partitions the deals were solved in
 * @param seconds    wall time of the solving job (start-up, listing and rejects excluded)
 * @param nodes      solver nodes over all deals
 * @param out        the output folder
 * @param rejectsOut the rejects folder, or null when there were no rejects
 */
public record TableJobSummary(long deals, long rejects, int partitions, double seconds, long nodes, String out,
        String rejectsOut) {

    /** Deals per second of wall time, 0 for an empty job. */
    public double dealsPerSecond() {
        return seconds > 0 ? deals / seconds : 0;
    }
}
