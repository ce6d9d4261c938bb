package loadshare.node.live.workers;

/** A unit a worker could not compute, or whose measurement could not be read: the run fails with this line. */
public final class WorkerFailure extends RuntimeException {

    WorkerFailure(String line) {
        super(line);
    }
}
