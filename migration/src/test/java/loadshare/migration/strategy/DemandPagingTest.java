package loadshare.migration.strategy;

import static loadshare.migration.strategy.World.GIGABIT;
import static loadshare.migration.strategy.World.MIB;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import loadshare.hardware.vm.VirtualMachine;
import loadshare.migration.MigrationReport;
import org.junit.jupiter.api.Test;

class DemandPagingTest {

    @Test
    void demandPaging_freezesOnlyForTheStateThenFaultsTheWorkingSetInFromTheSource() {
        World w = World.small();
        long state = w.vm.captureState().wireBytes();
        int workingSet = w.vm.workingSet().size();
        MigrationReport r = new DemandPaging(true).migrate(w.request());
        assertTrue(r.completed(), r.outcome().toString());
        assertEquals(GIGABIT.transferTime(state), r.freezeTime(), 1e-12, "only the state moves while frozen");
        assertEquals(workingSet, r.pageFaults(), "one fault per working-set page, on first touch");
        int pushed = w.vm.spec().pages() - workingSet;
        long expectedBytes = state + workingSet * (Playout.FAULT_REQUEST_BYTES + 4096) + pushed * 4096L;
        assertEquals(expectedBytes, r.bytesMoved());
        double faults = workingSet * GIGABIT.roundTripTime(Playout.FAULT_REQUEST_BYTES, 4096);
        double chunks = Math.ceil(pushed / (double) DemandPaging.PUSH_CHUNK_PAGES);
        double push = pushed * 4096 / GIGABIT.bandwidth() + chunks * GIGABIT.latency();
        assertEquals(faults + push, r.residualDependency(), 1e-9);
        assertEquals(r.freezeTime() + r.residualDependency(), r.totalTime(), 1e-9);
        assertEquals(r.digestBefore(), r.digestAfter());
        assertEquals(w.vm.spec().pages(), r.vm().residentPages(), "everything arrived once the push ended");
        assertEquals(VirtualMachine.Status.RELEASED, w.vm.status(), "the dependency ended: the source let go");
    }

    @Test
    void withoutPush_theResidualDependencyLastsUntilTheTaskEnds() {
        World w = World.small();
        MigrationReport r = new DemandPaging(false).migrate(w.request().withRemainingWork(5.0));
        assertTrue(r.completed());
        double stall = r.pageFaults() * GIGABIT.roundTripTime(Playout.FAULT_REQUEST_BYTES, 4096);
        assertEquals(stall + 5.0, r.residualDependency(), 1e-9);
        assertEquals(w.vm.workingSet().size(), r.vm().residentPages(), "only touched pages ever moved");
        assertEquals(r.digestBefore(), r.digestAfter());
    }

    @Test
    void withoutPush_andATaskThatRunsOn_theSourceNeverLetsGo() {
        World w = World.small();
        MigrationReport r = new DemandPaging(false).migrate(w.request());
        assertTrue(r.completed());
        assertEquals(Double.POSITIVE_INFINITY, r.residualDependency());
        assertEquals(VirtualMachine.Status.FROZEN, w.vm.status(), "the source still serves pages");
    }

    @Test
    void demandPagingFreeze_doesNotGrowWithTheVmSize() {
        double small = new DemandPaging(true).migrate(new World(32 * MIB, 4 * MIB, MIB).request()).freezeTime();
        double large = new DemandPaging(true).migrate(new World(256 * MIB, 4 * MIB, MIB).request()).freezeTime();
        assertEquals(small, large, 1e-12);
    }
}
