package org.zwang.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Lets a batch stop cleanly on Ctrl-C: while installed, SIGINT (which starts the JVM's shutdown)
 * only raises {@link #requested()}; the shutdown then waits, up to a few seconds, for the command to
 * print what it has done and {@link #close()} this. Java offers no supported way to catch SIGINT
 * other than a shutdown hook, so the process still ends (with the usual status 130) once the
 * command has returned. SIGTERM ({@code kill}) starts the same shutdown: the same partial results,
 * and the status 143 (128 + SIGTERM).
 */
public final class CtrlC implements AutoCloseable {

    /** The exit code after Ctrl-C (128 + SIGINT, as shells report it). */
    public static final int EXIT_CODE = 130;

    /** How long the shutdown waits for the command to print its partial results. */
    private static final long GRACE_SECONDS = 10;

    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread hook;
    private final Runnable onSignal;
    private volatile boolean requested;

    private CtrlC(boolean install, Runnable onSignal) {
        this.onSignal = onSignal;
        hook = new Thread(this::onShutdown, "zwang-ctrl-c");
        if (install) {
            try {
                Runtime.getRuntime().addShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                requested = true;
            }
        }
    }

    /** Installs the hook until {@link #close()}. */
    public static CtrlC install() {
        return new CtrlC(true, () -> { });
    }

    /** Installs the hook until {@link #close()}; on Ctrl-C it also runs {@code onSignal} (e.g. to stop engines). */
    public static CtrlC install(Runnable onSignal) {
        return new CtrlC(true, onSignal);
    }

    /** A stop signal that only {@link #request()} raises (for tests). */
    public static CtrlC manual() {
        return new CtrlC(false, () -> { });
    }

    private void onShutdown() {
        requested = true;
        onSignal.run();
        try {
            finished.await(GRACE_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** True once Ctrl-C was pressed (or {@link #request()} called). */
    public boolean requested() {
        return requested;
    }

    /** Raises the stop signal as Ctrl-C would. */
    public void request() {
        requested = true;
    }

    /** The command has printed everything: lets a pending shutdown go on, or removes the hook. */
    @Override
    public void close() {
        finished.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the JVM is exiting because of Ctrl-C: the hook is running and now returns
        }
    }
}
