package org.zwang.duck.nnue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.CRC32;

/**
 * The net file format, so that a trained {@link Network} can be written, shipped and given to the
 * engine ({@code EvalFile}); all numbers little-endian:
 *
 * <pre>
 * offset  size          field
 *      0  8             magic "ZWDUCKNN"
 *      8  4  int32      version (1)
 *     12  4  int32      inputs (768)
 *     16  4  int32      hidden width W (1 .. 1024)
 *     20  4  int32      QA (255), the first layer's scale
 *     24  4  int32      QB (512), the output weights' scale
 *     28  4  int32      centipawns per output unit (400)
 *     32  2 x 768 W     int16 first-layer weights, [feature * W + neuron]
 *         2 x W         int16 first-layer biases
 *         2 x 2 W       int16 output weights (side to move's half first), each within ±2048
 *         4  int32      output bias (scale QA x QB)
 *         4  int32      CRC-32 of every byte before it
 * </pre>
 *
 * A file is {@code 40 + 1542 W} bytes (197,416 at W = 128). Reading is bounded: a file is refused
 * before its weights are read when its header is foreign, its sizes are not this format's or its
 * length is not the one its header implies, each with one message that says which.
 */
public final class NetworkFile {

    /** The first bytes of every net file. */
    public static final byte[] MAGIC = "ZWDUCKNN".getBytes(StandardCharsets.US_ASCII);
    public static final int VERSION = 1;
    private static final int HEADER_BYTES = 32;
    /** The largest file the format allows (the widest network): {@value} bytes. */
    public static final int MAX_BYTES = 40 + 1542 * Network.MAX_WIDTH;

    private NetworkFile() {
    }

    /** The file's size for a network of {@code width} hidden neurons. */
    public static long size(int width) {
        return 40 + 1542L * width;
    }

    /** Whether {@code bytes} begin with the net file's magic (the rest may still be damaged). */
    public static boolean hasMagic(byte[] bytes) {
        return bytes.length >= MAGIC.length && Arrays.equals(bytes, 0, MAGIC.length, MAGIC, 0, MAGIC.length);
    }

    /** {@code network} as a net file. */
    public static byte[] toBytes(Network network) {
        int width = network.width();
        ByteBuffer out = ByteBuffer.allocate((int) size(width)).order(ByteOrder.LITTLE_ENDIAN);
        out.put(MAGIC).putInt(VERSION).putInt(Network.INPUTS).putInt(width).putInt(Network.QA).putInt(Network.QB)
                .putInt(Network.EVAL_SCALE);
        for (short w : network.inputWeights) {
            out.putShort(w);
        }
        for (short b : network.inputBias) {
            out.putShort(b);
        }
        for (short w : network.outputWeights) {
            out.putShort(w);
        }
        out.putInt(network.outputBias);
        out.putInt(crc(out.array(), out.position()));
        return out.array();
    }

    /**
     * The network in {@code bytes}.
     *
     * @throws IllegalArgumentException with one message saying why it is not a usable net file:
     *     foreign (no magic), another version, sizes or scales not this engine's, truncated or too
     *     long for its header, a checksum that does not match (damaged), or weights out of range
     */
    public static Network fromBytes(byte[] bytes) {
        if (!hasMagic(bytes)) {
            throw new IllegalArgumentException("not a net file (it does not begin with ZWDUCKNN)");
        }
        if (bytes.length < HEADER_BYTES) {
            throw new IllegalArgumentException("truncated net file: " + bytes.length + " bytes, shorter than its header");
        }
        ByteBuffer in = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        in.position(MAGIC.length);
        int version = in.getInt();
        if (version != VERSION) {
            throw new IllegalArgumentException("net file version " + version + " (this engine reads version " + VERSION + ")");
        }
        int inputs = in.getInt();
        int width = in.getInt();
        int qa = in.getInt();
        int qb = in.getInt();
        int scale = in.getInt();
        if (inputs != Network.INPUTS) {
            throw new IllegalArgumentException("net file has " + inputs + " inputs (expected " + Network.INPUTS + ")");
        }
        if (width < 1 || width > Network.MAX_WIDTH) {
            throw new IllegalArgumentException("net file has hidden width " + width + " (expected 1 .. "
                    + Network.MAX_WIDTH + ")");
        }
        if (qa != Network.QA || qb != Network.QB || scale != Network.EVAL_SCALE) {
            throw new IllegalArgumentException("net file has scales " + qa + "/" + qb + "/" + scale + " (expected "
                    + Network.QA + "/" + Network.QB + "/" + Network.EVAL_SCALE + ")");
        }
        long expected = size(width);
        if (bytes.length != expected) {
            throw new IllegalArgumentException((bytes.length < expected ? "truncated" : "oversized") + " net file: "
                    + bytes.length + " bytes, but a net of width " + width + " has " + expected);
        }
        int stored = ByteBuffer.wrap(bytes, bytes.length - 4, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
        if (stored != crc(bytes, bytes.length - 4)) {
            throw new IllegalArgumentException("damaged net file: its checksum does not match its contents");
        }
        short[] inputWeights = new short[Network.INPUTS * width];
        short[] inputBias = new short[width];
        short[] outputWeights = new short[2 * width];
        in.asShortBuffer().get(inputWeights).get(inputBias).get(outputWeights);
        in.position(HEADER_BYTES + 2 * (inputWeights.length + inputBias.length + outputWeights.length));
        int outputBias = in.getInt();
        return new Network(width, inputWeights, inputBias, outputWeights, outputBias);
    }

    /**
     * The network read from {@code in} (a file or a resource), at most {@link #MAX_BYTES} bytes of it.
     *
     * @throws IllegalArgumentException as {@link #fromBytes}, or when the stream is longer than any net file
     */
    public static Network read(InputStream in) throws IOException {
        byte[] bytes = in.readNBytes(MAX_BYTES + 1);
        if (bytes.length > MAX_BYTES) {
            throw new IllegalArgumentException("oversized net file: more than " + MAX_BYTES + " bytes, the most a net"
                    + " file of width " + Network.MAX_WIDTH + " has");
        }
        return fromBytes(bytes);
    }

    private static int crc(byte[] bytes, int length) {
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, length);
        return (int) crc.getValue();
    }
}
