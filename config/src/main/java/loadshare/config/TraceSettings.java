package loadshare.config;

import java.io.Serializable;
import loadshare.config.trace.Trace;
import loadshare.config.trace.TraceDemand;
import loadshare.config.trace.TraceFormat;
import loadshare.config.trace.TraceHomes;

/**
 * {@code workload.trace}: the run replays a real job trace instead of drawing Poisson arrivals.
 *
 * @param file   the file as written in the experiment (for messages and reports)
 * @param format swf or csv
 * @param homes  where jobs arrive (a CSV trace's jobs arrive at its node column's node)
 * @param demand run time, or run time x processors
 * @param paced  whether {@code workload.loads} was given: then every submit time is scaled so that the replayed
 *               jobs offer each load; otherwise the trace replays at its own pace and the one "load" is the load it
 *               offers on this cluster
 * @param jobs   how many used jobs are replayed, from the start
 * @param trace  the trace's usable jobs, read once
 */
public record TraceSettings(String file, TraceFormat format, TraceHomes homes, TraceDemand demand, boolean paced,
                            int jobs, Trace trace) implements Serializable {
}
