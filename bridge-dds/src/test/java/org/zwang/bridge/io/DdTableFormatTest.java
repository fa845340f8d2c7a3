package org.zwang.bridge.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.zwang.bridge.model.DdTable;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Vulnerability;
import org.zwang.bridge.par.Par;
import org.zwang.bridge.par.ParResult;

/** The CSV row of every oracle line is the line itself with commas: same order, same par. */
class DdTableFormatTest {

    @Test
    void csvHeaderIsTheIssuesHeader() {
        assertEquals("deal,S_N,S_E,S_S,S_W,H_N,H_E,H_S,H_W,D_N,D_E,D_S,D_W,C_N,C_E,C_S,C_W,NT_N,NT_E,NT_S,NT_W,"
                + "par,par_contracts", DdTableFormat.CSV_HEADER);
    }

    @Test
    void csvRowsReproduceTheOracleFile() throws IOException {
        String text;
        try (InputStream in = DdTableFormatTest.class.getResourceAsStream(org.zwang.bridge.data.BundledDdTables.RESOURCE)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        int rows = 0;
        for (String line : text.split("\n")) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] tokens = line.trim().split("\\s+");
            Deal deal = Deal.parsePbn(String.join(" ", tokens[0], tokens[1], tokens[2], tokens[3]));
            int[] tricks = new int[20];
            for (int i = 0; i < 20; i++) {
                tricks[i] = Integer.parseInt(tokens[4 + i]);
            }
            DdTable table = DdTable.ofStrainMajor(tricks);
            ParResult par = Par.par(table, Seat.NORTH, Vulnerability.NONE);
            StringBuilder expected = new StringBuilder(String.join(" ", tokens[0], tokens[1], tokens[2], tokens[3]));
            for (int i = 4; i < 25; i++) {
                expected.append(',').append(tokens[i]);
            }
            String contracts = tokens[25].replace(',', ';');
            expected.append(',').append(contracts);
            assertEquals(expected.toString(), DdTableFormat.csvRow(deal, table, par));
            rows++;
        }
        assertEquals(200, rows);
    }

    @Test
    void anEndingsRowLeavesTheParFieldsEmpty() {
        // One card each, spades only: North's ace wins a spade or notrump contract whoever leads.
        Deal deal = Deal.parsePbn("N:A... K... Q... J...");
        DdTable table = DdTable.ofStrainMajor(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0);
        assertEquals("N:A... K... Q... J...,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,,",
                DdTableFormat.csvRow(deal, table, null));
    }

    @Test
    void textAndJson() {
        DdTable table = DdTable.ofStrainMajor(3, 8, 3, 8, 7, 6, 7, 6, 2, 11, 2, 11, 5, 8, 5, 8, 2, 10, 2, 11);
        assertEquals("  NT  S  H  D  C\n"
                + "N  2  3  7  2  5\n"
                + "S  2  3  7  2  5\n"
                + "E 10  8  6 11  8\n"
                + "W 11  8  6 11  8\n", DdTableFormat.text(table));
        Deal deal = Deal.parsePbn(PbnExamplesTest.DEAL);
        assertEquals("{\"deal\": \"" + PbnExamplesTest.DEAL + "\", \"dealer\": \"N\", \"vulnerable\": \"None\", \"tricks\": {\"S\": {\"N\": 3, \"E\": 8, \"S\": 3, \"W\": 8}, "
                + "\"H\": {\"N\": 7, \"E\": 6, \"S\": 7, \"W\": 6}, \"D\": {\"N\": 2, \"E\": 11, \"S\": 2, \"W\": 11}, "
                + "\"C\": {\"N\": 5, \"E\": 8, \"S\": 5, \"W\": 8}, \"NT\": {\"N\": 2, \"E\": 10, \"S\": 2, \"W\": 11}}, "
                + "\"par\": {\"score\": -460, \"contracts\": [\"3N-W+2\"]}, "
                + "\"sides_par\": {\"ns_first\": {\"score\": -460, \"contracts\": [\"3N-W+2\"]}, "
                + "\"ew_first\": {\"score\": -460, \"contracts\": [\"3N-W+2\"]}}}",
                DdTableFormat.json(deal, table, Seat.NORTH, Vulnerability.NONE));
    }

    @Test
    void aTableWithoutItsDealHasTheSameFormWithoutTheDeal() {
        DdTable table = DdTable.ofStrainMajor(3, 8, 3, 8, 7, 6, 7, 6, 2, 11, 2, 11, 5, 8, 5, 8, 2, 10, 2, 11);
        Deal deal = Deal.parsePbn(PbnExamplesTest.DEAL);
        for (Vulnerability vulnerability : Vulnerability.values()) {
            assertEquals(DdTableFormat.json(deal, table, Seat.EAST, vulnerability)
                    .replace("{\"deal\": \"" + PbnExamplesTest.DEAL + "\", ", "{"),
                    DdTableFormat.json(table, Seat.EAST, vulnerability));
        }
    }
}
