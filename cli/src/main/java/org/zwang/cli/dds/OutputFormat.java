package org.zwang.cli.dds;

/** The output formats of the {@code dds} commands: text for people, CSV and JSON for programs. */
enum OutputFormat {
    TEXT, CSV, JSON
}
