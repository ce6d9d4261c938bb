package loadshare.policies.locality;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import loadshare.config.NetworkSettings;
import loadshare.hardware.net.Topology;
import org.junit.jupiter.api.Test;

/**
 * How near a host is to a job's input, and what a remote read costs, on hand-worked networks: 4 hosts in racks of
 * 2 (rack 0: hosts 0 and 1; rack 1: hosts 2 and 3), host links of 100 B/s, uplinks of 50 B/s, 0.5 s within a rack
 * and 1 s per uplink (2.5 s between racks); an input of 100 B held on host 2.
 */
class LocalityTest {

    static final Topology RACKS = Topology.of(NetworkSettings.racks(new NetworkSettings.Racks(2, 0.5, 1.0, 50), 100), 4);
    private static final InputData ON_2 = new InputData(new int[] {2}, 100);

    @Test
    void theReplicaHost_isDataLocal_itsRackmate_rackLocal_theOtherRack_remote() {
        Locality l = new Locality(RACKS);
        assertEquals(LocalityLevel.DATA_LOCAL, l.level(2, ON_2));
        assertEquals(LocalityLevel.RACK_LOCAL, l.level(3, ON_2));
        assertEquals(LocalityLevel.REMOTE, l.level(0, ON_2));
        assertEquals(LocalityLevel.DATA_LOCAL, l.level(0, InputData.NONE), "no input: every host is as good");
    }

    @Test
    void aRead_takesSizeOverTheRoutesBandwidth_plusItsLatency_fromTheNearestReplica() {
        Locality l = new Locality(RACKS);
        assertEquals(0.0, l.readTime(2, ON_2));
        assertEquals(100 / 100.0 + 0.5, l.readTime(3, ON_2), 1e-12, "within rack 1");
        assertEquals(100 / 50.0 + 2.5, l.readTime(0, ON_2), 1e-12, "across the uplinks");
        InputData on2and1 = new InputData(new int[] {2, 1}, 100);
        assertEquals(1.5, l.readTime(0, on2and1), 1e-12, "host 1, in host 0's rack, is the nearer replica");
    }

    @Test
    void onAFlatNetwork_everyHostOffTheData_isRemote() {
        Locality l = new Locality(Topology.flat(4, 0.25, 100));
        assertEquals(LocalityLevel.REMOTE, l.level(3, ON_2));
        assertEquals(1.25, l.readTime(3, ON_2), 1e-12);
    }

    @Test
    void anInput_keepsItsHostsSorted_andCopied() {
        int[] hosts = {3, 1};
        InputData d = new InputData(hosts, 5);
        hosts[0] = 0;
        assertArrayEquals(new int[] {1, 3}, d.hosts());
        assertEquals(new InputData(new int[] {1, 3}, 5), d);
    }

    @Test
    void delayScheduling_allowsDataLocalForD_thenRackLocalForD_thenAny_fromTheFirstSkip() {
        DelayScheduling racks = new DelayScheduling(10, true);
        assertEquals(LocalityLevel.DATA_LOCAL, racks.allowed(7, 3.0), "not skipped yet");
        assertArrayEquals(new double[] {10, 20}, racks.skipped(7, 3.0));
        assertArrayEquals(new double[0], racks.skipped(7, 5.0), "timers are set once");
        assertEquals(LocalityLevel.DATA_LOCAL, racks.allowed(7, 12.999));
        assertEquals(LocalityLevel.RACK_LOCAL, racks.allowed(7, 13.0));
        assertEquals(LocalityLevel.REMOTE, racks.allowed(7, 23.0));
        racks.started(7);
        assertEquals(LocalityLevel.DATA_LOCAL, racks.allowed(7, 30.0), "a job that started waits afresh");

        DelayScheduling flat = new DelayScheduling(10, false);
        assertArrayEquals(new double[] {10}, flat.skipped(1, 0));
        assertEquals(LocalityLevel.REMOTE, flat.allowed(1, 10.0), "no rack level on a flat network");
        assertEquals(LocalityLevel.REMOTE, new DelayScheduling(0, true).allowed(1, 0), "delay 0: off");
    }
}
