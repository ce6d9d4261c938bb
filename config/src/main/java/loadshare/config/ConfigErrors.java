package loadshare.config;

import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigOrigin;
import com.typesafe.config.ConfigRenderOptions;
import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueFactory;
import java.util.Collection;
import java.util.Locale;
import java.util.Objects;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * Builds the standard settings error message, {@code where: key = value: reason}, e.g.
 * {@code exp.conf:12: loadshare.experiment.workload.loads[3] = 1.2: a load must be in (0, 1)}.
 *
 * <p>Public and general on purpose: the policy registry validates policy parameters with the same
 * helpers, so every bad input reads the same way whichever module noticed it.
 */
public final class ConfigErrors {

    /** What reference.conf values are attributed to; their line numbers mean little once jars are merged. */
    private static final String REFERENCE = "reference.conf";
    /** The {@code ": 12"} Typesafe appends to an origin description. */
    private static final Pattern LINE_SUFFIX = Pattern.compile(": (-?\\d+)");
    private static final Pattern TRAILING_LINE = Pattern.compile(": -?\\d+$");
    /** Typesafe's advice in parentheses at the end of parse errors. */
    private static final Pattern PARSER_ADVICE = Pattern.compile("\\s*\\((if you|you may)[^)]*\\)\\s*$");
    private static final Pattern SPACES = Pattern.compile(" {2,}");
    /** Rendered values longer than this are cut to {@link #CUT_TO} characters in messages. */
    private static final int LONGEST_VALUE = 120;
    private static final int CUT_TO = 60;
    private static final ConfigRenderOptions VALUE_RENDERING = ConfigRenderOptions.concise();
    private static final LevenshteinDistance LEVENSHTEIN = LevenshteinDistance.getDefaultInstance();

    private ConfigErrors() {
    }

    /**
     * Where a value was written: {@code path/to/file.conf:12}, {@code experiments/quickstart.conf:12} for a
     * class-path resource, {@code --set nodes=3} for a command-line override, {@code reference.conf} for a default.
     */
    public static String where(ConfigOrigin origin) {
        if (origin == null) {
            return "(unknown place)";
        }
        String line = origin.lineNumber() >= 0 ? ":" + origin.lineNumber() : "";
        if (origin.resource() != null) {
            return REFERENCE.equals(origin.resource()) ? REFERENCE : origin.resource() + line;
        }
        if (origin.filename() != null) {
            return origin.filename() + line;
        }
        if (origin.url() != null) {
            return origin.url() + line;
        }
        String description = origin.description();
        if (description.startsWith("merge of ")) {
            return LINE_SUFFIX.matcher(description.substring("merge of ".length())).replaceAll(":$1");
        }
        return TRAILING_LINE.matcher(description).replaceFirst("");
    }

    /**
     * A hint naming the known word closest to {@code given}: {@code " (did you mean 'loads'?)"}, or {@code ""} when
     * none is close enough to be a likely typo.
     */
    public static String didYouMean(String given, Collection<String> known) {
        String lower = given.toLowerCase(Locale.ROOT);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : new TreeSet<>(known)) {
            int distance = LEVENSHTEIN.apply(lower, candidate.toLowerCase(Locale.ROOT));
            if (distance < bestDistance) {
                best = candidate;
                bestDistance = distance;
            }
        }
        return best != null && isClose(lower, best, bestDistance) ? " (did you mean '" + best + "'?)" : "";
    }

    /** {@link #didYouMean} if something is close, else {@code " (valid: a, b, c)"} listing every known word. */
    public static String suggest(String given, Collection<String> known) {
        String hint = didYouMean(given, known);
        return hint.isEmpty() ? " (valid: " + String.join(", ", known) + ")" : hint;
    }

    /** {@code where: fullKey = value: reason}, with the place and the value taken from {@code value}. */
    public static SettingsException problem(ConfigValue value, String fullKey, String reason) {
        return problem(value.origin(), fullKey, value, reason);
    }

    /** {@code where: fullKey = value: reason}; a {@link ConfigValue} or string value is rendered as HOCON. */
    public static SettingsException problem(ConfigOrigin origin, String fullKey, Object value, String reason) {
        return new SettingsException(where(origin) + ": " + fullKey + " = " + render(value) + ": " + reason);
    }

    /** {@code where: fullKey: reason}, for problems about a key rather than its value (e.g. unknown keys). */
    public static SettingsException problem(ConfigOrigin origin, String fullKey, String reason) {
        return new SettingsException(where(origin) + ": " + fullKey + ": " + reason);
    }

    /** Typesafe's exception retold as {@code where: problem}, without its origin prefix and advice. */
    public static SettingsException translate(ConfigException e) {
        String message = Objects.requireNonNullElse(e.getMessage(), e.getClass().getSimpleName());
        if (e.origin() != null) {
            String prefix = e.origin().description() + ": ";
            if (message.startsWith(prefix)) {
                message = message.substring(prefix.length());
            }
            message = where(e.origin()) + ": " + message;
        }
        message = PARSER_ADVICE.matcher(message).replaceFirst("");
        return new SettingsException(SPACES.matcher(message).replaceAll(" "));
    }

    /**
     * A value as HOCON renders it: strings quoted, lists and objects as JSON, whole numbers without {@code .0};
     * one longer than {@value #LONGEST_VALUE} characters is cut, saying how long it was, so that a message stays one
     * line (a 10 MB name made a 10 MB message).
     */
    public static String render(Object value) {
        String rendered;
        if (value instanceof ConfigValue configValue) {
            rendered = configValue.render(VALUE_RENDERING);
        } else if (value instanceof CharSequence text) {
            rendered = ConfigValueFactory.fromAnyRef(text.toString()).render(VALUE_RENDERING);
        } else {
            rendered = String.valueOf(value);
        }
        return rendered.length() <= LONGEST_VALUE ? rendered
                : rendered.substring(0, CUT_TO) + "... (" + String.format(Locale.ROOT, "%,d", rendered.length()) + " characters)";
    }

    /** Close enough to be a typo: a couple of edits on a word that is longer than that, or a third of the word. */
    private static boolean isClose(String given, String candidate, int distance) {
        int shorter = Math.min(given.length(), candidate.length());
        return (distance <= 2 && distance < shorter) || distance <= given.length() / 3;
    }
}
