package org.zwang.web;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A real server in a JVM of its own whose heap the test can take away and give back, to run
 * {@link ServerMemoryTest}'s out-of-memory case without risking the test JVM. It prints
 * {@code port N} once serving (with the default settings, so its workers are sized from its heap);
 * then each line on stdin is a command: {@code fill} holds all of the heap but 16 MB (small requests
 * fit, a worker's 32 MB engine table does not) and prints {@code filled}; {@code free} lets it go and
 * prints {@code freed}.
 */
public final class MemoryPressureServer {

    /** The heap taken away: 1 MB blocks. */
    private static final List<byte[]> BALLAST = new ArrayList<>();

    private MemoryPressureServer() {
    }

    public static void main(String[] args) throws Exception {
        try (WebServer server = WebServer.start("127.0.0.1", 0, WebSettings.defaults())) {
            System.out.println("port " + server.port());
            BufferedReader commands = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            for (String command = commands.readLine(); command != null; command = commands.readLine()) {
                if (command.equals("fill")) {
                    fill();
                    System.out.println("filled");
                } else if (command.equals("free")) {
                    BALLAST.clear();
                    System.gc();
                    System.out.println("freed");
                }
            }
        }
    }

    /** Takes every 1 MB block the heap has, gives 16 back, and makes sure 32 MB in one piece do not fit. */
    private static void fill() {
        while (true) {
            try {
                while (true) {
                    BALLAST.add(new byte[1 << 20]);
                }
            } catch (OutOfMemoryError full) {
                for (int i = 0; i < 16 && !BALLAST.isEmpty(); i++) {
                    BALLAST.remove(BALLAST.size() - 1);
                }
            }
            System.gc();
            try {
                byte[] table = new byte[32 << 20];
                BALLAST.add(table); // it fitted after all: hold it, and fill again
            } catch (OutOfMemoryError expected) {
                return;
            }
        }
    }
}
