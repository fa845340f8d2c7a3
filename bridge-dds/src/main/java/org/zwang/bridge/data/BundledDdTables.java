package org.zwang.bridge.data;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.search.ResourceLines;

/**
 * The 200 random deals with their DDS double-dummy tables and par that ship with the library
 * ({@code ddtables.txt}, its {@code #} header says where the numbers come from): the default workload
 * of {@code zwang dds bench} and of the benchmarks.
 */
public final class BundledDdTables {

    /** The classpath resource. */
    public static final String RESOURCE = "/org/zwang/bridge/data/ddtables.txt";

    private BundledDdTables() {
    }

    /** Opens the resource (header included). */
    public static InputStream open() {
        InputStream in = BundledDdTables.class.getResourceAsStream(RESOURCE);
        if (in == null) {
            throw new IllegalStateException("resource " + RESOURCE + " is missing from the bridge-dds jar");
        }
        return in;
    }

    /** The data lines (26 tokens each), without the header. */
    public static List<String> lines() {
        return ResourceLines.read(BundledDdTables.class, RESOURCE);
    }

    /** All the deals, in file order. */
    public static List<Deal> deals() {
        return deals(Integer.MAX_VALUE);
    }

    /** The first {@code count} deals. */
    public static List<Deal> deals(int count) {
        List<Deal> deals = new ArrayList<>();
        for (String line : lines()) {
            if (deals.size() >= count) {
                break;
            }
            String[] tokens = line.split("\\s+");
            deals.add(Deal.parsePbn(String.join(" ", tokens[0], tokens[1], tokens[2], tokens[3])));
        }
        return deals;
    }

    /** The DDS tables, in file order (tokens 5-24 of each line). */
    public static List<DdTable> tables() {
        List<DdTable> tables = new ArrayList<>();
        for (String line : lines()) {
            String[] tokens = line.split("\\s+");
            int[] tricks = new int[20];
            for (int i = 0; i < 20; i++) {
                tricks[i] = Integer.parseInt(tokens[4 + i]);
            }
            tables.add(DdTable.ofStrainMajor(tricks));
        }
        return tables;
    }
}
