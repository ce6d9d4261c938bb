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
 * The locality experiment, small, from the command line: its figures in results.csv's last columns (only when jobs
 * have input data), the console and summary.json, the trade-off plot, and delay scheduling raising the data-local
 * share under the Borg-like scheduler and the Mesos-like master alike.
 */
class LocalityCliTest {

    @TempDir
    Path dir;

    @Test
    void aLongerDelay_raisesTheDataLocalShare_andTheFiguresReachEveryReport() throws Exception {
        Path out = dir.resolve("l");
        CliRunner r = CliRunner.run("run", "locality", "--out", out.toString(), "--no-progress",
                "--set", "workload.loads=[0.85]", "--set", "run.jobs=1000", "--set", "run.replications=1",
                "--set", "policies=[{name=borg, label=d0}, {name=borg, label=d10, locality-delay=10}, {name=mesos, label=m0}, "
                        + "{name=mesos, label=m10, locality-delay=10}]");
        assertEquals(0, r.status(), r.err());
        List<String> rows = Files.readAllLines(out.resolve("results.csv"));
        assertTrue(rows.get(0).endsWith(",data_local,rack_local,bytes_moved,mean_read"), rows.get(0));
        Map<String, Double> dataLocal = new HashMap<>();
        for (String row : rows.subList(1, rows.size())) {
            String[] f = row.split(",");
            dataLocal.put(f[0], Double.parseDouble(f[f.length - 4]));
        }
        assertTrue(dataLocal.get("d10") > dataLocal.get("d0") + 0.2, dataLocal.toString());
        assertTrue(dataLocal.get("m0") < 0.2, "offers taken as they come: data-local by chance, " + dataLocal);
        assertTrue(dataLocal.get("m10") > dataLocal.get("m0") + 0.6, dataLocal.toString());
        assertTrue(Files.size(out.resolve("locality-tradeoff.png")) > 0);
        assertTrue(r.out().contains("dataLocal"), r.out());
        assertTrue(Files.readString(out.resolve("summary.json")).contains("\"bytesMoved\""));
    }
}
