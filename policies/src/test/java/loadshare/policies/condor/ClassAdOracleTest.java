package loadshare.policies.condor;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;
import loadshare.policies.condor.ClassAdValue.Bool;
import loadshare.policies.condor.ClassAdValue.Int;
import loadshare.policies.condor.ClassAdValue.ListValue;
import loadshare.policies.condor.ClassAdValue.Real;
import loadshare.policies.condor.ClassAdValue.Text;
import org.junit.jupiter.api.Test;

/**
 * The differential test against HTCondor's own ClassAd library: every expression of {@code oracle.tsv.gz} (made by
 * {@link ClassAdOracleCases} and the oracle in policies/src/test/oracle) evaluated here over the same machine and
 * job ads must give HTCondor's answer, except the {@link #KNOWN} differences, each with its reason (and the same
 * list in docs/condor.md). The differences found are written to
 * {@code policies/target/classad-oracle-differences.tsv}.
 */
class ClassAdOracleTest {

    /** The agreement rate below which the test fails (issue 28's goal), besides any difference not in {@link #KNOWN}. */
    static final double REQUIRED_AGREEMENT = 0.995;
    static final double GOAL = 0.995;
    /** Whether a difference not in {@link #KNOWN} fails the test. */
    static final boolean REQUIRE_ALL_KNOWN = true;

    /** Expression, why loadshare's answer differs from HTCondor's. Mirrored in docs/condor.md. */
    static final Map<String, String> KNOWN = known();

    private static Map<String, String> known() {
        Map<String, String> known = new LinkedHashMap<>();
        String nan = "NaN: the library keeps it; a value here cannot be NaN, so it is ERROR";
        for (String e : new String[] {"real(\"NaN\")", "0.0 / 0.0", "string(0.0/0.0)", "pow(-8, 0.5)", "pow(-1, 1.5)",
            "pow(-7.5, 0.1)", "pow(-1, 1e-7)", "quantize(\"nan\", -2.5)", "quantize(5, \"nan\")"}) {
            known.put(e, nan);
        }
        String modulo = "% on reals: the library gives ERROR; here % works on reals, because the clocks CurrentTime and"
                + " KeyboardIdle are reals and the condor experiment's night-only START says CurrentTime % 86400";
        for (String e : new String[] {"7.5 % 2", "7 % 2.0", "1e19 % 4294967296", "(target.memory) % 1e19",
            "-1 % Ratio", "2.5 % other.Disk == 7", "0.1 % BigR =!= error << member(my.Owner)",
            "TARGET.RZero % 10 && +MY.Forth"}) {
            known.put(e, modulo);
        }
        known.put("string(-0.0)", "-0.0 is kept as 0.0 here, so that equal numbers are equal values");
        String clock = "the current time: the model has no wall clock, so time() and absTime() are ERROR here";
        known.put("time() > 0", clock);
        known.put("isInteger(time())", clock);
        known.put("absTime()", clock);
        String parent = "the library's match ad: parent and root name the ad HTCondor builds around MY and TARGET"
                + " (with LEFT and RIGHT), which an evaluation here does not have";
        known.put("parent", parent);
        known.put("root", parent);
        known.put("absTime((\"nan\")) >= error", "the parser keeps no parentheses, so absTime((\"nan\")) is read"
                + " as the time literal absTime(\"nan\"), which is a syntax error; the library evaluates the string");
        known.put("Reals isnt .Free ? unparse(Reals) : +other.Ints", "unparse() writes a list on one line, the"
                + " library's pretty-printer on several");
        known.put("split(\"a, b,c\")", "split is HTCondor's daemons' function (condor_utils), not its library's:"
                + " the oracle, the library alone, does not know it (ERROR); a pool, and loadshare, give {\"a\", \"b\", \"c\"}");
        return known;
    }

    @Test
    void everyStoredExpression_evaluatesAsHTCondorsLibrary() throws IOException {
        ClassAd machine = ad(ClassAdOracleCases.MACHINE);
        ClassAd job = ad(ClassAdOracleCases.JOB);
        List<String[]> rows = rows();
        assertTrue(rows.size() >= 5000, "the data is read: " + rows.size());
        List<String> unexplained = new ArrayList<>();
        List<String> stale = new ArrayList<>();
        int agreed = 0;
        Path report = Path.of("target", "classad-oracle-differences.tsv");
        Files.createDirectories(report.getParent());
        try (PrintWriter differences = new PrintWriter(Files.newBufferedWriter(report, StandardCharsets.UTF_8))) {
            for (String[] row : rows) {
                String ours = answer(row[0], job, machine);
                boolean same = normalized(ours).equals(normalized(row[1]));
                if (same) {
                    agreed++;
                    if (KNOWN.containsKey(row[0])) {
                        stale.add(row[0]);
                    }
                } else {
                    differences.println(row[0] + "\t" + row[1] + "\t" + ours);
                    if (!KNOWN.containsKey(row[0])) {
                        unexplained.add(row[0] + "  HTCondor: " + row[1] + "  loadshare: " + ours);
                    }
                }
            }
        }
        double rate = (double) agreed / rows.size();
        System.out.printf("ClassAd oracle: %d of %d expressions agree with HTCondor (%.2f%%, goal %.1f%%); %d known"
                + " differences%n", agreed, rows.size(), 100 * rate, 100 * GOAL, rows.size() - agreed - unexplained.size());
        assertTrue(rate >= REQUIRED_AGREEMENT, String.format("agreement %.2f%% is below %.1f%%; first differences:%n%s",
                100 * rate, 100 * REQUIRED_AGREEMENT, String.join("\n", unexplained.subList(0, Math.min(20, unexplained.size())))));
        assertTrue(!REQUIRE_ALL_KNOWN || unexplained.isEmpty(), unexplained.size() + " differences are not known ones:\n"
                + String.join("\n", unexplained.subList(0, Math.min(40, unexplained.size()))));
        assertTrue(stale.isEmpty(), "known differences that now agree (take them off the list): " + stale);
    }

    private static ClassAd ad(List<String[]> attributes) {
        ClassAd.Builder builder = ClassAd.builder();
        for (String[] attribute : attributes) {
            builder.setExpression(attribute[0], attribute[1]);
        }
        return builder.build();
    }

    private static List<String[]> rows() throws IOException {
        List<String[]> rows = new ArrayList<>();
        try (InputStream in = Objects.requireNonNull(ClassAdOracleTest.class.getResourceAsStream("oracle.tsv.gz"));
                BufferedReader reader = new BufferedReader(new InputStreamReader(new GZIPInputStream(in),
                        StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (!line.startsWith("#")) {
                    int tab = line.lastIndexOf('\t');
                    rows.add(new String[] {line.substring(0, tab), line.substring(tab + 1)});
                }
            }
        }
        return rows;
    }

    /** Our answer in the oracle's form (see policies/src/test/oracle/README.md). */
    static String answer(String expression, ClassAd my, ClassAd target) {
        ClassAdExpression parsed;
        try {
            parsed = ClassAdExpression.parse(expression);
        } catch (IllegalArgumentException e) {
            return "parse-error";
        }
        return canonical(parsed.evaluate(my, target));
    }

    static String canonical(ClassAdValue value) {
        if (value instanceof ClassAdValue.Undefined) {
            return "undefined";
        }
        if (value instanceof ClassAdValue.Error) {
            return "error";
        }
        if (value instanceof Bool b) {
            return "bool " + b.value();
        }
        if (value instanceof Int i) {
            return "int " + i.value();
        }
        if (value instanceof Real r) {
            return "real " + real(r.value());
        }
        if (value instanceof Text t) {
            return "string " + quoted(t.value());
        }
        if (value instanceof ListValue list) {
            List<String> elements = new ArrayList<>();
            list.elements().forEach(e -> elements.add(canonical(e)));
            return "list {" + String.join(", ", elements) + "}";
        }
        return ClassAdOracleForms.other(value);
    }

    private static String real(double value) {
        if (Double.isInfinite(value)) {
            return value > 0 ? "inf" : "-inf";
        }
        return Double.toString(value);
    }

    private static String quoted(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if (c == '"' || c == '\\') {
                out.append('\\').append((char) c);
            } else if (c == '\n') {
                out.append("\\n");
            } else if (c == '\t') {
                out.append("\\t");
            } else if (c < 0x20 || c >= 0x7f) {
                out.append(String.format("\\x%02x", c));
            } else {
                out.append((char) c);
            }
        }
        return out.append('"').toString();
    }

    private static final Pattern REAL = Pattern.compile("(real |reltime )([-+0-9.eE]+|-?inf|nan)(?=[,}]|$)");

    /** Reals read as numbers, so that C's {@code %.17g} and Java's shortest form compare. */
    private static String normalized(String answer) {
        Matcher m = REAL.matcher(answer);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String number = m.group(2);
            String value = number.endsWith("inf") || number.equals("nan") ? number : real(Double.parseDouble(number));
            m.appendReplacement(out, Matcher.quoteReplacement(m.group(1) + value));
        }
        m.appendTail(out);
        return out.toString();
    }
}
