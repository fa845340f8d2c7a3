package org.zwang.cli;

import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.zwang.bridge.io.BoundedLineReader;

/**
 * The files a user names on the command line, and the one line that says when one cannot be read or
 * written: the file and the real reason, as the system gave it ("cannot read deals.pbn: permission
 * denied", "cannot write out/nodes.svg: no such file or directory", "cannot read games: is a
 * directory") — never a bare "no such file" for a file that is there but cannot be opened, and never
 * a reason without the file. An output file is opened before the work starts, so a bad path fails at
 * once instead of after a long run.
 */
public final class UserFiles {

    private UserFiles() {
    }

    /**
     * The lines of a text file, each at most {@link BoundedLineReader#MAX_LINE_BYTES} (a longer one is
     * refused by its line number without being read whole; errors name the file by its name).
     */
    public static List<String> readLines(Path file) {
        Path fileName = file.getFileName();
        try (InputStream in = Files.newInputStream(file)) {
            return BoundedLineReader.readAll(in, fileName == null ? file.toString() : fileName.toString());
        } catch (IOException e) {
            throw cannotRead(file, e);
        }
    }

    /**
     * Standard input, for a command that reads it ({@code --file -}, {@code dds stdio}).
     *
     * @throws UserInputException "cannot read standard input: it is closed" when the shell closed it
     *     ({@code <&-})
     */
    public static InputStream standardInput() {
        if (standardInputIsClosed()) {
            throw new UserInputException("cannot read standard input: it is closed");
        }
        return System.in;
    }

    /**
     * True when descriptor 0 was closed when the JVM started. The JVM then opens its own files into
     * that descriptor first (its module image or class-data archive, the jar, the launcher's start-up
     * cache), and {@link System#in} would read them as input; Linux shows what the descriptor holds in
     * {@code /proc/self/fd/0}. Elsewhere it cannot be told, and the answer is false.
     */
    static boolean standardInputIsClosed() {
        Path target;
        try {
            target = Files.readSymbolicLink(Path.of("/proc/self/fd/0"));
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false;
        }
        List<Path> ownFiles = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
            ownFiles.add(Path.of(entry));
        }
        for (String option : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (option.startsWith("-XX:SharedArchiveFile=") || option.startsWith("-XX:AOTCache=")) {
                ownFiles.add(Path.of(option.substring(option.indexOf('=') + 1)));
            }
        }
        try {
            if (target.startsWith(Path.of(System.getProperty("java.home")).toRealPath())) {
                return true;
            }
            for (Path file : ownFiles) {
                if (Files.exists(file) && Files.isSameFile(file, target)) {
                    return true;
                }
            }
        } catch (IOException | java.nio.file.InvalidPathException e) {
            return false;
        }
        return false;
    }

    /** {@code file} created or emptied, and opened to write (before the work that fills it). */
    public static OutputStream openToWrite(Path file) {
        try {
            return Files.newOutputStream(file);
        } catch (IOException e) {
            throw cannotWrite(file, e);
        }
    }

    /** {@code file} opened to append to (created when missing). */
    public static OutputStream openToAppend(Path file) {
        try {
            return Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw cannotWrite(file, e);
        }
    }

    /**
     * Writes {@code lines} to {@code file}, or to {@code stdout} when it is null (a command's
     * {@code --output}, stdout by default); a write that fails is an error.
     */
    public static void writeLines(List<String> lines, Path file, PrintWriter stdout) throws IOException {
        if (file == null) {
            lines.forEach(stdout::println);
            stdout.flush();
            if (stdout.checkError()) {
                throw new IOException("could not write the output (stdout closed or the disk full)");
            }
            return;
        }
        try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (String line : lines) {
                writer.write(line);
                writer.write('\n');
            }
        }
    }

    /** {@code cannot read FILE: reason}, as bad input (exit code 2). */
    public static UserInputException cannotRead(Object file, IOException e) {
        return new UserInputException("cannot read " + file + ": " + reason(e));
    }

    /** {@code cannot write FILE: reason}, as bad input (exit code 2). */
    public static UserInputException cannotWrite(Object file, IOException e) {
        return new UserInputException("cannot write " + file + ": " + reason(e));
    }

    /**
     * Why an operation on a file failed, in lower case: "no such file or directory", "permission
     * denied", "is a directory", "not a directory", "no space left on device", ...
     */
    public static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        String reason = e instanceof FileSystemException && ((FileSystemException) e).getReason() != null
                ? ((FileSystemException) e).getReason() : e.getMessage();
        if (e instanceof FileNotFoundException && reason != null && reason.endsWith(")") && reason.contains(" (")) {
            reason = reason.substring(reason.lastIndexOf(" (") + 2, reason.length() - 1); // "path (reason)"
        }
        if (reason == null || reason.isBlank()) {
            return e.getClass().getSimpleName();
        }
        return reason.substring(0, 1).toLowerCase(Locale.ROOT) + reason.substring(1);
    }
}
