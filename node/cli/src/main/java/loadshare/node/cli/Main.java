package loadshare.node.cli;

import java.io.PrintWriter;
import java.util.List;
import loadshare.config.Printable;
import loadshare.config.SettingsException;
import loadshare.node.certs.BadCertificates;
import loadshare.node.experiment.HeapEstimate;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code loadshare} command line. Bad input (a setting, an argument) gets one clear message and exit
 * status 2; a failure while running gets one message and status 1; never a stack trace unless
 * {@code LOADSHARE_DEBUG=1}.
 */
@Command(name = "loadshare", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "A load-sharing cluster of workstations: run policy experiments and compare them with queueing theory.")
public final class Main implements Runnable {

    /** The commands, in the order the usage lists them. */
    private static final List<Class<?>> COMMANDS = List.of(RunCommand.class, ValidateCommand.class,
            PoliciesCommand.class, BenchCommand.class, MigrationCommand.class, ClusterCommand.class, NodeCommand.class,
            WorkerCommand.class, CertsCommand.class, BenchEchoCommand.class, BenchMigrationHostCommand.class,
            CompareCommand.class, ExperimentsCommand.class, TraceCommand.class, CommandLine.HelpCommand.class);

    /** Exit status for bad input: a setting, a file, an argument. */
    public static final int BAD_INPUT = 2;
    /** Exit status for a failure while running, e.g. results that could not be written. */
    public static final int FAILURE = 1;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        System.exit(execute(args));
    }

    /** Runs the command line and returns its exit status (used by tests too). */
    public static int execute(String... args) {
        return execute(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
    }

    /** Runs the command line with the given output and error streams; returns the exit status. */
    public static int execute(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cli = commandLine(args.length > 0 ? args[0] : null);
        cli.setOut(out);
        cli.setErr(err);
        cli.setExecutionExceptionHandler(Main::handle);
        cli.setParameterExceptionHandler(Main::badArguments);
        try {
            return cli.execute(args);
        } catch (OutOfMemoryError e) {
            err.println(outOfMemory());
            return FAILURE;
        }
    }

    /** The whole command line: every command. */
    static CommandLine commandLine() {
        return commandLine(null);
    }

    /**
     * The command line for arguments that begin with {@code first}: when it names a command (but help, which names
     * the others), that command alone, else every command. Picocli builds the model of each command it is given from
     * its annotations, and the other fourteen cost every JVM 0.2 to 0.3 s of CPU ({@code node --help}), a live
     * node's among them; the command named parses, runs and fails exactly as it does among the others.
     */
    private static CommandLine commandLine(String first) {
        CommandLine cli = new CommandLine(new Main());
        boolean alone = first != null && !first.equals(nameOf(CommandLine.HelpCommand.class))
                && COMMANDS.stream().anyMatch(c -> nameOf(c).equals(first));
        for (Class<?> command : COMMANDS) {
            if (!alone || nameOf(command).equals(first)) {
                cli.addSubcommand(command);
            }
        }
        return cli;
    }

    private static String nameOf(Class<?> command) {
        return command.getAnnotation(Command.class).name();
    }

    /**
     * The one line for a run that outgrew the heap after all (the estimate that lets a model start counts its
     * long-lived structures, not everything a run may grow to).
     */
    private static String outOfMemory() {
        return "error: the JVM ran out of heap (" + HeapEstimate.size(Runtime.getRuntime().maxMemory()) + ") before "
                + "the command ended: raise -Xmx via LOADSHARE_JAVA_OPTS, or simulate fewer nodes or jobs";
    }

    /** A command line picocli cannot parse: one line (not the whole usage), with suggestions, exit status 2. */
    private static int badArguments(CommandLine.ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        String hint = e instanceof CommandLine.UnmatchedArgumentException u && !u.getSuggestions().isEmpty()
                ? " (did you mean " + String.join(" or ", u.getSuggestions()) + "?)" : "";
        cmd.getErr().println("error: " + Printable.escape(e.getMessage()) + hint + "; see " + cmd.getCommandSpec().qualifiedName()
                + " --help");
        return BAD_INPUT;
    }

    private static int handle(Exception e, CommandLine cli, CommandLine.ParseResult parsed) {
        if (System.getenv("LOADSHARE_DEBUG") != null) {
            e.printStackTrace();
        }
        // a message quotes what the user gave: its control characters are shown escaped, never sent raw
        if (e instanceof SettingsException || e instanceof BadCertificates) {
            cli.getErr().println("error: " + Printable.escape(e.getMessage()));
            return BAD_INPUT;
        }
        if (e instanceof CommandFailure) {
            cli.getErr().println("error: " + Printable.escape(e.getMessage()));
            return FAILURE;
        }
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof OutOfMemoryError) {      // in a thread of the run's pool
                cli.getErr().println(outOfMemory());
                return FAILURE;
            }
        }
        if (e instanceof InterruptedException) {
            cli.getErr().println("interrupted");
            return FAILURE;
        }
        cli.getErr().println("internal error: " + e + " (set LOADSHARE_DEBUG=1 for the stack trace, and please report it)");
        return FAILURE;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getErr());
        throw new CommandLine.ParameterException(spec.commandLine(), "a command is required");
    }

    /** A failure that is not the user's input: reported as one line, exit status 1. */
    public static final class CommandFailure extends RuntimeException {
        public CommandFailure(String message) {
            super(message, null, false, false);
        }
    }

    /** {@code --version}: loadshare's version, the commit it was built from ("unreleased" if none) and the JVM. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            BuildInfo build = BuildInfo.current();
            return new String[] {"loadshare " + build.version(), "commit " + build.commit(), BuildInfo.jvm()};
        }
    }
}
