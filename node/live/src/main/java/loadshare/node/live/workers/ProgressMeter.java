package loadshare.node.live.workers;

import akka.actor.typed.ActorRef;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import loadshare.node.live.workers.WorkProtocol.Progress;
import loadshare.node.live.workers.WorkProtocol.ToRunner;

/**
 * The jobs a worker's threads simulate, counted by run as they happen and told to each run's runner now and then
 * ({@link #flush}), not once per job.
 */
final class ProgressMeter {

    private final String worker;
    private final Map<String, LongAdder> jobs = new ConcurrentHashMap<>();
    private final Map<String, ActorRef<ToRunner>> runners = new ConcurrentHashMap<>();

    ProgressMeter(String worker) {
        this.worker = worker;
    }

    /** The worker computes units of {@code run}, whose runner is {@code runner}. */
    void serving(String run, ActorRef<ToRunner> runner) {
        runners.put(run, runner);
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
