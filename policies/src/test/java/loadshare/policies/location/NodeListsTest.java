package loadshare.policies.location;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedList;
import java.util.List;
import java.util.SplittableRandom;
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

    @Test
    void aNodeMovedToTheHeadOfItsOwnList_leavesItsNeighboursLinked() {
        NodeLists lists = new NodeLists(6, 5);
        lists.moveToHead(NodeLists.RECEIVERS, 2);
        assertEquals(List.of(2, 0, 1, 3, 4), fromHead(lists, NodeLists.RECEIVERS));
        assertEquals(List.of(4, 3, 1, 0, 2), fromTail(lists, NodeLists.RECEIVERS));
        lists.moveToHead(NodeLists.RECEIVERS, 4);
        assertEquals(List.of(4, 2, 0, 1, 3), fromHead(lists, NodeLists.RECEIVERS));
        assertEquals(3, lists.tail(NodeLists.RECEIVERS));
    }

    @Test
    void aRemovedNode_isInNoList_untilLearnedOfAgain() {
        NodeLists lists = new NodeLists(4, 0);
        lists.remove(2);
        assertEquals(-1, lists.listOf(2));
        assertEquals(List.of(1, 3), fromHead(lists, NodeLists.RECEIVERS));
        lists.remove(2);
        assertEquals(2, lists.size(NodeLists.RECEIVERS));
        lists.moveToHead(NodeLists.OK, 2);
        assertEquals(NodeLists.OK, lists.listOf(2));
        assertEquals(List.of(2), fromTail(lists, NodeLists.OK));
    }

    /** The semantics the lists had when they were java.util lists: move = remove by value, then add first. */
    private static final class Reference {
        final List<LinkedList<Integer>> lists = List.of(new LinkedList<>(), new LinkedList<>(), new LinkedList<>());

        Reference(int nodes, int self) {
            for (int node = 0; node < nodes; node++) {
                if (node != self) {
                    lists.get(NodeLists.RECEIVERS).addLast(node);
                }
            }
        }

        void moveToHead(int list, int node) {
            remove(node);
            lists.get(list).addFirst(node);
        }

        void remove(int node) {
            lists.forEach(l -> l.remove((Integer) node));
        }

        int listOf(int node) {
            for (int list = 0; list < 3; list++) {
                if (lists.get(list).contains(node)) {
                    return list;
                }
            }
            return -1;
        }
    }

    /** Random moves and removals of the first {@code watched} nodes, compared every {@code checkEvery} operations. */
    private static void sameAsReference(int nodes, int watched, int operations, int checkEvery, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int self = random.nextInt(nodes);
        NodeLists lists = new NodeLists(nodes, self);
        Reference reference = new Reference(nodes, self);
        for (int i = 0; i < operations; i++) {
            int node = random.nextInt(watched);       // the self node too: it is in no list and stays out of them
            if (random.nextInt(10) == 0) {
                lists.remove(node);
                reference.remove(node);
            } else if (node != self) {
                int list = random.nextInt(3);
                lists.moveToHead(list, node);
                reference.moveToHead(list, node);
            }
            if (i % checkEvery == 0 || i == operations - 1) {
                for (int list = 0; list < 3; list++) {
                    LinkedList<Integer> expected = reference.lists.get(list);
                    List<Integer> backwards = new ArrayList<>(expected);
                    Collections.reverse(backwards);
                    assertEquals(expected, fromHead(lists, list), "list " + list + " after " + i + " operations");
                    assertEquals(backwards, fromTail(lists, list), "list " + list + " backwards");
                    assertEquals(expected.size(), lists.size(list));
                    assertEquals(expected.isEmpty() ? -1 : expected.getFirst(), lists.head(list));
                    assertEquals(expected.isEmpty() ? -1 : expected.getLast(), lists.tail(list));
                }
                int probe = random.nextInt(watched);
                assertEquals(reference.listOf(probe), lists.listOf(probe), "the list of node " + probe);
            }
        }
    }

    @Test
    void randomMovesAndRemovals_keepTheOrderOfListsWithRemovalByValue_intEntries() {
        for (long seed = 1; seed <= 5; seed++) {
            sameAsReference(40, 40, 2_000, 10, seed);
        }
    }

    @Test
    void randomMovesAndRemovals_keepTheOrderOfListsWithRemovalByValue_longEntriesBeyond32767Nodes() {
        sameAsReference(NodeLists.LARGEST_SMALL + 5, 60, 300, 50, 7);
    }

    @Test
    void theLargestNodesOfEitherLayout_areLinkedAndFound() {
        for (int nodes : new int[] {NodeLists.LARGEST_SMALL, NodeLists.LARGEST_SMALL + 1}) {
            NodeLists lists = new NodeLists(nodes, 0);
            int last = nodes - 1;
            assertEquals(last, lists.tail(NodeLists.RECEIVERS));
            assertEquals(last - 1, lists.previous(last));
            lists.moveToHead(NodeLists.SENDERS, last);
            lists.moveToHead(NodeLists.SENDERS, last - 1);
            assertEquals(List.of(last - 1, last), fromHead(lists, NodeLists.SENDERS));
            assertEquals(last - 2, lists.tail(NodeLists.RECEIVERS));
            assertEquals(-1, lists.next(last - 2));
            assertEquals(nodes - 3, lists.size(NodeLists.RECEIVERS));
        }
    }
}
