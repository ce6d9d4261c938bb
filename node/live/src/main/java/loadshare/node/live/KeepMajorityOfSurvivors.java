package loadshare.node.live;

import akka.cluster.Member;
import akka.cluster.Reachability;
import akka.cluster.UniqueAddress;
import akka.cluster.sbr.DowningStrategy;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import scala.Option;
import scala.collection.immutable.SortedSet;
import scala.jdk.javaapi.CollectionConverters;

/**
 * Akka's split-brain resolver with the keep-majority rule, and with one rule of Akka 2.6's own put right: which
 * nodes count as <em>indirectly connected</em>.
 *
 * <p>Akka counts every node that has observed another as unreachable and is itself observed as unreachable. That
 * is what a node on a cycle of the unreachability graph looks like (A cannot reach B, B cannot reach A: a broken
 * link between two live nodes), but it is also what a node looks like that saw a crashed node go silent and then
 * crashed itself: node 3 dies, node 0 marks it unreachable, node 0 dies, the survivors mark node 0 unreachable. Node
 * 0's old observation stays in the gossip. Akka downs the indirectly connected nodes and decides again without the
 * observations <em>between</em> them; node 0's observation of node 3 is not between two of them, so the second
 * decision finds node 0 indirectly connected again, and the resolver downs every node of the cluster ("SBR double
 * DownIndirectlyConnected decision, downing all instead"). Two crashes some seconds apart, within one stable-after,
 * ended whole runs that way.
 *
 * <p>Here a node is indirectly connected when it lies on a cycle of the unreachability graph (each node of the cycle
 * observed as unreachable by the next), or, as Akka has it, when an observation names a node that has seen the
 * current gossip (the node still talks, through a third). A chain of crashes is no cycle: its nodes are plain
 * unreachable members, and the majority downs them in one decision. A cycle is what a broken link or a paused and
 * resumed process gives, and is treated as Akka treats it. Every other part of the decision — who is in the
 * majority, the tie broken by the lowest address, the edge case of members joining or leaving during a partition,
 * stable-after, the downing itself — is Akka's ({@link DowningStrategy}, run by its {@code SplitBrainResolver}).
 */
public final class KeepMajorityOfSurvivors extends DowningStrategy {

    public KeepMajorityOfSurvivors(String selfDc, UniqueAddress self) {
        super(selfDc, self);
    }

    @Override
    public Option<String> role() {
        return Option.apply(null);
    }

    @Override
    public scala.collection.immutable.Set<UniqueAddress> indirectlyConnected() {
        Set<UniqueAddress> found = onCycles(reachability());
        Set<akka.actor.Address> seen = CollectionConverters.asJava(seenBy());
        for (Reachability.Record record : CollectionConverters.asJava(reachability().records())) {
            if (seen.contains(record.subject().address())) {
                found.add(record.observer());
                found.add(record.subject());
            }
        }
        return CollectionConverters.asScala(found).toSet();
    }

    /** The nodes on some cycle of "observes as unreachable (or terminated)". */
    static Set<UniqueAddress> onCycles(Reachability reachability) {
        Map<UniqueAddress, Set<UniqueAddress>> edges = new HashMap<>();
        for (Reachability.Record record : CollectionConverters.asJava(reachability.records())) {
            if (record.status() != Reachability.Reachable$.MODULE$) {
                edges.computeIfAbsent(record.observer(), k -> new HashSet<>()).add(record.subject());
            }
        }
        Set<UniqueAddress> onCycles = new HashSet<>();
        for (UniqueAddress start : edges.keySet()) {
            if (reaches(edges, start, start)) {
                onCycles.add(start);
            }
        }
        return onCycles;
    }

    private static boolean reaches(Map<UniqueAddress, Set<UniqueAddress>> edges, UniqueAddress from,
            UniqueAddress target) {
        Set<UniqueAddress> visited = new HashSet<>();
        ArrayDeque<UniqueAddress> frontier = new ArrayDeque<>(edges.getOrDefault(from, Set.of()));
        while (!frontier.isEmpty()) {
            UniqueAddress next = frontier.pop();
            if (next.equals(target)) {
                return true;
            }
            if (visited.add(next)) {
                frontier.addAll(edges.getOrDefault(next, Set.of()));
            }
        }
        return false;
    }

    /**
     * Keep-majority: the side that reaches more than half of the members downs the rest; on a tie the side with the
     * lowest address stays; a minority downs itself. A majority that holds only while no member joins or leaves
     * counts as none (members joining on the other side may be up there, members leaving here may have exited).
     */
    @Override
    public Decision decide() {
        if (hasIndirectlyConnected()) {
            return DowningStrategy.DownIndirectlyConnected$.MODULE$;
        }
        SortedSet<Member> members = membersWithRole();
        if (members.isEmpty()) {
            return DowningStrategy.DownAll$.MODULE$;
        }
        Decision decision = majority(reachableMembersWithRole().size(), unreachableMembersWithRole().size(),
                members.head());
        if (decision != DowningStrategy.DownUnreachable$.MODULE$) {
            return decision;
        }
        SortedSet<Member> leastHere = membersWithRole(false, true);
        if (leastHere.isEmpty()) {
            return DowningStrategy.DownAll$.MODULE$;
        }
        Decision cautious = majority(reachableMembersWithRole(false, true).size(),
                unreachableMembersWithRole(true, false).size(), leastHere.head());
        return cautious == DowningStrategy.DownUnreachable$.MODULE$ ? cautious : DowningStrategy.DownAll$.MODULE$;
    }

    private Decision majority(int here, int there, Member lowest) {
        if (here == there) {
            return unreachable(lowest) ? DowningStrategy.DownReachable$.MODULE$
                    : DowningStrategy.DownUnreachable$.MODULE$;
        }
        return here > there ? DowningStrategy.DownUnreachable$.MODULE$ : DowningStrategy.DownReachable$.MODULE$;
    }
}
