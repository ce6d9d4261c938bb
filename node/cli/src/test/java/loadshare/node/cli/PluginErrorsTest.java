package loadshare.node.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import loadshare.policies.ParameterSpec;
import loadshare.policies.PolicyClass;
import loadshare.policies.PolicyDescriptor;
import loadshare.policies.compose.ComponentDescriptor;
import loadshare.policies.compose.Family;
import loadshare.policies.spi.PolicyProvider;
import loadshare.policies.transfer.AlwaysTransfer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A broken plug-in is one line naming what is wrong and exit status 2, never a stack trace. */
class PluginErrorsTest {

    @TempDir
    Path dir;

    /** Contributes a policy whose name a preset already has. */
    public static final class Clashing implements PolicyProvider {
        @Override
        public List<PolicyDescriptor> policies() {
            return List.of(new PolicyDescriptor("sender-threshold", "a clash", PolicyClass.STATIC, "no", List.of(),
                    PolicyDescriptor.Check.NONE, (p, shape) -> node -> null));
        }
    }

    /** Contributes a policy that throws while it is built. */
    public static final class Throwing implements PolicyProvider {
        @Override
        public List<PolicyDescriptor> policies() {
            return List.of(new PolicyDescriptor("throwing", "throws when built", PolicyClass.STATIC, "no",
                    List.of(ParameterSpec.integer("n", 1, 1, "a number")), PolicyDescriptor.Check.NONE,
                    (p, shape) -> {
                        throw new IllegalStateException("no can do");
                    }));
        }
    }

    /** Contributes two transfer components: one that works, one that builds something else. */
    public static final class Components implements PolicyProvider {
        @Override
        public List<ComponentDescriptor> components() {
            return List.of(ComponentDescriptor.of(Family.TRANSFER, "every-job", "every job is handed on",
                            PolicyClass.STATIC, List.of(), (p, c) -> new AlwaysTransfer()).providing("senders"),
                    ComponentDescriptor.of(Family.TRANSFER, "broken", "builds no transfer policy",
                            PolicyClass.STATIC, List.of(), (p, c) -> "not a transfer policy"));
        }
    }

    /** A jar whose only content names {@code provider} as a PolicyProvider. */
    private Path jar(String provider) throws IOException {
        Path jar = dir.resolve(provider.replace('$', '_') + ".jar");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            out.putNextEntry(new JarEntry("META-INF/services/" + PolicyProvider.class.getName()));
            out.write((provider + "\n").getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
        return jar;
    }

    private static void assertOneLine(CliRunner r, String expected) {
        assertEquals(2, r.status(), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains(expected), r.err());
        assertTrue(!r.err().contains("\tat "), r.err());
    }

    @Test
    void aPlugInsComponent_isListed_andComposedLikeABuiltIn() throws IOException {
        String jar = jar(Components.class.getName()).toString();
        CliRunner listed = CliRunner.run("policies", "--classpath", jar);
        assertEquals(0, listed.status(), listed.err());
        assertTrue(listed.out().contains("every-job  [static]\n      from plug-in " + Components.class.getName()),
                listed.out());
        Path conf = dir.resolve("c.conf");
        Files.writeString(conf, "loadshare.experiment.policies = [ { name = composed, transfer = every-job, "
                + "location = power-of-d } ]\n");
        CliRunner ok = CliRunner.run("validate", conf.toString(), "--classpath", jar);
        assertEquals(0, ok.status(), ok.err());
        Files.writeString(conf, "loadshare.experiment.policies = [ { name = composed, transfer = broken, "
                + "location = never-mind } ]\n");
        assertOneLine(CliRunner.run("validate", conf.toString(), "--classpath", jar), "unknown location 'never-mind'");
        Files.writeString(conf, "loadshare.experiment.policies = [ { name = composed, transfer = broken, "
                + "location = central-queue, information = free-cpu-reports } ]\n");
        assertOneLine(CliRunner.run("validate", conf.toString(), "--classpath", jar), "policy 'composed' (with a "
                + "component of plug-in " + Components.class.getName());
        assertOneLine(CliRunner.run("validate", conf.toString(), "--classpath", jar),
                "throws while being built: IllegalStateException: transfer 'broken' built a java.lang.String, "
                        + "not a TransferPolicy");
    }

    @Test
    void aJarThatDoesNotExist() {
        assertOneLine(CliRunner.run("policies", "--classpath", dir.resolve("nope.jar").toString()),
                "error: --classpath: " + dir.resolve("nope.jar") + " does not exist");
    }

    @Test
    void aProviderClassThatFailsToLoad() throws IOException {
        assertOneLine(CliRunner.run("policies", "--classpath", jar("org.example.Missing").toString()),
                "error: --classpath: a plug-in fails to load: ");
    }

    @Test
    void aPolicyNameThatClashesWithAPreset() throws IOException {
        assertOneLine(CliRunner.run("policies", "--classpath", jar(Clashing.class.getName()).toString()),
                "policy 'sender-threshold' clashes with a policy of that name already known");
    }

    @Test
    void aPolicyThatThrowsWhileBeingBuilt_isBadInputWhenTheExperimentIsRead() throws IOException {
        Path conf = dir.resolve("t.conf");
        Files.writeString(conf, "loadshare.experiment.policies = [ { name = throwing } ]\n");
        assertOneLine(CliRunner.run("validate", conf.toString(), "--classpath", jar(Throwing.class.getName()).toString()),
                "t.conf:1: loadshare.experiment.policies: policy 'throwing' (plug-in " + Throwing.class.getName());
    }
}
