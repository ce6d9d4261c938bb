package loadshare.policies.condor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Matchmaking one job against a list of machines: both requirements, then the job's rank, ties to the lowest index. */
class ClassAdMatchTest {

    private static ClassAd machine(double memory, String arch) {
        return ClassAd.builder().set("Memory", memory).set("Arch", arch).set("KeyboardIdle", 3600).build();
    }

    private static ClassAd job(String owner) {
        return ClassAd.builder()
                .set("Owner", owner)
                .set("ImageSize", 2000)
                .setExpression("Requirements", "TARGET.Arch == \"X86_64\" && TARGET.Memory >= ImageSize")
                .setExpression("Rank", "TARGET.Memory")
                .build();
    }

    @Test
    void highestRankAmongMatchingMachines_wins() {
        List<ClassAd> machines = List.of(
                machine(1024, "X86_64"),    // too small
                machine(4096, "X86_64"),
                machine(16384, "ARM"),      // wrong arch, though the largest
                machine(8192, "x86_64"));   // arch compared ignoring case
        assertEquals(3, ClassAdMatch.bestMachine(job("smith"), machines));
    }

    @Test
    void equalRanks_goToTheLowestIndex() {
        List<ClassAd> machines = List.of(
                machine(1024, "X86_64"),
                machine(4096, "X86_64"),
                machine(4096, "X86_64"),
                machine(2048, "X86_64"));
        assertEquals(1, ClassAdMatch.bestMachine(job("smith"), machines));
        assertEquals(4096.0, ClassAdMatch.rank(job("smith"), machines.get(2)));
    }

    @Test
    void withoutRank_theFirstMatchingMachineWins() {
        ClassAd job = ClassAd.builder().setExpression("Requirements", "TARGET.Memory > 1024").build();
        List<ClassAd> machines = List.of(machine(1024, "ARM"), machine(2048, "ARM"), machine(8192, "ARM"));
        assertEquals(1, ClassAdMatch.bestMachine(job, machines));
        assertEquals(0.0, ClassAdMatch.rank(job, machines.get(2)));
    }

    @Test
    void aMachinesOwnRequirements_canRefuseTheJob() {
        ClassAd busy = ClassAd.builder()
                .set("Memory", 32768).set("Arch", "X86_64").set("KeyboardIdle", 60)
                .setExpression("Requirements", "KeyboardIdle > 15*60")
                .build();
        ClassAd idle = ClassAd.builder()
                .set("Memory", 4096).set("Arch", "X86_64").set("KeyboardIdle", 901)
                .setExpression("Requirements", "KeyboardIdle > 15*60")
                .build();
        assertFalse(ClassAdMatch.matches(job("smith"), busy));
        assertTrue(ClassAdMatch.matches(job("smith"), idle));
        assertEquals(1, ClassAdMatch.bestMachine(job("smith"), List.of(busy, idle)));
    }

    @Test
    void aMachinesRequirements_seeTheJobAsTarget() {
        ClassAd picky = ClassAd.builder()
                .set("Memory", 65536).set("Arch", "X86_64")
                .setExpression("Requirements", "TARGET.Owner != \"rival\" && TARGET.ImageSize < MY.Memory")
                .build();
        ClassAd plain = machine(4096, "X86_64");
        assertEquals(0, ClassAdMatch.bestMachine(job("smith"), List.of(picky, plain)));
        assertEquals(1, ClassAdMatch.bestMachine(job("rival"), List.of(picky, plain)));
    }

    @Test
    void undefinedRequirements_refuse() {
        ClassAd physicsOnly = ClassAd.builder()
                .set("Memory", 65536).set("Arch", "X86_64")
                .setExpression("Requirements", "TARGET.Department == \"physics\"")
                .build();
        assertFalse(ClassAdMatch.matches(job("smith"), physicsOnly));
        ClassAd physicist = ClassAd.builder().set("Department", "Physics").build();
        assertTrue(ClassAdMatch.matches(physicist, physicsOnly));
    }

    @Test
    void noMatchingMachine_isMinusOne() {
        assertEquals(-1, ClassAdMatch.bestMachine(job("smith"), List.of()));
        assertEquals(-1, ClassAdMatch.bestMachine(job("smith"), List.of(machine(512, "X86_64"), machine(8192, "ARM"))));
    }

    @Test
    void aNonNumericRank_countsAsZero() {
        ClassAd job = ClassAd.builder()
                .setExpression("Rank", "TARGET.Memory > 4096 ? TARGET.Memory : \"small\"")
                .build();
        List<ClassAd> machines = List.of(machine(2048, "ARM"), machine(8192, "ARM"), machine(-1, "ARM"));
        assertEquals(1, ClassAdMatch.bestMachine(job, machines));
        assertEquals(0.0, ClassAdMatch.rank(job, machines.get(0)));
    }
}
