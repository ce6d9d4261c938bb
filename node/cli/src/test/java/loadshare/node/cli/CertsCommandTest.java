package loadshare.node.cli;

import static loadshare.node.cli.CliRunner.rejected;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import loadshare.node.certs.TlsFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code loadshare certs}: a CA, a node's TLS directory signed by it; bad input is one line and status 2. */
class CertsCommandTest {

    @TempDir
    Path tmp;

    @Test
    void init_thenNode_makeADirectoryThatNodeTlsAccepts() {
        Path ca = tmp.resolve("ca");
        CliRunner init = CliRunner.run("certs", "init", ca.toString());
        assertEquals(0, init.status(), init.err());
        Path alpha = tmp.resolve("alpha");
        CliRunner node = CliRunner.run("certs", "node", "alpha", "--ca", ca.toString(), "--out", alpha.toString());
        assertEquals(0, node.status(), node.err());
        assertTrue(Files.isRegularFile(alpha.resolve("node.p12")));
        assertTrue(TlsFiles.in(alpha).trustStore().endsWith("trust.p12"));
    }

    @Test
    void badInput_missingCa_existingDirectories_badNames_areRejected() {
        Path ca = tmp.resolve("ca");
        assertEquals(0, CliRunner.run("certs", "init", ca.toString()).status());
        rejected("not empty", "certs", "init", ca.toString());
        rejected("no CA here", "certs", "node", "beta", "--ca", tmp.resolve("nothing").toString(),
                "--out", tmp.resolve("beta").toString());
        rejected("NAME 'a/b'", "certs", "node", "a/b", "--ca", ca.toString());
        rejected("--days 0", "certs", "node", "beta", "--ca", ca.toString(), "--days", "0");
        rejected("not empty", "certs", "node", "beta", "--ca", ca.toString(), "--out", ca.toString());
    }

    @Test
    void node_refusesToStartWithoutTlsOrInsecure_andWithABadTlsDirectoryOrRunId() {
        rejected("--tls DIR is required", "node", "--seeds", "127.0.0.1:25520");
        rejected("no such directory", "node", "--seeds", "127.0.0.1:25520", "--tls", tmp.resolve("none").toString());
        rejected("give one of them", "node", "--seeds", "127.0.0.1:25520", "--insecure", "--tls", tmp.toString());
        rejected("--run-id a b", "node", "--seeds", "127.0.0.1:25520", "--insecure", "--run-id", "a b");
        rejected("must be the first of --seeds", "node", "--seeds", "127.0.0.1:1,127.0.0.1:2", "--port", "2",
                "--index", "0", "--nodes", "2");
    }
}
