package org.zwang.cli.dds;

import java.io.PrintWriter;
import java.util.List;
import org.zwang.bridge.io.DealFileReader.DealFile;
import org.zwang.bridge.model.Deal;
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

    /**
     * The deals of the source's file when it names one, else of its PBN deal strings, with
     * these conditions. Each board of the file that cannot be read is reported on {@code err} (file,
     * line, reason: {@code command: bad.pbn, line 11: ...}) and left out; {@link #rejected} counts them.
     */
    List<DealItem> items(DealSource source, PrintWriter err, String command) {
        if (source.file == null) {
            return applyTo(DealInput.parseDeals(source.deals));
        }
        DealFile read = DealInput.readFile(source.file);
        rejected = DealInput.reportRejects(read, err, command);
        return applyTo(read);
    }

    /** {@code deals} (from the command line or generated) labelled with these conditions (else N, None). */
    List<DealItem> applyTo(List<Deal> deals) {
        return DealItem.of(deals, dealer, vulnerability);
    }

    /** The boards of {@code file} with these conditions, else each board's own (else N, None). */
    List<DealItem> applyTo(DealFile file) {
        return DealItem.of(file, dealer, vulnerability);
    }

    /** Boards of the last file {@link #items} read that could not be read. */
    int rejected;
}
