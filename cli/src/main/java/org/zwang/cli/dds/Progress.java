package org.zwang.cli.dds;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * The progress line of a batch on stderr: {@code \r}-redrawn "done/total, rate, time left", shown
 * only once the batch has run for a second and at most five times a second. The caller erases it
 * ({@link #clear()}) before writing a result to stdout, so a terminal showing both never garbles
 * the results; {@link #finish()} erases it for good.
 */
final class Progress {

    private static final long SHOW_AFTER_NANOS = 1_000_000_000L;
    private static final long REDRAW_NANOS = 200_000_000L;

    private final PrintWriter err;
    private final boolean enabled;
    private final long showAfterNanos;
    private final String what;
    private final int total;
    private final long start = System.nanoTime();
    private long lastDraw = Long.MIN_VALUE / 2;
    private int drawnLength;
    private int done;

    /**
     * @param err     where the line goes
     * @param enabled false for a progress that never draws
     * @param what    what is counted, e.g. "tables"
     * @param total   how many there are
     */
    Progress(PrintWriter err, boolean enabled, String what, int total) {
        this(err, enabled, what, total, SHOW_AFTER_NANOS);
    }

    /** As above, shown once the batch has run {@code showAfterNanos}. */
    Progress(PrintWriter err, boolean enabled, String what, int total, long showAfterNanos) {
        this.err = err;
        this.enabled = enabled;
        this.showAfterNanos = showAfterNanos;
        this.what = what;
        this.total = total;
    }

    /** A progress that never draws. */
    static Progress none() {
        return new Progress(null, false, "", 0);
    }

    /** Records {@code done} items finished and redraws the line when it is time to. */
    void update(int doneNow) {
        this.done = doneNow;
        if (!enabled) {
            return;
        }
        long now = System.nanoTime();
        if (now - start < showAfterNanos || now - lastDraw < REDRAW_NANOS) {
            return; // after clear() the line stays away for a moment: fast results do not make it flicker
        }
        lastDraw = now;
        draw(now);
    }

    private void draw(long now) {
        double seconds = (now - start) / 1e9;
        double rate = done / seconds;
        StringBuilder line = new StringBuilder(60).append(what).append(' ').append(done).append('/').append(total);
        if (total > 0) {
            line.append(String.format(Locale.ROOT, " (%d%%)", Math.round(100.0 * done / total)));
        }
        line.append(String.format(Locale.ROOT, "  %.1f/s", rate));
        if (done > 0 && done < total) {
            line.append(String.format(Locale.ROOT, "  %s left", duration((total - done) / rate)));
        }
        String text = line.toString();
        err.print('\r' + text + " ".repeat(Math.max(0, drawnLength - text.length())));
        err.flush();
        drawnLength = text.length();
    }

    /** Erases the line (if drawn) so stdout can be written. */
    void clear() {
        if (drawnLength > 0) {
            err.print('\r' + " ".repeat(drawnLength) + '\r');
            err.flush();
            drawnLength = 0;
        }
    }

    /** Erases the line for good. */
    void finish() {
        clear();
    }

    /** "42 s", "3 min 5 s", "2 h 10 min". */
    static String duration(double seconds) {
        long s = Math.round(seconds);
        if (s < 60) {
            return s + " s";
        }
        if (s < 3600) {
            return s / 60 + " min " + s % 60 + " s";
        }
        return s / 3600 + " h " + s % 3600 / 60 + " min";
    }
}
