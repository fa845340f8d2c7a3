package org.zwang.bridge.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.zwang.bridge.io.PbnExamplesTest.assertError;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.zwang.bridge.model.Deal;
import org.zwang.bridge.model.Seat;
import org.zwang.bridge.model.Strain;

/** Format detection, comments, line numbers in errors, and reading real files. */
class DealFileReaderTest {

    @Test
    void readsTheOracleFileAsPbnDealLines() throws IOException {
        String text;
        try (InputStream in = DealFileReaderTest.class.getResourceAsStream(org.zwang.bridge.data.BundledDdTables.RESOURCE)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        DealFileReader.DealFile file = DealFileReader.read("ddtables.txt", text);
        assertEquals(DealFileReader.Format.PBN_DEALS, file.format());
        assertEquals(200, file.boards().size());
        assertEquals(Deal.parsePbn(PbnExamplesTest.DEAL), file.deals().get(0));
        int firstDataLine = 1;
        while (text.split("\n")[firstDataLine - 1].startsWith("#")) {
            firstDataLine++;
        }
        assertEquals(firstDataLine, file.boards().get(0).lineNumber());
    }

    @Test
    void aLineReadAloneGivesTheBoardsAndReasonsOfTheWholeFileReader() {
        String pbn = PbnExamplesTest.DEAL + " 3 8 3 8";
        Deal deal = Deal.parsePbn(PbnExamplesTest.DEAL);
        String dumDum = "NT W " + DumDumFormat.hands(deal);
        String lin = LinFormat.md(deal, 0);
        for (String line : new String[] {pbn, dumDum, lin}) {
            DealFileReader.DealFile file = DealFileReader.read("f", List.of(line));
            assertEquals(file.deals(), List.of(DealFileReader.readLine(line).get(0).deal()), line);
            assertEquals(file.boards().get(0).dealer(), DealFileReader.readLine(line).get(0).dealer(), line);
        }
        assertEquals(0, DealFileReader.readLine("  ").size());
        assertEquals(0, DealFileReader.readLine("# a comment").size());
        assertEquals(0, DealFileReader.readLine(DumDumFormat.HEADER).size());
        for (String bad : new String[] {"N:AKQ.T98.765.432 - - -x", "what is this", "NT W " + "AK/QJ/T9/87"}) {
            String whole = null;
            try {
                DealFileReader.read("f", List.of(bad)).strict();
            } catch (IllegalArgumentException e) {
                whole = e.getMessage();
            }
            assertEquals("f, line 1: " + assertThrows(IllegalArgumentException.class,
                    () -> DealFileReader.readLine(bad)).getMessage(), whole, bad);
        }
        assertError("a PBN tag or comment line '[Deal \"N:...\"]' (a PBN file is read whole: give it a .pbn name)",
                () -> DealFileReader.readLine("[Deal \"N:...\"]"));
    }

    @Test
    void detectsEachFormat() {
        assertEquals(DealFileReader.Format.PBN_FILE, DealFileReader.read("a.pbn", PbnExamplesTest.CLUB_FILE).format());
        assertEquals(DealFileReader.Format.PBN_FILE,
                DealFileReader.read("b.pbn", "{ comment first }\n[Deal \"W:A.K.. Q.A.. K.Q.. J.J..\"]").format());
        assertEquals(DealFileReader.Format.LIN,
                DealFileReader.read("c.lin", "\n" + LinAndDumDumExamplesTest.BBO_LINE + "\n").format());
        DealFileReader.DealFile dumDum = DealFileReader.read("d.txt", "trumps    seat      tricks    elapsed   hands\n"
                + "H         W         8         103       AKJ75.432.KQ7.J8/Q984.J85.854.A97/T32.76.AJ63.K542/6.AKQT9.T92.QT63\n"
                + "\ntotal_elapsed_ms   1496\navg_elapsed_ms     149\n");
        assertEquals(DealFileReader.Format.DUM_DUM, dumDum.format());
        assertEquals(1, dumDum.boards().size());
        assertEquals(Strain.HEARTS, dumDum.boards().get(0).strain());
        assertEquals(Seat.WEST, dumDum.boards().get(0).leader());
        DealFileReader.DealFile deals = DealFileReader.read("e.txt", "\uFEFF# deals\n; also a comment\n"
                + "N: Q64.JT98742.7.T6 K2.AK.JT8542.954 T983.5.A93.AJ732 AJ75.Q63.KQ6.KQ8 extra\n"
                + "W:A.K.. Q.A.. K.Q.. J.J..");
        assertEquals(DealFileReader.Format.PBN_DEALS, deals.format());
        assertEquals(2, deals.boards().size());
        assertEquals(4, deals.boards().get(1).lineNumber());
    }

    @Test
    void errorsNameFileAndLine() {
        assertError("deals.txt, line 3: bad rank 'X' in hand 'AX.K..' (ranks are AKQJT98765432)",
                () -> DealFileReader.read("deals.txt", "# x\nW:A.K.. Q.A.. K.Q.. J.J..\nW:AX.K.. Q.A.. K.Q.. J.J..").strict());
        assertError("deals.txt, line 2: cannot tell the format of 'hello world' (expected a PBN deal like N:AKQ2.JT9.876.543 ...,"
                + " a PBN file with [Deal \"...\"] tags, BBO LIN with md|...| or a dum-dum line like S N <W/N/E/S hands>)",
                () -> DealFileReader.read("deals.txt", "\nhello world").strict());
        assertError("deals.txt: no deals found", () -> DealFileReader.read("deals.txt", "# only comments\n\n").strict());
        assertError("hands.txt, line 2: bad trumps 'Z' (use S, H, D, C or NT)",
                () -> DealFileReader.read("hands.txt", "S N A.K../Q.A../K.Q../J.J..\nZ N A.K../Q.A../K.Q../J.J..").strict());
        assertError("x.pbn, line 2: [Deal] card SA is in two hands: North's hand 'A.Q..' and West's hand 'A.K..'",
                () -> DealFileReader.read("x.pbn", "[Board \"1\"]\n[Deal \"W:A.K.. A.Q.. K.A.. J.J..\"]").strict());
        assertError("y.lin, line 1: bad LIN tag 'm d' (LIN is tag|value| pairs like md|...|)",
                () -> DealFileReader.read("y.lin", "qx|o1|m d|3SA|").strict());
        assertError("b.txt, line 1: hands differ in size: East's hand 'K.Q.2.' has 3 cards, North's hand 'Q.A..' has 2",
                () -> DealFileReader.read("b.txt", "W:A.K.. Q.A.. K.Q.2. J.J..").strict());
    }

    /** One bad board never costs the others, in every format; the reasons are those of a strict read. */
    @Test
    void badBoardsAreSetAsideWithTheirLinesAndTheRestIsRead() {
        String good = "W:A.K.. Q.A.. K.Q.. J.J..";
        DealFileReader.DealFile deals = DealFileReader.read("d.txt", good + "\nW:AX.K.. Q.A.. K.Q.. J.J..\n" + good
                + "\nN:garbage\n" + good);
        assertEquals(3, deals.boards().size());
        assertEquals(List.of(new DealFileReader.Reject("d.txt", 2, "bad rank 'X' in hand 'AX.K..' (ranks are AKQJT98765432)"),
                new DealFileReader.Reject("d.txt", 4, "bad deal 'N:garbage': need 4 hands after N:, got 1")), deals.rejects());
        assertEquals("d.txt, line 2: bad rank 'X' in hand 'AX.K..' (ranks are AKQJT98765432)",
                assertThrows(IllegalArgumentException.class, deals::strict).getMessage());

        DealFileReader.DealFile pbn = DealFileReader.read("x.pbn", "[Board \"1\"]\n[Deal \"" + good + "\"]\n\n"
                + "[Board \"2\"]\n[Deal \"W:A.K.. A.Q.. K.A.. J.J..\"]\n\n[Board \"3\"]\n[Deal \"" + good + "\"]\n");
        assertEquals(List.of(1, 3), pbn.boards().stream().map(BoardRecord::number).toList());
        assertEquals(1, pbn.rejects().size());
        assertEquals("x.pbn, line 5: [Deal] card SA is in two hands: North's hand 'A.Q..' and West's hand 'A.K..'",
                pbn.rejects().get(0).message());

        DealFileReader.DealFile dumDum = DealFileReader.read("h.txt",
                "S N A.K../Q.A../K.Q../J.J..\nZ N A.K../Q.A../K.Q../J.J..\nH W A.K../Q.A../K.Q../J.J..");
        assertEquals(2, dumDum.boards().size());
        assertEquals(2, dumDum.rejects().get(0).line());

        DealFileReader.DealFile onlyBad = DealFileReader.read("b.txt", "N:garbage");
        assertTrue(onlyBad.boards().isEmpty(), "a file of bad boards is read, not refused: its rejects say why");
        assertEquals(1, onlyBad.rejects().size());
        assertError("b.pbn, line 1: string '\"W:A.K..' has no closing quote",
                () -> DealFileReader.read("b.pbn", "[Deal \"W:A.K..\n\n[Deal \"" + good + "\"]").strict());
    }

    @Test
    void readsLatin1PbnFiles(@TempDir Path directory) throws IOException {
        Path file = directory.resolve("club.pbn");
        String pbn = "[West \"M\u00fcller, J.\"]\n[Deal \"W:A.K.. Q.A.. K.Q.. J.J..\"]\n";
        Files.write(file, pbn.getBytes(StandardCharsets.ISO_8859_1));
        DealFileReader.DealFile read = DealFileReader.read(file);
        assertEquals(1, read.boards().size());
        assertError("club2.pbn, line 1: [Deal] bad rank '\u00e9' in hand '\u00e9.K..' (ranks are AKQJT98765432)", () -> {
            Path bad = directory.resolve("club2.pbn");
            Files.write(bad, "[Deal \"W:\u00e9.K.. Q.A.. K.Q.. J.J..\"]".getBytes(StandardCharsets.UTF_8));
            DealFileReader.read(bad).strict();
        });
    }
}
