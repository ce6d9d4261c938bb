package loadshare.policies.volunteer;

import loadshare.policies.NodeContext;
import loadshare.policies.Policy;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;
import loadshare.protocol.VolunteerMessage.UnitAssignment;
import loadshare.protocol.VolunteerMessage.UnitRequest;
import loadshare.protocol.VolunteerMessage.UnitResult;

/**
 * A PC that donates its idle cycles to a volunteer-computing project: its owner's own jobs run here as they arrive
 * (they are never sent away), and whenever a CPU is idle with nothing waiting the volunteer contacts the server for
 * a work unit, runs it as a job, and returns its result when it completes.
 *
 * <p>Volunteers are not all reliable: a cheater (a fixed fraction of the volunteers, see {@link Cheaters}) returns
 * wrong results; any volunteer may vanish after computing a unit (with
 * probability {@code vanish}): the result is lost, the unit's deadline passes at the server, and the volunteer stays
 * away for {@code absence} model seconds before it asks for work again. A node that does not volunteer only runs
 * its own jobs.
 *
 * <p>A work unit runs as a job whose home is the server (the coordinator's index) and whose id is the unit's.
 */
public final class Volunteer implements Policy {

    /** The timer that ends an absence. */
    static final long RETURN = 1;

    private final VolunteerSettings settings;
    private final boolean volunteering;
    private final boolean cheater;
    private boolean away;
    /** Requests sent whose unit has not arrived yet: each will occupy an idle CPU. */
    private int requested;

    /** @param cheater whether this volunteer returns wrong results */
    public Volunteer(VolunteerSettings settings, int node, boolean cheater) {
        this.settings = settings;
        this.volunteering = settings.volunteers(node);
        this.cheater = volunteering && cheater;
    }

    @Override
    public void onStart(NodeContext node) {
        askForWork(node);
    }

    /** The owner's own job: it runs here. */
    @Override
    public void onJobArrival(Job job, NodeContext node) {
        node.runLocally(job);
    }

    @Override
    public boolean onMessage(int from, NodeMessage message, NodeContext node) {
        if (message instanceof UnitAssignment unit && volunteering && from == node.coordinator()) {
            requested = Math.max(0, requested - 1);
            node.runLocally(new Job(unit.unit(), node.coordinator(), node.now(), unit.work(), 0));
            return true;
        }
        return false;
    }

    @Override
    public void onJobDeparture(Job job, NodeContext node) {
        if (volunteering && isWorkUnit(job, node)) {
            if (node.random().nextDouble() < settings.vanish()) {
                away = true;
                node.setTimer(RETURN, settings.absence());
            } else {
                long value = cheater ? ResultValues.wrong(job.id(), settings.collude(), node.random())
                        : ResultValues.correct(job.id());
                node.send(node.coordinator(), new UnitResult(job.id(), value));
            }
        }
        askForWork(node);
    }

    @Override
    public void onTimer(long tag, NodeContext node) {
        if (tag == RETURN) {
            away = false;
            askForWork(node);
        }
    }

    /**
     * The server forgot this volunteer (its host, or the server's, failed): the requests it had sent are not
     * coming, so it asks again for each idle CPU.
     */
    @Override
    public void onRejoin(NodeContext node) {
        requested = 0;
        askForWork(node);
    }

    /** One request per CPU that is idle with nothing waiting and not already spoken for by a request. */
    private void askForWork(NodeContext node) {
        if (!volunteering || away || node.queued() > 0) {
            return;
        }
        while (node.idleCpus() > requested) {
            requested++;
            node.send(node.coordinator(), new UnitRequest());
        }
    }

    /** A job that is a work unit of the application rather than one of the owner's. */
    public static boolean isWorkUnit(Job job, NodeContext node) {
        return job.home() == node.coordinator();
    }

    public boolean cheater() {
        return cheater;
    }
}
