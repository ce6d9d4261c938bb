package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code loadshare policies} lists the hosts' CPU schedulers with every choice the settings accept. */
class CpuSchedulingListTest {

    @Test
    void policies_listsTheCpuSchedulers_andTheirChoices() {
        CliRunner r = CliRunner.run("policies");
        assertEquals(0, r.status(), r.err());
        String out = r.out();
        assertTrue(out.contains("CPU SCHEDULING (every host's, hosts.cpu-scheduling"), out);
        assertTrue(out.contains("[one of central, per-cpu]"), out);
        assertTrue(out.contains("[one of none, push, steal]"), out);
        assertTrue(out.contains("[one of fcfs, lottery, stride, drr, wfq, sfq, wf2q, vtrr, cfs]"), out);
        assertTrue(out.contains("[one of independent, co-scheduling, relaxed-co-scheduling, smart]"), out);
        assertTrue(out.lines().anyMatch(l -> l.startsWith("  skew-threshold ")), out);
        assertTrue(out.lines().anyMatch(l -> l.startsWith("  quantum ")), out);
    }
}
