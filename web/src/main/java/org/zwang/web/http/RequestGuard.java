package org.zwang.web.http;

import io.javalin.http.Context;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.Collections;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.eclipse.jetty.http.HttpFields;
import org.zwang.bridge.model.Tokens;
import org.zwang.web.ApiException;

/**
 * Keeps other web sites out of the server. It has no login and runs searches on the user's CPU, so
 * any page open in the user's browser could otherwise start them (a cross-site form or
 * {@code fetch}), read the answers by DNS rebinding (a name of the attacker's that resolves to
 * 127.0.0.1), or show the pages in a frame. Every request must name this server in its
 * {@code Host} (the address it was started on, one of this machine's addresses for a wildcard bind,
 * or localhost; an IP literal cannot be rebound, a foreign name can); an {@code Origin}, when sent,
 * must be this server's own; an API request a browser marks as made by another site
 * ({@code Sec-Fetch-Site}) is refused; and an API body must be declared JSON, which a page of
 * another origin cannot send without the CORS preflight this server never answers. Refusals are a
 * 403 (415 for the body) with one line. Every response carries {@code X-Frame-Options} and a
 * Content-Security-Policy that allows the pages' own files only.
 */
public final class RequestGuard {

    /** The pages load their scripts, styles and icon from the server and talk to its API only. */
    static final String CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; "
            + "img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

    /** A dotted-quad IPv4 literal (each part 0-255), so that no other text reaches a name lookup. */
    private static final Pattern IPV4 = Pattern.compile(
            "((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)");
    /** The characters of an IPv6 literal (InetAddress refuses a malformed one without a lookup). */
    private static final Pattern IPV6 = Pattern.compile("[0-9a-f:.]*:[0-9a-f:.]*");

    private final Set<String> names;
    private final Set<InetAddress> addresses;

    private RequestGuard(Set<String> names, Set<InetAddress> addresses) {
        this.names = names;
        this.addresses = addresses;
    }

    /**
     * The guard of a server bound to {@code bound}, given on the command line as {@code bindText}:
     * it answers to localhost, the loopback addresses, {@code bindText} and {@code bound}, and for a
     * wildcard bind also to every address of this machine's interfaces and to its host name.
     */
    public static RequestGuard forBind(String bindText, InetAddress bound) {
        Set<String> names = new HashSet<>();
        Set<InetAddress> addresses = new HashSet<>();
        names.add("localhost");
        if (!hostPart(bindText).isEmpty()) {
            names.add(hostPart(bindText));
        }
        addresses.add(InetAddress.getLoopbackAddress());
        addresses.add(literal("127.0.0.1"));
        addresses.add(literal("::1"));
        addresses.add(bound);
        if (bound.isAnyLocalAddress()) {
            addresses.addAll(localAddresses());
            try {
                InetAddress local = InetAddress.getLocalHost();
                names.add(local.getHostName().toLowerCase(Locale.ROOT));
                names.add(local.getCanonicalHostName().toLowerCase(Locale.ROOT));
            } catch (UnknownHostException e) {
                // no name of its own: it answers to its addresses
            }
        }
        return new RequestGuard(Collections.unmodifiableSet(names), Collections.unmodifiableSet(addresses));
    }

    /** Every address of this machine's interfaces that are up (for a wildcard bind). */
    public static Set<InetAddress> localAddresses() {
        Set<InetAddress> all = new HashSet<>();
        try {
            for (NetworkInterface face : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (face.isUp()) {
                    all.addAll(Collections.list(face.getInetAddresses()));
                }
            }
        } catch (SocketException e) {
            // interfaces cannot be listed: loopback and the bound address are still known
        }
        return all;
    }

    /**
     * Refuses a request from outside, as the class comment says.
     *
     * @throws ApiException 403 (a foreign host, origin or site) or 415 (an API body that is not JSON)
     */
    public void check(Context ctx) {
        String host = ctx.header("Host");
        if (host != null && !accepts(host)) {
            throw new ApiException(403, "refused: this server answers to its own address or localhost, not to "
                    + Tokens.quote(host) + " (a page that points another name at this machine is not let in)");
        }
        String origin = ctx.header("Origin");
        if (origin != null && (host == null || !origin.equalsIgnoreCase("http://" + host))) {
            throw new ApiException(403, "refused: a page from another origin (" + Tokens.quote(origin)
                    + ") may not use this server");
        }
        if (!ctx.path().startsWith("/api/")) {
            return;
        }
        String site = ctx.header("Sec-Fetch-Site");
        if (site != null && !site.equals("same-origin") && !site.equals("none")) {
            throw new ApiException(403, "refused: a request made by another web site (" + Tokens.quote(site)
                    + ") may not use this server's API");
        }
        String method = ctx.method().name();
        if (method.equals("POST") || method.equals("PUT") || method.equals("PATCH")) {
            String type = ctx.header("Content-Type");
            String media = type == null ? "" : type.split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
            if (!media.equals("application/json")) {
                throw new ApiException(415, "the request body must be JSON sent with Content-Type: "
                        + "application/json, not " + (type == null ? "without a Content-Type" : Tokens.quote(type)));
            }
        }
    }

    /** Headers every response carries: no framing, the pages' own files only, no sniffing, no referrer. */
    static final Map<String, String> SECURITY_HEADERS = Map.of(
            "X-Frame-Options", "DENY",
            "Content-Security-Policy", CONTENT_SECURITY_POLICY,
            "X-Content-Type-Options", "nosniff",
            "Referrer-Policy", "no-referrer");

    /** Adds the {@link #SECURITY_HEADERS} to an answer of the routes. */
    public static void addSecurityHeaders(Context ctx) {
        SECURITY_HEADERS.forEach(ctx::header);
    }

    /** Adds the {@link #SECURITY_HEADERS} to an answer Jetty writes itself (its error answers). */
    static void addSecurityHeaders(HttpFields.Mutable headers) {
        SECURITY_HEADERS.forEach(headers::put);
    }

    /** Whether a {@code Host} header names this server. */
    boolean accepts(String hostHeader) {
        String name = hostPart(hostHeader);
        if (names.contains(name)) {
            return true;
        }
        InetAddress address = IPV4.matcher(name).matches() || IPV6.matcher(name).matches() ? literal(name)
                : null;
        return address != null && addresses.contains(address);
    }

    /** The name or address of a {@code Host} header or bind address: no port, no brackets, lower case. */
    static String hostPart(String host) {
        String name = host.trim().toLowerCase(Locale.ROOT);
        if (name.startsWith("[")) {
            int end = name.indexOf(']');
            name = end < 0 ? name.substring(1) : name.substring(1, end);
        } else if (name.indexOf(':') >= 0 && name.indexOf(':') == name.lastIndexOf(':')) {
            name = name.substring(0, name.indexOf(':')); // name:port (an IPv6 literal has several colons)
        }
        int zone = name.indexOf('%');
        if (zone >= 0) {
            name = name.substring(0, zone);
        }
        return name.endsWith(".") ? name.substring(0, name.length() - 1) : name;
    }

    /** An IP literal as an address (no name lookup: only literals get here), or null when it is none. */
    private static InetAddress literal(String text) {
        try {
            return InetAddress.getByName(text);
        } catch (UnknownHostException | SecurityException e) {
            return null;
        }
    }
}
