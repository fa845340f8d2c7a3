package org.zwang.cli.dds;

import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * Where a batch of deals comes from: PBN deal strings on the command line, or a file ({@code -f};
 * {@code -} for stdin). A picocli argument group, exclusive with multiplicity 1 where it is used
 * ({@code table}; {@code par} adds {@code --table}), so exactly one source is given.
 */
class DealSource {

    @Parameters(paramLabel = "DEAL", arity = "1..*", description = "Deal(s) as PBN deal strings.")
    List<String> deals;

    @Option(names = {"-f", "--file"}, paramLabel = "FILE", description = "Read the deals from FILE ('-': stdin).")
    String file;
}
