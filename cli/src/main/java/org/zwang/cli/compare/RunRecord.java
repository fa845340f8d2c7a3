package org.zwang.cli.compare;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.zwang.bridge.io.Json;
import org.zwang.search.ZwangVersion;

/**
 * What a reader needs to rerun a comparison and judge its figures: the Zwang build, the Java runtime,
 * the machine (OS, architecture, processors the JVM may use) and the settings and seeds of the run.
 * Every report carries it: text as {@code #} lines, JSON as two objects; with CSV, which holds only the
 * table, the command says it on stderr.
 */
record RunRecord(String version, String runtime, String os, String arch, int processors, Map<String, String> settings) {

    /** This build on this machine, with the run's settings. */
    static RunRecord of(Map<String, String> settings) {
        return new RunRecord(ZwangVersion.current(),
                System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")",
                System.getProperty("os.name") + " " + System.getProperty("os.version"), System.getProperty("os.arch"),
                Runtime.getRuntime().availableProcessors(),
                Collections.unmodifiableMap(new LinkedHashMap<>(settings)));
    }

    /** Two comment lines, e.g. {@code # zwang 0.1.0, Java 17.0.15 (...), Linux 6.1 amd64, 2 processors}. */
    List<String> commentLines() {
        StringBuilder settingsLine = new StringBuilder("# settings:");
        settings.forEach((key, value) -> settingsLine.append(' ').append(key).append('=').append(value));
        return List.of(String.format(Locale.ROOT, "# zwang %s, Java %s, %s %s, %d processors", version, runtime, os, arch,
                processors), settingsLine.toString());
    }

    /** The {@code "zwang"} and {@code "settings"} members of a JSON object, each on its own line, indented by two. */
    List<String> jsonMembers() {
        String zwang = String.format(Locale.ROOT, "  \"zwang\": {\"version\": %s, \"java\": %s, \"os\": %s, "
                + "\"arch\": %s, \"processors\": %d},", Json.string(version), Json.string(runtime), Json.string(os),
                Json.string(arch), processors);
        StringBuilder settingsObject = new StringBuilder("  \"settings\": {");
        boolean first = true;
        for (Map.Entry<String, String> setting : settings.entrySet()) {
            settingsObject.append(first ? "" : ", ").append(Json.string(setting.getKey())).append(": ")
                    .append(Json.string(setting.getValue()));
            first = false;
        }
        return List.of(zwang, settingsObject.append("},").toString());
    }
}
