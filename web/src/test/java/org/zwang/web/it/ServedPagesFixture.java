package org.zwang.web.it;

import java.io.IOException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The lifecycle every browser test of the server's pages repeated: {@link ServedPages} started once
 * before the class's tests, its browser, address and browser session at hand, and all closed after
 * them. A test class extends it and names the engine budget it needs, if any.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ServedPagesFixture {

    /** The engine's longest think, or 0 for {@link ServedPages#start()}'s default. */
    private final long engineBudgetMillis;

    ServedPages pages;
    ChromeDriver browser;
    HeadlessChromium.Session chromium;
    /** The server's address, without a trailing slash. */
    String base;

    /** The pages with {@link ServedPages#start()}'s settings. */
    ServedPagesFixture() {
        this(0);
    }

    /** The pages with {@code engineBudgetMillis} the longest think allowed. */
    ServedPagesFixture(long engineBudgetMillis) {
        this.engineBudgetMillis = engineBudgetMillis;
    }

    @BeforeAll
    void startPages() throws IOException {
        pages = engineBudgetMillis == 0 ? ServedPages.start() : ServedPages.start(ServedPages.settings(engineBudgetMillis));
        browser = pages.browser();
        base = pages.base();
        chromium = pages.chromium();
    }

    @AfterAll
    void closePages() throws IOException {
        if (pages != null) {
            pages.close();
        }
    }
}
