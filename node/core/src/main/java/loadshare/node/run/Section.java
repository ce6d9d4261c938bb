package loadshare.node.run;

import java.io.InvalidObjectException;
import java.io.ObjectStreamException;
import java.io.Serializable;
import java.util.List;
import java.util.Objects;
import loadshare.node.cpu.CpuFigures;
import loadshare.node.steady.Mser;
import loadshare.node.steady.Stability;
import loadshare.node.steady.Warmups;

/**
 * A named part of a measurement that only some runs have: a report asks a measurement for the section it shows
 * ({@code m.section(Section.BATCH)}) and gets it, or nothing where the run had none, instead of reading a positional
 * component that may be null.
 *
 * @param <T> the figures the section holds
 */
public final class Section<T> implements Serializable {

    /** What a run of an application (volunteer computing) measured of it. */
    public static final Section<ApplicationRun> APPLICATION = new Section<>("application", ApplicationRun.class);
    /** What a trace replay measured beyond the usual: size classes, bounded slowdown, work shares. */
    public static final Section<TraceFigures> TRACE = new Section<>("trace", TraceFigures.class);
    /** What a central scheduler's run measured: waits, bounded slowdown, utilization, its series over time. */
    public static final Section<BatchMeasurement> BATCH = new Section<>("batch", BatchMeasurement.class);
    /**
     * What the hosts' CPU schedulers measured where they are more than FCFS to completion: time slices, user
     * classes' shares, a parallel application's threads and spinning.
     */
    public static final Section<CpuFigures> CPU_SCHEDULING = new Section<>("cpu-scheduling", CpuFigures.class);

    /** What host failures did: availability, jobs hit and restarted, work lost, goodput, probe timeouts. */
    public static final Section<FailureFigures> FAILURES = new Section<>("failures", FailureFigures.class);

    /**
     * Whether a simulated run measured a steady state and, if not, why: its effective load and the verdict, reported in
     * the warnings and summary.json; the measurement's {@code unstable} (tables, plots, compare) is still the queues'
     * growth alone.
     */
    public static final Section<Stability> STABILITY = new Section<>("stability", Stability.class);

    /** Where MSER-5 cut a run's warm-up ({@code run.warmup-jobs = auto}): runs with a fixed warm-up have none. */
    public static final Section<Mser> WARMUP = new Section<>("warmup", Mser.class);

    /** A point's warm-ups as MSER-5 cut them, one per replication ({@code run.warmup-jobs = auto}). */
    public static final Section<Warmups> WARMUPS = new Section<>("warmups", Warmups.class);

    private final String name;
    private final Class<T> type;

    private Section(String name, Class<T> type) {
        this.name = Objects.requireNonNull(name);
        this.type = Objects.requireNonNull(type);
    }

    /** The section's name, as a report may title it. */
    public String name() {
        return name;
    }

    /** {@code figures} as this section's type. */
    T cast(Object figures) {
        return type.cast(figures);
    }

    @Override
    public String toString() {
        return name;
    }

    /**
     * A section read back from its serialized form ({@code run --workers}: a measurement crosses JVMs) is the constant
     * of its name: sections are keys compared by identity.
     */
    private Object readResolve() throws ObjectStreamException {
        for (Section<?> known : List.of(APPLICATION, TRACE, BATCH, CPU_SCHEDULING, FAILURES, STABILITY, WARMUP,
                WARMUPS)) {
            if (known.name.equals(name)) {
                return known;
            }
        }
        throw new InvalidObjectException("no section named '" + name + "'");
    }
}
