package loadshare.node.failure;

import java.util.HashMap;
import java.util.Map;
import loadshare.config.FailureSettings;
import loadshare.config.FailureSettings.OnFailure;
import loadshare.node.run.FailureFigures;
import loadshare.protocol.Job;

/**
 * Each job's account of what failures did to it, from its arrival to its end, and the run's failure figures made
 * from it. A runtime tells it when a job arrives, is hit by a failure (stopped with its host, or lost with it) and
 * finishes; it says how a lost job is resubmitted:
 *
 * <ul>
 *   <li>{@code restart}: from the start, with all of its work;</li>
 *   <li>{@code checkpoint}: from its last checkpoint — the work its checkpoints saved is kept, the rest is lost.
 *       A job's demand includes the CPU work of its checkpoints ({@link Checkpointing#withCheckpoints}), so a job
 *       given to a node is one whose demand is that CPU work.</li>
 * </ul>
 *
 * Lost work is what an attempt did beyond what its checkpoints saved (and the checkpoints' cost); it is counted
 * while {@link #measuring}, as are the hits. Per-job figures (restarts, goodput, the share of hit jobs and of their
 * response times) are over the measured jobs.
 */
public final class JobLosses {

    /** One job in the system: its own work, what checkpoints saved of it, its current attempt, its CPU work so far. */
    private static final class Account {
        final double work;
        double saved;
        double attempt;
        double cpuWork;
        int restarts;
        boolean hit;

        Account(double work, double attempt) {
            this.work = work;
            this.attempt = attempt;
        }
    }

    private final OnFailure onFailure;
    private final Checkpointing checkpoints;
    private final Map<Long, Account> accounts = new HashMap<>();
    private boolean measuring;
    private long hits;
    private double lostWork;
    private double checkpointWork;
    private long measuredJobs;
    private long measuredRestarts;
    private long measuredHit;
    private double usefulWork;
    private double cpuWork;
    private double responseSum;
    private double hitResponseSum;

    public JobLosses(FailureSettings failures) {
        this.onFailure = failures.onFailure();
        this.checkpoints = Checkpointing.of(failures);
    }

    /** From now on, hits and lost work count (the measurement began). */
    public void measuring() {
        measuring = true;
    }

    /** {@code job} arrives with its own work: returns it as it runs, its demand the CPU work with checkpoints. */
    public Job arriving(Job job) {
        double attempt = checkpoints.withCheckpoints(job.demand());
        accounts.put(job.id(), new Account(job.demand(), attempt));
        return attempt == job.demand() ? job : job.withDemand(attempt);
    }

    /** {@code job} was running on a host that failed and waits there with the work it has left (resume). */
    public void stopped(Job job) {
        Account account = accounts.get(job.id());
        if (account != null) {
            account.hit = true;
            hits += measuring ? 1 : 0;
        }
    }

    /**
     * {@code job} was lost with its host, with {@code job.demand()} of its current attempt left: returns the job its
     * home resubmits (its identity, arrival time and moves kept; its demand what is left to do, checkpoints
     * included).
     */
    public Job lost(Job job) {
        Account account = accounts.get(job.id());
        if (account == null) {
            throw new IllegalStateException("job " + job.id() + " was lost but never arrived");
        }
        double done = Math.max(0, account.attempt - job.demand());
        double saved = Math.min(checkpoints.saved(done), account.work - account.saved);
        double written = checkpoints.costOf(saved);
        account.saved += saved;
        account.cpuWork += done;
        account.restarts++;
        account.hit = true;
        account.attempt = checkpoints.withCheckpoints(account.work - account.saved);
        if (measuring) {
            hits++;
            lostWork += done - saved - written;
            checkpointWork += written;
        }
        return job.withDemand(account.attempt);
    }

    /** {@code job} finished; {@code response} is its response time, if it was measured ({@code measured}). */
    public void finished(Job job, boolean measured, double response) {
        Account account = accounts.remove(job.id());
        if (account == null || !measured) {
            return;
        }
        account.cpuWork += account.attempt;
        if (measuring) {
            checkpointWork += account.attempt - (account.work - account.saved);
        }
        measuredJobs++;
        measuredRestarts += account.restarts;
        usefulWork += account.work;
        cpuWork += account.cpuWork;
        responseSum += response;
        if (account.hit) {
            measuredHit++;
            hitResponseSum += response;
        }
    }

    /**
     * The run's figures, with what the runtime measured of the hosts: {@code availability} measured and
     * {@code expectedAvailability}, {@code failures} that began, the {@code probeTimeouts} and the time every host
     * was down at once ({@code allDownTime}), while measuring.
     */
    public FailureFigures figures(double availability, double expectedAvailability, long failures,
                                  long probeTimeouts, double allDownTime) {
        double perJob = measuredJobs == 0 ? Double.NaN : 1.0 / measuredJobs;
        return new FailureFigures(availability, expectedAvailability, failures, hits, measuredRestarts * perJob,
                lostWork, checkpointWork, cpuWork > 0 ? usefulWork / cpuWork : Double.NaN, probeTimeouts,
                measuredHit * perJob, responseSum > 0 ? hitResponseSum / responseSum : Double.NaN,
                checkpoints.checkpoints() ? checkpoints.interval() : Double.NaN, checkpoints.young(),
                checkpoints.daly(), allDownTime);
    }

    /** Whether failures lose jobs (they are resubmitted) rather than stop them. */
    public boolean losesJobs() {
        return onFailure != OnFailure.RESUME;
    }
}
