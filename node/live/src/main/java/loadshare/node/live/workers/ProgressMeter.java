package loadshare.node.live.workers;

import akka.actor.typed.ActorRef;
import java.util.Map;
import java.util.function.Consumer;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import loadshare.node.live.LiveNode;
import loadshare.node.live.workers.WorkProtocol.Progress;
import loadshare.node.live.workers.WorkProtocol.ToRunner;

/**
 * The jobs a worker's threads simulate, counted by run as they happen and told to each run's runner now and then
 * ({@link #flush}), not once per job.
 */
final class ProgressMeter {

    private final String worker;
    private final Consumer<String> console;
    private final Map<String, LongAdder> jobs = new ConcurrentHashMap<>();
    private final Map<String, ActorRef<ToRunner>> runners = new ConcurrentHashMap<>();

    /** @param console hears a line when the worker begins on a run */
    ProgressMeter(String worker, Consumer<String> console) {
        this.worker = worker;
        this.console = console;
    }

    /** The worker computes units of {@code run}, whose runner is {@code runner}. */
    void serving(String run, ActorRef<ToRunner> runner) {
        if (runners.putIfAbsent(run, runner) == null) {
            console.accept("computing units of run " + run + " for the runner at "
                    + LiveNode.hostPortOf(runner.path().address()));
        }
        jobs.computeIfAbsent(run, r -> new LongAdder());
    }

    void add(String run, long completed) {
        jobs.computeIfAbsent(run, r -> new LongAdder()).add(completed);
    }

    /** Tells every runner the jobs simulated for it since the last flush. */
    void flush() {
        jobs.forEach((run, count) -> {
            long done = count.sumThenReset();
            ActorRef<ToRunner> runner = runners.get(run);
            if (done > 0 && runner != null) {
                runner.tell(new Progress(run, worker, done));
            }
        });
    }
}
