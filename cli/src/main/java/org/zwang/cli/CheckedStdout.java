package org.zwang.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Standard output that reports its write errors: {@link System#out} is a {@code PrintStream}, which
 * keeps an I/O error in a flag nobody reads, so a full disk used to leave a cut CSV that looked
 * complete and exit code 0. Every write here that fails throws {@link OutputFailedException}, which
 * stops the command at once (a batch does not solve on for nobody) and which {@link OneLineErrors}
 * turns into one line, or into a quiet exit when the reader of a pipe has gone ({@code | head}).
 * A command that needs its own encoding on stdout ({@code dds stdio}'s UTF-8) wraps one of these.
 * {@code zwang engine} writes its protocol through one too.
 */
public final class CheckedStdout extends OutputStream {

    private final OutputStream out = new FileOutputStream(FileDescriptor.out);

    @Override
    public void write(int b) {
        try {
            out.write(b);
        } catch (IOException e) {
            throw new OutputFailedException(e);
        }
    }

    @Override
    public void write(byte[] bytes, int offset, int length) {
        try {
            out.write(bytes, offset, length);
        } catch (IOException e) {
            throw new OutputFailedException(e);
        }
    }

    @Override
    public void flush() {
        try {
            out.flush();
        } catch (IOException e) {
            throw new OutputFailedException(e);
        }
    }
}
