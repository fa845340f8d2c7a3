package org.zwang.bridge.spark;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.net.Socket;
import java.net.URI;
import java.net.URISyntaxException;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;
import org.zwang.bridge.model.Tokens;

/**
 * Runs a {@link DdTableJob} in a Spark session of its own, for the command line, and turns what can
 * go wrong into one-line exceptions: {@link IllegalArgumentException} for bad input (a master that
 * cannot be parsed or reached, an existing output, a file of binary data), {@link UncheckedIOException}
 * for a file that cannot be read or written, {@link OutOfMemoryError}, {@link CancellationException}
 * after {@link #stop()}, and {@link JobFailedException} for the rest. Nothing in its signatures is a
 * Spark type, so a caller compiles without Spark; it must still check that Spark can be loaded
 * before it touches this class (the JVM may load Spark classes to verify it).
 */
public final class SparkTables {

    /** The application name in Spark's UI and a cluster's job list. */
    public static final String APP_NAME = "zwang dds spark";

    /** The default wait for a {@code spark://} master to take the application, seconds. */
    public static final int DEFAULT_MASTER_TIMEOUT_SECONDS = 60;

    /** How long a master's port may take to accept a connection, milliseconds. */
    private static final int CONNECT_TIMEOUT_MILLIS = 10_000;

    /** The longest Spark message quoted in an error. */
    private static final int MAX_MESSAGE = 300;

    private final String master;
    private final boolean consoleProgress;
    private final int masterTimeoutSeconds;
    private final Consumer<String> notes;
    private final CompletableFuture<Void> stopped = new CompletableFuture<>();
    private volatile SparkSession session;

    /**
     * @param master               the master URL; null: spark-submit's, else {@code local[*]}
     * @param consoleProgress      draw Spark's progress bar on stderr
     * @param masterTimeoutSeconds how long to wait for a {@code spark://} master to take the application
     * @param notes                receives one-line notes for the user (where the UI is)
     */
    public SparkTables(String master, boolean consoleProgress, int masterTimeoutSeconds, Consumer<String> notes) {
        this.master = master;
        this.consoleProgress = consoleProgress;
        this.masterTimeoutSeconds = masterTimeoutSeconds;
        this.notes = notes;
    }

    /** The failure of a Spark job for a reason that is neither bad input nor memory, in one line. */
    public static final class JobFailedException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        JobFailedException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** True when spark-submit (or a spark-defaults file it read) chose the master. */
    public static boolean masterFromSparkSubmit() {
        return System.getProperty("spark.master") != null;
    }

    /** Runs the job and stops the session; the exceptions are those of the class comment. */
    public TableJobSummary run(TableJobSpec spec) {
        SparkSession spark = start();
        try {
            if (spark.sparkContext().uiWebUrl().isDefined()) {
                notes.accept("Spark UI at " + spark.sparkContext().uiWebUrl().get() + " (master "
                        + spark.sparkContext().master() + ")");
            }
            return DdTableJob.run(spark, spec);
        } catch (Exception e) { // SparkException is a checked exception that Scala methods throw undeclared
            throw stopped.isDone() ? new CancellationException("stopped") : oneLine(e);
        } finally {
            session = null;
            spark.stop();
        }
    }

    /** Stops the job (Ctrl-C): ends the wait for a master at once and cancels the running Spark jobs. */
    public void stop() {
        stopped.complete(null);
        SparkSession spark = session;
        if (spark != null) {
            try {
                spark.sparkContext().cancelAllJobs();
            } catch (RuntimeException e) {
                // the context is stopping already (Spark's own shutdown hook)
            }
        }
    }

    /**
     * Starts the session. A {@code spark://} master must accept a connection at once (so a wrong or
     * dead address fails in a moment, not after Spark's three 20-second registration attempts) and
     * take the application within the master timeout.
     */
    private SparkSession start() {
        SparkSession.Builder builder = SparkSession.builder().appName(APP_NAME)
                .config("spark.ui.showConsoleProgress", String.valueOf(consoleProgress));
        String chosen = master;
        if (master != null) {
            builder.master(master);
        } else if (new SparkConf().contains("spark.master")) {
            chosen = new SparkConf().get("spark.master");
        } else {
            chosen = "local[*]";
            builder.master(chosen);
        }
        boolean standalone = chosen.startsWith("spark://");
        if (chosen.startsWith("local")) {
            // One process on this machine: nothing needs the network. The driver talks to itself on
            // loopback, and the web UI (which Spark binds to every interface of the machine, port
            // 4040, for anyone on the network to see) is not started.
            builder.config("spark.driver.host", "127.0.0.1").config("spark.driver.bindAddress", "127.0.0.1")
                    .config("spark.ui.enabled", "false");
        } else if (!masterFromSparkSubmit()) {
            // The executors of a cluster need the job's classes: ship this jar (spark-submit ships its
            // application jar itself).
            builder.config("spark.jars", withApplicationJar(chosen, new SparkConf().get("spark.jars", "")));
        }
        if (standalone) {
            probe(chosen);
        }
        CompletableFuture<SparkSession> starting = CompletableFuture.supplyAsync(builder::getOrCreate,
                command -> {
                    Thread thread = new Thread(command, "zwang-spark-start");
                    thread.setDaemon(true);
                    thread.start();
                });
        try {
            CompletableFuture<Object> first = CompletableFuture.anyOf(starting, stopped);
            if (standalone) {
                first.get(masterTimeoutSeconds, TimeUnit.SECONDS);
            } else {
                first.get();
            }
            if (stopped.isDone()) {
                throw new CancellationException("stopped");
            }
            SparkSession started = starting.get();
            if (stopped.isDone()) { // stop() came in between: the finally block stops the session
                throw new CancellationException("stopped");
            }
            session = started;
            return started;
        } catch (TimeoutException e) {
            throw new IllegalArgumentException("the Spark master at " + Tokens.quote(chosen) + " did not take the "
                    + "application within " + masterTimeoutSeconds + " s (is it a Spark 4 master with a free worker? "
                    + "--master-timeout sets the wait)");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new IllegalArgumentException("cannot start Spark with master " + Tokens.quote(chosen) + ": "
                    + shortMessage(root(cause)), cause);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted");
        } finally {
            if (session == null) {
                starting.thenAccept(SparkSession::stop); // abandoned: stop it if it ever starts
            }
        }
    }

    /** Refuses a {@code spark://} master none of whose addresses accepts a connection. */
    private static void probe(String url) {
        List<String> problems = new ArrayList<>();
        for (String hostPort : url.substring("spark://".length()).split(",")) {
            URI address;
            try {
                address = new URI("spark://" + hostPort);
            } catch (URISyntaxException e) {
                return; // Spark's own parsing says what is wrong with it
            }
            if (address.getHost() == null || address.getPort() < 0) {
                return;
            }
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress(address.getHost(), address.getPort()), CONNECT_TIMEOUT_MILLIS);
                return;
            } catch (IOException e) {
                String reason = e.getMessage() != null ? e.getMessage().toLowerCase(Locale.ROOT)
                        : e.getClass().getSimpleName();
                problems.add(hostPort + ": " + (e instanceof UnknownHostException ? "unknown host " + reason : reason));
            }
        }
        throw new IllegalArgumentException("no Spark master answers at " + Tokens.quote(url) + " ("
                + String.join("; ", problems) + ")");
    }

    /** {@code spark.jars} with the jar this class was loaded from added. */
    private static String withApplicationJar(String master, String jars) {
        CodeSource source = SparkTables.class.getProtectionDomain().getCodeSource();
        File jar = null;
        try {
            jar = source == null ? null : new File(source.getLocation().toURI());
        } catch (URISyntaxException | IllegalArgumentException e) {
            jar = null;
        }
        if (jar == null || !jar.isFile()) {
            throw new IllegalArgumentException("cannot run on the cluster at " + Tokens.quote(master) + ": the job's "
                    + "classes are not in a jar (" + (source == null ? "unknown" : source.getLocation()) + "); run "
                    + "zwang.jar, as bin/zwang does, or use spark-submit");
        }
        String path = jar.getAbsolutePath();
        return jars.isEmpty() ? path : Arrays.asList(jars.split(",")).contains(path) ? jars : jars + "," + path;
    }

    /** A failure of the job as one of the one-line exceptions of the class comment. */
    private static RuntimeException oneLine(Exception e) {
        if (e instanceof IllegalArgumentException || e instanceof UncheckedIOException
                || e instanceof CancellationException) {
            return (RuntimeException) e;
        }
        Throwable root = root(e);
        if (root instanceof OutOfMemoryError) {
            throw (OutOfMemoryError) root;
        }
        if (root instanceof IllegalArgumentException) {
            return new IllegalArgumentException(shortMessage(root), e);
        }
        if (root instanceof IOException) {
            return new UncheckedIOException(new IOException(shortMessage(root), e));
        }
        return new JobFailedException(root == e ? shortMessage(e) : shortMessage(root), e);
    }

    private static Throwable root(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root;
    }

    /** The first line of the message (class name added when it is not an exception of ours), shortened. */
    private static String shortMessage(Throwable e) {
        String message = e instanceof IllegalArgumentException || e instanceof IOException ? StagedOutput.firstLine(e)
                : e.getClass().getSimpleName() + ": " + StagedOutput.firstLine(e);
        return message.length() <= MAX_MESSAGE ? message : message.substring(0, MAX_MESSAGE) + "...";
    }
}
