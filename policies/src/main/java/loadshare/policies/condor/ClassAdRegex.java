package loadshare.policies.condor;

import static loadshare.policies.condor.ClassAdArguments.arguments;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import loadshare.policies.condor.ClassAdValue.ListValue;
import loadshare.policies.condor.ClassAdValue.Text;
import loadshare.policies.condor.ClassAdValue.Undefined;

/**
 * The regular-expression functions ({@code regexp}, {@code regexpMember}, {@code regexps}, {@code replace},
 * {@code replaceAll}) as HTCondor's library evaluates them with PCRE2: Java's regular expressions with PCRE's
 * POSIX classes ({@code [[:alpha:]]}), the options {@code i m s x} (and, for substitution, {@code f}: the whole
 * target with the match replaced; {@code g}: every match), and {@code \0}..{@code \9} in a replacement.
 */
final class ClassAdRegex {

    private ClassAdRegex() {}

    /** What a substituting function makes of its match: only the replacement, or the target with it in place. */
    enum Substitution { REGEXPS, REPLACE, REPLACE_ALL }

    /**
     * {@code regexp(pattern, target [, options])}: an ERROR argument is ERROR, then an UNDEFINED one UNDEFINED, then
     * any argument that is not a string ERROR (an invalid pattern too).
     */
    static ClassAdValue regexp(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        List<ClassAdValue> v = arguments(args, evaluation);
        ClassAdValue failed = strings(v);
        if (failed != null) {
            return failed;
        }
        Pattern pattern = compile(text(v, 0), v.size() > 2 ? text(v, 2) : "");
        return pattern == null ? ClassAdValue.ERROR : ClassAdValue.of(pattern.matcher(text(v, 1)).find());
    }

    /**
     * {@code regexpMember(pattern, list [, options])}: whether the pattern matches one of the list's strings; an
     * UNDEFINED element makes a false answer UNDEFINED, any other non-string element makes it ERROR.
     */
    static ClassAdValue regexpMember(List<ClassAdNode> args, ClassAdEvaluation evaluation) {
        List<ClassAdValue> v = arguments(args, evaluation);
        if (v.stream().anyMatch(x -> x instanceof ClassAdValue.Error)) {
            return ClassAdValue.ERROR;
        }
        if (v.stream().anyMatch(x -> x instanceof Undefined)) {
            return ClassAdValue.UNDEFINED;
        }
        if (v.size() > 2 && !(v.get(2) instanceof Text) || !(v.get(0) instanceof Text)
                || !(v.get(1) instanceof ListValue list)) {
            return ClassAdValue.ERROR;
        }
        Pattern pattern = compile(text(v, 0), v.size() > 2 ? text(v, 2) : "");
        boolean undefined = false;
        for (ClassAdValue element : list.elements()) {
            if (element instanceof Undefined) {
                undefined = true;
            } else if (!(element instanceof Text t) || pattern == null) {
                return ClassAdValue.ERROR;
            } else if (pattern.matcher(t.value()).find()) {
                return ClassAdValue.TRUE;
            }
        }
        return undefined ? ClassAdValue.UNDEFINED : ClassAdValue.FALSE;
    }

    /**
     * {@code regexps(pattern, target, replacement [, options])}: the replacement of the first match (or "");
     * {@code replace}: the target with its first match replaced; {@code replaceAll}: with every match replaced.
     * In the replacement {@code \n} is group n (ERROR if the pattern has no such group that could have matched).
     */
    static ClassAdValue substitute(List<ClassAdNode> args, ClassAdEvaluation evaluation, Substitution kind) {
        List<ClassAdValue> v = arguments(args, evaluation);
        ClassAdValue problem = ClassAdArguments.notAllStrings(v);
        if (problem != null) {
            return problem;
        }
        String options = (v.size() > 3 ? text(v, 3) : "")
                + (kind == Substitution.REPLACE ? "f" : kind == Substitution.REPLACE_ALL ? "fg" : "");
        Pattern pattern = compile(text(v, 0), options);
        if (pattern == null) {
            return ClassAdValue.ERROR;
        }
        String result = substituted(pattern, text(v, 1), text(v, 2), options.indexOf('f') >= 0,
                options.indexOf('g') >= 0);
        return result == null ? ClassAdValue.ERROR : ClassAdValue.of(result);
    }

    private static String substituted(Pattern pattern, String target, String replacement, boolean wholeTarget,
            boolean every) {
        StringBuilder out = new StringBuilder();
        Matcher m = pattern.matcher(target);
        m.useTransparentBounds(true).useAnchoringBounds(false);
        int at = 0;
        boolean afterEmpty = false;
        boolean matched;
        do {
            if (afterEmpty) {
                // after an empty match, only a non-empty one starting right there; else step over one character
                m.region(at, target.length());
                matched = m.lookingAt() && m.end() > m.start();
                if (!matched) {
                    if (at >= target.length()) {
                        return null; // HTCondor's library steps past the end of the target and fails
                    }
                    out.append(target.charAt(at++));
                    afterEmpty = false;
                    matched = true;
                    continue;
                }
            } else {
                m.reset();
                matched = at <= target.length() && m.find(at);
            }
            if (matched) {
                if (wholeTarget) {
                    out.append(target, at, m.start());
                }
                if (!appendReplacement(m, replacement, out)) {
                    return null;
                }
                afterEmpty = m.start() == m.end();
                at = m.end();
            }
        } while (matched && every);
        if (wholeTarget) {
            out.append(target, Math.min(at, target.length()), target.length());
        }
        return out.toString();
    }

    private static boolean appendReplacement(Matcher m, String replacement, StringBuilder out) {
        int groups = 0;
        for (int g = m.groupCount(); g >= 0; g--) {
            if (m.start(g) >= 0) {
                groups = g + 1;
                break;
            }
        }
        for (int i = 0; i < replacement.length(); i++) {
            char c = replacement.charAt(i);
            if (c == '\\' && i + 1 < replacement.length() && Character.isDigit(replacement.charAt(i + 1))
                    && replacement.charAt(i + 1) <= '9') {
                int group = replacement.charAt(++i) - '0';
                if (group >= groups) {
                    return false;
                }
                String text = m.group(group);
                out.append(text == null ? "" : text);
            } else {
                out.append(c);
            }
        }
        return true;
    }

    /** ERROR if any is ERROR, else UNDEFINED if any is UNDEFINED, else ERROR if any is not a string; else null. */
    private static ClassAdValue strings(List<ClassAdValue> v) {
        if (v.stream().anyMatch(x -> x instanceof ClassAdValue.Error)) {
            return ClassAdValue.ERROR;
        }
        if (v.stream().anyMatch(x -> x instanceof Undefined)) {
            return ClassAdValue.UNDEFINED;
        }
        return v.stream().allMatch(x -> x instanceof Text) ? null : ClassAdValue.ERROR;
    }

    private static String text(List<ClassAdValue> v, int i) {
        return ((Text) v.get(i)).value();
    }

    /** The pattern with HTCondor's options (only lower-case {@code i m s x} mean anything); null if invalid. */
    static Pattern compile(String pattern, String options) {
        int flags = 0;
        flags |= options.indexOf('i') >= 0 ? Pattern.CASE_INSENSITIVE : 0;
        flags |= options.indexOf('m') >= 0 ? Pattern.MULTILINE : 0;
        flags |= options.indexOf('s') >= 0 ? Pattern.DOTALL : 0;
        flags |= options.indexOf('x') >= 0 ? Pattern.COMMENTS : 0;
        try {
            return Pattern.compile(javaPattern(pattern), flags);
        } catch (PatternSyntaxException e) {
            return null;
        }
    }

    /** PCRE's POSIX classes inside brackets ({@code [[:alpha:]_]}) as Java's ({@code [\p{Alpha}_]}). */
    private static String javaPattern(String pattern) {
        StringBuilder out = new StringBuilder();
        boolean inClass = false;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '\\' && i + 1 < pattern.length()) {
                out.append(c).append(pattern.charAt(++i));
                continue;
            }
            if (!inClass && c == '[') {
                inClass = true;
                out.append(c);
                if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '^') {
                    out.append(pattern.charAt(++i));
                }
                if (i + 1 < pattern.length() && pattern.charAt(i + 1) == ']') {
                    out.append("\\]");
                    i++;
                }
                continue;
            }
            if (inClass && c == '[' && pattern.startsWith("[:", i)) {
                int end = pattern.indexOf(":]", i + 2);
                String name = end < 0 ? null : posix(pattern.substring(i + 2, end));
                if (name != null) {
                    out.append(name);
                    i = end + 1;
                    continue;
                }
            }
            if (inClass && c == '[') {
                out.append("\\[");
                continue;
            }
            if (inClass && c == ']') {
                inClass = false;
            }
            out.append(c);
        }
        return out.toString();
    }

    private static String posix(String name) {
        return switch (name) {
            case "alpha" -> "\\p{Alpha}";
            case "digit" -> "\\p{Digit}";
            case "alnum" -> "\\p{Alnum}";
            case "upper" -> "\\p{Upper}";
            case "lower" -> "\\p{Lower}";
            case "space" -> "\\s\\x0B";
            case "punct" -> "\\p{Punct}";
            case "xdigit" -> "\\p{XDigit}";
            case "blank" -> " \\t";
            case "cntrl" -> "\\p{Cntrl}";
            case "print" -> "\\p{Print}";
            case "graph" -> "\\p{Graph}";
            case "word" -> "\\w";
            default -> null;
        };
    }
}
