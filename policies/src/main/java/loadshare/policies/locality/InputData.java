package loadshare.policies.locality;

import java.util.Arrays;
import loadshare.protocol.CborSerializable;

/**
 * A rigid job's input data: {@code bytes} long, held on each of {@code hosts} (distinct node indices, ascending).
 * Every part of the job reads the whole input; a part on a host without a replica reads it over the network.
 */
public record InputData(int[] hosts, long bytes) implements CborSerializable {

    /** No input data: every host is as good as another. */
    public static final InputData NONE = new InputData(new int[0], 0);

    public InputData {
        hosts = hosts.clone();
        Arrays.sort(hosts);
        if (bytes < 0) {
            throw new IllegalArgumentException("an input's size must be >= 0, was " + bytes);
        }
    }

    /** Whether there is input data (held somewhere). */
    public boolean present() {
        return hosts.length > 0;
    }

    /** Whether host {@code node} holds a replica. */
    public boolean heldOn(int node) {
        return Arrays.binarySearch(hosts, node) >= 0;
    }

    @Override
    public int[] hosts() {
        return hosts.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof InputData d && d.bytes == bytes && Arrays.equals(d.hosts, hosts);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(hosts) + Long.hashCode(bytes);
    }

    @Override
    public String toString() {
        return "InputData" + Arrays.toString(hosts) + "x" + bytes;
    }
}
