package loadshare.node;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The module boundaries of the design, checked on the sources: below the live runtime nothing knows Akka, reads
 * the wall clock, sleeps or makes its own randomness (time and random streams are passed in), so the same node
 * code is deterministic in the simulator and runs unchanged in the live cluster.
 */
class ArchitectureTest {

    /** The project's root, seen from the node/cli module (where Maven runs its tests). */
    private static final Path ROOT = Path.of("../..").toAbsolutePath().normalize();

    private static final Pattern AKKA = Pattern.compile("^import (static )?akka\\.", Pattern.MULTILINE);
    private static final Pattern WALL_CLOCK = Pattern.compile(
            "System\\.currentTimeMillis|System\\.nanoTime|Instant\\.now|LocalDateTime\\.now|Thread\\.sleep");
    private static final Pattern OWN_RANDOMNESS = Pattern.compile(
            "new Random\\(|new SplittableRandom\\(|ThreadLocalRandom|Math\\.random\\(");

    /** Where random streams are made, from the run's seed: the one place allowed to create generators. */
    private static final Path RANDOM_STREAMS =
            Path.of("sim-hardware/src/main/java/loadshare/hardware/random/RandomStreams.java");

    /** The modules below node, and node's modules other than the live runtime and the command line. */
    private static final List<Path> PURE = List.of(
            Path.of("config/src/main/java"),
            Path.of("sim-hardware/src/main/java"),
            Path.of("migration/src/main/java"),
            Path.of("policies/src/main/java"),
            Path.of("node/core/src/main/java"),
            Path.of("node/sim/src/main/java"),
            Path.of("node/report/src/main/java"));

    @Test
    void belowTheLiveRuntime_noSourceImportsAkka_readsTheWallClock_orMakesItsOwnRandomness() {
        List<String> violations = new ArrayList<>();
        for (Path dir : PURE) {
            for (Path file : javaFiles(ROOT.resolve(dir))) {
                String source = read(file);
                Path relative = ROOT.relativize(file);
                if (AKKA.matcher(source).find()) {
                    violations.add(relative + ": imports Akka");
                }
                if (WALL_CLOCK.matcher(source).find()) {
                    violations.add(relative + ": reads the wall clock or sleeps");
                }
                if (OWN_RANDOMNESS.matcher(source).find() && !relative.equals(RANDOM_STREAMS)) {
                    violations.add(relative + ": makes its own randomness");
                }
            }
        }
        assertEquals(List.of(), violations);
    }

    @Test
    void onlyTheLiveRuntimeAndTheCommandLine_importAkka() {
        List<String> akkaOutside = new ArrayList<>();
        for (Path file : javaFiles(ROOT.resolve("node"))) {
            String module = ROOT.resolve("node").relativize(file).getName(0).toString();
            if (!module.equals("live") && !module.equals("cli") && AKKA.matcher(read(file)).find()) {
                akkaOutside.add(ROOT.relativize(file).toString());
            }
        }
        assertEquals(List.of(), akkaOutside);
        assertTrue(javaFiles(ROOT.resolve("node/live/src/main/java")).stream().anyMatch(f -> AKKA.matcher(read(f)).find()),
                "the check looks at the right files: the live runtime does import Akka");
    }

    /**
     * The two runtimes share their vocabulary ({@code run}, {@code results}, in node/core) and do not know each other;
     * the reports read results only. (The modules' dependencies make this so at compile time; the check names the
     * file that tries.)
     */
    @Test
    void theLiveRuntime_andTheReports_neverReachIntoTheSimulator() {
        Pattern simulator = Pattern.compile("loadshare\\.node\\.(sim|experiment)\\.");
        List<String> reaching = new ArrayList<>();
        for (String module : List.of("core", "live", "report")) {
            for (Path file : javaFiles(ROOT.resolve("node/" + module + "/src/main/java"))) {
                if (simulator.matcher(read(file)).find()) {
                    reaching.add(ROOT.relativize(file).toString());
                }
            }
        }
        assertEquals(List.of(), reaching);
    }

    /**
     * Migration's rooms (docs/design.md): the strategies as pure models ({@code migration/}), what a migration costs
     * a node ({@code loadshare.node.migration}), the core's parts that play it out ({@code loadshare.node.core}), the
     * live runtime's real page bytes ({@code loadshare.node.live.migration}) and the protocol's messages. No two of
     * their types share a simple name, as the protocol's {@code MigrationMessage} and the live page transfer's once
     * did, when one file imported both.
     */
    @Test
    void migrationsRooms_nameEachTypeOnce() {
        List<Path> rooms = List.of(
                Path.of("migration/src/main/java/loadshare/migration"),
                Path.of("node/core/src/main/java/loadshare/node/migration"),
                Path.of("node/core/src/main/java/loadshare/node/core"),
                Path.of("node/live/src/main/java/loadshare/node/live/migration"),
                Path.of("policies/src/main/java/loadshare/protocol"));
        Map<String, List<String>> byName = new TreeMap<>();
        for (Path room : rooms) {
            for (Path file : javaFiles(ROOT.resolve(room))) {
                String name = file.getFileName().toString().replace(".java", "");
                if (!name.equals("package-info")) {
                    byName.computeIfAbsent(name, n -> new ArrayList<>()).add(ROOT.relativize(file).toString());
                }
            }
        }
        byName.values().removeIf(files -> files.size() == 1);
        assertEquals(Map.of(), byName);
        assertTrue(javaFiles(ROOT.resolve(rooms.get(3))).size() > 10, "the check looks at the live migration's files");
    }

    /** The node's migration models are below the core: the core is given a {@code Migrator}, never the other way. */
    @Test
    void theNodesMigrationModels_neverImportTheCore() {
        Pattern core = Pattern.compile("^import (static )?loadshare\\.node\\.core\\.", Pattern.MULTILINE);
        List<String> reaching = new ArrayList<>();
        for (Path file : javaFiles(ROOT.resolve("node/core/src/main/java/loadshare/node/migration"))) {
            if (core.matcher(read(file)).find()) {
                reaching.add(ROOT.relativize(file).toString());
            }
        }
        assertEquals(List.of(), reaching);
    }

    private static List<Path> javaFiles(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
