package loadshare.node.live.join;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The first seed asks only the seeds that are up; every other node asks them all. */
class FirstSeedTest {

    private static final List<String> SEEDS = List.of("h:1", "h:2", "h:3", "h:4");

    @Test
    void theFirstSeed_leavesOutTheSeedsThatTakeNoConnection_andSaysWhich() {
        List<String> said = new ArrayList<>();
        assertEquals(List.of("h:1", "h:2", "h:4"),
                FirstSeed.listening(SEEDS, "h:1", Set.of("h:2", "h:4")::contains, said::add));
        assertEquals(List.of("seed h:3 takes no connection: node 0 does not wait for its answer (it joins node 0's "
                + "cluster when it comes)"), said);
        assertEquals(List.of("h:1"), FirstSeed.listening(SEEDS, "h:1", seed -> false, line -> { }));
    }

    @Test
    void anyOtherNode_andASingleSeed_keepTheListAsGiven_withoutLooking() {
        List<String> looked = new ArrayList<>();
        assertEquals(SEEDS, FirstSeed.listening(SEEDS, "h:2", seed -> looked.add(seed) && false, line -> { }));
        assertEquals(SEEDS, FirstSeed.listening(SEEDS, "h:9", seed -> looked.add(seed) && false, line -> { }));
        assertEquals(List.of("h:1"), FirstSeed.listening(List.of("h:1"), "h:1", seed -> looked.add(seed), line -> { }));
        assertEquals(List.of(), looked);
    }

    @Test
    void aPortThatListens_isKept_andOneNobodyListensOn_isLeftOut() throws IOException {
        int closed;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        try (ServerSocket open = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            String up = "127.0.0.1:" + open.getLocalPort();
            String down = "127.0.0.1:" + closed;
            assertEquals(List.of("127.0.0.1:1", up),
                    FirstSeed.listening(List.of("127.0.0.1:1", down, up), "127.0.0.1:1", line -> { }));
        }
    }
}
