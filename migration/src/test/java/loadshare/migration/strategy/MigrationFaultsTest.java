package loadshare.migration.strategy;

import static loadshare.migration.strategy.World.MIB;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import loadshare.hardware.vm.VirtualMachine;
import loadshare.migration.Faults;
import loadshare.migration.MigrationIntegrityException;
import loadshare.migration.MigrationOutcome;
import loadshare.migration.MigrationReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class MigrationFaultsTest {

    static Iterable<String> strategies() {
        return MigrationStrategies.names();
    }

    /** Just before the moment the same migration of an identical VM commits (both start at t = 10). */
    private static double beforeCommit(String strategy) {
        MigrationReport dryRun = MigrationStrategies.byName(strategy).migrate(World.small().request());
        return dryRun.phases().stream().filter(p -> p.name().equals("commit")).findFirst().orElseThrow().start() - 1e-6;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("strategies")
    void targetDiesBeforeCommit_theVmResumesOnTheSource_andNothingIsLost(String strategy) {
        World w = World.small();
        int targetFrames = w.target.memory().freeFrames();
        double dies = beforeCommit(strategy);
        MigrationReport r = MigrationStrategies.byName(strategy).migrate(w.request().withFaults(Faults.targetDiesAt(dies)));
        MigrationOutcome.Aborted aborted = assertInstanceOf(MigrationOutcome.Aborted.class, r.outcome());
        assertTrue(aborted.reason().contains("target target died") && aborted.reason().contains("resumed on source"), aborted.reason());
        assertSame(w.vm, r.vm());
        assertEquals(VirtualMachine.Status.RUNNING, w.vm.status());
        assertEquals(r.digestBefore().memory(), w.vm.digest().memory(), "the source's image is intact");
        assertEquals(w.vm.spec().pages(), w.vm.residentPages());
        assertEquals(targetFrames, w.target.memory().freeFrames(), "the target's frames were given back");
        assertEquals(dies - w.request().startTime(), r.totalTime(), 1e-9);
        w.vm.run(1.0, w.random); // and it runs on where it was
    }

    @Test
    void targetDiesDuringAPreCopyRound_theVmNeverStopped() {
        World w = World.small();
        MigrationReport r = PreCopy.DEFAULT.migrate(w.request().withFaults(Faults.targetDiesAt(10.1)));
        assertInstanceOf(MigrationOutcome.Aborted.class, r.outcome());
        assertEquals(0, r.freezeTime());
        assertEquals(VirtualMachine.Status.RUNNING, w.vm.status());
    }

    @Test
    void sourceDiesAfterSpriteCommitted_theTaskStillCompletes() {
        World w = World.small();
        MigrationReport dry = new SpriteMigration().migrate(World.small().request());
        double committedAt = dry.startTime() + dry.freezeTime();
        MigrationReport r = new SpriteMigration().migrate(w.request().withFaults(Faults.sourceDiesAt(committedAt + 1e-6)));
        assertTrue(r.completed(), r.outcome().toString());
        assertEquals(r.digestBefore(), r.digestAfter());
        r.vm().run(1.0, w.random);
    }

    @Test
    void sourceDiesDuringDemandPagingsResidualDependency_theVmIsReportedLost() {
        World w = World.small();
        MigrationReport dry = new DemandPaging(true).migrate(World.small().request());
        double midResidual = dry.startTime() + dry.freezeTime() + dry.residualDependency() / 2;
        int targetFrames = w.target.memory().freeFrames();
        MigrationReport r = new DemandPaging(true).migrate(w.request().withFaults(Faults.sourceDiesAt(midResidual)));
        MigrationOutcome.Lost lost = assertInstanceOf(MigrationOutcome.Lost.class, r.outcome());
        assertTrue(lost.reason().contains("residual dependency"), lost.reason());
        assertNull(r.vm());
        assertEquals(targetFrames, w.target.memory().freeFrames());
        assertEquals(midResidual - r.startTime(), r.totalTime(), 1e-9);
    }

    @Test
    void targetDiesAfterCommit_theVmDiesWithIt_andTheSourceLetsGoOfItsPages() {
        World w = World.small();
        MigrationReport dry = new DemandPaging(true).migrate(World.small().request());
        double afterCommit = dry.startTime() + dry.freezeTime() + dry.residualDependency() / 2;
        MigrationReport r = new DemandPaging(true).migrate(w.request().withFaults(Faults.targetDiesAt(afterCommit)));
        MigrationOutcome.Lost lost = assertInstanceOf(MigrationOutcome.Lost.class, r.outcome());
        assertTrue(lost.reason().contains("after the migration committed"), lost.reason());
        assertEquals(w.source.memory().frameCount(), w.source.memory().freeFrames());
    }

    @Test
    void aStrategyThatCopiesSourceMemory_rejectsAPartlyResidentVm_beforeReservingAnything() {
        World w = World.small();
        VirtualMachine there = new SpriteMigration().migrate(w.request()).vm();
        var back = loadshare.migration.MigrationRequest.of(there, w.source, World.GIGABIT, w.server, 20, w.random);
        int free = w.source.memory().freeFrames();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new StopAndCopy().migrate(back));
        assertTrue(e.getMessage().contains("holds only"), e.getMessage());
        assertEquals(free, w.source.memory().freeFrames());
        assertTrue(new SpriteMigration().migrate(back).completed(), "Sprite can: the rest is on the file server");
    }

    @Test
    void sourceDiesAfterTheCheckpointWasWritten_theRestartStillCompletes() {
        World w = World.small();
        MigrationReport dry = new CheckpointRestart().migrate(World.small().request());
        double written = dry.phases().get(0).end();
        MigrationReport r = new CheckpointRestart().migrate(w.request().withFaults(Faults.sourceDiesAt(written + 1e-6)));
        assertTrue(r.completed(), r.outcome().toString());
        assertEquals(r.digestBefore(), r.digestAfter());
    }

    @Test
    void sourceDiesDuringStopAndCopy_theVmIsLost() {
        World w = World.small();
        MigrationReport r = new StopAndCopy().migrate(w.request().withFaults(Faults.sourceDiesAt(10.1)));
        assertInstanceOf(MigrationOutcome.Lost.class, r.outcome());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("strategies")
    void aTargetWithoutFreeFrames_refusesTheVm_withAClearReason_andNothingMoves(String strategy) {
        World w = new World(64 * MIB, 4 * MIB, 8 * MIB, 32 * MIB);
        var digest = w.vm.digest();
        MigrationReport r = MigrationStrategies.byName(strategy).migrate(w.request());
        MigrationOutcome.Refused refused = assertInstanceOf(MigrationOutcome.Refused.class, r.outcome());
        assertTrue(refused.reason().contains("host target: no free frames for 16384 pages (64 MiB)"), refused.reason());
        assertEquals(0, r.bytesMoved());
        assertEquals(0, r.totalTime());
        assertEquals(VirtualMachine.Status.RUNNING, w.vm.status());
        assertEquals(digest, w.vm.digest());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("strategies")
    void aPageCorruptedInTransit_failsTheMigrationLoudly(String strategy) {
        World w = World.small();
        int workingSetPage = w.vm.pageTable().guestPhysical(w.vm.workingSet().page(0));
        MigrationIntegrityException e = assertThrows(MigrationIntegrityException.class, () ->
                MigrationStrategies.byName(strategy).migrate(w.request().withFaults(Faults.corruptingPage(workingSetPage))));
        assertTrue(e.getMessage().contains("arrived corrupted") && e.getMessage().contains("digest before"), e.getMessage());
        assertEquals(w.target.memory().frameCount(), w.target.memory().freeFrames(), "even a failed run gives the frames back");
    }
}
