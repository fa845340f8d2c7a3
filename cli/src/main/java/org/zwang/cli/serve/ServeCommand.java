package org.zwang.cli.serve;

import java.awt.Desktop;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.zwang.cli.UserInputException;
import org.zwang.web.WebServer;
import org.zwang.web.WebSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code zwang serve}: the bridge analysis board and the Duck Chess board in a browser, served by the
 * web module's {@link WebServer} until Ctrl-C.
 */
@Command(name = "serve",
        mixinStandardHelpOptions = true,
        description = {
            "Serves two pages in your browser: a bridge analysis board (deal diagram, DD table and par, "
                    + "card-by-card play with every card's double-dummy value) and a Duck Chess board "
                    + "(also standard chess) to play against the Zwang engine, with its thinking shown live.",
            "Listens on 127.0.0.1 only unless --bind says otherwise, and answers only requests that name "
                    + "this server (pages of other web sites are refused). Stop it with Ctrl-C.",
            ""
        },
        footer = {
            "",
            "Examples:",
            "  zwang serve                      # http://127.0.0.1:8080/",
            "  zwang serve --port 9000 --open   # another port, and open the browser",
            "  zwang serve --bind 0.0.0.0       # reachable from the network: anyone who can reach",
            "                                   # the port can use the server's CPU (no login)",
        })
public final class ServeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "8080",
            description = "TCP port to listen on, 1 .. 65535, or 0 for any free port (default: ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--bind", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
            description = "Address to listen on (default: ${DEFAULT-VALUE}, this machine only). "
                    + "0.0.0.0 serves every network interface: anyone who reaches it can run searches.")
    String bind;

    @Option(names = "--open", description = "Open the start page in the default browser.")
    boolean open;

    @Option(names = "--workers", paramLabel = "N",
            description = "Searches run at the same time (default: the number of cores, at least 2, as far as "
                    + "the Java heap has room: each worker keeps about 128 MB of tables).")
    Integer workers;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw new UserInputException("bad --port " + port + ": expected 0 .. 65535");
        }
        WebSettings settings = WebSettings.defaults();
        if (workers != null) {
            if (workers < 1 || workers > 256) {
                throw new UserInputException("bad --workers " + workers + ": expected 1 .. 256");
            }
            settings = settings.withWorkers(workers);
        }
        WebServer server;
        try {
            server = WebServer.start(bind, port, settings);
        } catch (IllegalStateException e) {
            throw new UserInputException(e.getMessage());
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "zwang-serve-stop"));
        String url = server.url();
        PrintWriter err = spec.commandLine().getErr();
        err.println("zwang serve: " + url + "  (bridge: " + url + "bridge.html, duck chess: "
                + url + "duck.html; " + WebSettings.searchWorkers(settings.workers()) + "; Ctrl-C stops)");
        List<String> others = server.networkUrls();
        if (!others.isEmpty()) {
            err.println("zwang serve: also at " + String.join(", ", others));
        }
        if (server.reachableFromNetwork()) {
            err.println("zwang serve: reachable from the network: anyone who can reach these addresses can use this "
                    + "server and its CPU (there is no login)");
        }
        err.flush();
        if (open) {
            openBrowser(url);
        }
        stopped.await();
        return 0;
    }

    private void openBrowser(String url) {
        try {
            if (Desktop.isDesktopSupported() && Desktop.getDesktop().isSupported(Desktop.Action.BROWSE)) {
                Desktop.getDesktop().browse(URI.create(url));
                return;
            }
            String os = System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT);
            String[] command = os.contains("mac") ? new String[] {"open", url}
                    : os.contains("win") ? new String[] {"rundll32", "url.dll,FileProtocolHandler", url}
                    : new String[] {"xdg-open", url};
            new ProcessBuilder(command).inheritIO().start();
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            spec.commandLine().getErr().println("zwang serve: could not open a browser (" + e.getMessage()
                    + "); open " + url + " yourself");
        }
    }
}
