package loadshare.node.cli;

import loadshare.node.live.Launcher;
import picocli.CommandLine.Option;

/** The hidden option the launcher gives every child JVM it starts: exit when the parent JVM exits. */
final class ParentWatch {

    @Option(names = Launcher.WATCH_PARENT, hidden = true, description = "exit when the parent process exits")
    boolean exitWithParent;

    /** Starts watching the parent, if this JVM is a launched child; Ctrl-C is then the parent's to handle. */
    void start() {
        if (exitWithParent) {
            Signals.ignoreInterrupt();
            Launcher.exitWithParent();
        }
    }
}
