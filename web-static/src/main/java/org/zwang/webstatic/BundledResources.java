package org.zwang.webstatic;

import java.util.Collection;
import org.teavm.extension.spi.resources.ResourcesPolicy;

/**
 * The class-path resources the WebAssembly build reads, named for TeaVM (which packs only those a
 * policy lists, at compile time): the build's version, shown as the engine's name.
 */
public final class BundledResources implements ResourcesPolicy {

    @Override
    public String[] supplyResources(Collection<? extends String> classNames) {
        return new String[] {"org/zwang/search/zwang-version.properties"};
    }
}
