package loadshare.node.core;

import java.util.ArrayList;
import java.util.List;
import loadshare.node.migration.Migrator;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;

/** An {@link Effects} sink that remembers what a core asked for, for pure unit tests. */
final class RecordingEffects implements Effects {

    record Sent(int from, int to, NodeMessage message) {
    }

    record Service(int node, int cpu, double duration) {
    }

    record Delayed(int from, int to, NodeMessage message, double delay) {
    }

    final List<Sent> sent = new ArrayList<>();
    final List<Delayed> delayed = new ArrayList<>();
    final List<Migrator.Migration> migrations = new ArrayList<>();
    int refused;
    final List<Service> services = new ArrayList<>();
    final List<Job> finished = new ArrayList<>();

    @Override
    public void send(int from, int to, NodeMessage message) {
        sent.add(new Sent(from, to, message));
    }

    @Override
    public void sendAfter(int from, int to, NodeMessage message, double delay) {
        delayed.add(new Delayed(from, to, message, delay));
    }

    @Override
    public void migrated(int node, int to, Job job, Migrator.Migration migration) {
        migrations.add(migration);
    }

    @Override
    public void migrationRefused(int node) {
        refused++;
    }

    @Override
    public void startService(int node, int cpu, double duration) {
        services.add(new Service(node, cpu, duration));
    }

    final List<Integer> cancelled = new ArrayList<>();

    @Override
    public void cancelService(int node, int cpu) {
        cancelled.add(cpu);
    }

    @Override
    public void setTimer(int node, long tag, double delay) {
    }

    @Override
    public void cancelTimer(int node, long tag) {
    }

    @Override
    public void jobFinished(int node, Job job, double now) {
        finished.add(job);
    }
}
