package loadshare.node.failure;

import loadshare.config.FailureSettings;
import loadshare.node.theory.Breakdowns;

/**
 * Jobs that checkpoint: after every {@code interval} of its work a job writes a checkpoint to the file server, which
 * costs {@code cost} of CPU work; its last segment ends with the job, without a checkpoint. A job lost with its host
 * restarts from its last checkpoint. Work is in model seconds on a CPU of speed 1.
 *
 * @param mtbf the hosts' MTBF the optimum intervals are for (their own, else the first group's); NaN if none
 */
public record Checkpointing(double interval, double cost, double mtbf) {

    /** No checkpoints: a lost job starts over (an infinite interval). */
    public static final Checkpointing NONE = new Checkpointing(Double.POSITIVE_INFINITY, 0, Double.NaN);

    /**
     * The checkpoints {@code failures} asks for: none unless {@code on-failure = checkpoint}; {@code interval = auto}
     * is Young's first-order optimum √(2 · cost · MTBF).
     */
    public static Checkpointing of(FailureSettings failures) {
        if (failures.onFailure() != FailureSettings.OnFailure.CHECKPOINT) {
            return NONE;
        }
        FailureSettings.Checkpoints c = failures.checkpoint();
        double mtbf = failures.hosts().present() ? failures.hosts().mtbf()
                : failures.groups().isEmpty() ? Double.NaN : failures.groups().get(0).outages().mtbf();
        if (!c.auto()) {
            return new Checkpointing(c.interval(), c.cost(), mtbf);
        }
        if (!(mtbf > 0) || !(c.cost() > 0)) {
            throw new IllegalArgumentException("checkpoint.interval = auto needs a cost > 0 and an MTBF (failures.mtbf "
                    + "or a group's): give the interval");
        }
        return new Checkpointing(Breakdowns.youngInterval(c.cost(), mtbf), c.cost(), mtbf);
    }

    /** Whether jobs checkpoint. */
    public boolean checkpoints() {
        return Double.isFinite(interval);
    }

    /** Young's optimum interval for this cost and MTBF; NaN without checkpoints or an MTBF. */
    public double young() {
        return checkpoints() && mtbf > 0 && cost > 0 ? Breakdowns.youngInterval(cost, mtbf) : Double.NaN;
    }

    /** Daly's higher-order optimum interval for this cost and MTBF; NaN without checkpoints or an MTBF. */
    public double daly() {
        return checkpoints() && mtbf > 0 && cost > 0 ? Breakdowns.dalyInterval(cost, mtbf) : Double.NaN;
    }

    /** The CPU work of running {@code work} of a job's work to its end: the work and a checkpoint per full segment. */
    public double withCheckpoints(double work) {
        if (cost == 0 || !(work > interval)) {
            return work;
        }
        return work + cost * (Math.ceil(work / interval) - 1);
    }

    /**
     * Of {@code done} CPU work that an attempt did from its start (segments of {@code interval} of work and a
     * checkpoint each), the job's work its checkpoints saved: {@code interval} per checkpoint written.
     */
    public double saved(double done) {
        if (!checkpoints()) {
            return 0;
        }
        return Math.floor(done / (interval + cost)) * interval;
    }

    /** The CPU work of the checkpoints that saved {@code saved} of work. */
    public double costOf(double saved) {
        return checkpoints() ? saved / interval * cost : 0;
    }
}
