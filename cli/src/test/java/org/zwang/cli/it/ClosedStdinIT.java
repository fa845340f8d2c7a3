package org.zwang.cli.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A command that reads stdin, started with stdin closed ({@code <&-}): the JVM opens its own files into
 * descriptor 0, so the command read the JVM's module image as its input; it now says that stdin is
 * closed, in one line, exit code 2. (A Java child process always has a stdin; a shell closes it here.)
 */
@EnabledOnOs(OS.LINUX)
class ClosedStdinIT {

    @ParameterizedTest
    @ValueSource(strings = {"dds table -f -", "dds par --file -", "dds stdio"})
    void aClosedStdinIsOneLine(String args) throws Exception {
        List<String> command = new ArrayList<>(List.of("bash", "-c", "exec \"$0\" -XX:TieredStopAtLevel=1 -jar \"$1\" "
                + args + " <&-", JarProcess.java(), JarProcess.jar().toString()));
        Process process = new ProcessBuilder(command).start();
        process.getOutputStream().close();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(300, TimeUnit.SECONDS), "the command did not end");
        String[] words = args.split(" ");
        String name = "zwang " + words[0] + " " + words[1];
        assertEquals(name + ": cannot read standard input: it is closed\n", err);
        assertEquals("", out);
        assertEquals(2, process.exitValue());
    }
}
