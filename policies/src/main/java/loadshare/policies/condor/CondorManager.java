package loadshare.policies.condor;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import loadshare.policies.Coordinator;
import loadshare.policies.CoordinatorContext;
import loadshare.protocol.CondorMessage.JobAd;
import loadshare.protocol.CondorMessage.JobWithdrawn;
import loadshare.protocol.CondorMessage.MachineAd;
import loadshare.protocol.CondorMessage.MachineBusy;
import loadshare.protocol.CondorMessage.Match;
import loadshare.protocol.NodeMessage;

/**
 * Condor's central manager (the matchmaker): the ads of waiting jobs, in submission order, and of idle
 * machines that asked for work. Whenever either changes it matches each waiting job, oldest first, to the
 * machine that satisfies both sides' {@code Requirements} with the job's highest {@code Rank} (ClassAd
 * expressions over the job — {@code Memory} in MiB, {@code Work} — and the machine — {@code Cpus},
 * {@code Memory} in MiB, {@code Speed}, {@code KeyboardIdle} in seconds), claims the machine and tells the
 * job's home. It holds ads only: the jobs stay with their homes, which send their ads again now and then.
 */
public final class CondorManager implements Coordinator {

    private static final double MIB = 1 << 20;

    private final ClassAdExpression requirements;
    private final ClassAdExpression rank;
    /** Waiting jobs' ads by job id, oldest first, with their homes. */
    private final Map<Long, Waiting> jobs = new LinkedHashMap<>();
    /** Idle machines' ads by machine, in machine order. */
    private final TreeMap<Integer, ClassAd> machines = new TreeMap<>();

    private record Waiting(int home, ClassAd ad) {
    }

    public CondorManager(String requirements, String rank) {
        this.requirements = ClassAdExpression.parse("requirements", requirements);
        this.rank = ClassAdExpression.parse("rank", rank);
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, CoordinatorContext context) {
        if (message instanceof JobAd ad) {
            jobs.putIfAbsent(ad.job(), new Waiting(from, jobAd(ad)));
        } else if (message instanceof MachineAd ad) {
            machines.put(from, machineAd(ad));
        } else if (message instanceof MachineBusy) {
            machines.remove(from);
            return true;
        } else if (message instanceof JobWithdrawn withdrawn) {
            jobs.remove(withdrawn.job());
            return true;
        } else {
            return false;
        }
        negotiate(context);
        return true;
    }

    @Override
    public void onPeerDown(int peer, CoordinatorContext context) {
        machines.remove(peer);
        jobs.values().removeIf(w -> w.home() == peer);
    }

    @Override
    public int queued() {
        return jobs.size();
    }

    /** Machines that asked for work and are not claimed. */
    public int idleMachines() {
        return machines.size();
    }

    /** One negotiation cycle: every waiting job, oldest first, gets the best idle machine that matches. */
    private void negotiate(CoordinatorContext context) {
        if (machines.isEmpty() || jobs.isEmpty()) {
            return;
        }
        for (Iterator<Map.Entry<Long, Waiting>> it = jobs.entrySet().iterator(); it.hasNext() && !machines.isEmpty(); ) {
            Map.Entry<Long, Waiting> entry = it.next();
            List<Integer> ids = new ArrayList<>(machines.keySet());
            List<ClassAd> ads = new ArrayList<>(machines.values());
            int best = ClassAdMatch.bestMachine(entry.getValue().ad(), ads);
            if (best >= 0) {
                int machine = ids.get(best);
                machines.remove(machine);
                it.remove();
                context.send(entry.getValue().home(), new Match(entry.getKey(), machine));
            }
        }
    }

    private ClassAd jobAd(JobAd ad) {
        return ClassAd.builder().set("Memory", ad.memory() / MIB).set("Work", ad.work())
                .set(ClassAdMatch.REQUIREMENTS, requirements).set(ClassAdMatch.RANK, rank).build();
    }

    private static ClassAd machineAd(MachineAd ad) {
        return ClassAd.builder().set("Cpus", ad.cpus()).set("Memory", ad.memory() / MIB).set("Speed", ad.speed())
                .set("KeyboardIdle", ad.keyboardIdle()).build();
    }
}
