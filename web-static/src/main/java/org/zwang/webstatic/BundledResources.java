package org.zwang.webstatic;

import org.teavm.classlib.ResourceSupplier;
import org.teavm.classlib.ResourceSupplierContext;

/**
 * The class-path resources the WebAssembly build reads, named for TeaVM (which packs only those a
 * supplier lists, at compile time): the build's version, shown as the engine's name.
 */
public final class BundledResources implements ResourceSupplier {

    @Override
    public String[] supplyResources(ResourceSupplierContext context) {
        return new String[] {"org/zwang/search/zwang-version.properties"};
    }
}
