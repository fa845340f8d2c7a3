package org.zwang.bridge.par;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Vulnerability;

/**
 * Par for each side against DDS SidesPar (sides-par.txt) on the 200 deals of ddtables.txt under the
 * four vulnerabilities: both scores and the exact contract text, in DDS's order.
 */
class SidesParOracleTest {

    private static final Vulnerability[] DDS_VULNERABILITY = {
        Vulnerability.NONE, Vulnerability.BOTH, Vulnerability.NORTH_SOUTH, Vulnerability.EAST_WEST};

    private static List<String[]> sidesLines() throws IOException {
        List<String[]> lines = new ArrayList<>();
        try (InputStream in = SidesParOracleTest.class.getResourceAsStream("/sides-par.txt")) {
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = reader.readLine()) != null) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    lines.add(line.trim().split("\\s+"));
                }
            }
        }
        return lines;
    }

    @Test
    void everyDealAndVulnerabilityMatchesDdsSidesPar() throws IOException {
        List<ParOracleTest.OracleLine> tables = ParOracleTest.oracleLines();
        List<String[]> sides = sidesLines();
        assertEquals(200, sides.size());
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < sides.size(); i++) {
            String[] tokens = sides.get(i);
            for (int v = 0; v < 4; v++) {
                ParResult[] par = Par.sides(tables.get(i).table(), DDS_VULNERABILITY[v]);
                int base = 4 + 4 * v;
                // DDS gives the E-W-first score from E-W's side.
                String expected = tokens[base] + " " + tokens[base + 1] + " | " + tokens[base + 2] + " "
                        + tokens[base + 3];
                String got = par[Seat.NORTH_SOUTH].score() + " " + par[Seat.NORTH_SOUTH].contractsText() + " | "
                        + -par[Seat.EAST_WEST].score() + " " + par[Seat.EAST_WEST].contractsText();
                if (!expected.equals(got)) {
                    failures.add("deal " + (i + 1) + " vul " + DDS_VULNERABILITY[v] + ": DDS " + expected + ", got " + got);
                }
            }
        }
        assertTrue(failures.isEmpty(), () -> failures.size() + " mismatches:\n" + String.join("\n", failures));
    }
}
