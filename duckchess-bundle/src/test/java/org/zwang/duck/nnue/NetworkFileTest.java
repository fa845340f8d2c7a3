package org.zwang.duck.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.zwang.duck.board.Board;

/** The net file format: a round trip, its documented size and layout, and one clear refusal per kind of bad file. */
class NetworkFileTest {

    private static final Network NETWORK = NnueTesting.randomNetwork(8, 21);

    @Test
    void aNetRoundTripsThroughItsFile() throws Exception {
        byte[] bytes = NetworkFile.toBytes(NETWORK);
        assertEquals(40 + 2 * (768 * 8 + 8 + 16), bytes.length, "header 32, int16 weights, output bias and CRC 4 each");
        Network read = NetworkFile.read(new ByteArrayInputStream(bytes));
        assertEquals(8, read.width());
        assertArrayEquals(NETWORK.inputWeights(), read.inputWeights());
        assertArrayEquals(NETWORK.inputBias(), read.inputBias());
        assertArrayEquals(NETWORK.outputWeights(), read.outputWeights());
        assertEquals(NETWORK.outputBias(), read.outputBias());
        for (Board board : NnueTesting.randomPositions(50, 40, 2)) {
            assertEquals(NETWORK.evaluateFromScratch(board), read.evaluateFromScratch(board));
        }
    }

    @Test
    void theHeaderIsLittleEndianAsDocumented() {
        byte[] bytes = NetworkFile.toBytes(NETWORK);
        assertEquals("ZWDUCKNN", new String(bytes, 0, 8, StandardCharsets.US_ASCII));
        assertArrayEquals(new byte[] {1, 0, 0, 0, 0, 3, 0, 0, 8, 0, 0, 0, (byte) 255, 0, 0, 0, 0, 2, 0, 0,
            (byte) 0x90, 1, 0, 0}, Arrays.copyOfRange(bytes, 8, 32), "version 1, 768 inputs, width 8, 255, 512, 400");
        short first = NETWORK.inputWeights()[0];
        assertEquals(first, (short) ((bytes[32] & 0xFF) | bytes[33] << 8), "first weight, low byte first");
    }

    @Test
    void aTruncatedFileIsOneClearError() {
        byte[] bytes = NetworkFile.toBytes(NETWORK);
        assertMessage(Arrays.copyOf(bytes, bytes.length - 1), "truncated net file: 12375 bytes, but a net of width 8 has 12376");
        assertMessage(Arrays.copyOf(bytes, 20), "truncated net file: 20 bytes, shorter than its header");
    }

    @Test
    void anOversizedFileIsOneClearError() {
        byte[] bytes = NetworkFile.toBytes(NETWORK);
        assertMessage(Arrays.copyOf(bytes, bytes.length + 3), "oversized net file: 12379 bytes, but a net of width 8 has 12376");
        byte[] endless = new byte[NetworkFile.MAX_BYTES + 10];
        System.arraycopy(bytes, 0, endless, 0, bytes.length);
        String message = assertThrows(IllegalArgumentException.class,
                () -> NetworkFile.read(new ByteArrayInputStream(endless))).getMessage();
        assertTrue(message.startsWith("oversized net file: more than"), message);
    }

    @Test
    void aForeignOrDamagedFileIsOneClearError() {
        assertMessage("knight-mg 320\n".getBytes(StandardCharsets.UTF_8), "not a net file (it does not begin with ZWDUCKNN)");
        assertMessage(new byte[0], "not a net file (it does not begin with ZWDUCKNN)");
        byte[] damaged = NetworkFile.toBytes(NETWORK);
        damaged[100] ^= 1;
        assertMessage(damaged, "damaged net file: its checksum does not match its contents");
        byte[] otherVersion = NetworkFile.toBytes(NETWORK);
        otherVersion[8] = 2;
        assertMessage(otherVersion, "net file version 2 (this engine reads version 1)");
        byte[] wide = NetworkFile.toBytes(NETWORK);
        wide[17] = 0x7F; // width 0x7F08: beyond the widest
        assertMessage(wide, "net file has hidden width 32520 (expected 1 .. 1024)");
    }

    private static void assertMessage(byte[] bytes, String expected) {
        assertEquals(expected, assertThrows(IllegalArgumentException.class, () -> NetworkFile.fromBytes(bytes)).getMessage());
    }
}
