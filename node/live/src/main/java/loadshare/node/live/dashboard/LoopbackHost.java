package loadshare.node.live.dashboard;

import java.util.regex.Pattern;

/**
 * The {@code Host} names the dashboard answers to: the loopback address by name or number, with any port or none
 * ({@code 127.0.0.1}, {@code localhost}, {@code [::1]}; an SSH tunnel's local port is not the dashboard's own).
 * Any other name means the page that asks was loaded from somewhere else and reached the loopback address through
 * DNS rebinding (a name that first pointed to its own server, then to 127.0.0.1): it must not read the run.
 */
final class LoopbackHost {

    /** What the refused are told, in one line. */
    static final String REFUSAL = "the dashboard answers only to Host 127.0.0.1, localhost or [::1] (with any port)";

    private static final Pattern NAMES = Pattern.compile("(127\\.0\\.0\\.1|localhost|\\[::1\\])(:\\d{1,5})?",
            Pattern.CASE_INSENSITIVE);

    private LoopbackHost() {
    }

    /** Whether a request's {@code Host} header (null: none) names the loopback address. */
    static boolean named(String host) {
        return host != null && NAMES.matcher(host.strip()).matches();
    }
}
