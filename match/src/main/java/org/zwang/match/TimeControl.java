package org.zwang.match;

import java.util.Locale;

/**
 * A match's clock: a base time and an increment added after every move, written as cutechess-cli
 * and PGN's {@code TimeControl} tag do, seconds then {@code +} increment: {@code 10+0.1}, {@code 60}.
 */
public final class TimeControl {

    private final long baseMillis;
    private final long incrementMillis;

    public TimeControl(long baseMillis, long incrementMillis) {
        if (baseMillis <= 0 || incrementMillis < 0) {
            throw new IllegalArgumentException("a time control needs a positive base and a non-negative increment");
        }
        this.baseMillis = baseMillis;
        this.incrementMillis = incrementMillis;
    }

    /** Parses {@code SECONDS[+INCREMENT]}, e.g. {@code 10+0.1}; one-line error naming the text otherwise. */
    public static TimeControl parse(String text) {
        String[] parts = text.trim().split("\\+", -1);
        try {
            if (parts.length > 2) {
                throw new NumberFormatException();
            }
            double base = Double.parseDouble(parts[0]);
            double increment = parts.length == 2 ? Double.parseDouble(parts[1]) : 0;
            if (!(base > 0) || !(increment >= 0) || base > 1e6 || increment > 1e4) {
                throw new NumberFormatException();
            }
            return new TimeControl(Math.round(base * 1000), Math.round(increment * 1000));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad time control '" + text
                    + "' (expected SECONDS+INCREMENT, e.g. 10+0.1 or 60)");
        }
    }

    public long baseMillis() {
        return baseMillis;
    }

    public long incrementMillis() {
        return incrementMillis;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TimeControl && ((TimeControl) other).baseMillis == baseMillis
                && ((TimeControl) other).incrementMillis == incrementMillis;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(baseMillis) * 31 + Long.hashCode(incrementMillis);
    }

    /** The PGN {@code TimeControl} value, e.g. {@code 10+0.1}. */
    @Override
    public String toString() {
        return seconds(baseMillis) + (incrementMillis > 0 ? "+" + seconds(incrementMillis) : "");
    }

    private static String seconds(long millis) {
        return millis % 1000 == 0 ? Long.toString(millis / 1000)
                : String.format(Locale.ROOT, "%s", java.math.BigDecimal.valueOf(millis, 3).stripTrailingZeros().toPlainString());
    }
}
