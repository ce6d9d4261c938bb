package loadshare.node.workload;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.config.DataSettings;
import loadshare.config.JobClass;
import loadshare.policies.batch.BatchJob;
import loadshare.policies.locality.InputData;
import org.junit.jupiter.api.Test;

/** Where jobs' input data is held: distinct hosts, uniform, from the job's own stream, the jobs otherwise unchanged. */
class InputDataWorkloadTest {

    private static SyntheticBatchWorkload jobs() {
        return new SyntheticBatchWorkload(List.of(new JobClass("tasks", 1.0, 0, 1, 1, 0, 0, 20)), 0.7, 80, 4000, 7);
    }

    @Test
    void eachJob_getsReplicasDistinctHosts_ofTheGivenSize_andIsOtherwiseTheSameJob() {
        SyntheticBatchWorkload plain = jobs();
        InputDataWorkload data = new InputDataWorkload(plain, new DataSettings(3, 1 << 20), 40, 7);
        for (int i = 0; i < data.jobs(); i++) {
            BatchJob job = data.job(i);
            int[] hosts = job.input().hosts();
            assertEquals(3, hosts.length);
            assertTrue(hosts[0] < hosts[1] && hosts[1] < hosts[2] && hosts[0] >= 0 && hosts[2] < 40);
            assertEquals(1 << 20, job.input().bytes());
            assertEquals(plain.job(i).withInput(job.input()), job);
            assertEquals(InputData.NONE, plain.job(i).input());
        }
    }

    @Test
    void theDraw_dependsOnTheSeedAndTheJobOnly_andIsUniformOverHosts() {
        InputDataWorkload a = new InputDataWorkload(jobs(), new DataSettings(3, 0), 40, 7);
        InputDataWorkload b = new InputDataWorkload(jobs(), new DataSettings(3, 0), 40, 7);
        InputDataWorkload other = new InputDataWorkload(jobs(), new DataSettings(3, 0), 40, 8);
        assertArrayEquals(a.input(123).hosts(), b.input(123).hosts());
        assertArrayEquals(a.job(5).input().hosts(), b.input(5).hosts(), "asked in any order, the same hosts");
        assertNotEquals(a.input(123), other.input(123));
        int[] held = new int[40];
        for (int i = 0; i < 4000; i++) {
            for (int h : a.input(i).hosts()) {
                held[h]++;
            }
        }
        // each host holds a replica of a job with probability 3/40: 300 of 4000 expected, sd about 16.7
        for (int h = 0; h < 40; h++) {
            assertTrue(Math.abs(held[h] - 300) < 5 * 16.7, "host " + h + " holds " + held[h]);
        }
    }
}
