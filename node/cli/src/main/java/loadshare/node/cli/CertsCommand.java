package loadshare.node.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import loadshare.config.SettingsException;
import loadshare.node.certs.BadCertificates;
import loadshare.node.certs.CertificateAuthority;
import loadshare.node.certs.NodeCredentials;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/**
 * {@code loadshare certs}: the certificates of a cluster on several machines. {@code init DIR} makes a CA;
 * {@code node NAME --ca DIR} a node's TLS directory signed by it, for {@code loadshare node --tls}.
 */
@Command(name = "certs", mixinStandardHelpOptions = true,
        description = {"Make the certificates of a live cluster on several machines (loadshare cluster makes its own "
                + "for each run). Every node gets a TLS directory signed by one CA; nodes accept only peers whose "
                + "certificate that CA signed.",
                "  loadshare certs init CA_DIR",
                "  loadshare certs node NAME --ca CA_DIR --out NODE_DIR     (once per machine; copy NODE_DIR there)",
                "  loadshare node --tls NODE_DIR --run-id ID ...",
                "Keep CA_DIR (the CA's private key) off the nodes; every directory and file is made owner-only."},
        subcommands = {CertsCommand.Init.class, CertsCommand.Node.class, CommandLine.HelpCommand.class})
final class CertsCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getErr());
        throw new CommandLine.ParameterException(spec.commandLine(), "certs needs a command: init or node");
    }

    private static Duration days(int days, String option) {
        if (days < 1 || days > 3650) {
            throw new SettingsException(option + " " + days + ": must be in 1..3650");
        }
        return Duration.ofDays(days);
    }

    private static void checkName(String name, String what) {
        if (!name.matches("[A-Za-z0-9._-]{1,64}")) {
            throw new SettingsException(what + " '" + name + "': must be 1 to 64 letters, digits, '.', '-' or '_'");
        }
    }

    /** An existing directory must be empty: credentials are never overwritten or mixed. */
    private static void checkEmpty(Path dir, String option) {
        try (var entries = Files.exists(dir) ? Files.list(dir) : null) {
            if (entries != null && entries.findAny().isPresent()) {
                throw new SettingsException(option + " " + dir + ": exists and is not empty; give a new directory");
            }
        } catch (IOException e) {
            throw new SettingsException(option + " " + dir + ": " + e.getMessage());
        }
    }

    @Command(name = "init", mixinStandardHelpOptions = true,
            description = {"Create a certificate authority in DIR (new, or empty; made owner-only): ca.p12 (its private "
                    + "key and certificate), ca.pem (the certificate, for reading) and the store's password."})
    static final class Init implements Callable<Integer> {

        @Parameters(paramLabel = "DIR", description = "the CA's directory")
        Path dir;

        @Option(names = "--name", paramLabel = "NAME", description = "the CA's name (default: the directory's name)")
        String name;

        @Option(names = "--days", paramLabel = "N", description = "validity in days (default: ${DEFAULT-VALUE})")
        int days = 365;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            String caName = name != null ? name : String.valueOf(dir.toAbsolutePath().normalize().getFileName());
            checkName(caName, "--name");
            Duration validity = days(days, "--days");
            checkEmpty(dir, "DIR");
            try {
                CertificateAuthority.create(caName, validity).save(dir);
            } catch (BadCertificates e) {
                throw new SettingsException(e.getMessage());
            }
            PrintWriter err = spec.commandLine().getErr();
            err.printf("CA '%s' in %s, valid %d days; keep this directory private and off the nodes%n", caName, dir, days);
            err.printf("next, for each machine: loadshare certs node NAME --ca %s --out NAME%n", dir);
            return 0;
        }
    }

    @Command(name = "node", mixinStandardHelpOptions = true,
            description = {"Issue a node's credentials, signed by the CA in --ca, into a TLS directory (new, or empty; "
                    + "made owner-only): node.p12 (its key and certificate), trust.p12 (the CA certificate), node.pem "
                    + "and the stores' password. Copy it to the node's machine (e.g. scp -rp) and start the node "
                    + "with --tls DIR."})
    static final class Node implements Callable<Integer> {

        @Parameters(paramLabel = "NAME", description = "the node's name, in its certificate (e.g. the host's name)")
        String name;

        @Option(names = "--ca", paramLabel = "DIR", required = true, description = "the CA's directory (from certs init)")
        Path ca;

        @Option(names = "--out", paramLabel = "DIR", description = "the node's TLS directory (default: NAME)")
        Path out;

        @Option(names = "--days", paramLabel = "N", description = "validity in days (default: ${DEFAULT-VALUE})")
        int days = 365;

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            checkName(name, "NAME");
            Duration validity = days(days, "--days");
            Path dir = out != null ? out : Path.of(name);
            checkEmpty(dir, "--out");
            try {
                NodeCredentials node = CertificateAuthority.load(ca).issue(name, validity);
                node.writeTo(dir);
            } catch (BadCertificates e) {
                throw new SettingsException(e.getMessage());
            }
            spec.commandLine().getErr().printf("node '%s' in %s, signed by the CA in %s, valid %d days; start it with: "
                    + "loadshare node --tls %s --run-id ID ...%n", name, dir, ca, days, dir);
            return 0;
        }
    }
}
