package loadshare.config;

import static loadshare.config.ExperimentFiles.at;
import static loadshare.config.ExperimentFiles.experiment;
import static loadshare.config.ExperimentFiles.load;
import static loadshare.config.ExperimentFiles.rejection;
import static loadshare.config.ExperimentFiles.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Input that is empty, too deep or too long is refused with one line naming the file (and line) before anything
 * runs: not the defaults run silently, not a StackOverflowError, not a two-minute run writing a 42 MB report.
 */
class TooLargeInputTest {

    @TempDir
    Path dir;

    @Test
    void emptyFile_isRefused_namingTheFile_ratherThanRunningTheDefaults() {
        Path file = write(dir, "empty.conf", "");
        assertEquals(file + ": loadshare.experiment: missing: an experiment file sets its keys in a section "
                + "loadshare.experiment { ... }, and it is empty or holds only comments (it would run the defaults)",
                rejection(file));
    }

    @Test
    void commentOnlyFile_isRefused() {
        Path file = write(dir, "comments.conf", "# an experiment", "// that was cut off");
        assertTrue(rejection(file).contains("it is empty or holds only comments"), rejection(file));
    }

    @Test
    void fileWithoutTheExperimentSection_isRefused() {
        Path file = write(dir, "akka.conf", "akka { loglevel = INFO }");
        assertTrue(rejection(file).startsWith(file + ": loadshare.experiment: missing: "), rejection(file));
    }

    @Test
    void explicitlyEmptySection_stillMeansTheDefaults() {
        assertEquals("quickstart", load(write(dir, "defaults.conf", "loadshare.experiment { }")).name());
    }

    @Test
    void nesting2000Deep_isRefusedAtItsLine_beforeTheParserOverflows() {
        Path file = write(dir, "deep.conf", "loadshare.experiment {", "  x = " + "{a = ".repeat(2000) + "1"
                + "}".repeat(2000), "}");
        assertEquals(at(file, 2) + "loadshare.experiment: objects and lists nest more than 64 levels deep here: at "
                + "most 64 levels are read (an experiment needs a few; is the file generated or damaged?)", rejection(file));
    }

    @Test
    void deepLists_inASetArgument_areRefused() {
        Path file = experiment(dir, "  nodes = 3");
        String deep = "x=" + "[".repeat(3000) + "]".repeat(3000);
        assertTrue(rejection(file, deep).startsWith("--set " + deep.substring(0, 10)), rejection(file, deep));
    }

    @Test
    void depthCount_skipsStringsCommentsAndSubstitutions_andNamesTheLine() {
        String hidden = "a = \"{{{{[[[[\"\n# {{{{{{\n// [[[[[[\nb = ${?{x}\nc = \"\"\"{{{\n{{{\"\"\"\n";
        assertEquals(0, NestingDepth.deepLine(hidden, 3));
        assertEquals(7, NestingDepth.deepLine(hidden + "d { e { f { g { } } } }", 3));
        assertEquals(0, NestingDepth.deepLine(hidden + "d { e { f { } } }", 3));
    }

    @Test
    void nesting64Deep_isRead() {
        Path file = write(dir, "ok.conf", "loadshare.experiment { nodes = 3 }", "akka = " + "{ a = ".repeat(64) + "1"
                + "}".repeat(64));
        assertEquals(3, load(file).nodes());
    }

    @Test
    void tenMegabyteName_isRefused_withTheValueCut() {
        Path file = experiment(dir, "  name = \"" + "x".repeat(10 << 20) + "\"");
        String message = rejection(file);
        assertTrue(message.startsWith(at(file, 2) + "loadshare.experiment.name = \"xxxx"), message.substring(0, 80));
        assertTrue(message.contains("... (10,485,762 characters): a name must be 1 to 200 characters, none of "
                + "/ \\ : * ? \" < > | or a control character"), message);
        assertTrue(message.length() < 400, message);
    }

    @Test
    void nameOf200Characters_isAccepted_201Refused() {
        assertEquals(200, load(experiment(dir, "  name = " + "n".repeat(200))).name().length());
        assertTrue(rejection(experiment(dir, "  name = " + "n".repeat(201))).contains("a name must be 1 to 200"));
    }

    @Test
    void nameThatCannotNameAFolder_isRefused() {
        for (String bad : new String[] {"\"a/b\"", "\"..\"", "\"a:b\"", "\"tab\\there\"", "\" padded\""}) {
            Path file = experiment(dir, "  name = " + bad);
            assertTrue(rejection(file).startsWith(at(file, 2) + "loadshare.experiment.name = "), bad + ": " + rejection(file));
            assertTrue(rejection(file).contains("it names the output folder"), rejection(file));
        }
        assertEquals("my experiment (v2)", load(experiment(dir, "  name = \"my experiment (v2)\"")).name());
    }
}
