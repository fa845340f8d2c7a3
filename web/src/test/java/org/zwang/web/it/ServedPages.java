package org.zwang.web.it;

import java.io.IOException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.zwang.web.WebServer;
import org.zwang.web.WebSettings;

/**
 * What the browser tests of the server's pages stand on: a real Zwang server on a loopback port the
 * system picks, and a headless Chromium (its own profile and downloads folder) to open its pages;
 * closing ends both. A test may stop the server and start it again on the same port, as a user's
 * server that goes away and comes back.
 */
public final class ServedPages implements AutoCloseable {

    /** A bridge budget only a hang reaches: on a busy machine a solve is slow, not a 504. */
    private static final long BRIDGE_BUDGET_MILLIS = 300_000;

    private final WebSettings settings;
    private final HeadlessChromium.Session chromium;
    private final int port;
    private WebServer server;

    private ServedPages(WebSettings settings, WebServer server, HeadlessChromium.Session chromium) {
        this.settings = settings;
        this.server = server;
        this.port = server.port();
        this.chromium = chromium;
    }

    /** Two search workers and the bridge budget above; {@code engineBudgetMillis} the longest think allowed. */
    public static WebSettings settings(long engineBudgetMillis) {
        WebSettings defaults = WebSettings.defaults().withWorkers(2).withBridgeBudgetMillis(BRIDGE_BUDGET_MILLIS);
        return new WebSettings(defaults.workers(), defaults.queue(), defaults.bridgeBudgetMillis(), engineBudgetMillis);
    }

    /** Two search workers, the bridge budget above, the default engine budget. */
    public static ServedPages start() throws IOException {
        return start(WebSettings.defaults().withWorkers(2).withBridgeBudgetMillis(BRIDGE_BUDGET_MILLIS));
    }

    /** The server with {@code settings} and a browser (the calling test class is skipped without Chromium). */
    public static ServedPages start(WebSettings settings) throws IOException {
        HeadlessChromium.assumeInstalled();
        WebServer server = WebServer.start("127.0.0.1", 0, settings);
        try {
            return new ServedPages(settings, server, HeadlessChromium.open());
        } catch (IOException | RuntimeException e) {
            server.close();
            throw e;
        }
    }

    /** The browser, to drive. */
    public ChromeDriver browser() {
        return chromium.driver();
    }

    /** The browser's session: its downloads. */
    public HeadlessChromium.Session chromium() {
        return chromium;
    }

    /** The server now running (null while stopped). */
    public WebServer server() {
        return server;
    }

    /** The server's address, without a trailing slash. */
    public String base() {
        return "http://127.0.0.1:" + port;
    }

    /** Stops the server; the pages open in the browser lose it. */
    public void stopServer() {
        if (server != null) {
            server.close();
            server = null;
        }
    }

    /** Starts the server again on its port, with the same settings. */
    public void restartServer() {
        if (server == null) {
            server = WebServer.start("127.0.0.1", port, settings);
        }
    }

    @Override
    public void close() throws IOException {
        try {
            chromium.close();
        } finally {
            stopServer();
        }
    }
}
