package org.zwang.bridge.spark;

import org.apache.spark.sql.SparkSession;

/**
 * The one local Spark of the module's tests (local[2], no UI), started by the first test that
 * needs it and stopped when the test JVM exits: Spark's start-up is the main cost of these tests.
 */
final class TestSpark {

    private static SparkSession session;

    private TestSpark() {
    }

    static synchronized SparkSession session() {
        if (session == null) {
            session = SparkSession.builder().appName("bridge-spark tests").master("local[2]")
                    .config("spark.ui.enabled", "false")
                    .config("spark.driver.host", "127.0.0.1")
                    .config("spark.driver.bindAddress", "127.0.0.1")
                    .config("spark.sql.shuffle.partitions", "4")
                    .getOrCreate();
            SparkSession started = session;
            Runtime.getRuntime().addShutdownHook(new Thread(started::stop));
        }
        return session;
    }
}
