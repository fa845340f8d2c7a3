package org.zwang.bridge.io;

/**
 * CSV fields and rows as RFC 4180 wants them: a field holding a comma, a quote or a line break is
 * quoted, its quotes doubled. The DD-table CSV output (deal strings hold spaces but no commas;
 * par contract lists may) is written with it.
 */
public final class Csv {

    private Csv() {
    }

    /** The field, quoted when RFC 4180 requires it. */
    static String field(String value) {
        boolean quote = false;
        for (int i = 0; i < value.length() && !quote; i++) {
            char c = value.charAt(i);
            quote = c == ',' || c == '"' || c == '\n' || c == '\r';
        }
        return quote ? '"' + value.replace("\"", "\"\"") + '"' : value;
    }

    /** The fields joined by commas, each quoted as needed (no line break added). */
    public static String row(Object... fields) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < fields.length; i++) {
            if (i > 0) {
                text.append(',');
            }
            text.append(field(String.valueOf(fields[i])));
        }
        return text.toString();
    }
}
