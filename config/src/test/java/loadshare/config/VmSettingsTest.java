package loadshare.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The migration-related settings: host memory and page size, link bandwidth, the jobs' VMs. */
class VmSettingsTest {

    private static ExperimentSettings load(String... overrides) {
        return ExperimentLoader.load("quickstart", List.of(overrides));
    }

    private static String rejection(String... overrides) {
        return assertThrows(SettingsException.class, () -> load(overrides)).getMessage();
    }

    @Test
    void defaults_areFourGibHostsOneGbitLinksAndSixtyFourMibVms() {
        ExperimentSettings s = load();
        assertEquals(4L << 30, s.hosts().memoryBytes());
        assertEquals(4096, s.hosts().pageSize());
        assertEquals(125e6, s.network().bandwidth());
        assertEquals(Quantity.fixed(64 << 20), s.workload().vm().size());
        assertEquals(Quantity.fixed(16 << 20), s.workload().vm().workingSet());
        assertEquals(Quantity.fixed(4 << 20), s.workload().vm().dirtyRate());
    }

    @Test
    void sizesTakeUnits_andDistributionsAreSections() {
        ExperimentSettings s = load("hosts.memory=512MiB", "hosts.page-size=8KiB", "network.bandwidth=10MB",
                "workload.vm.size={distribution=uniform,min=16MiB,max=1GiB}",
                "workload.vm.dirty-rate={distribution=exponential,mean=2MiB}");
        assertEquals(512L << 20, s.hosts().memoryBytes());
        assertEquals(8192, s.hosts().pageSize());
        assertEquals(10e6, s.network().bandwidth());
        assertEquals(new Quantity(Quantity.Kind.UNIFORM, 16 << 20, 1 << 30), s.workload().vm().size());
        assertEquals(new Quantity(Quantity.Kind.EXPONENTIAL, 2 << 20, 2 << 20), s.workload().vm().dirtyRate());
    }

    @Test
    void pageSizeNotAPowerOfTwo_isRejected() {
        assertTrue(rejection("hosts.page-size=3000").endsWith(
                "loadshare.experiment.hosts.page-size = 3000: a page size must be a power of two from 512B to 16MiB"),
                rejection("hosts.page-size=3000"));
    }

    @Test
    void sizeThatIsNoSize_isRejected() {
        String message = rejection("hosts.memory=lots");
        assertTrue(message.endsWith("loadshare.experiment.hosts.memory = \"lots\": expected a size in bytes, e.g. 64MiB, 4KiB or 125MB")
                || message.contains("expected a size in bytes"), message);
    }

    @Test
    void zeroBandwidth_isRejected() {
        assertTrue(rejection("network.bandwidth=0").contains("bandwidth (bytes per second) must be positive"));
    }

    @Test
    void unknownDistribution_orItsMissingKeys_areRejected() {
        assertTrue(rejection("workload.vm.size={distribution=pareto,mean=1MiB}")
                .contains("loadshare.experiment.workload.vm.size.distribution = \"pareto\": unknown distribution"));
        assertTrue(rejection("workload.vm.size={distribution=uniform,min=1MiB}")
                .contains("a uniform distribution needs min, max"));
        assertTrue(rejection("workload.vm.size={distribution=exponential,mean=1MiB,max=3MiB}")
                .contains("workload.vm.size.max = \"3MiB\": unknown key for the exponential distribution; valid: distribution, mean"));
        assertTrue(rejection("workload.vm.size={distribution=uniform,min=2MiB,max=1MiB}")
                .contains("a uniform distribution needs 0 <= min <= max"));
    }

    @Test
    void zeroVmSize_isRejected() {
        assertTrue(rejection("workload.vm.size=0").contains("a VM size must be positive"));
    }
}
