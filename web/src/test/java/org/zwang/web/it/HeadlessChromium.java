package org.zwang.web.it;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Debian's headless Chromium driven through chromium-driver, as the browser tests of both the
 * server's pages and the static site start it (one place for where it lives and its flags). Aborts
 * the calling test class, saying why, when no Chromium is installed (scripts/browser-install.sh
 * installs it).
 */
public final class HeadlessChromium {

    /** Held so the level stays set: Selenium warns when Chromium is newer than its CDP bindings. */
    private static final java.util.logging.Logger SELENIUM = java.util.logging.Logger.getLogger("org.openqa.selenium");

    private HeadlessChromium() {
    }

    private static String find(String... candidates) {
        for (String candidate : candidates) {
            if (Files.isExecutable(Paths.get(candidate))) {
                return candidate;
            }
        }
        return null;
    }

    /** Skips the calling test class (a JUnit assumption) unless Chromium and its driver are installed. */
    public static void assumeInstalled() {
        if (find("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/lib/chromium/chromium") == null
                || find("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver") == null) {
            String reason = "skipped: browser tests need Debian's chromium and chromium-driver "
                    + "(run scripts/browser-install.sh)";
            System.err.println(reason);
            Assumptions.abort(reason);
        }
    }

    /** A headless Chromium, 1280 by 1000 pixels, with its profile in {@code profile} (an empty folder). */
    private static ChromeDriver start(Path profile) {
        assumeInstalled();
        SELENIUM.setLevel(java.util.logging.Level.SEVERE);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(find("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/lib/chromium/chromium"));
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--hide-scrollbars", "--user-data-dir=" + profile, "--window-size=1280,1000");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(find("/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver")))
                .usingAnyFreePort().build();
        return new ChromeDriver(service, options);
    }

    /**
     * A headless Chromium in a temporary profile of its own (aborting the calling test class when none
     * is installed); closing it quits the browser and deletes the profile.
     */
    public static Session open() throws IOException {
        assumeInstalled();
        Path profile = Files.createTempDirectory("zwang-chromium-");
        ChromeDriver driver = start(profile);
        Path downloads = Files.createDirectory(profile.resolve("downloads"));
        driver.executeCdpCommand("Browser.setDownloadBehavior",
                java.util.Map.of("behavior", "allow", "downloadPath", downloads.toString()));
        return new Session(profile, downloads, driver);
    }

    /** A browser with its profile folder and the folder its downloads go to, ended together. */
    public static final class Session implements AutoCloseable {
        private final Path profile;
        private final Path downloads;
        private final ChromeDriver driver;

        private Session(Path profile, Path downloads, ChromeDriver driver) {
            this.profile = profile;
            this.downloads = downloads;
            this.driver = driver;
        }

        /** The browser, to drive. */
        public ChromeDriver driver() {
            return driver;
        }

        /** The folder the browser saves downloads into (a test may keep its own files there too). */
        public Path downloads() {
            return downloads;
        }

        /** Deletes every file the browser (or a test) saved in {@link #downloads()}. */
        public void clearDownloads() throws IOException {
            try (var files = Files.list(downloads)) {
                for (Path file : files.toList()) {
                    Files.delete(file);
                }
            }
        }

        /**
         * The text of the first non-empty download whose name ends in {@code suffix}, once the browser
         * has written it (its partial file has another suffix until then).
         */
        public String downloaded(WebDriverWait wait, String suffix) {
            Path[] saved = new Path[1];
            wait.until(d -> {
                try (var files = Files.list(downloads)) {
                    saved[0] = files.filter(f -> f.getFileName().toString().endsWith(suffix)).findFirst().orElse(null);
                    return saved[0] != null && Files.size(saved[0]) > 0;
                } catch (IOException e) {
                    return false;
                }
            });
            try {
                return Files.readString(saved[0], java.nio.charset.StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }

        /** Quits the browser and deletes its profile. */
        @Override
        public void close() throws IOException {
            try {
                driver.quit();
            } finally {
                try (var files = Files.walk(profile)) {
                    files.sorted(java.util.Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
                }
            }
        }
    }
}
