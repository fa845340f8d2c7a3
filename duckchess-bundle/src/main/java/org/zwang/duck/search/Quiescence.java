package org.zwang.duck.search;

/**
 * What the searches do at depth 0. Both Duck Chess searches define each kind the same way, so their
 * values stay equal with quiescence on.
 *
 * <ul>
 * <li>{@link #NONE}: the static evaluation (and the game-end rules).</li>
 * <li>{@link #WITH_DUCK}: the rules' quiescence. Stand pat, or play a capture or promotion the duck
 *     does not block and put the duck anywhere, and so on. Cheap for the bundle search (a capture
 *     sequence is a bundle like any other), but the explicit search must try every duck square after
 *     every capture: its cost grows like 40^k with the length k of capture sequences.</li>
 * <li>{@link #IGNORING_DUCK}: at the horizon node the game-end rules see the duck (a duck that
 *     leaves the side to move without a move wins for it), but the capture search below ignores the
 *     duck altogether: an extended evaluation of the pieces alone. Same price for both searches.</li>
 * </ul>
 * Standard chess has one quiescence (captures and promotions, evasions in check) for any kind but
 * {@link #NONE}.
 */
public enum Quiescence {
    NONE, WITH_DUCK, IGNORING_DUCK
}
