package org.zwang.cli.dds;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code zwang dds}: the double-dummy bridge commands (bridge-dds's solver, tables, par and play
 * analysis); prints its help when run alone. Its subcommands are listed in {@code CommandTree}.
 */
@Command(name = "dds",
        mixinStandardHelpOptions = true,
        description = {
            "Double-dummy bridge: the tricks each side takes when all four hands are known and both sides play "
                    + "perfectly (the answers of DDS, the double dummy solver of Bo Haglund and Soren Hein).",
            ""
        },
        footer = {
            "",
            "Seats N, E, S, W; strains S, H, D, C, NT; cards like SA, HT, C2; deals as PBN deal strings "
                    + "N:<north> <east> <south> <west> with hands spades.hearts.diamonds.clubs.",
            "Exit codes: 0 done; 1 a failed check (bench --check); 2 bad input or a bad command line (one line "
                    + "on stderr); 3 internal error; 4 out of memory (what finished is printed); 5 stdout could not "
                    + "be written (a full disk); 130 stopped by Ctrl-C, 143 by SIGTERM (what finished is printed); 141 the "
                    + "reader of a pipe went away (| head).",
            "",
            "Examples:",
            "  zwang dds random",
            "  zwang dds table \\",
            "      N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2",
            "  zwang dds solve --trump H --leader W \\",
            "      N:AK76543.32.AK2.3 2.QT87.876.87654 .AKJ965.543.AQJ9 QJT98.4.QJT9.KT2",
            "  zwang dds bench --threads 1",
            "",
            "Run 'zwang dds <command> --help' for the options and examples of a command."
        })
public final class DdsCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
