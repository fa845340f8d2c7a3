package org.zwang.bridge.spark;

import org.apache.spark.Partitioner;

/**
 * Sends item i of {@code total} (a {@code Long} key, 0-based) to partition i * n / total: n
 * contiguous ranges of nearly equal size, so partition p holds the items before those of p + 1
 * and the part files, read in name order, keep the input order.
 */
final class IndexRanges extends Partitioner {

    private static final long serialVersionUID = 1L;

    private final int partitions;
    private final long total;

    IndexRanges(int partitions, long total) {
        this.partitions = partitions;
        this.total = Math.max(1, total);
    }

    @Override
    public int numPartitions() {
        return partitions;
    }

    @Override
    public int getPartition(Object key) {
        return (int) (Math.multiplyExact((Long) key, (long) partitions) / total); // exact below 9e12 items at 1e6 partitions
    }

    /** The first item of partition {@code p}: ceil(p * total / n), the inverse of {@link #getPartition}. */
    static long start(int p, int partitions, long total) {
        return Math.floorDiv((long) p * total + partitions - 1, partitions);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof IndexRanges o && o.partitions == partitions && o.total == total;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(total) * 31 + partitions;
    }
}
