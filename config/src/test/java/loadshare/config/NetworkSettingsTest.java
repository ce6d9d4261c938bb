package loadshare.config;

import static loadshare.config.ExperimentFiles.at;
import static loadshare.config.ExperimentFiles.experiment;
import static loadshare.config.ExperimentFiles.load;
import static loadshare.config.ExperimentFiles.rejection;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NetworkSettingsTest {

    @TempDir
    Path dir;

    @Test
    void byDefault_theNetworkIsFlat_asBefore() {
        assertEquals(new NetworkSettings(0.0), load(experiment(dir, "  nodes = 4")).network());
        assertEquals(new NetworkSettings(0.05, 12.5e6),
                load(experiment(dir, "  network { latency = 0.05, bandwidth = 12.5MB }")).network());
    }

    @Test
    void racks_areReadWithEveryKey_andTheRestFromReferenceConf() {
        NetworkSettings n = load(experiment(dir, "  nodes = 40",
                "  network { topology = racks, racks { hosts-per-rack = 8, uplink-latency = 0.05 } }")).network();
        assertEquals(NetworkSettings.racks(new NetworkSettings.Racks(8, 0.001, 0.05, 1250e6), 125e6), n);
        assertEquals(NetworkSettings.Layout.RACKS, n.layout());
        assertEquals(NetworkSettings.Sharing.MAX_MIN, n.racks().sharing(), "reference.conf shares the links");
    }

    @Test
    void racks_mayLeaveTheirLinksUnshared() {
        NetworkSettings n = load(experiment(dir, "  network { topology = racks, racks.sharing = none }")).network();
        assertEquals(NetworkSettings.Sharing.NONE, n.racks().sharing());
        assertEquals("none", n.racks().sharing().key());
        assertEquals("max-min", NetworkSettings.Sharing.MAX_MIN.key());
    }

    @Test
    void eachMistake_isOneLineNamingItsKey() {
        Path file = experiment(dir, "  network.topology = ring");
        assertEquals(at(file, 2) + "loadshare.experiment.network.topology = \"ring\": a topology is flat, racks or "
                + "graph",
                rejection(file));
        file = experiment(dir, "  network.racks.hosts-per-rack = 4");
        assertEquals(at(file, 2) + "loadshare.experiment.network.racks.hosts-per-rack = 4: racks settings need "
                + "network.topology = racks (it is flat)", rejection(file));
        file = experiment(dir, "  network.topology = racks", "  network.racks.hosts-per-rack = 0");
        assertEquals(at(file, 3) + "loadshare.experiment.network.racks.hosts-per-rack = 0: hosts-per-rack must be "
                + "between 1 and 1000000", rejection(file));
        file = experiment(dir, "  network.topology = racks", "  network.racks.latency = -0.1");
        assertEquals(at(file, 3) + "loadshare.experiment.network.racks.latency = -0.1: a latency must be >= 0",
                rejection(file));
        file = experiment(dir, "  network.topology = racks", "  network.racks.uplink-latency = -1");
        assertEquals(at(file, 3) + "loadshare.experiment.network.racks.uplink-latency = -1: a latency must be >= 0",
                rejection(file));
        file = experiment(dir, "  network.topology = racks", "  network.racks.uplink-bandwidth = 0");
        assertEquals(at(file, 3) + "loadshare.experiment.network.racks.uplink-bandwidth = 0: bandwidth (bytes per "
                + "second) must be positive", rejection(file));
        file = experiment(dir, "  network.topology = racks", "  network.racks.sharing = fair");
        assertEquals(at(file, 3) + "loadshare.experiment.network.racks.sharing = \"fair\": links are shared max-min "
                + "or none", rejection(file));
        file = experiment(dir, "  network.racks.sharing = none");
        assertEquals(at(file, 2) + "loadshare.experiment.network.racks.sharing = \"none\": racks settings need "
                + "network.topology = racks (it is flat)", rejection(file));
        file = experiment(dir, "  network { topology = racks, latency = 0.01 }");
        assertEquals(at(file, 2) + "loadshare.experiment.network.latency = 0.01: with network.topology = racks the "
                + "latencies are network.racks.latency and network.racks.uplink-latency: remove network.latency",
                rejection(file));
    }
}
