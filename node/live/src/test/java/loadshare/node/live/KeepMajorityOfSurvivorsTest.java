package loadshare.node.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import akka.actor.Address;
import akka.cluster.Member;
import akka.cluster.Member$;
import akka.cluster.Reachability;
import akka.cluster.Reachability$;
import akka.cluster.UniqueAddress;
import akka.cluster.sbr.DowningStrategy;
import akka.cluster.sbr.KeepMajority;
import akka.util.Version;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import scala.Option;
import scala.jdk.javaapi.CollectionConverters;

/**
 * Which members the resolver downs, decided on one member's view of a five-member cluster (A, B, C, D, E, A the
 * lowest address), against Akka's own keep-majority on the same view.
 */
class KeepMajorityOfSurvivorsTest {

    private static final String DC = "default";
    private final List<Member> members = new ArrayList<>();

    KeepMajorityOfSurvivorsTest() {
        for (int i = 0; i < 5; i++) {
            UniqueAddress node = new UniqueAddress(new Address("akka", "loadshare", "127.0.0.1", 2550 + i), i + 1L);
            Member joining = Member$.MODULE$.apply(node, CollectionConverters.asScala(Set.of("dc-" + DC)).toSet(),
                    Version.Zero());
            members.add(joining.copyUp(i + 1));
        }
    }

    private UniqueAddress node(char name) {
        return members.get(name - 'A').uniqueAddress();
    }

    /** A view: observations "XY" (X observes Y as unreachable), seen by {@code self}; {@code seen} have seen it. */
    private <S extends DowningStrategy> S view(S strategy, List<String> observations, String seen) {
        Reachability reachability = Reachability$.MODULE$.empty();
        for (String pair : observations) {
            reachability = reachability.unreachable(node(pair.charAt(0)), node(pair.charAt(1)));
        }
        Set<UniqueAddress> unreachable = CollectionConverters.asJava(reachability.allUnreachableOrTerminated());
        for (Member member : members) {
            if (unreachable.contains(member.uniqueAddress())) {
                strategy.addUnreachable(member);
            } else {
                strategy.addReachable(member);
            }
        }
        strategy.setReachability(reachability);
        Set<Address> seenBy = new HashSet<>();
        for (char name : seen.toCharArray()) {
            seenBy.add(node(name).address());
        }
        strategy.setSeenBy(CollectionConverters.asScala(seenBy).toSet());
        return strategy;
    }

    private String downed(DowningStrategy strategy) {
        Set<UniqueAddress> down = CollectionConverters.asJava(strategy.nodesToDown(strategy.decide()));
        return members.stream().filter(m -> down.contains(m.uniqueAddress()))
                .map(m -> String.valueOf((char) ('A' + members.indexOf(m)))).collect(Collectors.joining());
    }

    private String ours(char self, List<String> observations, String seen) {
        return downed(view(new KeepMajorityOfSurvivors(DC, node(self)), observations, seen));
    }

    private KeepMajority akkas(char self, List<String> observations, String seen) {
        return view(new KeepMajority(DC, Option.apply(null), node(self)), observations, seen);
    }

    /** A crashes; B sees it go silent, then crashes too; C, D and E see both silent. */
    private static final List<String> TWO_CRASHES = List.of("BA", "CA", "DA", "EA", "CB", "DB", "EB");

    @Test
    void twoCrashesSecondsApart_theMajorityDownsBoth_whereAkkasOwnRuleDownsEveryone() {
        assertEquals("AB", ours('C', TWO_CRASHES, ""));
        KeepMajority akkas = akkas('C', TWO_CRASHES, "");
        IllegalStateException thrown = assertThrows(IllegalStateException.class,
                () -> akkas.nodesToDown(akkas.decide()));
        assertEquals(true, thrown.getMessage().contains("double DownIndirectlyConnected"));
    }

    @Test
    void threeCrashesInAChain_ofFive_areTheMajorityLost_andTheSurvivorsDownThemselves() {
        List<String> chain = List.of("BA", "CA", "DA", "EA", "CB", "DB", "EB", "DC", "EC");
        assertEquals("DE", ours('D', chain, ""));
    }

    @Test
    void aBrokenLinkBetweenTwoLiveNodes_isACycle_andDownsBothAsAkkaDoes() {
        List<String> link = List.of("AB", "BA");
        assertEquals("AB", ours('C', link, ""));
        KeepMajority akkas = akkas('C', link, "");
        assertEquals("AB", downed(akkas));
    }

    @Test
    void aBrokenLinkAndACrash_downTheLinkAndTheCrashed_keepingTheRest() {
        List<String> both = List.of("AB", "BA", "AC", "BC", "DC", "EC");
        assertEquals("ABC", ours('D', both, ""));
        assertEquals("ABC", downed(akkas('D', both, "")));
    }

    @Test
    void anObservationOfANodeThatStillSeesTheGossip_marksBothIndirectlyConnected() {
        List<String> oneWay = List.of("AB");
        assertEquals("AB", ours('C', oneWay, "BCDE"));
        assertEquals("AB", downed(akkas('C', oneWay, "BCDE")));
    }

    @Test
    void theMinoritySideOfAPartition_downsItself() {
        List<String> split = List.of("AC", "AD", "AE", "BC", "BD", "BE");
        assertEquals("AB", ours('A', split, ""));
        assertEquals("AB", downed(akkas('A', split, "")));
    }

    @Test
    void cyclesAreFoundWhateverTheirLength() {
        Reachability r = Reachability$.MODULE$.empty().unreachable(node('A'), node('B'))
                .unreachable(node('B'), node('C')).unreachable(node('C'), node('A'))
                .unreachable(node('D'), node('A')).unreachable(node('E'), node('D'));
        assertEquals(Set.of(node('A'), node('B'), node('C')), KeepMajorityOfSurvivors.onCycles(r));
    }
}
