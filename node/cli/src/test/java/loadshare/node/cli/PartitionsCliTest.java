package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The partitions experiment, small, from the command line: a sweep of one job class's share of the arrivals (the
 * other class takes the rest), in which static halves fall further behind DRF offers the more the arrivals lean.
 */
class PartitionsCliTest {

    @TempDir
    Path dir;

    @Test
    void leaningArrivals_costStaticPartitionsMore_andDrfOffersLittle() throws Exception {
        Path out = dir.resolve("p");
        CliRunner r = CliRunner.run("run", "partitions", "--out", out.toString(), "--no-progress",
                "--set", "workload.loads=[0.8]", "--set", "run.jobs=1500", "--set", "run.replications=1",
                "--set", "sweep.values=[0.5, 0.9]");
        assertEquals(0, r.status(), r.err());
        List<String> rows = Files.readAllLines(out.resolve("results.csv"));
        assertTrue(rows.get(0).startsWith("policy,workload.job-classes[0].share-of-arrivals,load,"), rows.get(0));
        Map<String, Double> response = new HashMap<>();
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split(",");
            response.put(f[0] + "@" + f[1], Double.parseDouble(f[7]));
        }
        assertEquals(4, response.size(), rows.toString());
        double partitionsHalf = response.get("partitions@0.5");
        double partitionsLeaning = response.get("partitions@0.9");
        double drfHalf = response.get("drf@0.5");
        double drfLeaning = response.get("drf@0.9");
        assertTrue(partitionsLeaning > 2 * partitionsHalf, response.toString());
        assertTrue(partitionsHalf > drfHalf && drfLeaning < 1.5 * drfHalf, response.toString());
        assertTrue(Files.size(out.resolve("sweep.png")) > 0);
    }
}
