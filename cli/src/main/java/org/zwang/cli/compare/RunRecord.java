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
 * Text reports carry it as {@code #} lines, JSON reports as an object; with a CSV, which holds only
 * the records, the command says it on stderr and writes it to its own file ({@code --metadata FILE}).
 */
record RunRecord(String version, String runtime, String os, String arch, int processors, String started,
        Map<String, String> settings) {

    /** This build on this machine, started now, with the run's settings. */
    static RunRecord of(Map<String, String> settings) {
        return new RunRecord(ZwangVersion.current(),
                System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")",
                System.getProperty("os.name") + " " + System.getProperty("os.version"), System.getProperty("os.arch"),
                Runtime.getRuntime().availableProcessors(),
                java.time.Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString(),
                Collections.unmodifiableMap(new LinkedHashMap<>(settings)));
    }

    /**
     * The metadata as one JSON object: {@code {"zwang": {...}, "started": "...", "settings": {...}}}
     * (what {@code --metadata FILE} writes beside a CSV, and a JSON report's {@code "run"}).
     */
    String json() {
        StringBuilder object = new StringBuilder();
        object.append(String.format(Locale.ROOT, "{\"zwang\": {\"version\": %s, \"java\": %s, \"os\": %s, "
                + "\"arch\": %s, \"processors\": %d}, \"started\": %s, \"settings\": {", Json.string(version),
                Json.string(runtime), Json.string(os), Json.string(arch), processors, Json.string(started)));
        boolean first = true;
        for (Map.Entry<String, String> setting : settings.entrySet()) {
            object.append(first ? "" : ", ").append(Json.string(setting.getKey())).append(": ")
                    .append(Json.string(setting.getValue()));
            first = false;
        }
        return object.append("}}").toString();
    }

    /** Two comment lines, e.g. {@code # zwang 0.1.0, Java 17.0.15 (...), Linux 6.1 amd64, 2 processors}. */
    List<String> commentLines() {
        StringBuilder settingsLine = new StringBuilder("# settings:");
        settings.forEach((key, value) -> settingsLine.append(' ').append(key).append('=').append(value));
        return List.of(String.format(Locale.ROOT, "# zwang %s, Java %s, %s %s, %d processors", version, runtime, os, arch,
                processors), settingsLine.toString());
    }
}
