package loadshare.node.cli;

import java.io.PrintWriter;
import java.util.Locale;
import loadshare.policies.ParameterSpec;
import loadshare.policies.dispatch.DispatchDescriptor;
import loadshare.policies.dispatch.DispatchPolicies;

/** The dispatch policies' part of {@code loadshare policies}: each with what it does and its settings. */
final class DispatchPolicyList {

    private DispatchPolicyList() {
    }

    static void print(PrintWriter out) {
        out.println();
        out.println("DISPATCH POLICIES (workload.arrivals-at = dispatcher; dispatch.policy = <name>, settings under "
                + "dispatch and workload)");
        for (DispatchDescriptor e : DispatchPolicies.ALL) {
            out.println();
            out.printf("  %s%n", e.name());
            out.printf("      %s%n", e.description());
            for (ParameterSpec p : e.parameters()) {
                String valid = Double.isFinite(p.min()) ? " [>= " + (long) p.min() + "]" : "";
                out.printf("    %-22s %-8s default %-6s %s%s%n", p.name(), p.type().name().toLowerCase(Locale.ROOT),
                        p.defaultValue(), p.description(), valid);
            }
        }
        out.println();
        out.println("  A dispatcher forwards each job under network.latency and spends costs.transfer of its own CPU on "
                + "it; the node policies behind it must not have a coordinator of their own (central-queue, sprite, "
                + "condor, volunteer, information = centralized).");
    }
}
