package org.zwang.cli.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A fresh copy of the project's layout as {@code bin/zwang} sees it — the launcher, the jar, the
 * Spark launch files, no sources (nothing to rebuild) — so that a test of the launcher touches nothing
 * of the real {@code cli/target}.
 */
final class LauncherLayout {

    private LauncherLayout() {
    }

    /** Copies the layout into {@code dir}/zwang and returns that folder. */
    static Path copy(Path dir) throws IOException {
        Path jar = JarProcess.jar();
        Path project = jar.getParent().getParent().getParent();
        Path root = dir.resolve("zwang");
        Files.createDirectories(root.resolve("bin"));
        Files.createDirectories(root.resolve("cli/target"));
        Path sparkLaunch = Files.createDirectories(root.resolve("bridge-spark/target/spark-launch"));
        Files.writeString(sparkLaunch.resolve("classpath.txt"), "");
        Files.writeString(sparkLaunch.resolve("jvm-options.txt"), "");
        Files.copy(project.resolve("bin/zwang"), root.resolve("bin/zwang"));
        Files.copy(jar, root.resolve("cli/target/zwang.jar"));
        return root;
    }
}
