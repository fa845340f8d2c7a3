package org.zwang.webstatic.build;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.teavm.backend.wasm.WasmDebugInfoLocation;
import org.teavm.tooling.TeaVMProblemRenderer;
import org.teavm.tooling.TeaVMTargetType;
import org.teavm.tooling.TeaVMToolLog;
import org.teavm.tooling.builder.BuildException;
import org.teavm.tooling.builder.BuildResult;
import org.teavm.tooling.builder.InProcessBuildStrategy;
import org.teavm.vm.TeaVMOptimizationLevel;
import org.zwang.webstatic.StaticApi;

/**
 * The static site's compile step: {@link StaticApi} and all it reaches to WebAssembly GC by TeaVM
 * ({@code zwang.wasm}), with TeaVM's loader beside it as an ES module ({@code zwang.wasm-runtime.js}).
 * The module's pom runs it in a JVM of its own, on the module's compile class path, in place of
 * TeaVM's Maven plugin, which does the same but is not marked thread-safe for this project's
 * parallel builds. Argument: the folder to write to. A failed compile throws with TeaVM's problems.
 */
public final class WasmBuild {

    /** TeaVM's loader for WebAssembly GC modules, as an ES module, minified. */
    private static final String RUNTIME = "org/teavm/backend/wasm/wasm-gc-module-runtime.min.js";

    private WasmBuild() {
    }

    public static void main(String[] args) throws BuildException, IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: WasmBuild OUTPUT-FOLDER");
        }
        Path target = Paths.get(args[0]);
        Files.createDirectories(target);
        Problems problems = new Problems();
        InProcessBuildStrategy build = new InProcessBuildStrategy();
        build.init();
        build.setLog(problems);
        build.setClassPathEntries(List.of(System.getProperty("java.class.path").split(File.pathSeparator)));
        build.setTargetType(TeaVMTargetType.WEBASSEMBLY_GC);
        build.setMainClass(StaticApi.class.getName());
        build.setTargetDirectory(target.toString());
        build.setTargetFileName("zwang.wasm");
        build.setOptimizationLevel(TeaVMOptimizationLevel.FULL);
        build.setObfuscated(true); // short names: a smaller module
        build.setDebugInformationGenerated(false);
        build.setWasmDebugInfoLocation(WasmDebugInfoLocation.EXTERNAL); // none in the module
        BuildResult result = build.build();
        TeaVMProblemRenderer.describeProblems(result.getCallGraph(), result.getProblems(), problems);
        if (!result.getProblems().getSevereProblems().isEmpty() || problems.text.length() > 0) {
            throw new IllegalStateException("TeaVM could not compile " + StaticApi.class.getName() + ":\n"
                    + problems.text);
        }
        try (InputStream runtime = WasmBuild.class.getClassLoader().getResourceAsStream(RUNTIME)) {
            if (runtime == null) {
                throw new IllegalStateException("TeaVM's loader " + RUNTIME + " is not on the class path");
            }
            Files.copy(runtime, target.resolve("zwang.wasm-runtime.js"), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** TeaVM's warnings and errors, kept for the exception; its progress notes dropped. */
    private static final class Problems implements TeaVMToolLog {
        final StringBuilder text = new StringBuilder();

        @Override
        public void info(String message) {
        }

        @Override
        public void debug(String message) {
        }

        @Override
        public void warning(String message) {
            text.append("warning: ").append(message).append('\n');
        }

        @Override
        public void error(String message) {
            text.append("error: ").append(message).append('\n');
        }

        @Override
        public void info(String message, Throwable cause) {
        }

        @Override
        public void debug(String message, Throwable cause) {
        }

        @Override
        public void warning(String message, Throwable cause) {
            warning(message + ": " + cause);
        }

        @Override
        public void error(String message, Throwable cause) {
            error(message + ": " + cause);
        }
    }
}
