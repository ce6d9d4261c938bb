package loadshare.node.core;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import loadshare.protocol.Job;
import loadshare.protocol.NodeMessage;

/**
 * The jobs a protocol message carries: every record component of type {@link Job}. Found once per message
 * type by looking at the record's components, so any message of the sealed hierarchy, today's or one added
 * later, is covered without a line of code per type.
 */
public final class JobsCarried {

    private static final ClassValue<MethodHandle[]> ACCESSORS = new ClassValue<>() {
        @Override
        protected MethodHandle[] computeValue(Class<?> type) {
            if (!type.isRecord()) {
                return new MethodHandle[0];
            }
            List<MethodHandle> found = new ArrayList<>();
            for (RecordComponent c : type.getRecordComponents()) {
                if (c.getType() == Job.class) {
                    try {
                        found.add(MethodHandles.publicLookup().unreflect(c.getAccessor()));
                    } catch (IllegalAccessException e) {
                        throw new IllegalStateException("cannot read " + type.getName() + "." + c.getName(), e);
                    }
                }
            }
            return found.toArray(MethodHandle[]::new);
        }
    };

    private JobsCarried() {
    }

    /** The jobs in {@code message}, in component order; empty if it carries none. */
    public static List<Job> in(NodeMessage message) {
        MethodHandle[] accessors = ACCESSORS.get(message.getClass());
        if (accessors.length == 0) {
            return List.of();
        }
        List<Job> jobs = new ArrayList<>(accessors.length);
        for (MethodHandle accessor : accessors) {
            try {
                Job job = (Job) accessor.invoke(message);
                if (job != null) {
                    jobs.add(job);
                }
            } catch (Throwable e) {
                throw new IllegalStateException("cannot read the job of " + message, e);
            }
        }
        return jobs;
    }
}
