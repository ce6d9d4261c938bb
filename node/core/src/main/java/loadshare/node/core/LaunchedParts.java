package loadshare.node.core;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import loadshare.protocol.BatchMessage;
import loadshare.protocol.BatchMessage.Done;
import loadshare.protocol.BatchMessage.Grow;
import loadshare.protocol.BatchMessage.Kill;
import loadshare.protocol.BatchMessage.Launch;
import loadshare.protocol.BatchMessage.PartStates;
import loadshare.protocol.BatchMessage.Reconcile;
import loadshare.protocol.BatchMessage.Resume;
import loadshare.protocol.BatchMessage.Suspend;

/**
 * The parts of rigid jobs a central scheduler launched on one node, run the same way in both runtimes: a part
 * ({@link Launch}) holds its CPUs and memory for its duration, then the node reports it {@link Done} to the
 * scheduler; a part the scheduler stops ({@link Kill}: its job is preempted) is forgotten at once, and no
 * {@code Done} follows. A {@code Kill} of a part that is not running here (it ended, its {@code Done} on the way)
 * is ignored. Pure: each part's end is a timer of the hosting runtime ({@link PartEffects}), set under a key of
 * its own, so the end of a stopped part that still fires finds nothing.
 *
 * <p>A gang scheduler suspends a running part ({@link Suspend}: its end's timer is cancelled, and the part keeps
 * its CPUs and memory with the work it has left) and resumes it ({@link Resume}: it ends that much later). A
 * Borg-like scheduler that lets a running job grow ({@link Grow}) shortens the work its part has left.
 *
 * <p>A host that fails ({@link #fail}) loses every part it runs at once, fail-stop: their ends are cancelled and no
 * {@code Done} is sent — the scheduler learns of the loss from its failure detector, not from the node. Until it is
 * {@link #repair repaired} the node runs nothing: a {@code Launch} that reaches it is lost (the part never starts;
 * {@link #launchesLost counted}) and a {@code Kill} finds nothing to stop.
 *
 * <p>It remembers the runs whose parts ended here, so that a scheduler taken up after a hand-over, which asks about
 * the runs it believes have a part here ({@link Reconcile}), hears which of them ended (their {@code Done} may have
 * been lost with its predecessor) and which run here now ({@link PartStates}).
 */
public final class LaunchedParts {

    private final PartEffects effects;
    /** The running parts, by the key their end's timer is set under. */
    private final Map<Long, Launch> running = new HashMap<>();
    /** The key of each running part, by its job: a node runs one part of a job. */
    private final Map<Long, Long> keyOf = new HashMap<>();
    /** When each running part ends, by its key. */
    private final Map<Long, Double> endOf = new HashMap<>();
    /** The suspended parts, by job, with the work each has left (model seconds). */
    private final Map<Long, Suspended> suspended = new HashMap<>();
    /** The runs whose part ended here (its {@code Done} sent). */
    private final Set<Long> ended = new HashSet<>();
    private long nextKey;
    private boolean down;
    private long launchesLost;

    public LaunchedParts(PartEffects effects) {
        this.effects = effects;
    }

    /**
     * The scheduler's {@code message} at model time {@code now}: a part starts ({@link Launch}) or stops
     * ({@link Kill}); on a down host both are lost. A {@link Reconcile} is answered. Returns false for a message a
     * node does not expect (a {@link Done}).
     */
    public boolean onMessage(double now, BatchMessage message) {
        if (down) {
            launchesLost += message instanceof Launch ? 1 : 0;
            return message instanceof Launch || message instanceof Kill || message instanceof Reconcile
                    || message instanceof Suspend || message instanceof Resume || message instanceof Grow;
        }
        if (message instanceof Reconcile reconcile) {
            effects.sendStates(states(reconcile.runs()));
            return true;
        }
        if (message instanceof Launch launch) {
            onLaunch(now, launch);
            return true;
        } else if (message instanceof Kill kill) {
            stop(kill.job());
            return true;
        } else if (message instanceof Suspend suspend) {
            suspend(now, suspend.job());
            return true;
        } else if (message instanceof Resume resume) {
            resume(now, resume.job());
            return true;
        } else if (message instanceof Grow grow) {
            grow(now, grow);
            return true;
        }
        return false;
    }

    private record Suspended(Launch launch, double left) {
    }

    /** This node's part of {@code job} stops working now, if it runs, keeping the work it has left. */
    private void suspend(double now, long job) {
        Long key = keyOf.remove(job);
        if (key != null) {
            Launch launch = running.remove(key);
            effects.cancelPartTimer(key);
            suspended.put(job, new Suspended(launch, Math.max(0, endOf.remove(key) - now)));
        }
    }

    /** This node's suspended part of {@code job} works again now, for the work it had left. */
    private void resume(double now, long job) {
        Suspended s = suspended.remove(job);
        if (s != null) {
            start(now, s.launch(), s.left());
        }
    }

    /**
     * This node's part of {@code grow.job()} grows now, if it is here: it holds {@code grow.cpus()} more CPUs, and the
     * work it has left takes {@code from / to} as long (running, it ends that much sooner; suspended, it keeps the
     * shorter work left for its resume).
     */
    private void grow(double now, Grow grow) {
        double factor = grow.from() / (double) grow.to();
        Suspended s = suspended.get(grow.job());
        if (s != null) {
            suspended.put(grow.job(), new Suspended(wider(s.launch(), grow.cpus()), s.left() * factor));
            return;
        }
        Long key = keyOf.remove(grow.job());
        if (key != null) {
            Launch launch = running.remove(key);
            effects.cancelPartTimer(key);
            double left = Math.max(0, endOf.remove(key) - now);
            start(now, wider(launch, grow.cpus()), left * factor);
        }
    }

    private static Launch wider(Launch launch, int cpus) {
        return new Launch(launch.job(), launch.cpus() + cpus, launch.memory(), launch.duration());
    }

    /**
     * Part {@code launch} starts at {@code now} and ends {@code launch.duration()} later. A second launch of a job
     * whose part runs here replaces that part (a scheduler gives a job started again a new id, so none does).
     */
    private void onLaunch(double now, Launch launch) {
        stop(launch.job());
        start(now, launch, launch.duration());
    }

    private void start(double now, Launch launch, double work) {
        long key = nextKey++;
        running.put(key, launch);
        keyOf.put(launch.job(), key);
        endOf.put(key, now + work);
        effects.setPartTimer(key, now + work);
    }

    /** The timer of part {@code part} fired: if it still runs, it is done and the scheduler hears so. */
    public void onPartEnd(long part) {
        Launch launch = running.remove(part);
        if (launch != null) {
            endOf.remove(part);
            keyOf.remove(launch.job());
            ended.add(launch.job());
            effects.sendDone(new Done(launch.job()));
        }
    }

    /** This node's part of {@code job} stops now, if it runs; its end reports nothing. */
    private void stop(long job) {
        suspended.remove(job);
        Long key = keyOf.remove(job);
        if (key != null) {
            running.remove(key);
            endOf.remove(key);
            effects.cancelPartTimer(key);
        }
    }

    /** Every run whose part runs here now, and those of {@code asked} whose part ended here; each ascending. */
    private PartStates states(List<Long> asked) {
        List<Long> now = new ArrayList<>(keyOf.keySet());
        now.addAll(suspended.keySet());
        now.sort(null);
        List<Long> over = new ArrayList<>();
        for (long run : asked) {
            if (ended.contains(run)) {
                over.add(run);
            }
        }
        over.sort(null);
        return new PartStates(now, over);
    }

    /**
     * The host fails: every part it runs is lost at once (its end's timer cancelled, no {@code Done} sent), and it
     * runs nothing until {@link #repair}. Returns the runs (the {@code Launch}es' ids) whose parts were lost, in the
     * order they were launched, then the suspended ones (by run).
     */
    public List<Long> fail() {
        down = true;
        List<Long> keys = new ArrayList<>(running.keySet());
        keys.sort(null);
        List<Long> lost = new ArrayList<>(keys.size());
        for (long key : keys) {
            lost.add(running.remove(key).job());
            effects.cancelPartTimer(key);
        }
        List<Long> wasSuspended = new ArrayList<>(suspended.keySet());
        wasSuspended.sort(null);
        lost.addAll(wasSuspended);
        suspended.clear();
        keyOf.clear();
        endOf.clear();
        return lost;
    }

    /** The host is back, with nothing running: it takes the parts launched from now on. */
    public void repair() {
        down = false;
    }

    /** Whether the host is down. */
    public boolean down() {
        return down;
    }

    /** Launches that reached the host while it was down, and were lost. */
    public long launchesLost() {
        return launchesLost;
    }

    /** Parts running now. */
    public int running() {
        return running.size();
    }
}
