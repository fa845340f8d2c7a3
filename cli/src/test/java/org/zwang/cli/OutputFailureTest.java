package org.zwang.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** Standard output that cannot be written is said once, however much of the output was still buffered. */
class OutputFailureTest {

    /** Stdout on a full disk: every write fails, as {@link CheckedStdout}'s do on {@code /dev/full}. */
    private static final class FullDisk extends OutputStream {
        @Override
        public void write(int b) {
            throw new OutputFailedException(new IOException("No space left on device"));
        }
    }

    @Test
    void helpLongerThanTheBufferIsOneLine() {
        StringWriter err = new StringWriter();
        int code = Main.run(new String[] {"compare", "--help"}, new PrintWriter(new FullDisk(), true),
                new PrintWriter(err, true));
        assertEquals(OneLineErrors.OUTPUT_FAILED, code);
        assertEquals("zwang compare: cannot write standard output: no space left on device (the output is incomplete)"
                + System.lineSeparator(), err.toString());
    }
}
