package org.zwang.search;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * The version of this Zwang build, which Maven writes into search-api's resources at build time: one
 * home for what {@code zwang --version} prints, the engine's name carries and the experiment reports
 * record. {@code "dev"} when run from classes Maven did not build.
 */
public final class ZwangVersion {

    private static final String VERSION = read();

    private ZwangVersion() {
    }

    /** The build's version, e.g. {@code 0.1.0-SNAPSHOT}. */
    public static String current() {
        return VERSION;
    }

    private static String read() {
        Properties properties = new Properties();
        try (InputStream in = ZwangVersion.class.getResourceAsStream("zwang-version.properties")) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            return "dev";
        }
        String version = properties.getProperty("version", "dev");
        return version.startsWith("${") ? "dev" : version;
    }
}
