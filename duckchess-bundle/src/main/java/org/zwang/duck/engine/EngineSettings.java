package org.zwang.duck.engine;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.zwang.duck.eval.Evaluation;
import org.zwang.duck.eval.EvaluationWeights;
import org.zwang.duck.nnue.DefaultNetwork;
import org.zwang.duck.nnue.Network;
import org.zwang.duck.nnue.NetworkFile;
import org.zwang.duck.search.Quiescence;

/**
 * The engine's options and their current values, as Stockfish keeps its {@code ucioption} apart from
 * the engine: the names, defaults and ranges the front-ends announce ({@link #options}), and the
 * parsing and checking of a new value ({@link #set}), with one clear error per bad value. What a
 * change sets in motion (a new table, new searches) is {@link ZwangEngine}'s.
 */
final class EngineSettings {

    static final String HASH = EngineOption.HASH;
    static final String CLEAR_HASH = EngineOption.CLEAR_HASH;
    static final String THREADS = EngineOption.THREADS;
    static final String MULTI_PV = EngineOption.MULTI_PV;
    static final String SKILL_LEVEL = EngineOption.SKILL_LEVEL;
    static final String SEARCH = "Search";
    static final String QUIESCENCE = "Quiescence";
    /** A weights file for the evaluation ({@code zwang duck tune fit} writes them) or a net file; empty: the engine's own. */
    static final String EVAL_FILE = "EvalFile";
    /** Which evaluation: {@link #LINEAR} (the tuned weights) or {@link #NETWORK}. */
    static final String EVAL = "Eval";
    static final String LINEAR = "linear";
    static final String NETWORK = "network";
    private static final List<String> EVAL_CHOICES = List.of(LINEAR, NETWORK);
    static final String AUTO = "auto";
    static final String WITH_DUCK = "with-duck";
    static final String IGNORING_DUCK = "ignoring-duck";
    static final String OFF = "off";
    private static final List<String> QUIESCENCE_CHOICES = List.of(AUTO, WITH_DUCK, IGNORING_DUCK, OFF);

    private static final int DEFAULT_HASH_MB = 64;
    private static final int MAX_HASH_MB = 4096;
    /**
     * The most threads offered (UCI {@code Threads}, CECP {@code cores}): the processors this machine
     * has. More threads than processors only take turns on them (64 threads on 2 cores made the
     * engine slow to answer a ping).
     */
    static final int MAX_THREADS = Runtime.getRuntime().availableProcessors();
    /**
     * The longest {@code EvalFile} read: 2 MB, above the widest net file ({@link NetworkFile#MAX_BYTES},
     * 1.6 MB; a net of width 128 has 197 kB) and far above a weights file (about 1.5 kB).
     */
    static final int MAX_EVAL_FILE_BYTES = 2 << 20;
    /** The most lines offered (UCI {@code MultiPV}). */
    static final int MAX_MULTI_PV = 500;

    /** The largest {@code Hash} this heap allows ({@link #maxHashMegabytes(long)}). */
    final int maxHashMegabytes;
    int hashMegabytes;
    int threads = 1;
    int multiPv = 1;
    final SkillLevel skill = new SkillLevel();
    /** The Duck Chess search: one of {@link SearchKind#DUCK_CHOICES}. */
    SearchKind searchKind = SearchKind.BUNDLE;
    /** One of {@link #QUIESCENCE_CHOICES}. */
    String quiescence = AUTO;
    /** The evaluation's weights: the engine's, or those of the {@link #EVAL_FILE}. */
    EvaluationWeights weights = EvaluationWeights.DEFAULT;
    /** {@link #LINEAR} or {@link #NETWORK}. */
    String eval = LINEAR;
    /** The net of the {@link #EVAL_FILE}, or the built-in one ({@link DefaultNetwork}); null when there is neither. */
    Network network = DefaultNetwork.get();
    /** Where {@link #network} came from: the file's name, "built-in", or "none". */
    String networkSource = DefaultNetwork.get() == null ? "none" : DefaultNetwork.NAME;

    /** The defaults for a heap of {@code heapBytes}. */
    EngineSettings(long heapBytes) {
        maxHashMegabytes = maxHashMegabytes(heapBytes);
        hashMegabytes = Math.min(DEFAULT_HASH_MB, maxHashMegabytes);
    }

    /**
     * The largest {@code Hash} offered for a heap of {@code heapBytes}: a quarter of the heap, at
     * most {@value #MAX_HASH_MB} MB. A table is one array, for which the collector must find
     * contiguous room; with a quarter, a new table fits beside the old one while it replaces it,
     * so a resize never waits for a full collection (docs/PERFORMANCE.md has what half the heap cost), and
     * the rest is left to the searches' own arrays and the protocol front end.
     */
    static int maxHashMegabytes(long heapBytes) {
        return (int) Math.max(1, Math.min(MAX_HASH_MB, (heapBytes / 4) >> 20));
    }

    /** The options as the front-ends announce them. */
    List<EngineOption> options() {
        return List.of(
                EngineOption.spin(HASH, Math.min(DEFAULT_HASH_MB, maxHashMegabytes), 1, maxHashMegabytes),
                EngineOption.button(CLEAR_HASH),
                EngineOption.spin(THREADS, 1, 1, MAX_THREADS),
                EngineOption.spin(MULTI_PV, 1, 1, MAX_MULTI_PV),
                EngineOption.spin(SKILL_LEVEL, SkillLevel.MAX, 0, SkillLevel.MAX),
                EngineOption.combo(SEARCH, SearchKind.BUNDLE.id, searchChoices()),
                EngineOption.combo(QUIESCENCE, AUTO, QUIESCENCE_CHOICES),
                EngineOption.combo(EVAL, LINEAR, EVAL_CHOICES),
                EngineOption.string(EVAL_FILE, ""));
    }

    /**
     * Sets option {@code name} (any case) to {@code value}; true when it is the {@code Clear Hash}
     * button, which the engine answers by forgetting. A bad name or value is an
     * {@link IllegalArgumentException} naming it and what is expected; nothing changes then.
     */
    boolean set(String name, String value) {
        String text = value == null ? "" : value.trim();
        switch (name == null ? "" : name.trim().toLowerCase(Locale.ROOT)) {
            case "hash":
                hashMegabytes = spin(HASH, text, 1, maxHashMegabytes, " MB, the most that fits the Java heap");
                return false;
            case "clear hash":
                return true;
            case "threads":
                threads = spin(THREADS, text, 1, MAX_THREADS, "");
                return false;
            case "multipv":
                multiPv = spin(MULTI_PV, text, 1, MAX_MULTI_PV, "");
                return false;
            case "skill level":
                skill.setLevel(spin(SKILL_LEVEL, text, 0, SkillLevel.MAX, ""));
                return false;
            case "search":
                searchKind = SearchKind.ofId(choice(SEARCH, text, searchChoices()));
                return false;
            case "quiescence":
                quiescence = choice(QUIESCENCE, text, QUIESCENCE_CHOICES);
                return false;
            case "eval":
                String chosen = choice(EVAL, text, EVAL_CHOICES);
                if (chosen.equals(NETWORK) && network == null) {
                    throw new IllegalArgumentException("option " + EVAL + " " + NETWORK + " needs a net: set " + EVAL_FILE
                            + " to a net file first (this build has no built-in net)");
                }
                eval = chosen;
                return false;
            case "evalfile":
                if (text.isEmpty() || text.equals("<empty>")) {
                    weights = EvaluationWeights.DEFAULT;
                    network = DefaultNetwork.get();
                    networkSource = network == null ? "none" : DefaultNetwork.NAME;
                    if (network == null) {
                        eval = LINEAR;
                    }
                } else {
                    readEvalFile(text);
                }
                return false;
            default:
                throw new IllegalArgumentException("unknown option '" + name + "' (options: " + HASH + ", "
                        + CLEAR_HASH + ", " + THREADS + ", " + MULTI_PV + ", " + SKILL_LEVEL + ", " + SEARCH + ", "
                        + QUIESCENCE + ", " + EVAL + ", " + EVAL_FILE + ")");
        }
    }

    private static List<String> searchChoices() {
        return SearchKind.DUCK_CHOICES.stream().map(kind -> kind.id).collect(Collectors.toList());
    }

    /**
     * The quiescence of a search kind. {@code auto}: with the duck for the bundle search and standard
     * chess; ignoring the duck for the explicit search, whose quiescence with the duck costs ~40^k
     * for capture sequences of length k (see {@link Quiescence}).
     */
    Quiescence quiescenceFor(SearchKind kind) {
        switch (quiescence) {
            case WITH_DUCK:
                return Quiescence.WITH_DUCK;
            case IGNORING_DUCK:
                return Quiescence.IGNORING_DUCK;
            case OFF:
                return Quiescence.NONE;
            default:
                return kind == SearchKind.EXPLICIT ? Quiescence.IGNORING_DUCK : Quiescence.WITH_DUCK;
        }
    }

    /**
     * Reads file {@code name}: a net file (it begins with the net file's magic, {@link NetworkFile})
     * becomes {@link #network}, anything else is read as weights, checked to make an evaluation; one
     * clear error otherwise, and nothing changes then. Only a regular file of at most
     * {@value #MAX_EVAL_FILE_BYTES} bytes is read (a weights file has about 70 lines, 1.5 kB; a net of
     * width 128, 197 kB): a named pipe would block the engine's thread until something writes to it,
     * and a device such as {@code /dev/zero} never ends, so neither is opened; a longer file is
     * refused having read no more than the bound.
     */
    private void readEvalFile(String name) {
        String shown = name.length() > 200 ? name.substring(0, 200) + "..." : name;
        byte[] bytes;
        try {
            bytes = boundedBytes(Path.of(name));
        } catch (IOException | InvalidPathException e) {
            throw new IllegalArgumentException("cannot read " + EVAL_FILE + " '" + shown + "': " + reason(e));
        }
        if (NetworkFile.hasMagic(bytes)) {
            try {
                network = NetworkFile.fromBytes(bytes);
                networkSource = shown;
                return;
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(EVAL_FILE + " '" + shown + "': " + e.getMessage());
            }
        }
        List<String> lines;
        try {
            lines = textLines(bytes);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + EVAL_FILE + " '" + shown + "': " + reason(e));
        }
        try {
            EvaluationWeights read = EvaluationWeights.parse(lines);
            new Evaluation(read); // a piece-square value out of range is refused here, not in the search
            weights = read;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(EVAL_FILE + " '" + shown + "': " + e.getMessage());
        }
    }

    /** The bytes of {@code file}, a regular file of at most {@link #MAX_EVAL_FILE_BYTES}. */
    private static byte[] boundedBytes(Path file) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class); // through links
        if (attributes.isDirectory()) {
            throw new IOException("it is a directory, not a weights or net file");
        }
        if (!attributes.isRegularFile()) {
            throw new IOException("it is a named pipe, a device or a socket, not a regular file");
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_EVAL_FILE_BYTES + 1);
        }
        if (bytes.length > MAX_EVAL_FILE_BYTES) {
            throw new IOException("larger than " + (MAX_EVAL_FILE_BYTES >> 20) + " MB, the most a weights or net file"
                    + " may have (a weights file has about 1.5 kB, a net of width 128 197 kB)");
        }
        return bytes;
    }

    /** The lines of {@code bytes}, UTF-8 text. */
    private static List<String> textLines(byte[] bytes) throws IOException {
        try {
            CharBuffer text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            // split, not String.lines(): the WebAssembly build's class library has no lines()
            return Arrays.asList(text.toString().split("\r\n|\r|\n", -1));
        } catch (CharacterCodingException e) {
            throw new IOException("not a text file (it is not UTF-8) and not a net file", e);
        }
    }

    private static String reason(Exception e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException && ((FileSystemException) e).getReason() != null) {
            return ((FileSystemException) e).getReason().toLowerCase(Locale.ROOT); // without the name, said already
        }
        return e.getMessage();
    }

    private static int spin(String option, String text, int min, int max, String unit) {
        long value;
        try {
            value = Long.parseLong(text);
        } catch (NumberFormatException e) {
            value = Long.MIN_VALUE;
        }
        if (value < min || value > max) {
            throw new IllegalArgumentException("bad value '" + text + "' for option " + option + " (expected " + min
                    + " .. " + max + unit + ")");
        }
        return (int) value;
    }

    private static String choice(String option, String text, List<String> choices) {
        String chosen = text.toLowerCase(Locale.ROOT);
        if (!choices.contains(chosen)) {
            String expected = choices.size() == 2 ? choices.get(0) + " or " + choices.get(1) : String.join(", ", choices);
            throw new IllegalArgumentException("bad value '" + text + "' for option " + option + " (expected "
                    + expected + ")");
        }
        return chosen;
    }
}
