package org.zwang.bridge.spark;

import java.util.function.Consumer;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;

/**
 * Runs a {@link DdTableJob} in a Spark session of its own, for the command line. Nothing in its
 * signatures is a Spark type, so a caller compiles without Spark; it must still check that Spark
 * can be loaded before it touches this class (the JVM may load Spark classes to verify it).
 */
public final class SparkTables {

    /** The application name in Spark's UI and a cluster's job list. */
    public static final String APP_NAME = "zwang dds spark";

    private SparkTables() {
    }

    /** True when spark-submit (or a spark-defaults file it read) chose the master. */
    public static boolean masterFromSparkSubmit() {
        return System.getProperty("spark.master") != null;
    }

    /**
     * Runs the job and stops the session.
     *
     * @param master          the master URL; null: spark-submit's, else {@code local[*]}
     * @param consoleProgress draw Spark's progress bar on stderr
     * @param notes           receives one-line notes for the user (where the UI is)
     */
    public static TableJobSummary run(TableJobSpec spec, String master, boolean consoleProgress, Consumer<String> notes) {
        SparkSession.Builder builder = SparkSession.builder().appName(APP_NAME)
                .config("spark.ui.showConsoleProgress", String.valueOf(consoleProgress));
        String chosen = master;
        if (master != null) {
            builder.master(master);
        } else if (!new SparkConf().contains("spark.master")) {
            chosen = "local[*]";
            builder.master(chosen);
        }
        if (chosen != null && chosen.startsWith("local")) {
            // One process on this machine: nothing needs the network. The driver talks to itself on
            // loopback, and the web UI (which Spark binds to every interface of the machine, port
            // 4040, for anyone on the network to see) is not started.
            builder.config("spark.driver.host", "127.0.0.1").config("spark.driver.bindAddress", "127.0.0.1")
                    .config("spark.ui.enabled", "false");
        }
        SparkSession spark = builder.getOrCreate();
        try {
            if (spark.sparkContext().uiWebUrl().isDefined()) {
                notes.accept("Spark UI at " + spark.sparkContext().uiWebUrl().get() + " (master "
                        + spark.sparkContext().master() + ")");
            }
            return DdTableJob.run(spark, spec);
        } finally {
            spark.stop();
        }
    }
}
