package org.zwang.cli.dds;

import picocli.CommandLine.Option;

/**
 * {@code --trump} and {@code --leader}: the strain and the opening leader of a lead problem, which
 * override what a board gives (a dum-dum line's, or a contract's: declarer's left-hand opponent
 * leads). A picocli mixin of every command that solves or plays from the opening lead
 * ({@code solve}, {@code play}, {@code random}, {@code file}), so the options read alike everywhere;
 * {@code --trumps} is dum-dum's spelling.
 */
final class LeadOptions {

    @Option(names = {"-t", "--trump", "--trumps"}, paramLabel = "S|H|D|C|NT", converter = Converters.StrainConverter.class,
            description = "Trump strain: S, H, D, C or NT. Default: the board's (drawn at random by 'dds random').")
    Integer trump;

    @Option(names = {"-l", "--leader"}, paramLabel = "SEAT", converter = Converters.SeatConverter.class,
            description = "Opening leader: N, E, S or W. Default: the board's (drawn at random by 'dds random').")
    Integer leader;
}
