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
 * A participant that has gone (left, died, removed) stays gone until another actor is listed under its index: a new
 * incarnation (the coordinator, a cluster singleton, started on another node), which is back.
 */
final class Peers {

    /** Every participant registers under this key. */
    static final ServiceKey<Participant.Message> KEY = ServiceKey.create(Participant.Message.class, "loadshare-participant");

    static final String COORDINATOR_NAME = "coordinator";

    private final int nodes;
    private final Map<Integer, ActorRef<Participant.Message>> byIndex = new HashMap<>();
    private final Set<Integer> gone = new HashSet<>();
    /** The actor each gone participant had: listed again, it is still the old one, not back. */
    private final Map<Integer, ActorRef<Participant.Message>> goneRefs = new HashMap<>();
    private final Map<Integer, ActorRef<Participant.Message>> returning = new HashMap<>();

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

    /**
     * A new listing: adds new participants, returns the indices that were listed before and are not now, or are now
     * with another actor (the old incarnation has gone; the caller marks each gone). A gone participant listed with
     * another actor is coming back: {@link #takeBack} takes it in once its departure has been handled.
     */
    List<Integer> update(Set<ActorRef<Participant.Message>> listed) {
        Map<Integer, ActorRef<Participant.Message>> now = new HashMap<>();
        for (ActorRef<Participant.Message> ref : listed) {
            int i = indexOf(ref);
            // a node's old incarnation may still be listed beside its new one (until the cluster removes it)
            if (i >= 0 && !ref.equals(goneRefs.get(i)) && (!now.containsKey(i) || now.get(i).equals(byIndex.get(i)))) {
                now.put(i, ref);
            }
        }
        List<Integer> vanished = new ArrayList<>();
        for (Map.Entry<Integer, ActorRef<Participant.Message>> known : Map.copyOf(byIndex).entrySet()) {
            if (!known.getValue().equals(now.get(known.getKey()))) {
                vanished.add(known.getKey());
                goneRefs.put(known.getKey(), byIndex.remove(known.getKey()));
            }
        }
        now.forEach((i, ref) -> {
            if (gone.contains(i) || vanished.contains(i)) {
                returning.put(i, ref);
            } else {
                byIndex.put(i, ref);
            }
        });
        return vanished;
    }

    /**
     * A gone participant's new incarnation {@code ref} sent a message before the listing showed it: it is coming
     * back (false if {@code ref} is the actor that went).
     */
    boolean comingBack(int index, ActorRef<Participant.Message> ref) {
        if (!gone.contains(index) || ref.equals(goneRefs.get(index))) {
            return false;
        }
        returning.put(index, ref);
        return true;
    }

    /** The gone participants listed again with a new actor since the last call: they are members again. */
    List<Integer> takeBack() {
        List<Integer> taken = new ArrayList<>();
        returning.forEach((i, ref) -> {
            if (gone.remove(i)) {
                byIndex.put(i, ref);
                taken.add(i);
            }
        });
        returning.clear();
        return taken;
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
        ActorRef<Participant.Message> ref = byIndex.remove(index);
        if (ref != null) {
            goneRefs.put(index, ref);
        }
        return gone.add(index);
    }

    /**
     * The participants below {@code count} that are not listed (never, or no longer), each now marked gone: taken
     * over after the run began, a singleton's new instance takes them for gone with its predecessor, whether or not
     * their departure was seen while it started.
     */
    List<Integer> unlisted(int count) {
        List<Integer> unlisted = new ArrayList<>();
        for (int index = 0; index < count; index++) {
            if (ref(index) == null) {
                markGone(index);
                unlisted.add(index);
            }
        }
        return unlisted;
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
