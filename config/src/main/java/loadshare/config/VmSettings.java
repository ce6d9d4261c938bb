package loadshare.config;

import java.io.Serializable;

/**
 * Every job runs in a virtual machine of {@code size} bytes, of which it touches a {@code workingSet} (bytes,
 * at most its size) and writes {@code dirtyRate} bytes per model second while it runs; each is fixed or drawn
 * per job. Other tasks send it {@code messageRate} messages per model second (a Poisson stream), which its home
 * forwards while it migrates.
 */
public record VmSettings(Quantity size, Quantity workingSet, Quantity dirtyRate, double messageRate) implements Serializable {

    private static final double MIB = 1 << 20;

    /** 64 MiB VMs with a 16 MiB working set, writing 4 MiB/s. */
    public static final VmSettings DEFAULT = new VmSettings(Quantity.fixed(64 * MIB), Quantity.fixed(16 * MIB),
            Quantity.fixed(4 * MIB), 0);
}
