package org.zwang.compare;

import java.util.List;

/**
 * A researcher's techniques for {@code zwang compare}, found on the class path through
 * {@link java.util.ServiceLoader} (the class named in
 * {@code META-INF/services/org.zwang.compare.TechniqueProvider}): each entry joins the
 * {@link TechniqueRegistry} under its name, with its switches, beside the built-in techniques. A
 * technique plays in {@code --play} when its {@link Technique#player} gives a player.
 */
public interface TechniqueProvider {

    /** The techniques this provider adds, in the order help lists them. */
    List<TechniqueRegistry.Entry> techniques();
}
