package loadshare.config;

import java.util.List;

/** The workstations' hardware. {@code speeds} repeat over the nodes: node i has speed speeds[i % size]. */
public record HostSettings(int cpus, List<Double> speeds) {

    public HostSettings {
        speeds = List.copyOf(speeds);
    }

    public double speed(int node) {
        return speeds.get(node % speeds.size());
    }
}
