package loadshare.node.live;

import akka.actor.Address;
import akka.actor.typed.ActorRef;
import akka.actor.typed.receptionist.ServiceKey;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A participant's view of the others: participant index to actor, from the Receptionist's listings. A
 * workstation's actor is named {@code node-<index>}, the coordinator's {@code coordinator} (index = nodes).
 * A participant that has gone (left, died, removed) stays gone for the rest of the run.
 */
final class Peers {

    /** Every participant registers under this key. */
    static final ServiceKey<Participant.Message> KEY = ServiceKey.create(Participant.Message.class, "loadshare-participant");

    static final String COORDINATOR_NAME = "coordinator";

    private final int nodes;
    private final Map<Integer, ActorRef<Participant.Message>> byIndex = new HashMap<>();
    private final Set<Integer> gone = new HashSet<>();

    Peers(int nodes) {
        this.nodes = nodes;
    }

    static String actorName(int index) {
        return "node-" + index;
    }

    /** The participant index of an actor by its name, or -1 if it is not a participant's name. */
    int indexOf(ActorRef<?> ref) {
        String name = ref.path().name();
        if (name.equals(COORDINATOR_NAME)) {
            return nodes;
        }
        if (name.startsWith("node-")) {
            try {
                int i = Integer.parseInt(name.substring(5));
                return i >= 0 && i < nodes ? i : -1;
            } catch (NumberFormatException e) {
                return -1;
            }
        }
        return -1;
    }

    /** A new listing: adds new participants, returns the indices that were listed before and are not now. */
    List<Integer> update(Set<ActorRef<Participant.Message>> listed) {
        Map<Integer, ActorRef<Participant.Message>> now = new HashMap<>();
        for (ActorRef<Participant.Message> ref : listed) {
            int i = indexOf(ref);
            if (i >= 0 && !gone.contains(i)) {
                now.put(i, ref);
            }
        }
        List<Integer> vanished = new ArrayList<>();
        for (Integer i : byIndex.keySet()) {
            if (!now.containsKey(i)) {
                vanished.add(i);
            }
        }
        byIndex.putAll(now);
        return vanished;
    }

    /** Learns a participant that sent a message before the listing showed it. */
    void learn(int index, ActorRef<Participant.Message> ref) {
        if (!gone.contains(index)) {
            byIndex.put(index, ref);
        }
    }

    /** The indices of the participants on the node at {@code address}. */
    List<Integer> at(Address address) {
        List<Integer> there = new ArrayList<>();
        byIndex.forEach((i, ref) -> {
            if (ref.path().address().equals(address)) {
                there.add(i);
            }
        });
        return there;
    }

    /** Marks {@code index} gone; false if it already was. */
    boolean markGone(int index) {
        byIndex.remove(index);
        return gone.add(index);
    }

    boolean isGone(int index) {
        return gone.contains(index);
    }

    /** The actor of participant {@code index}, or null if unknown or gone. */
    ActorRef<Participant.Message> ref(int index) {
        return byIndex.get(index);
    }

    /** Whether {@code ref} is the known actor of participant {@code index}. */
    boolean isKnown(int index, ActorRef<Participant.Message> ref) {
        return ref.equals(byIndex.get(index));
    }

    int size() {
        return byIndex.size();
    }

    Map<Integer, ActorRef<Participant.Message>> all() {
        return Map.copyOf(byIndex);
    }
}
