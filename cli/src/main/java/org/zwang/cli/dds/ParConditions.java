package org.zwang.cli.dds;

import java.util.List;
import org.zwang.bridge.model.Vulnerability;
import picocli.CommandLine.Option;

/**
 * The dealer and vulnerability that par is computed for ({@code table}, {@code par}): options that
 * override a board's own, and the deals of a command line or file labelled with them. A picocli mixin.
 */
final class ParConditions {

    @Option(names = "--dealer", paramLabel = "SEAT", converter = Converters.SeatConverter.class,
            description = "Dealer for par: N, E, S or W. Default: the board's, else N.")
    Integer dealer;

    @Option(names = "--vul", paramLabel = "None|NS|EW|All", converter = Converters.VulnerabilityConverter.class,
            description = "Vulnerability for par. Default: the board's, else None.")
    Vulnerability vulnerability;

    /** True when neither option was given. */
    boolean unset() {
        return dealer == null && vulnerability == null;
    }

    /** The deals of {@code file} when it is given, else of the PBN deal strings {@code deals}, with these conditions. */
    List<DealItem> items(String file, List<String> deals) {
        return file != null ? DealItem.of(DealInput.readFile(file), dealer, vulnerability)
                : DealItem.of(DealInput.parseDeals(deals), dealer, vulnerability);
    }
}
