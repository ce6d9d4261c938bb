package loadshare.node.cli;

import akka.cluster.MemberStatus;
import akka.cluster.typed.Cluster;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongConsumer;
import loadshare.config.ExperimentSettings;
import loadshare.config.SettingsException;
import loadshare.node.certs.RunCertificates;
import loadshare.node.live.Launcher;
import loadshare.node.live.LiveNode;
import loadshare.node.live.NodeSecurity;
import loadshare.node.live.join.JoinWatch;
import loadshare.node.live.workers.WorkerPool;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code run --workers N} and {@code run --cluster HOST:PORT,...}: the run's replications computed by worker JVMs,
 * local ones it starts or those of a workers' cluster already running ({@code loadshare worker}).
 */
final class WorkerOptions {

    /** The JVM options of a worker this run starts: the simulator's own (as {@code ./loadshare} runs it). */
    static final List<String> WORKER_JVM = List.of("-XX:+UseParallelGC");

    @Option(names = "--workers", paramLabel = "N",
            description = "compute the replications on N worker JVMs started on this machine (with "
                    + "--worker-threads threads each), over mutual TLS with a CA made for the run; results.csv is the "
                    + "same bytes as without")
    Integer workers;

    @Option(names = "--worker-threads", paramLabel = "T",
            description = "with --workers: replications each worker computes at once (default: ${DEFAULT-VALUE})")
    int workerThreads = 1;

    @Option(names = "--cluster", split = ",", paramLabel = "HOST:PORT",
            description = "compute the replications on a workers' cluster already running ('loadshare worker'), "
                    + "joined through these seeds, with --tls (or --insecure) and the workers' --run-id")
    List<String> cluster;

    @Option(names = "--runner-host", paramLabel = "HOST",
            description = "with --cluster: this JVM's address, which every worker must reach "
                    + "(default: ${DEFAULT-VALUE})")
    String runnerHost = "127.0.0.1";

    @Option(names = "--runner-port", paramLabel = "PORT",
            description = "with --cluster: this JVM's port, 0 for any free one (default: ${DEFAULT-VALUE})")
    int runnerPort = 0;

    @Option(names = "--worker-wait", paramLabel = "SECONDS",
            description = "with --workers or --cluster: how long the run waits with no worker in the cluster before it "
                    + "ends, naming the replications no worker computed (default: ${DEFAULT-VALUE})")
    int workerWait = 60;

    @Option(names = "--join-timeout", paramLabel = "SECONDS",
            description = "with --cluster: wall seconds to wait to be let into the workers' cluster; then the run says "
                    + "in one line why not (default: ${DEFAULT-VALUE})")
    int joinTimeout = 30;

    @Mixin
    SecurityOptions security;

    /** Whether the run's replications go to workers. */
    boolean distributed() {
        return workers != null || cluster != null;
    }

    /** Refuses options that do not fit together, each in one line. */
    void check(ExperimentSettings settings) {
        if (workers != null && cluster != null) {
            throw new SettingsException("--workers " + workers + " and --cluster: give one of them");
        }
        if (workers != null && workers < 1) {
            throw new SettingsException("--workers " + workers + ": must be 1 or more");
        }
        if (workerThreads < 1) {
            throw new SettingsException("--worker-threads " + workerThreads + ": must be 1 or more");
        }
        if (workerWait < 1) {
            throw new SettingsException("--worker-wait " + workerWait + ": must be 1 or more seconds");
        }
        if (joinTimeout < 1) {
            throw new SettingsException("--join-timeout " + joinTimeout + ": must be 1 or more seconds");
        }
        if (cluster != null) {
            if (cluster.isEmpty()) {
                throw new SettingsException("--cluster: give the seeds of the workers' cluster as HOST:PORT,...");
            }
            Addresses.checkSeeds("--cluster", cluster);
            Addresses.checkPort("--runner-port", runnerPort);
        } else if (security.tls != null || security.insecure || security.runId != null) {
            throw new SettingsException((security.tls != null ? "--tls" : security.insecure ? "--insecure" : "--run-id")
                    + ": only with --cluster (a run's own workers, --workers, get a CA made for the run)");
        }
        if (distributed() && settings.run().jobLog()) {
            throw new SettingsException("run.job-log = true (" + settings.where("run.job-log") + ") and "
                    + (workers != null ? "--workers" : "--cluster") + ": job logs are written where replications "
                    + "run, on this machine only: run without workers, or without job logs");
        }
    }

    /**
     * Starts the run's workers (with {@code --workers}) or joins the workers' cluster (with {@code --cluster}), for
     * {@code settings}; {@code progress} hears of the jobs they simulate.
     */
    RunWorkers start(ExperimentSettings settings, LongConsumer progress, PluginOptions plugins, PrintWriter err)
            throws IOException, InterruptedException {
        String build = BuildInfo.current().describe();
        Duration wait = Duration.ofSeconds(workerWait);
        if (cluster != null) {
            NodeSecurity trust = security.toSecurity(WorkerCommand.DEFAULT_CLUSTER_ID, null, err);
            WorkerPool pool = WorkerPool.start(runnerHost, runnerPort, cluster, trust, build, settings, progress, wait);
            awaitJoined(pool, trust);
            err.printf("runner %s joined the workers' cluster at %s%n", LiveNode.hostPort(pool.system()),
                    String.join(",", cluster));
            return new RunWorkers(pool, null, null);
        }
        String runId = "workers-" + Long.toHexString(System.nanoTime());
        RunCertificates certs = RunCertificates.create(runId);
        WorkerPool pool = WorkerPool.start("127.0.0.1", 0, List.of(), NodeSecurity.tls(certs.node("runner"), runId),
                build, settings, progress, wait);
        Path logs = Files.createTempDirectory("loadshare-workers");
        Launcher launcher = new Launcher(logs);
        try {
            for (int w = 0; w < workers; w++) {
                List<String> args = new ArrayList<>(List.of("worker", "--host", "127.0.0.1", "--port", "0", "--seeds",
                        LiveNode.hostPort(pool.system()), "--threads", String.valueOf(workerThreads), "--run-id",
                        runId));
                if (plugins.classpath() != null) {
                    args.addAll(List.of("--classpath", plugins.classpath()));
                }
                launcher.start(WORKER_JVM, args, certs.node("worker-" + (w + 1)));
            }
        } catch (IOException e) {
            launcher.close();
            pool.close();
            throw e;
        }
        err.printf("started %d worker JVM%s of %d thread%s (their output: %s)%n", workers, workers == 1 ? "" : "s",
                workerThreads, workerThreads == 1 ? "" : "s", logs);
        return new RunWorkers(pool, launcher, logs);
    }

    /** Waits until the runner is a member of the workers' cluster, or says in one line why it is not. */
    private void awaitJoined(WorkerPool pool, NodeSecurity trust) throws InterruptedException {
        JoinWatch watch = JoinWatch.start(pool.system(), cluster, trust, Duration.ofSeconds(joinTimeout));
        Cluster members = Cluster.get(pool.system());
        while (members.selfMember().status() != MemberStatus.up()) {
            if (watch.gaveUp().isDone()) {
                pool.close();
                throw new Main.CommandFailure(watch.gaveUp().join());
            }
            if (LiveNode.hasEnded(pool.system())) {
                throw new Main.CommandFailure("the workers' cluster at " + String.join(",", cluster) + " refused this "
                        + "runner at join: its members run another build of loadshare, or another --run-id (the "
                        + "line above and the workers' output say which)");
            }
            Thread.sleep(100);
        }
    }

    /** The workers of one run: the pool its replications go to, and the worker JVMs it started, if any. */
    record RunWorkers(WorkerPool pool, Launcher launcher, Path logs) implements AutoCloseable {

        /** Each worker's replications and jobs so far, as one line. */
        String figures() {
            StringBuilder line = new StringBuilder();
            pool.workers().forEach((worker, figures) -> line.append(line.length() == 0 ? "" : "; ").append(worker)
                    .append(' ').append(figures.replications()).append(" replications ")
                    .append(String.format("%,d", figures.jobs())).append(" jobs"));
            return line.toString();
        }

        @Override
        public void close() {
            pool.close();
            if (launcher != null) {
                launcher.close();
            }
        }
    }
}
