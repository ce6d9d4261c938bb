package loadshare.node.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import loadshare.config.CostSettings;
import loadshare.hardware.host.Host;
import loadshare.policies.NodeContext;
import loadshare.policies.Policy;
import loadshare.protocol.CentralQueueMessage.CpuFree;
import loadshare.protocol.Job;
import loadshare.protocol.JobTransfer;
import org.junit.jupiter.api.Test;

/** NodeCore as a pure state machine: inputs in, effects out, no runtime. */
class NodeCoreTest {

    private final RecordingEffects effects = new RecordingEffects();

    /** Keeps every job, like {@code none}. */
    private static final Policy KEEP = new Policy() {
        @Override
        public void onJobArrival(Job job, NodeContext node) {
            node.runLocally(job);
        }
    };

    private NodeCore core(int cpus, double speed, CostSettings costs, Policy policy) {
        return new NodeCore(NodeSetup.of(0, 3, -1, new Host(cpus, speed), costs, policy, new SplittableRandom(1), effects));
    }

    private static Job job(long id, double demand) {
        return new Job(id, 0, 0.0, demand, 0);
    }

    @Test
    void jobs_areServedFirstComeFirstServed_atTheHostsSpeed() {
        NodeCore core = core(1, 2.0, new CostSettings(0, 0, 0), KEEP);
        core.onJobArrived(0.0, job(1, 4.0));
        core.onJobArrived(0.1, job(2, 1.0));
        core.onJobArrived(0.2, job(3, 1.0));
        assertEquals(List.of(new RecordingEffects.Service(0, 0, 2.0)), effects.services);
        assertEquals(3, core.load());
        assertEquals(2, core.queued());

        core.onServiceCompleted(2.0, 0);
        assertEquals(1, effects.finished.get(0).id());
        assertEquals(0.5, effects.services.get(1).duration());
        core.onServiceCompleted(2.5, 0);
        core.onServiceCompleted(3.0, 0);
        assertEquals(List.of(1L, 2L, 3L), effects.finished.stream().map(Job::id).toList());
        assertEquals(0, core.load());
        assertEquals(1, core.idleCpus());
    }

    @Test
    void aMultiCpuHost_startsAJobOnEachFreeCpu() {
        NodeCore core = core(2, 1.0, new CostSettings(0, 0, 0), KEEP);
        core.onJobArrived(0.0, job(1, 1.0));
        core.onJobArrived(0.0, job(2, 1.0));
        core.onJobArrived(0.0, job(3, 1.0));
        assertEquals(List.of(0, 1), effects.services.stream().map(RecordingEffects.Service::cpu).toList());
        assertEquals(1, core.queued());
        core.onServiceCompleted(1.0, 1);
        assertEquals(1, effects.services.get(2).cpu());
    }

    @Test
    void transferCost_isCpuWork_thatRunsBeforeTheNextWaitingJob() {
        Policy sendAway = new Policy() {
            @Override
            public void onJobArrival(Job job, NodeContext node) {
                if (job.id() == 3) {
                    node.transfer(job, 2, 0, 0.0);
                } else {
                    node.runLocally(job);
                }
            }
        };
        NodeCore core = core(1, 1.0, new CostSettings(0.0, 0.25, 0.0), sendAway);
        core.onJobArrived(0.0, job(1, 1.0));
        core.onJobArrived(0.1, job(2, 1.0));
        core.onJobArrived(0.2, job(3, 1.0));

        JobTransfer moved = (JobTransfer) effects.sent.get(0).message();
        assertEquals(2, effects.sent.get(0).to());
        assertEquals(1, moved.job().transfers(), "a moved job counts its move");
        core.onServiceCompleted(1.0, 0);        // job 1 done: the overhead runs before job 2
        assertEquals(0.25, effects.services.get(1).duration());
        assertEquals(1, core.queued());
        core.onServiceCompleted(1.25, 0);       // overhead done: no job finished, job 2 starts
        assertEquals(1, effects.finished.size());
        assertEquals(1.0, effects.services.get(2).duration());
    }

    @Test
    void aMessageThePolicyDoesNotExpect_isReportedNotHandled() {
        NodeCore core = core(1, 1.0, new CostSettings(0, 0, 0), KEEP);
        assertFalse(core.onMessage(0.0, 1, new CpuFree()));
        assertTrue(core.onMessage(0.0, 1, JobTransfer.unasked(job(9, 1.0), 0)), "a transferred job runs here by default");
        assertEquals(1, core.load());
    }
}
