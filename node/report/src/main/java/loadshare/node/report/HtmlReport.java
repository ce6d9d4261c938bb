package loadshare.node.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import loadshare.node.results.AnalyticReference;
import loadshare.node.results.ApplicationSummary;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.PointSummary;

/**
 * Writes {@code report.html}: one self-contained page (inline CSS, plots embedded as base64 SVG data URIs,
 * nothing fetched from anywhere) with every table the console prints (the summary with its migration and owner
 * columns, the warnings, the application table, a live run's own figures, the migration sweep), the analytic
 * references, every plot of the output folder, the run's {@link Provenance} if given (the build, JVM, machine, seed,
 * command line and the configuration's SHA-256) and the configuration. Every text that comes from the experiment is
 * HTML-escaped.
 */
public final class HtmlReport {

    /** The file name the reporter writes. */
    public static final String FILE_NAME = "report.html";

    private static final String CSS = """
            body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 2em auto;
                   max-width: 1400px; padding: 0 1em; color: #222; background: #fff; }
            h1 { margin-bottom: 0.2em; }
            .subtitle { color: #666; margin-top: 0; }
            table { border-collapse: collapse; margin: 1em 0; font-size: 0.92em; }
            th, td { border: 1px solid #ddd; padding: 0.3em 0.6em; }
            td:first-child { white-space: nowrap; }
            th { background: #f3f3f3; text-align: left; }
            td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
            tr.unstable td { background: #fde2e2; }
            td.flag { font-weight: bold; color: #b00000; }
            tbody.load-group tr:first-child td { border-top: 2px solid #999; }
            figure { margin: 1.5em 0; }
            figure img { max-width: 100%; height: auto; border: 1px solid #eee; }
            figcaption { color: #555; font-size: 0.9em; }
            pre { background: #f7f7f7; border: 1px solid #ddd; padding: 1em; overflow-x: auto; font-size: 0.85em; }
            """;

    private static final String PROVENANCE = "<h2>Provenance</h2>";

    private static final String CONFIGURATION = "<h2>Configuration</h2>";

    private HtmlReport() {
    }

    /** Renders the plots and writes the report to {@code file}, atomically; returns {@code file}. */
    public static Path write(ExperimentResult result, Path file) throws IOException {
        return write(result, Plots.renderAll(result), file);
    }

    /** Writes the report with already rendered plots, atomically; returns {@code file}. */
    public static Path write(ExperimentResult result, List<Figure> figures, Path file) throws IOException {
        return write(result, null, figures, file);
    }

    /**
     * Writes the report with the run's provenance (none if null) and already rendered plots, atomically; returns
     * {@code file}.
     */
    public static Path write(ExperimentResult result, Provenance provenance, List<Figure> figures, Path file)
            throws IOException {
        return AtomicFiles.write(file, render(result, provenance, figures));
    }

    /** The page without provenance, with the given plots embedded in order. */
    public static String render(ExperimentResult result, List<Figure> figures) {
        return render(result, null, figures);
    }

    /** The page, with the run's provenance (none if null) and the given plots embedded in order. */
    public static String render(ExperimentResult result, Provenance provenance, List<Figure> figures) {
        StringBuilder html = new StringBuilder(64 * 1024);
        String name = escape(result.name());
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<title>").append(name).append(" - loadshare report</title>\n")
                .append("<style>\n").append(CSS).append("</style>\n</head>\n<body>\n")
                .append("<h1>").append(name).append("</h1>\n")
                .append("<p class=\"subtitle\">").append(result.nodes()).append(" nodes &middot; ")
                .append(Lookup.policies(result).size()).append(" policies &middot; ")
                .append(result.loads().size()).append(" loads</p>\n");
        // The plots first: they say at a glance what the tables then give exactly.
        html.append("<h2>Plots</h2>\n");
        figures(html, figures);
        summaryTable(html, result);
        List<String> notes = CheckNotes.lines(result);
        if (!notes.isEmpty()) {
            html.append("<h3>Warnings</h3>\n<ul class=\"warnings\">\n");
            notes.forEach(note -> html.append("<li>").append(escape(note)).append("</li>\n"));
            html.append("</ul>\n");
        }
        applicationTable(html, result);
        TraceHtml.append(html, result);
        String batch = BatchTable.render(result);
        if (!batch.isEmpty()) {
            html.append("<h2>Batch scheduling</h2>\n<pre>").append(escape(batch.strip())).append("</pre>\n");
        }
        String threads = ThreadTable.render(result);
        if (!threads.isEmpty()) {
            html.append("<h2>Parallel jobs</h2>\n<pre>").append(escape(threads.strip())).append("</pre>\n");
        }
        String classes = ClassTable.render(result);
        if (!classes.isEmpty()) {
            html.append("<h2>User classes</h2>\n<pre>").append(escape(classes.strip())).append("</pre>\n");
        }
        String failures = FailureTable.render(result);
        if (!failures.isEmpty()) {
            html.append("<h2>Host failures</h2>\n<pre>").append(escape(failures.strip())).append("</pre>\n");
        }
        liveSection(html, result);
        referenceTable(html, result);
        if (provenance != null) {
            provenanceTable(html, provenance, result.configText());
        }
        html.append(CONFIGURATION).append("\n<pre>")
                .append(escape(result.configText() == null ? "" : result.configText()))
                .append("</pre>\n</body>\n</html>\n");
        return html.toString();
    }

    private static void summaryTable(StringBuilder html, ExperimentResult result) {
        boolean migrations = ConsoleTable.migrations(result);
        boolean owners = ConsoleTable.owners(result);
        html.append("<h2>Results</h2>\n<table>\n<thead><tr>");
        for (String header : List.of("policy", "load ρ", "mean response time ± 95% CI", "p50", "p95", "p99",
                "utilization", "throughput", "transfers/job", "msgs/job", "P(idle &amp; waiting)")) {
            html.append("<th>").append(header).append("</th>");
        }
        if (migrations) {
            ConsoleTable.MIGRATION_HEADER.forEach(h -> html.append("<th>").append(escape(h)).append("</th>"));
        }
        if (owners) {
            ConsoleTable.OWNER_HEADER.forEach(h -> html.append("<th>").append(escape(h)).append("</th>"));
        }
        html.append("<th></th></tr></thead>\n");
        for (double load : result.loads()) {
            html.append("<tbody class=\"load-group\">\n");
            for (String policy : Lookup.policies(result)) {
                Lookup.summary(result, policy, load).ifPresent(s -> summaryRow(html, s, migrations, owners));
            }
            html.append("</tbody>\n");
        }
        html.append("</table>\n");
    }

    private static void summaryRow(StringBuilder html, PointSummary s, boolean migrations, boolean owners) {
        html.append(s.unstable() ? "<tr class=\"unstable\">" : "<tr>")
                .append("<td>").append(escape(s.policy())).append("</td>");
        num(html, Fmt.load(s.load()));
        num(html, Fmt.meanCi(s.response().mean(), s.ci95HalfWidth()));
        num(html, Fmt.sig(s.response().p50(), 4));
        num(html, Fmt.sig(s.response().p95(), 4));
        num(html, Fmt.sig(s.response().p99(), 4));
        num(html, Fmt.fixed(s.flow().utilization(), 3));
        num(html, Fmt.sig(s.flow().throughput(), 4));
        num(html, Fmt.fixed(s.sharing().transfersPerJob(), 3));
        num(html, Fmt.fixed(s.sharing().messagesPerJob(), 2));
        num(html, Fmt.fixed(s.sharing().idleWhileWaiting(), 3));
        List<String> console = ConsoleTable.row(s, migrations, owners);
        console.subList(ConsoleTable.HEADER_SIZE, console.size()).forEach(cell -> num(html, cell));
        String flag = s.unstable() ? "UNSTABLE" : !s.check().precisionReached() ? "PRECISION NOT REACHED"
                : s.check().missesExact() ? "MISSES EXACT " + Fmt.sig(s.check().exactMean(), 4) : "";
        html.append(flag.isEmpty() ? "<td></td>" : "<td class=\"flag\">" + escape(flag) + "</td>").append("</tr>\n");
    }

    /** Application-running policies (volunteer computing): the same figures as the console's application table. */
    private static void applicationTable(StringBuilder html, ExperimentResult result) {
        if (result.applications().isEmpty()) {
            return;
        }
        html.append("<h2>Application</h2>\n<table>\n<thead><tr>");
        for (String header : ApplicationTable.HEADER) {
            html.append("<th>").append(escape(header)).append("</th>");
        }
        html.append("</tr></thead>\n<tbody>\n");
        for (ApplicationSummary s : result.applicationSummaries()) {
            List<String> cells = ApplicationTable.row(s);
            html.append(s.complete() ? "<tr>" : "<tr class=\"unstable\">")
                    .append("<td>").append(escape(cells.get(0))).append("</td>");
            cells.subList(1, cells.size()).forEach(cell -> num(html, cell));
            html.append("</tr>\n");
        }
        html.append("</tbody>\n</table>\n");
    }

    private static void referenceTable(StringBuilder html, ExperimentResult result) {
        ReferenceNames names = ReferenceNames.of(result);
        html.append("<h2>Analytic references</h2>\n<table>\n<thead><tr><th>load ρ</th><th>")
                .append("mean response time, ").append(escape(names.noSharing())).append("</th><th>")
                .append("mean response time, ").append(escape(names.centralQueue())).append("</th><th>")
                .append("P(idle &amp; waiting), no sharing: ").append(escape(names.modelIdle()))
                .append("</th></tr></thead>\n<tbody>\n");
        for (AnalyticReference a : result.references()) {
            html.append("<tr>");
            num(html, Fmt.load(a.load()));
            num(html, Fmt.sig(a.mm1ResponseTime(), 4));
            num(html, Fmt.sig(a.mmkResponseTime(), 4));
            num(html, Fmt.fixed(a.idleWhileWaitingNoSharing(), 3));
            html.append("</tr>\n");
        }
        html.append("</tbody>\n</table>\n");
    }

    /** A live run's own figures, as the console printed them below the table. */
    private static void liveSection(StringBuilder html, ExperimentResult result) {
        if (result.live() == null) {
            return;
        }
        html.append("<h2>Live run</h2>\n<table>\n<tbody>\n");
        for (List<String> row : LiveLines.rows(result.live())) {
            html.append("<tr><th>").append(escape(row.get(0))).append("</th>");
            num(html, row.get(1));
            html.append("</tr>\n");
        }
        html.append("</tbody>\n</table>\n");
    }

    /** Who and what produced the results: the build, the JVM, the machine, the seed, the command, the hash. */
    private static void provenanceTable(StringBuilder html, Provenance p, String configuration) {
        html.append(PROVENANCE).append("\n<table>\n<tbody>\n");
        provenanceRow(html, "loadshare", p.version());
        provenanceRow(html, "commit", p.commit());
        provenanceRow(html, "JVM", p.jvm());
        provenanceRow(html, "operating system", p.os());
        provenanceRow(html, "cores", Integer.toString(p.cores()));
        provenanceRow(html, "memory", p.memoryBytes() < 0 ? "unknown" : gib(p.memoryBytes()));
        provenanceRow(html, "maximum heap", gib(p.maxHeapBytes()));
        provenanceRow(html, "load average", p.loadAverage() < 0 ? "unknown"
                : String.format(Locale.ROOT, "%.2f", p.loadAverage()));
        provenanceRow(html, "seed", Long.toString(p.seed()));
        provenanceRow(html, "command line", p.commandLine());
        provenanceRow(html, "configuration SHA-256", Provenance.sha256(configuration == null ? "" : configuration));
        html.append("</tbody>\n</table>\n");
    }

    private static String gib(long bytes) {
        return String.format(Locale.ROOT, "%.1f GiB", bytes / (double) (1L << 30));
    }

    private static void provenanceRow(StringBuilder html, String name, String value) {
        html.append("<tr><th>").append(escape(name)).append("</th><td><code>").append(escape(value))
                .append("</code></td></tr>\n");
    }

    /**
     * Adds a section (a heading, a preformatted table and plots) to an existing {@code report}, before its
     * provenance and configuration, atomically: for what is computed after the experiment (the migration sweep).
     */
    public static void addSection(Path report, String heading, String table, List<Figure> figures)
            throws IOException {
        String page = Files.readString(report);
        StringBuilder section = new StringBuilder("<h2>").append(escape(heading)).append("</h2>\n<pre>")
                .append(escape(table)).append("</pre>\n");
        figures(section, figures);
        int at = page.lastIndexOf(PROVENANCE);
        if (at < 0) {
            at = page.lastIndexOf(CONFIGURATION);
        }
        AtomicFiles.write(report, at < 0 ? page + section : page.substring(0, at) + section + page.substring(at));
    }

    /**
     * Each plot's SVG as an image of a data URI (not inline SVG: the plots' clip-path ids would clash in one page), its
     * caption naming the three files written beside the report.
     */
    private static void figures(StringBuilder html, List<Figure> figures) {
        for (Figure figure : figures) {
            String alt = escape(figure.pngFile());
            html.append("<figure><img alt=\"").append(alt).append("\" width=\"900\" height=\"600\" src=\"")
                    .append("data:image/svg+xml;base64,").append(Base64.getEncoder().encodeToString(figure.svg()))
                    .append("\"><figcaption>").append(escape(String.join(", ", figure.fileNames())))
                    .append("</figcaption></figure>\n");
        }
    }

    private static void num(StringBuilder html, String text) {
        html.append("<td class=\"num\">").append(escape(text)).append("</td>");
    }

    /** Escapes the five characters that matter in HTML text and attribute values. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
