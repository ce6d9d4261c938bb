package loadshare.node.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import loadshare.node.migration.MigrationFigures;
import loadshare.node.results.ExperimentResult;
import loadshare.node.results.Point;
import loadshare.node.results.ReplicationResult;
import loadshare.node.run.FlowFigures;
import loadshare.node.run.OwnerFigures;
import loadshare.node.run.ResponseFigures;
import loadshare.node.run.SharingFigures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsCsvTest {

    @TempDir
    Path dir;

    @Test
    void headerNamesEveryFigureInSnakeCaseInTheRecordsOrder() {
        assertEquals("policy,load,nodes,replication,seed,jobs,mean_response_time,p50,p95,p99,utilization,"
                + "throughput,arrival_rate,transfers_per_job,messages_per_job,idle_while_waiting,measured_time,"
                + "events,unstable,migrations,migrations_refused,migrations_per_job,migrations_freeze_sum,"
                + "migrations_mean_freeze,migrations_p50_freeze,migrations_p99_freeze,migrations_mean_total,"
                + "migrations_p99_total,migrations_bytes,migrations_mean_stall,migrations_mean_residual,"
                + "migrations_page_faults,migrations_forwarded_messages,migrations_forwarding_delay,owners_hosts,"
                + "owners_owner_slowdown,owners_interference,owners_foreign_work_on_idle,owners_evictions,"
                + "owners_suspensions,owners_owner_jobs", ResultsCsv.header());
    }

    @Test
    void writesTheHeaderThenOneRowPerReplication() throws IOException {
        ExperimentResult result = ReportFixtures.sample();
        Path file = ResultsCsv.write(result, dir.resolve("results.csv"));
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertEquals(ResultsCsv.header(), lines.get(0));
        assertEquals(result.replications().size() + 1, lines.size());
        assertEquals(2 * 3 * 2, result.replications().size());
        assertEquals("random,0.5,4,0,1000,5000,2.0,1.4,5.0,8.0,0.495,2.0,2.0,0.0,2.0,0.3,1234.5,987654,false,0,0,,0.0,,,,,,0,,,0,0,0.0,0,,,,0,0,0",
                lines.get(1));
    }

    @Test
    void sameInputGivesByteIdenticalFiles() throws IOException {
        ExperimentResult result = ReportFixtures.sample();
        byte[] first = Files.readAllBytes(ResultsCsv.write(result, dir.resolve("a.csv")));
        byte[] second = Files.readAllBytes(ResultsCsv.write(ReportFixtures.sample(), dir.resolve("b.csv")));
        assertArrayEquals(first, second);
    }

    @Test
    void labelsWithCommasOrQuotesAreQuotedPerRfc4180() {
        String csv = ResultsCsv.render(ReportFixtures.sample().replications());
        assertTrue(csv.contains("\n\"threshold, T=2\",0.5,"), csv);
        assertEquals("\"say \"\"hi\"\"\"", ResultsCsv.quote("say \"hi\""));
        assertEquals("plain", ResultsCsv.quote("plain"));
    }

    @Test
    void nanIsAnEmptyCellAndInfinitiesAreSpelledOut() {
        ReplicationResult row = new ReplicationResult(new Point("p", 0.9, 4), 0, 1, 0,
                new ResponseFigures(Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e-7),
                new FlowFigures(0, 0, 0), new SharingFigures(0, 0, 0), 0, 0, true, MigrationFigures.NONE,
                OwnerFigures.NONE);
        String line = ResultsCsv.render(List.of(row)).split("\n")[1];
        assertEquals("p,0.9,4,0,1,0,,inf,-inf,1.0E-7,0.0,0.0,0.0,0.0,0.0,0.0,0.0,0,true,0,0,,0.0,,,,,,0,,,0,0,0.0,0,,,,0,0,0", line);
    }
}
