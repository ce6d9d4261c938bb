package loadshare.policies.borg;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** What the Borg-like scheduler does to a running job it preempts. */
enum Preempted {
    /**
     * Kill: its parts are stopped, it is requeued, and its run starts over (the work it had done is lost), as Borg
     * does.
     */
    KILL,
    /**
     * Suspend: its parts stop working in place, keeping their memory (their CPUs go to the preemptor) and the work
     * they have left, and are resumed on the same machines when their CPUs are free there again.
     */
    SUSPEND;

    String configName() {
        return name().toLowerCase();
    }

    static List<String> names() {
        return Arrays.stream(values()).map(Preempted::configName).toList();
    }

    static Optional<Preempted> byName(String name) {
        return Arrays.stream(values()).filter(v -> v.configName().equals(name)).findFirst();
    }
}
