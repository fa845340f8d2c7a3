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
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Vulnerability;

/**
 * Par against DDS DealerPar (dealer North, nobody vulnerable) on every line of ddtables.txt: the
 * score and the exact contract text.
 */
class ParOracleTest {

    /** One line of ddtables.txt: the 20 DD numbers, DDS's par score and DDS's par text. */
    record OracleLine(int lineNumber, DdTable table, int score, String contracts) {
    }

    static List<OracleLine> oracleLines() throws IOException {
        List<OracleLine> lines = new ArrayList<>();
        try (InputStream in = ParOracleTest.class.getResourceAsStream(org.zwang.bridge.data.BundledDdTables.RESOURCE)) {
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            int number = 0;
            while ((line = reader.readLine()) != null) {
                number++;
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                String[] tokens = line.trim().split("\\s+");
                int[] tricks = new int[20];
                for (int i = 0; i < 20; i++) {
                    tricks[i] = Integer.parseInt(tokens[4 + i]);
                }
                lines.add(new OracleLine(number, DdTable.ofStrainMajor(tricks), Integer.parseInt(tokens[24]),
                        tokens[25]));
            }
        }
        return lines;
    }

    @Test
    void everyLineOfDdtablesMatchesDdsDealerPar() throws IOException {
        List<OracleLine> lines = oracleLines();
        assertEquals(200, lines.size());
        List<String> failures = new ArrayList<>();
        for (OracleLine line : lines) {
            ParResult par = Par.par(line.table(), Seat.NORTH, Vulnerability.NONE);
            if (par.score() != line.score() || !par.contractsText().equals(line.contracts())) {
                failures.add("line " + line.lineNumber() + ": DDS " + line.score() + " " + line.contracts() + ", got "
                        + par.score() + " " + par.contractsText());
            }
        }
        assertTrue(failures.isEmpty(), () -> failures.size() + " mismatches:\n" + String.join("\n", failures));
    }
}
