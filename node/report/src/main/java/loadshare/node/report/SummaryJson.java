package loadshare.node.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import loadshare.node.cpu.CpuFigures;
import loadshare.node.migration.MigrationFigures;
import loadshare.node.results.AnalyticReference;
import loadshare.node.results.ApplicationSummary;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.LiveCollection;
import loadshare.node.results.LiveFigures;
import loadshare.node.results.PointSummary;
import loadshare.node.run.DelayTimeline;
import loadshare.node.run.FailureFigures;
import loadshare.node.run.JobAccounting;
import loadshare.node.run.Section;

/**
 * Writes {@code summary.json}: the experiment's name, the runtime ({@code "simulated"} or {@code "live"}) and
 * size, the analytic model names, one entry per policy x load ({@link PointSummary}; in a sweep, per policy x
 * sweep point x load, with a {@code "sweep"} object of the swept keys' values), the analytic references at
 * each configured load, for a live run its {@code "live"} figures (jobs lost, resubmitted...), and for
 * application-running policies (volunteer computing) an {@code "application"} entry per policy x load.
 *
 * <p>The output is pretty-printed with two-space indentation and {@code \n} line ends, keys in a fixed
 * order, NaN and infinite numbers as {@code null}, and no timestamps. Where a run's {@link Provenance} is given, it
 * comes last, as one top-level {@code "provenance"} object: the build, the JVM, the machine (with its load average
 * when the file was written), the seed, the command line, the exact configuration and its SHA-256. That object
 * differs from run to run on purpose; everything else is the same bytes for the same input, so a reader comparing
 * two runs drops {@code "provenance"} first.
 */
public final class SummaryJson {

    /** The file name the reporter writes. */
    public static final String FILE_NAME = "summary.json";

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static final ObjectWriter WRITER;

    static {
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter()
                .withObjectIndenter(indenter)
                .withArrayIndenter(indenter);
        WRITER = MAPPER.writer(printer);
    }

    private SummaryJson() {
    }

    /** Writes the summary to {@code file}, atomically; returns {@code file}. */
    public static Path write(ExperimentResult result, Path file) throws IOException {
        return AtomicFiles.write(file, render(result));
    }

    /** Writes the summary with the run's provenance to {@code file}, atomically; returns {@code file}. */
    public static Path write(ExperimentResult result, Provenance provenance, Path file) throws IOException {
        return AtomicFiles.write(file, render(result, provenance));
    }

    /**
     * Adds {@code section} as {@code live.<name>} to the live run's summary at {@code file} (what the launcher of a
     * cluster learned beside its nodes), rewritten atomically in the same form. What the nodes wrote there already
     * stays, after the launcher's figures (those of the same name are the launcher's).
     */
    public static void addToLive(Path file, String name, Map<String, Object> section) throws IOException {
        ObjectNode root = (ObjectNode) MAPPER.readTree(file.toFile());
        if (!(root.get("live") instanceof ObjectNode live)) {
            throw new IOException(file + " is not the summary of a live run (no \"live\" object)");
        }
        ObjectNode added = MAPPER.valueToTree(section);
        if (live.get(name) instanceof ObjectNode nodes) {
            nodes.fields().forEachRemaining(f -> {
                if (!added.has(f.getKey())) {
                    added.set(f.getKey(), f.getValue());
                }
            });
        }
        live.set(name, added);
        AtomicFiles.write(file, WRITER.writeValueAsString(root) + "\n");
    }

    /** The file's content without provenance, ending with a newline. */
    public static String render(ExperimentResult result) {
        return render(result, null);
    }

    /** The file's content with {@code provenance} last (none if null), ending with a newline. */
    public static String render(ExperimentResult result, Provenance provenance) {
        try {
            ObjectNode root = tree(result);
            if (provenance != null) {
                root.set("provenance", provenance(provenance, result.configText()));
            }
            return WRITER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot serialise the summary of " + result.name(), e);
        }
    }

    /** The summary as a Jackson tree, keys in output order. */
    static ObjectNode tree(ExperimentResult result) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("experiment", result.name());
        root.put("runtime", result.runtime());
        root.put("nodes", result.nodes());
        if (result.live() != null && result.live().interrupted() != null) {
            root.put("interrupted", true);      // the cause is live.interrupted
        }
        ObjectNode models = root.putObject("referenceModels");
        ExperimentResult.ReferenceModels names = result.referenceModel();
        models.put("noSharing", names == null ? null : names.noSharing());
        models.put("centralQueue", names == null ? null : names.centralQueue());
        models.put("idleWhileWaiting", names == null ? null : names.idleWhileWaiting());
        models.put("noSharingExact", names != null && names.noSharingExact());
        ArrayNode results = root.putArray("results");
        for (PointSummary s : result.summaries()) {
            ObjectNode point = point(s);
            CpuFigures threads = ThreadTable.figures(result, s.point());
            if (threads != null) {
                ObjectNode parallel = point.putObject("parallelJobs");
                parallel.put("threads", threads.threads());
                number(parallel, "spinTimePerJob", ThreadTable.perJob(threads.spinTime(), s));
                number(parallel, "spinShare", threads.spinShare());
                number(parallel, "holdersPreemptedPerJob", ThreadTable.perJob(threads.holdersPreempted(), s));
                number(parallel, "coStopsPerJob", ThreadTable.perJob(threads.coStops(), s));
                number(parallel, "coStopTimePerJob", ThreadTable.perJob(threads.coStopTime(), s));
                number(parallel, "idleWhileWaitingPerJob", ThreadTable.perJob(threads.idleWhileWaiting(), s));
            }
            CpuFigures classes = ClassTable.figures(result, s.point());
            if (classes != null) {
                ArrayNode users = point.putArray("userClasses");
                for (int c = 0; c < classes.tickets().length; c++) {
                    ObjectNode user = users.addObject();
                    user.put("name", classes.names().get(c));
                    user.put("tickets", classes.tickets()[c]);
                    number(user, "ticketShare", classes.ticketShare(c));
                    number(user, "cpuShare", classes.share(c));
                    number(user, "maxLagCpuSeconds", classes.maxLag()[c]);
                }
            }
            results.add(point);
        }
        ArrayNode references = root.putArray("references");
        for (AnalyticReference a : result.references()) {
            references.add(reference(a));
        }
        if (result.live() != null) {
            root.set("live", live(result.live()));
        }
        if (!result.applications().isEmpty()) {
            ArrayNode applications = root.putArray("application");
            for (ApplicationSummary s : result.applicationSummaries()) {
                applications.add(application(s));
            }
        }
        if (result.trace() != null) {
            root.set("trace", TraceJson.tree(result.trace()));
        }
        return root;
    }

    /** The run's provenance with the configuration it records and that text's SHA-256. */
    static ObjectNode provenance(Provenance p, String configuration) {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("loadshare", p.version());
        node.put("commit", p.commit());
        node.put("jvm", p.jvm());
        ObjectNode machine = node.putObject("machine");
        machine.put("os", p.os());
        machine.put("cores", p.cores());
        if (p.memoryBytes() < 0) {
            machine.putNull("memoryBytes");
        } else {
            machine.put("memoryBytes", p.memoryBytes());
        }
        machine.put("maxHeapBytes", p.maxHeapBytes());
        number(machine, "loadAverage", p.loadAverage() < 0 ? Double.NaN : p.loadAverage());
        node.put("seed", p.seed());
        node.put("commandLine", p.commandLine());
        String text = configuration == null ? "" : configuration;
        node.put("configurationSha256", Provenance.sha256(text));
        node.put("configuration", text);
        return node;
    }

    private static ObjectNode point(PointSummary s) {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("policy", s.point().policy());
        if (!s.point().sweep().isEmpty()) {
            ObjectNode sweep = node.putObject("sweep");
            s.point().sweep().forEach(sweep::put);
        }
        number(node, "load", s.load());
        node.put("nodes", s.point().nodes());
        node.put("replications", s.replications());
        node.put("jobs", s.jobs());
        number(node, "meanResponseTime", s.response().mean());
        number(node, "ci95HalfWidth", s.ci95HalfWidth());
        number(node, "p50", s.response().p50());
        number(node, "p95", s.response().p95());
        number(node, "p99", s.response().p99());
        number(node, "utilization", s.flow().utilization());
        number(node, "throughput", s.flow().throughput());
        number(node, "transfersPerJob", s.sharing().transfersPerJob());
        number(node, "messagesPerJob", s.sharing().messagesPerJob());
        number(node, "idleWhileWaiting", s.sharing().idleWhileWaiting());
        node.put("unstable", s.unstable());
        s.section(Section.WARMUPS).ifPresent(warmups -> {
            ArrayNode jobs = node.putArray("warmupJobs");
            warmups.jobs().forEach(jobs::add);
        });
        s.section(Section.STABILITY).ifPresent(stability -> {
            number(node, "effectiveLoad", stability.effectiveLoad().value());
            if (stability.unstable()) {
                node.put("notSteadyBecause", stability.why());
            }
        });
        if (Double.isFinite(s.check().precision())) {
            number(node, "precision", s.check().precision());
            node.put("precisionReached", s.check().precisionReached());
        }
        if (Double.isFinite(s.check().exactMean())) {
            number(node, "exactMeanResponseTime", s.check().exactMean());
            node.put("missesExact", s.check().missesExact());
        }
        if (s.migrations().migrations() > 0 || s.migrations().refused() > 0) {
            node.set("migrations", migrations(s.migrations()));
        }
        s.section(Section.BATCH).ifPresent(batch -> BatchSummaryJson.add(node, batch.figures()));
        s.section(Section.FAILURES).ifPresent(f -> node.set("failures", failures(f)));
        if (s.owners().hosts() > 0) {
            ObjectNode owners = MAPPER.createObjectNode();
            owners.put("hosts", s.owners().hosts());
            number(owners, "ownerSlowdown", s.owners().ownerSlowdown());
            number(owners, "interference", s.owners().interference());
            number(owners, "foreignWorkOnIdle", s.owners().foreignWorkOnIdle());
            owners.put("evictions", s.owners().evictions());
            owners.put("suspensions", s.owners().suspensions());
            owners.put("ownerJobs", s.owners().ownerJobs());
            node.set("owners", owners);
        }
        return node;
    }

    /** What host failures did at a point (means over its replications). */
    private static ObjectNode failures(FailureFigures f) {
        ObjectNode node = MAPPER.createObjectNode();
        number(node, "availability", f.availability());
        number(node, "expectedAvailability", f.expectedAvailability());
        number(node, "failures", f.failures());
        number(node, "jobsHit", f.jobsHit());
        number(node, "restartsPerJob", f.restartsPerJob());
        number(node, "lostCpuSeconds", f.lostWork());
        number(node, "checkpointCpuSeconds", f.checkpointWork());
        number(node, "goodput", f.goodput());
        number(node, "probeTimeouts", f.probeTimeouts());
        number(node, "hitJobsShare", f.hitShare());
        number(node, "hitJobsResponseShare", f.hitResponseShare());
        number(node, "allHostsDownSeconds", f.allDownTime());
        return node;
    }

    private static ObjectNode migrations(MigrationFigures m) {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("migrations", m.migrations());
        node.put("refused", m.refused());
        number(node, "perJob", m.perJob());
        number(node, "freezeSum", m.freezeSum());
        number(node, "meanFreeze", m.meanFreeze());
        number(node, "p50Freeze", m.p50Freeze());
        number(node, "p99Freeze", m.p99Freeze());
        number(node, "meanTotal", m.meanTotal());
        number(node, "p99Total", m.p99Total());
        node.put("bytes", m.bytes());
        number(node, "meanStall", m.meanStall());
        number(node, "meanResidual", m.meanResidual());
        node.put("pageFaults", m.pageFaults());
        node.put("forwardedMessages", m.forwardedMessages());
        number(node, "forwardingDelay", m.forwardingDelay());
        return node;
    }

    private static ObjectNode application(ApplicationSummary s) {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("policy", s.policy());
        number(node, "load", s.load());
        node.put("replications", s.replications());
        node.put("tasks", s.tasks());
        node.put("volunteers", s.volunteers());
        node.put("replication", s.replication());
        node.put("quorum", s.quorum());
        number(node, "cheaters", s.cheaters());
        node.put("complete", s.complete());
        number(node, "makespan", s.makespan());
        number(node, "makespanCi95HalfWidth", s.makespanCi95());
        number(node, "replicasPerUnit", s.replicasPerUnit());
        number(node, "reissuedAfterDeadline", s.reissuedAfterDeadline());
        node.put("wrongResultsAccepted", s.wrongResultsAccepted());
        number(node, "redundancy", s.redundancy());
        number(node, "wastedWork", s.wastedWork());
        number(node, "credit", s.credit());
        number(node, "cheaterCredit", s.cheaterCredit());
        return node;
    }

    private static ObjectNode live(LiveFigures f) {
        ObjectNode node = MAPPER.createObjectNode();
        number(node, "timeScale", f.timeScale());
        if (f.collection().epochNanos() >= 0) {
            node.put("epoch", Instant.ofEpochSecond(0, f.collection().epochNanos()).toString());
        }
        number(node, "duration", f.duration());
        JobAccounting jobs = f.accounting();
        node.put("jobsArrived", jobs.arrived());
        node.put("jobsCompleted", jobs.completed());
        node.put("jobsLost", jobs.lost());
        node.put("jobsUnfinished", jobs.unfinished());
        node.put("jobsResubmitted", jobs.resubmitted());
        node.put("duplicateCompletions", jobs.duplicates());
        node.put("drained", f.drained());
        ArrayNode gone = node.putArray("nodesGone");
        jobs.nodesGone().forEach(gone::add);
        node.put("realMigrations", f.realMigrations());
        node.put("realMigrationsFailed", f.realMigrationsFailed());
        number(node, "meanMessageDelay", f.meanMessageDelay());
        ObjectNode lateness = node.putObject("lateness");
        lateness(lateness.putObject("nodes"), f.nodeLateness());
        if (f.coordinatorLateness().count() > 0) {
            lateness(lateness.putObject("coordinator"), f.coordinatorLateness());
        }
        if (f.interrupted() != null) {
            node.put("interrupted", f.interrupted());
        }
        if (f.failures() != null) {
            ObjectNode failures = node.putObject("failures");
            number(failures, "lostCpuSeconds", f.failures().lostCpuSeconds());
            if (f.failures().lostWorkNotMeasured() != null) {
                failures.put("lostWorkNotMeasured", f.failures().lostWorkNotMeasured());
            }
        }
        ObjectNode collector = node.putObject("collector");
        collector.put("node", f.collection().node());
        ArrayNode handOvers = collector.putArray("handOvers");
        for (LiveCollection.HandOver h : f.collection().handOvers()) {
            ObjectNode o = handOvers.addObject();
            number(o, "at", h.at());
            o.put("from", h.from());
            o.put("to", h.to());
            number(o, "lastSeen", h.lastSeen());
            number(o, "absent", h.absent());
        }
        return node;
    }

    /**
     * A lateness timeline: the messages measured, the bins' width in model seconds, and per bin (by the model time the
     * messages were sent) how many and their mean lateness (null for an empty bin).
     */
    static void lateness(ObjectNode node, DelayTimeline t) {
        node.put("messages", t.count());
        number(node, "binWidth", t.width());
        ArrayNode counts = node.putArray("counts");
        ArrayNode means = node.putArray("meanLateness");
        for (int k = 0; k < t.counts().length; k++) {
            counts.add(t.counts()[k]);
            if (t.counts()[k] > 0) {
                means.add(t.sums()[k] / t.counts()[k]);
            } else {
                means.addNull();
            }
        }
    }

    private static ObjectNode reference(AnalyticReference a) {
        ObjectNode node = MAPPER.createObjectNode();
        number(node, "load", a.load());
        number(node, "mm1ResponseTime", a.mm1ResponseTime());
        number(node, "mmkResponseTime", a.mmkResponseTime());
        number(node, "idleWhileWaitingNoSharing", a.idleWhileWaitingNoSharing());
        return node;
    }

    /** JSON has no NaN or infinity: those become null. */
    private static void number(ObjectNode node, String key, double value) {
        if (Double.isFinite(value)) {
            node.put(key, value);
        } else {
            node.putNull(key);
        }
    }
}
