package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import loadshare.node.live.dashboard.HeadlessChromium;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every bundled experiment's report.html, rendered in headless Chromium: it holds every table the console
 * printed (each row's policy and mean, the extra migration and owner columns, warnings, application table,
 * migration sweep) and every plot of the output folder, and its screenshot is not blank. Short runs: the
 * content is what is checked, not the numbers.
 */
class ReportRenderIT {

    private static final List<String> EXPERIMENTS = List.of("quickstart", "classic", "costs", "heterogeneous",
            "live-agreement", "migration", "volunteer", "owners", "condor");

    @TempDir
    Path dir;

    @Test
    @Timeout(900)
    void everyBundledReport_rendersEveryConsoleTableAndEveryPlot_andIsNotBlank() throws Exception {
        Optional<Path> chromium = HeadlessChromium.find();
        Assumptions.assumeTrue(chromium.isPresent(), "no chromium on the PATH");
        try (HeadlessChromium page = HeadlessChromium.start(chromium.get(), 1280, 1000)) {
            for (String experiment : EXPERIMENTS) {
                Path out = dir.resolve(experiment);
                CliRunner cli = CliRunner.run("run", experiment, "--out", out.toString(), "--no-progress",
                        "--set", "run.jobs=3000", "--set", "run.warmup-jobs=300", "--set", "run.replications=2",
                        "--set", "run.max-jobs=6000");
                assertEquals(0, cli.status(), experiment + ": " + cli.err());
                page.navigate(out.resolve("report.html").toUri().toString());
                String text = page.await("document.readyState === 'complete' ? document.body.innerText : ''",
                        t -> !t.isEmpty(), Duration.ofSeconds(30));
                for (String line : cli.out().lines().toList()) {
                    checkConsoleLine(experiment, line, text);
                }
                String images = page.await("Array.from(document.images).every(i => i.complete) ? "
                        + "Array.from(document.images).map(i => i.alt + '=' + i.naturalWidth).join(',') : ''",
                        t -> !t.isEmpty(), Duration.ofSeconds(30));
                try (Stream<Path> files = Files.list(out)) {
                    for (Path png : files.filter(f -> f.toString().endsWith(".png")).toList()) {
                        String name = png.getFileName().toString();
                        assertTrue(images.contains(name + "=900"), experiment + ": " + name + " not shown: " + images);
                    }
                }
                assertNotBlank(experiment, page.screenshot(1280, 1000, 0.5));
            }
        }
    }

    /** A row of a console table: its first cell (the policy) and its numbers appear in the page. */
    private static void checkConsoleLine(String experiment, String line, String page) {
        String trimmed = line.strip();
        if (trimmed.isEmpty() || trimmed.startsWith("-") || trimmed.startsWith("ρ =") || trimmed.startsWith("policy ")) {
            return;
        }
        if (trimmed.startsWith("warning")) {
            String note = trimmed.substring(trimmed.indexOf(": ") + 2);
            assertTrue(page.contains(note), experiment + ": warning missing: " + note);
            return;
        }
        for (String cell : trimmed.replace(" !", "").split("\\s{2,}")) {
            if (!cell.contains(":")) {
                assertTrue(page.contains(cell.strip()), experiment + ": '" + cell + "' of '" + line + "' missing");
            }
        }
    }

    private static void assertNotBlank(String experiment, byte[] png) throws Exception {
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 4) {
            for (int x = 0; x < image.getWidth(); x += 4) {
                colours.add(image.getRGB(x, y));
            }
        }
        assertTrue(colours.size() > 10, experiment + ": the screenshot is blank (" + colours.size() + " colours)");
    }
}
