package loadshare.node.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.util.List;
import java.util.regex.Pattern;
import loadshare.node.report.Provenance;
import picocli.CommandLine;

/** A run's {@link Provenance}: this build, this JVM and machine now, the seed and the command line it was given. */
final class RunProvenance {

    /** Arguments a POSIX shell reads as they are: no quotes needed. */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./:=,@%+^-]+");

    private RunProvenance() {
    }

    /** The provenance of a run with {@code seed} started by the command line {@code spec} belongs to. */
    static Provenance of(CommandLine.Model.CommandSpec spec, long seed) {
        CommandLine.ParseResult parsed = spec.root().commandLine().getParseResult();
        return of(seed, parsed == null ? List.of() : parsed.originalArgs());
    }

    /** The provenance of a run with {@code seed} started by {@code loadshare} with {@code args}. */
    static Provenance of(long seed, List<String> args) {
        BuildInfo build = BuildInfo.current();
        Runtime runtime = Runtime.getRuntime();
        return new Provenance(build.version(), build.commit(), BuildInfo.jvm(),
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"),
                runtime.availableProcessors(), physicalMemory(), runtime.maxMemory(), MachineLoad.now(), seed,
                commandLine(args));
    }

    /** {@code loadshare} and its arguments, each quoted for a POSIX shell if it needs to be. */
    static String commandLine(List<String> args) {
        StringBuilder line = new StringBuilder("loadshare");
        for (String arg : args) {
            line.append(' ').append(PLAIN.matcher(arg).matches() ? arg : "'" + arg.replace("'", "'\\''") + "'");
        }
        return line.toString();
    }

    /** The machine's physical memory in bytes, or -1 where the JVM does not say. */
    private static long physicalMemory() {
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getTotalMemorySize() : -1;
    }
}
