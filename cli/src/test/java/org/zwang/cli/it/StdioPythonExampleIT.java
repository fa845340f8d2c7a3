package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.bridge.data.BundledDdTables;
import org.zwang.bridge.model.Card;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Hand;
import org.zwang.bridge.model.Rank;
import org.zwang.bridge.model.Seat;

/**
 * The Python example of docs/bridge-cli.md ("stdio", "From Python"), run for real: the script the page
 * links (docs/examples), as it stands, with {@code java -jar zwang.jar} for {@code bin/zwang}, under the
 * python3 on the PATH (the test is skipped, saying so, when there is none). What it prints is checked
 * against DDS's table and par of the deal ({@code ddtables.txt}, line 1), and must be what the page
 * shows.
 */
class StdioPythonExampleIT {

    private static final Path PAGE = Path.of("..", "docs", "bridge-cli.md");
    private static final String LAUNCHER = "[\"bin/zwang\", \"dds\", \"stdio\"]";

    @Test
    void theDocumentedExampleRunsAndPrintsDdsNumbers(@TempDir Path dir) throws IOException, InterruptedException {
        Path python = onPath("python3");
        Assumptions.assumeTrue(python != null, "no python3 on the PATH: the Python example of docs/bridge-cli.md "
                + "was not run");
        String page = Files.readString(PAGE, StandardCharsets.UTF_8);
        String section = page.substring(page.indexOf("### From Python"));
        Matcher link = Pattern.compile("\\]\\((examples/[\\w.-]+\\.py)\\)").matcher(section);
        assertTrue(link.find(), "the section links its script");
        String code = Files.readString(PAGE.resolveSibling(link.group(1)), StandardCharsets.UTF_8);
        String shown = block(section, "```\n");
        assertTrue(code.contains(LAUNCHER), "the example starts " + LAUNCHER);
        String launcher = "[" + quoted(JarProcess.java()) + ", \"-jar\", " + quoted(JarProcess.jar().toString())
                + ", \"dds\", \"stdio\"]";
        Path script = Files.writeString(dir.resolve("example.py"), code.replace(LAUNCHER, launcher));

        Process process = new ProcessBuilder(python.toString(), script.toString())
                .redirectError(dir.resolve("stderr.txt").toFile()).start();
        process.getOutputStream().close();
        String printed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(300, TimeUnit.SECONDS), "the example did not finish");
        String stderr = Files.readString(dir.resolve("stderr.txt"));
        assertEquals(0, process.exitValue(), () -> "python3's exit code; stderr: " + stderr + "\nstdout: " + printed);
        assertEquals("", stderr);

        List<String> lines = printed.lines().collect(java.util.stream.Collectors.toList());
        String[] oracle = BundledDdTables.lines().get(0).trim().split("\\s+");
        String[] strains = {"S", "H", "D", "C", "NT"};
        for (int strain = 0; strain < 5; strain++) {
            assertEquals(strains[strain] + " " + String.join(" ", oracle[4 + 4 * strain], oracle[5 + 4 * strain],
                    oracle[6 + 4 * strain], oracle[7 + 4 * strain]), lines.get(strain));
        }
        assertEquals("par " + oracle[24] + " " + oracle[25], lines.get(5));
        // North's leads against notrump by West: North-South take at most 13 minus West's tricks, and
        // every card of North's hand is a legal lead
        int most = 13 - Integer.parseInt(oracle[4 + 16 + 3]);
        Deal deal = Deal.parsePbn(String.join(" ", oracle[0], oracle[1], oracle[2], oracle[3]));
        StringBuilder north = new StringBuilder("leads");
        int reached = 0;
        String[] leads = lines.get(6).split(" ");
        for (int suit = 0, i = 1; suit < 4; suit++) {
            for (int rank = Rank.ACE; rank >= Rank.TWO; rank--) {
                if (Hand.contains(deal.hand(Seat.NORTH), Card.of(suit, rank))) {
                    int tricks = Integer.parseInt(leads[i++].split(":")[1]);
                    assertTrue(tricks <= most, lines.get(6));
                    reached += tricks == most ? 1 : 0;
                    north.append(' ').append(Card.toString(Card.of(suit, rank))).append(':').append(tricks);
                }
            }
        }
        assertEquals(north.toString(), lines.get(6));
        assertTrue(reached > 0, lines.get(6));
        assertEquals("error played: card 1 (SA): North does not hold SA", lines.get(7));
        assertEquals("exit 0", lines.get(8));
        assertEquals(9, lines.size(), printed);
        assertEquals(shown, printed, "the page shows what the example prints");
    }

    /** The text of the fenced block that starts with {@code fence} in {@code text}. */
    private static String block(String text, String fence) {
        int start = text.indexOf(fence) + fence.length();
        return text.substring(start, text.indexOf("```", start));
    }

    /** A Python string literal for a path. */
    private static String quoted(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    /** The executable {@code name} on the PATH, or null. */
    private static Path onPath(String name) {
        String path = System.getenv("PATH");
        if (path == null) {
            return null;
        }
        for (String dir : path.split(File.pathSeparator)) {
            Path candidate = Path.of(dir, name);
            if (Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        return null;
    }
}
