package org.zwang.cli.dds;

import picocli.CommandLine.Option;

/**
 * {@code --format text|csv|json}: how a bridge command writes its answers ({@code table}, {@code par},
 * {@code solve}, {@code play}, and the tables of {@code random} and {@code file}). A picocli mixin, so
 * the option is defined once and reads the same everywhere.
 */
final class FormatOption {

    @Option(names = "--format", paramLabel = "text|csv|json", defaultValue = "text",
            description = "Output format. Default: ${DEFAULT-VALUE}.")
    OutputFormat format;
}
