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
 * machine that satisfies both sides' {@code Requirements} (the job's user's, and the machine's {@code start})
 * with the job's highest {@code Rank}, ties going to the machine that ranks the job highest (see
 * {@link ClassAdMatch}), claims the machine and tells the job's home. The ads are those the machine and the
 * home sent (see {@link MachinePolicy#MACHINE_ATTRIBUTES} and {@link MachinePolicy#JOB_ATTRIBUTES}). It holds ads only: the jobs stay with their homes, which send their ads again now and then.
 */
public final class CondorManager implements Coordinator {

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
            if (!jobs.containsKey(ad.job())) {
                jobs.put(ad.job(), new Waiting(from, jobAd(ad)));
            }
        } else if (message instanceof MachineAd ad) {
            machines.put(from, ClassAd.fromText(ad.ad()));
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

    /** The job's ad as its home sent it, with the requirements and rank its user gave. */
    private ClassAd jobAd(JobAd ad) {
        ClassAd.Builder builder = ClassAd.builder();
        ad.ad().forEach(builder::setExpression);
        return builder.set(ClassAdMatch.REQUIREMENTS, requirements).set(ClassAdMatch.RANK, rank).build();
    }
}
