package loadshare.policies.condor;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * The expressions of {@link ClassAdOracleTest}: a seeded generator over one machine ad and one job ad. Run with
 * the path of the ClassAd oracle (policies/src/test/oracle) to write the test data — each expression with HTCondor's
 * answer — to standard output; without arguments it prints the oracle's input. See docs/condor.md.
 */
public final class ClassAdOracleCases {

    /** The seed of the stored data. */
    static final long SEED = 28;
    static final int RANDOM_EXPRESSIONS = 4200;

    /** Attribute, expression; as written in an ad. */
    static final List<String[]> MACHINE = pairs(
            "Memory", "2048", "Cpus", "4", "Disk", "100000", "Arch", "\"X86_64\"", "OpSys", "\"LINUX\"",
            "KeyboardIdle", "1200.5", "LoadAvg", "0.25", "Name", "\"slot1@node7\"",
            "Start", "KeyboardIdle > 15 * 60", "Requirements", "TARGET.ImageSize <= Memory * 1024",
            "Rank", "TARGET.JobPrio", "MLoop", "MLoop + 1", "MUndef", "undefined", "MErr", "error",
            "Slots", "{ Memory, Cpus, \"x\" }", "Shared", "\"machine\"", "HasGpu", "false",
            "Big", "9223372036854775807", "Zero", "0", "RZero", "0.0", "Tags", "\"gpu, fast,Linux\"",
            "Mixed", "\"AbC\"", "Nested", "[ a = 1; b = { 2, 3 }; c = Memory ]",
            "Pointer", "TARGET.Owner", "Back", "TARGET.Forth", "Free", "Memory - TARGET.ImageSize");
    static final List<String[]> JOB = pairs(
            "ImageSize", "512", "RequestMemory", "1024", "RequestCpus", "2", "Owner", "\"alice\"",
            "Cmd", "\"/bin/sleep\"", "JobPrio", "-5", "Rank", "Memory * 2 + Cpus",
            "Requirements", "TARGET.Memory >= RequestMemory && TARGET.OpSys == \"LINUX\"",
            "A", "B + 1", "B", "A", "SelfRef", "SelfRef", "JUndef", "undefined", "JErr", "error",
            "Names", "\"alice,bob, Carol\"", "Ratio", "2.5", "Ints", "{ 1, 2, 3 }", "Reals", "{ 1.5, -2.25, 1e3 }",
            "Mixed", "{ 1, \"a\", true, undefined }", "Shared", "\"job\"", "Empty", "\"\"", "EmptyList", "{ }",
            "Version", "\"8.9.11\"", "When", "1700000000", "Flag", "true", "Neg", "-7", "Str", "\"Hello, World\"",
            "BigR", "1e300", "Forth", "TARGET.Back", "Want", "TARGET.Memory * 2");

    private static final String[] NAMES = {"Memory", "Cpus", "Disk", "Arch", "OpSys", "KeyboardIdle", "LoadAvg",
        "Name", "Start", "Requirements", "Rank", "MLoop", "MUndef", "MErr", "Slots", "Shared", "HasGpu", "Big", "Zero",
        "RZero", "Tags", "Mixed", "Nested", "Pointer", "Back", "Free", "ImageSize", "RequestMemory", "RequestCpus",
        "Owner", "Cmd", "JobPrio", "A", "B", "SelfRef", "JUndef", "JErr", "Names", "Ratio", "Ints", "Reals", "Empty",
        "EmptyList", "Version", "When", "Flag", "Neg", "Str", "BigR", "Forth", "Want", "Missing", "memory", "OWNER"};
    private static final String[] INTS = {"0", "1", "2", "3", "7", "-3", "10", "100", "2048", "9223372036854775807",
        "4294967296", "-1", "64", "5"};
    private static final String[] REALS = {"0.0", "1.5", "2.5", "-7.5", "0.1", "1e308", "1e-7", ".5", "3.", "1e19",
        "2.0", "0.25", "1E3", "123.456", "-2.5", "9.2233720368547758e18", "1e-320", "0.5", "3.5", "-0.5"};
    private static final String[] STRINGS = {"\"\"", "\"a\"", "\"abc\"", "\"ABC\"", "\"Hello, World\"", "\"12\"",
        "\"12abc\"", "\" 42 \"", "\"3.5\"", "\"1e3\"", "\"INF\"", "\"-inf\"", "\"nan\"", "\"true\"", "\"a,b, c\"",
        "\"x\\\"y\"", "\"tab\\there\"", "\"back\\\\slash\"", "\"line\\nbreak\"", "\"LINUX\"", "\"linux\"", "\"8.10.2\"",
        "\"slot1@node7\"", "\"0x1F\"", "\"-12\"", "\"+7\"", "\"1.5e2x\"", "\"FALSE\"", "\"a\\101b\"", "\"\\u0041\"",
        "\"100000000000000000000\"", "\"  \"", "\"alice\"", "\"bob\""};
    private static final String[] PATTERNS = {"\"^a\"", "\"[[:alpha:]]+\"", "\"[[:digit:]]\"", "\"a.c\"",
        "\"(?i)abc\"", "\"^slot[0-9]+@\"", "\"L.N\"", "\"\\\\d+\"", "\"[\"", "\"a|b\"", "\"^$\"", "\"hello world\"",
        "\"x # comment\"", "\"\\\\w+@\\\\w+\"", "\".*\"", "\"(a)(b)?\"", "\"^(\\\\w+),\"", "\"[[:upper:]]\"",
        "\"[[:space:]]\"", "\"o\"", "\"l+\"", "\"^.$\"", "\"b$\"", "\"(\"", "\"\\\\bWorld\""};
    private static final String[] OPTIONS = {"\"\"", "\"i\"", "\"I\"", "\"m\"", "\"s\"", "\"x\"", "\"is\"", "\"f\"",
        "\"g\"", "\"ig\"", "\"q\"", "\"ms\""};
    private static final String[] VERSIONS = {"\"8.9.11\"", "\"8.10.0\"", "\"8.9.9\"", "\"10.0\"", "\"8.9.11a\"",
        "\"\"", "\"abc\"", "\"8.9.011\"", "Version"};
    private static final String[] BINARY = {"+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "=?=", "=!=",
        "is", "isnt", "&&", "||", "&", "|", "^", "<<", ">>", ">>>"};

    /** Name, then one letter per argument: a any, n number, i integer, s string, l list, p pattern, o options,
     * v version, d delimiters, t a time. A trailing '?' on a letter makes that argument optional. */
    private static final String[] FUNCTIONS = {"ifThenElse aaa", "isUndefined a", "isError a", "isString a",
        "isInteger a", "isReal a", "isBoolean a", "isList a", "isClassAd a", "isAbsTime a", "isRelTime a",
        "member al", "identicalMember al", "anyCompare sla", "allCompare sla", "size a", "sum l", "avg l", "min l",
        "max l", "strcat aa?", "join sl", "join saa?", "toUpper a", "toLower a", "substr si i?", "strcmp aa",
        "stricmp aa", "versionCmp vv", "versionLT vv", "versionLE vv", "versionGT vv", "versionGE vv",
        "versionEQ vv", "version_in_range vvv", "regexp psO?", "regexpMember pl o?", "regexps pss o?",
        "replace pss o?", "replaceAll pss o?", "int a", "real a", "string a", "bool a", "floor a", "ceil a",
        "ceiling a", "round a", "pow nn", "quantize al", "quantize an", "eval s", "unparse a",
        "stringListsIntersect ss d?", "relTime a", "absTime a", "interval a", "getYear t", "getMonth t",
        "getDayOfYear t", "getDayOfMonth t", "getDayOfWeek t", "getHours t", "getMinutes t", "getSeconds t",
        "getDays a", "splitTime a", "isReal n", "int n", "string n", "unresolved s", "noSuchFunction a"};

    private final Random random;

    private ClassAdOracleCases(long seed) {
        random = new Random(seed);
    }

    private static List<String[]> pairs(String... items) {
        List<String[]> pairs = new ArrayList<>();
        for (int i = 0; i < items.length; i += 2) {
            pairs.add(new String[] {items[i], items[i + 1]});
        }
        return List.copyOf(pairs);
    }

    /** In the new ClassAd syntax, as the oracle reads it. */
    static String adText(List<String[]> ad) {
        StringBuilder text = new StringBuilder("[ ");
        for (String[] pair : ad) {
            text.append(pair[0]).append(" = ").append(pair[1]).append("; ");
        }
        return text.append("]").toString();
    }

    /** Every expression, in order, without duplicates. */
    static List<String> expressions(long seed) {
        ClassAdOracleCases cases = new ClassAdOracleCases(seed);
        Set<String> all = new LinkedHashSet<>(ClassAdOracleProbes.PROBES);
        for (String function : FUNCTIONS) {
            for (int i = 0; i < 45; i++) {
                all.add(cases.call(function, i < 30 ? 0 : 2));
            }
        }
        for (String op : BINARY) {
            for (int i = 0; i < 60; i++) {
                all.add(cases.operand(i % 3) + " " + op + " " + cases.operand(i % 2));
            }
        }
        for (int i = 0; i < 300; i++) {
            all.add(cases.reference());
            all.add(cases.reference() + " ?: " + cases.expression(1));
            all.add(cases.expression(1) + " ? " + cases.expression(1) + " : " + cases.expression(1));
        }
        while (all.size() < RANDOM_EXPRESSIONS + 3000) {
            all.add(cases.expression(1 + cases.random.nextInt(4)));
        }
        return List.copyOf(all);
    }

    private String pick(String[] choices) {
        return choices[random.nextInt(choices.length)];
    }

    private String literal() {
        return switch (random.nextInt(10)) {
            case 0, 1, 2 -> pick(INTS);
            case 3, 4 -> pick(REALS);
            case 5, 6 -> pick(STRINGS);
            case 7 -> random.nextBoolean() ? "true" : "false";
            case 8 -> random.nextBoolean() ? "undefined" : "error";
            default -> list(0);
        };
    }

    private String reference() {
        String name = pick(NAMES);
        return switch (random.nextInt(8)) {
            case 0, 1 -> "MY." + name;
            case 2, 3 -> "TARGET." + name;
            case 4 -> random.nextBoolean() ? "other." + name : "." + name;
            case 5 -> random.nextBoolean() ? "my." + name : "target." + name;
            default -> name;
        };
    }

    private String list(int depth) {
        int n = random.nextInt(4);
        List<String> elements = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            elements.add(depth > 0 ? expression(depth - 1) : random.nextBoolean() ? pick(INTS) : literalOrName());
        }
        return "{" + String.join(", ", elements) + "}";
    }

    private String literalOrName() {
        return random.nextInt(3) == 0 ? pick(NAMES) : random.nextBoolean() ? pick(REALS) : pick(STRINGS);
    }

    private String operand(int depth) {
        return depth == 0 ? (random.nextBoolean() ? literal() : reference()) : expression(depth);
    }

    private String expression(int depth) {
        if (depth <= 0) {
            return random.nextInt(3) == 0 ? reference() : literal();
        }
        int d = depth - 1;
        return switch (random.nextInt(12)) {
            case 0, 1, 2 -> operand(d) + " " + pick(BINARY) + " " + operand(d);
            case 3 -> pick(new String[] {"-", "!", "+", "~"}) + operand(d);
            case 4 -> "(" + expression(d) + ")";
            case 5 -> operand(d) + " ? " + operand(d) + " : " + operand(d);
            case 6 -> operand(d) + " ?: " + operand(d);
            case 7, 8 -> call(pick(FUNCTIONS), d);
            case 9 -> list(d);
            case 10 -> operand(d) + "[" + (random.nextBoolean() ? pick(INTS) : operand(d)) + "]";
            default -> random.nextBoolean() ? reference() : literal();
        };
    }

    private String call(String spec, int depth) {
        String[] parts = spec.split(" ");
        List<String> args = new ArrayList<>();
        String kinds = parts.length > 1 ? String.join(" ", java.util.Arrays.copyOfRange(parts, 1, parts.length)) : "";
        for (String kind : kinds.split(" ")) {
            for (int i = 0; i < kind.length(); i++) {
                char k = kind.charAt(i);
                boolean optional = i + 1 < kind.length() && kind.charAt(i + 1) == '?';
                if (optional) {
                    i++;
                    if (random.nextBoolean()) {
                        continue;
                    }
                }
                args.add(argument(Character.toLowerCase(k), depth));
            }
        }
        int roll = random.nextInt(20);
        if (roll == 0 && !args.isEmpty()) {
            args.remove(args.size() - 1);
        } else if (roll == 1) {
            args.add(literal());
        }
        return parts[0] + "(" + String.join(", ", args) + ")";
    }

    private String argument(char kind, int depth) {
        if (random.nextInt(6) == 0) {
            return depth > 0 ? expression(depth) : random.nextBoolean() ? literal() : reference();
        }
        return switch (kind) {
            case 'n' -> random.nextBoolean() ? pick(INTS) : pick(REALS);
            case 'i' -> pick(INTS);
            case 's' -> random.nextInt(4) == 0 ? pick(new String[] {"Owner", "Names", "Str", "Tags", "Name", "Empty"})
                    : pick(STRINGS);
            case 'l' -> random.nextInt(3) == 0 ? pick(new String[] {"Ints", "Reals", "Mixed", "Slots", "EmptyList"})
                    : list(depth);
            case 'p' -> pick(PATTERNS);
            case 'o' -> pick(OPTIONS);
            case 'v' -> pick(VERSIONS);
            case 'd' -> pick(new String[] {"\",\"", "\", \"", "\";\"", "\"\""});
            case 't' -> pick(new String[] {"When", "absTime(\"2024-02-29T13:45:10Z\")", "absTime(0)",
                "relTime(\"1+02:03:04\")", "relTime(90061)", "1700000000", "\"x\""});
            default -> random.nextBoolean() ? literal() : reference();
        };
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        List<String> expressions = expressions(SEED);
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        if (args.length == 0) {
            out.println("M " + adText(MACHINE));
            out.println("J " + adText(JOB));
            expressions.forEach(e -> out.println("E " + e));
            out.flush();
            return;
        }
        Process oracle = new ProcessBuilder(args[0]).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        Thread feeder = new Thread(() -> {
            try (Writer in = new OutputStreamWriter(oracle.getOutputStream(), StandardCharsets.UTF_8)) {
                in.write("M " + adText(MACHINE) + "\n");
                in.write("J " + adText(JOB) + "\n");
                for (String e : expressions) {
                    in.write("E " + e + "\n");
                }
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        feeder.start();
        out.println("# HTCondor ClassAd library answers; ClassAdOracleCases seed " + SEED + "; see docs/condor.md");
        try (BufferedReader answers = new BufferedReader(
                new InputStreamReader(oracle.getInputStream(), StandardCharsets.UTF_8))) {
            for (String e : expressions) {
                String answer = answers.readLine();
                if (answer == null) {
                    throw new IllegalStateException("the oracle stopped before " + e);
                }
                out.println(e + "\t" + answer);
            }
        }
        feeder.join();
        if (oracle.waitFor() != 0) {
            throw new IllegalStateException("the oracle failed");
        }
        out.flush();
    }
}
