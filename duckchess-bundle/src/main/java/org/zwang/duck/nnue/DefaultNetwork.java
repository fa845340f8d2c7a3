package org.zwang.duck.nnue;

import java.io.IOException;
import java.io.InputStream;

/**
 * The net shipped in the jar (resource {@value #RESOURCE}), so that {@code Eval Network} works
 * without a file; absent from a build that ships none. Read once, on first use.
 */
public final class DefaultNetwork {

    /** The resource's path in the jar. */
    public static final String RESOURCE = "/org/zwang/duck/nnue/default.nnue";
    /** How the engine and the bench name it. */
    public static final String NAME = "built-in (default.nnue)";

    private static final Network NETWORK = load();

    private DefaultNetwork() {
    }

    /** The built-in net, or null when this build ships none. */
    public static Network get() {
        return NETWORK;
    }

    private static Network load() {
        try (InputStream in = DefaultNetwork.class.getResourceAsStream(RESOURCE)) {
            return in == null ? null : NetworkFile.read(in);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the built-in net " + RESOURCE, e);
        }
    }
}
