package org.zwang.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files a user names: the real reason the system gives when one cannot be read or written, with the file. */
class UserFilesTest {

    @TempDir
    Path dir;

    @Test
    void eachFailureSaysTheFileAndTheSystemsReason() throws IOException {
        Path file = Files.writeString(dir.resolve("deals.txt"), "N:A... K... Q... J...\n");
        assertEquals(List.of("N:A... K... Q... J..."), UserFiles.readLines(file));
        assertMessage("cannot read " + dir.resolve("none.txt") + ": no such file or directory",
                () -> UserFiles.readLines(dir.resolve("none.txt")));
        assertMessage("cannot read " + dir + ": is a directory", () -> UserFiles.readLines(dir));
        assertMessage("cannot read " + file.resolve("x") + ": not a directory", () -> UserFiles.readLines(file.resolve("x")));
        assertMessage("cannot write " + dir.resolve("no/x.svg") + ": no such file or directory",
                () -> UserFiles.openToWrite(dir.resolve("no/x.svg")));
        assertMessage("cannot write " + dir + ": is a directory", () -> UserFiles.openToWrite(dir));
        assertMessage("cannot write " + file.resolve("x") + ": not a directory", () -> UserFiles.openToAppend(file.resolve("x")));
    }

    /**
     * A file without read permission: "permission denied", not "no such file". Root reads it anyway:
     * then only the reason given for the system's refusal is checked.
     */
    @Test
    void aFileWithoutPermissionSaysPermissionDenied() throws IOException {
        Path file = Files.writeString(dir.resolve("secret.pbn"), "[Deal \"N:A... K... Q... J...\"]\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("---------"));
        if (Files.isReadable(file)) {
            assertEquals("permission denied", UserFiles.reason(new AccessDeniedException(file.toString())));
            return;
        }
        assertMessage("cannot read " + file + ": permission denied", () -> UserFiles.readLines(file));
    }

    private static void assertMessage(String message, org.junit.jupiter.api.function.Executable action) {
        assertEquals(message, assertThrows(UserInputException.class, action).getMessage());
    }
}
