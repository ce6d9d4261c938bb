package loadshare.config;

import java.io.Serializable;

/**
 * The input data of a central scheduler's rigid jobs ({@code workload.data}): each job's input is held on
 * {@code replicas} distinct hosts, drawn from the job's own random stream, and is {@code bytes} long. A part of the
 * job placed on a host without a replica reads the input over the network. {@code replicas = 0} (the default): jobs
 * have no input data, and schedulers place them as they always did.
 *
 * @param replicas hosts holding a job's input, 0 (off) to the number of nodes
 * @param bytes    the input's size, bytes, >= 0
 */
public record DataSettings(int replicas, long bytes) implements Serializable {

    /** Jobs without input data. */
    public static final DataSettings NONE = new DataSettings(0, 0);

    /** Whether jobs have input data held on some hosts. */
    public boolean enabled() {
        return replicas > 0;
    }
}
