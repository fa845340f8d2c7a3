package org.zwang.bridge.spark;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;

/**
 * An output folder of the job, written whole or not at all. The job writes into a hidden staging
 * folder beside it ({@code .NAME.zwang-staging-HEX}: a name starting with '.', which Spark, Hadoop
 * and this job's own input listing skip) and renames it to its name once every part is written, so
 * a run that fails or is stopped (Ctrl-C) leaves no half-written output to refuse the next run, and
 * {@code --overwrite} keeps the old output until the new one is complete. The staging folder is
 * made on the driver before any task runs, so an output that cannot be written is refused at once,
 * with the reason, not after the solving.
 */
final class StagedOutput {

    private final String folder;
    private final Path target;
    private final Path staging;
    private final boolean overwrite;
    private final FileSystem fs;
    private boolean finished;

    private StagedOutput(String folder, Path target, Path staging, boolean overwrite, FileSystem fs) {
        this.folder = folder;
        this.target = target;
        this.staging = staging;
        this.overwrite = overwrite;
        this.fs = fs;
    }

    /**
     * The output {@code folder}, checked but not begun: refused if it exists unless {@code overwrite}.
     *
     * @throws IllegalArgumentException when the folder exists (or is a file system's root)
     */
    static StagedOutput of(Configuration hadoop, String folder, boolean overwrite) {
        Path target = new Path(folder);
        if (target.getParent() == null) {
            throw new IllegalArgumentException("cannot write to " + folder + ", a file system's root: give a folder "
                    + "inside it");
        }
        try {
            FileSystem fs = target.getFileSystem(hadoop);
            if (!overwrite && fs.exists(target)) {
                throw new IllegalArgumentException(folder + " exists: give another --out, or --overwrite to replace "
                        + "it");
            }
            String name = "." + target.getName() + ".zwang-staging-"
                    + Long.toHexString(ThreadLocalRandom.current().nextLong() & Long.MAX_VALUE);
            return new StagedOutput(folder, target, new Path(target.getParent(), name), overwrite, fs);
        } catch (IOException e) {
            throw new UncheckedIOException(new IOException("cannot check " + folder + ": " + firstLine(e), e));
        }
    }

    /** Makes the staging folder; an output that cannot be written fails here, naming the real reason. */
    void begin() {
        String problem;
        IOException cause = null;
        try {
            if (fs instanceof LocalFileSystem) {
                File local = ((LocalFileSystem) fs).pathToFile(staging);
                try {
                    Files.createDirectories(local.toPath());
                    return;
                } catch (IOException e) {
                    cause = e;
                    problem = "cannot make a folder in " + local.getParent() + " (" + reason(e) + ")";
                }
            } else if (fs.mkdirs(staging)) {
                return;
            } else {
                problem = "cannot make a folder in " + staging.getParent();
            }
        } catch (IOException e) {
            cause = e;
            problem = firstLine(e);
        }
        throw new UncheckedIOException(new IOException("cannot write " + folder + ": " + problem, cause));
    }

    /** Where Spark writes the parts (the staging folder; Spark may delete and remake it). */
    String staging() {
        return staging.toString();
    }

    /** Renames the staging folder to the output's name (replacing an old output when overwriting). */
    void commit() {
        try {
            if (fs.exists(target)) {
                if (!overwrite) {
                    finished = true; // kept for the user, as the message says
                    throw new IllegalArgumentException(folder + " appeared while the job ran: the output is left in "
                            + staging);
                }
                fs.delete(target, true);
            }
            if (!fs.rename(staging, target)) {
                throw new IOException("cannot rename " + staging + " to " + folder);
            }
            finished = true;
        } catch (IOException e) {
            throw new UncheckedIOException(new IOException("cannot write " + folder + ": " + firstLine(e), e));
        }
    }

    /** Removes the staging folder unless it was committed (after a failure or a stop; never throws). */
    void discard() {
        if (finished) {
            return;
        }
        finished = true;
        try {
            fs.delete(staging, true);
        } catch (IOException | RuntimeException e) {
            // The file system is closing (the JVM is stopping): the hidden folder stays, and blocks nothing.
        }
    }

    /** The real reason a local folder could not be made, in a few words. */
    private static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileAlreadyExistsException) {
            return ((FileAlreadyExistsException) e).getFile() + " is a file";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof FileSystemException && ((FileSystemException) e).getReason() != null) {
            return ((FileSystemException) e).getReason().toLowerCase(Locale.ROOT);
        }
        return firstLine(e);
    }

    /** The first line of an exception's message (Hadoop's may hold more). */
    static String firstLine(Throwable e) {
        String message = e.getMessage() != null ? e.getMessage() : e.toString();
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }
}
