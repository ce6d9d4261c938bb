package loadshare.node.core;

import java.util.ArrayList;
import java.util.List;
import loadshare.node.cpu.CpuScheduler;
import loadshare.node.migration.Migrator;
import loadshare.protocol.Job;

/** {@link VmCustody} where VMs are modelled: their memory is counted and running jobs are offered to migrate. */
final class HeldVms implements VmCustody {

    private final Migrator migrator;
    /** Running jobs handed to the policy as migration candidates, until they migrate or finish. */
    private final List<Job> candidates = new ArrayList<>(1);
    private long heldBytes;

    HeldVms(Migrator migrator) {
        this.migrator = migrator;
    }

    @Override
    public boolean modelled() {
        return true;
    }

    @Override
    public long memoryBytes() {
        return migrator.memoryBytes();
    }

    @Override
    public long vmBytes(Job job) {
        return migrator.vmBytes(job);
    }

    @Override
    public long heldBytes() {
        return heldBytes;
    }

    @Override
    public void held(Job job) {
        heldBytes += migrator.vmBytes(job);
    }

    @Override
    public void left(Job job) {
        heldBytes -= migrator.vmBytes(job);
    }

    @Override
    public Job offerCandidate(CpuScheduler cpus, double now, double minRatio) {
        int oldest = cpus.oldestRunning(job -> !candidates.contains(job));
        if (oldest < 0) {
            return null;
        }
        Job job = cpus.runningOn(oldest);
        double expectedRemaining = now - cpus.startedAt(oldest);
        if (expectedRemaining < minRatio * migrator.expectedCost(job)) {
            return null;
        }
        candidates.add(job);
        return job;
    }

    @Override
    public boolean isCandidate(Job job) {
        return !candidates.isEmpty() && candidates.contains(job); // the list is nearly always empty
    }

    @Override
    public boolean dropCandidate(Job job) {
        return !candidates.isEmpty() && candidates.remove(job);
    }

    @Override
    public Migrator.Migration playOut(Job job, int from, int to, double age, double remaining, double now) {
        return migrator.migrate(job, from, to, age, remaining, now);
    }
}
