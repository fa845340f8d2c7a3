package org.zwang.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.zwang.duck.engine.Protocol;

/**
 * The option lists of docs/protocols.md are the ones the engine announces, line for line and in
 * order: UCI's {@code option name ...} lines after {@code uci} and CECP's
 * {@code feature option="..."} lines after {@code protover 2}, so the page cannot drift from the
 * engine again (it once left out {@code EvalFile}). The page writes the two maximums that depend
 * on the machine as {@code H} ({@code Hash}) and {@code P} ({@code Threads}).
 */
class DocumentedOptionsTest {

    private static final Path PAGE = Path.of("..", "docs", "protocols.md");

    @Test
    void uciOptionsAreTheDocumentedOnes() throws IOException {
        List<String> announced = new ArrayList<>();
        try (ServerHarness engine = new ServerHarness(Protocol.UCI)) {
            engine.send("uci");
            for (String line : engine.until("uciok"::equals)) {
                if (line.startsWith("option name ")) {
                    announced.add(line.replaceFirst("^(option name Hash type spin .* max )\\d+$", "$1H")
                            .replaceFirst("^(option name Threads type spin .* max )\\d+$", "$1P"));
                }
            }
        }
        // the fenced block after "`uci` is answered with"
        String page = Files.readString(PAGE, StandardCharsets.UTF_8);
        int reply = page.indexOf("`uci` is answered with");
        assertTrue(reply >= 0, "protocols.md shows the reply to uci");
        int start = page.indexOf("```", reply) + 3;
        List<String> documented = page.substring(start, page.indexOf("```", start)).lines()
                .filter(line -> line.startsWith("option name ")).toList();
        assertEquals(documented, announced);
    }

    @Test
    void cecpOptionsAreTheDocumentedOnes() throws IOException {
        List<String> announced = new ArrayList<>();
        try (ServerHarness engine = new ServerHarness(Protocol.XBOARD)) {
            engine.send("xboard");
            engine.send("protover 2");
            for (String line : engine.until(line -> line.endsWith("done=1"))) {
                if (line.startsWith("feature option=")) {
                    announced.add(line);
                }
            }
        }
        // the `feature option="..."` spans of the CECP section (not its "…", which stands for any of them)
        String page = Files.readString(PAGE, StandardCharsets.UTF_8);
        String section = page.substring(page.indexOf("### CECP v2"), page.indexOf("### UCI"));
        List<String> documented = new ArrayList<>();
        Matcher span = Pattern.compile("`(feature option=\"[^\"`…]+\")`").matcher(section);
        while (span.find()) {
            documented.add(span.group(1));
        }
        assertEquals(documented, announced);
    }
}
