package loadshare.policies.location;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class NodeListsTest {

    private static List<Integer> fromHead(NodeLists lists, int list) {
        List<Integer> nodes = new ArrayList<>();
        for (int node = lists.head(list); node >= 0; node = lists.next(node)) {
            nodes.add(node);
        }
        return nodes;
    }

    private static List<Integer> fromTail(NodeLists lists, int list) {
        List<Integer> nodes = new ArrayList<>();
        for (int node = lists.tail(list); node >= 0; node = lists.previous(node)) {
            nodes.add(node);
        }
        return nodes;
    }

    @Test
    void everyOtherNode_startsAsAReceiver() {
        NodeLists lists = new NodeLists(4, 2);
        assertEquals(List.of(0, 1, 3), fromHead(lists, NodeLists.RECEIVERS));
        assertEquals(0, lists.size(NodeLists.SENDERS));
        assertEquals(-1, lists.listOf(2));
    }

    @Test
    void whatWasLearnedLast_isAtTheHead_andEachNodeIsInOneList() {
        NodeLists lists = new NodeLists(5, 0);
        lists.moveToHead(NodeLists.SENDERS, 3);
        lists.moveToHead(NodeLists.SENDERS, 1);
        lists.moveToHead(NodeLists.OK, 4);
        lists.moveToHead(NodeLists.SENDERS, 3);
        assertEquals(List.of(3, 1), fromHead(lists, NodeLists.SENDERS));
        assertEquals(List.of(1, 3), fromTail(lists, NodeLists.SENDERS));
        assertEquals(List.of(2), fromHead(lists, NodeLists.RECEIVERS));
        assertEquals(List.of(4), fromHead(lists, NodeLists.OK));
        lists.moveToHead(NodeLists.RECEIVERS, 1);
        assertEquals(List.of(3), fromHead(lists, NodeLists.SENDERS));
        assertEquals(List.of(1, 2), fromHead(lists, NodeLists.RECEIVERS));
        assertEquals(4, lists.size(NodeLists.SENDERS) + lists.size(NodeLists.RECEIVERS) + lists.size(NodeLists.OK));
    }
}
