package loadshare.policies.queuetree;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A tree of queues, each with its guaranteed share of its parent, written in one line:
 * {@code "prod: 0.6 { web: 0.5, batch: 0.5 }, dev: 0.4 { alice: 0.5, bob: 0.5 }"}. An entry is {@code NAME: SHARE},
 * followed by its children in braces if it is a group; an entry without braces is a leaf, named as the job class
 * ({@code workload.job-classes}) whose jobs wait in it. Every share is in (0, 1]; siblings' shares add up to at most
 * 1 (what they leave is nobody's guarantee, though anybody may use it while it is idle). Names are unique in the
 * whole tree. Node 0 is the root (the whole cluster, share 1), the others follow in the order written (a parent
 * before its children).
 */
public final class QueueTree {

    /** Slack for shares that add up to 1 in decimal but not quite in binary. */
    static final double EPSILON = 1e-9;

    /**
     * One queue.
     *
     * @param name      its name (a leaf's is its job class's)
     * @param share     its guaranteed share of its parent
     * @param guarantee its guaranteed share of the cluster: the product of the shares from the root down
     * @param parent    its parent's index, -1 for the root
     * @param depth     0 for the root
     * @param children  its children's indices, in the order written; empty for a leaf
     */
    public record Node(String name, double share, double guarantee, int parent, int depth, List<Integer> children) {

        public Node {
            children = List.copyOf(children);
        }

        public boolean leaf() {
            return children.isEmpty();
        }
    }

    private final String text;
    private final List<Node> nodes;

    private QueueTree(String text, List<Node> nodes) {
        this.text = text;
        this.nodes = Collections.unmodifiableList(nodes);
    }

    /** The tree as written. */
    public String text() {
        return text;
    }

    /** Every node, the root first, then in the order written. */
    public List<Node> nodes() {
        return nodes;
    }

    public Node node(int index) {
        return nodes.get(index);
    }

    /** The leaves' indices, in the order written. */
    public List<Integer> leaves() {
        List<Integer> leaves = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            if (nodes.get(i).leaf() && i > 0) {
                leaves.add(i);
            }
        }
        return leaves;
    }

    /** The leaf named {@code name}, or -1. */
    public int leaf(String name) {
        for (int i = 1; i < nodes.size(); i++) {
            if (nodes.get(i).leaf() && nodes.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Why this tree does not fit job classes {@code classes}, one line, or null if it does: a leaf that is no job
     * class, or a job class that is no leaf.
     */
    public String classesProblem(List<String> classes) {
        for (int i : leaves()) {
            if (!classes.contains(nodes.get(i).name())) {
                return "queue tree has a leaf '" + nodes.get(i).name() + "', which is no job class of "
                        + "workload.job-classes (it has " + String.join(", ", classes) + ")";
            }
        }
        for (String name : classes) {
            if (leaf(name) < 0) {
                return "queue tree has no leaf for job class '" + name + "': every class of workload.job-classes "
                        + "must be a leaf of the queues";
            }
        }
        return null;
    }

    /** One level: every one of {@code names} a leaf under the root, with an equal share (flat fair share). */
    public static QueueTree flat(List<String> names) {
        List<Node> nodes = new ArrayList<>();
        List<Integer> leaves = new ArrayList<>();
        for (int k = 0; k < names.size(); k++) {
            leaves.add(k + 1);
        }
        nodes.add(new Node("root", 1, 1, -1, 0, leaves));
        for (String name : names) {
            nodes.add(new Node(name, 1.0 / names.size(), 1.0 / names.size(), 0, 1, List.of()));
        }
        return new QueueTree("", nodes);
    }

    /** Parses {@code text}; an {@link IllegalArgumentException} says what is wrong, one line, with its position. */
    public static QueueTree parse(String text) {
        Parser parser = new Parser(text);
        List<Node> nodes = new ArrayList<>();
        nodes.add(null);    // the root, once its children are known
        List<Integer> top = parser.list(nodes, 0, null, 1.0, 1);
        parser.skipSpace();
        if (parser.at < text.length()) {
            throw parser.error("expected ',' or the end, not '" + text.charAt(parser.at) + "'");
        }
        nodes.set(0, new Node("root", 1, 1, -1, 0, top));
        return new QueueTree(text, nodes);
    }

    /** A recursive-descent parser of the tree's one line. */
    private static final class Parser {

        private final String text;
        private final Set<String> names = new HashSet<>();
        private int at;

        Parser(String text) {
            this.text = text;
        }

        /**
         * {@code entry (, entry)*}: the children of node {@code parent} (named {@code parentName}, null for the
         * root), whose guarantee is {@code guarantee}.
         */
        List<Integer> list(List<Node> nodes, int parent, String parentName, double guarantee, int depth) {
            List<Integer> children = new ArrayList<>();
            double sum = 0;
            int start = at;
            do {
                int index = entry(nodes, parent, guarantee, depth);
                children.add(index);
                sum += nodes.get(index).share();
                skipSpace();
            } while (consume(','));
            if (sum > 1 + EPSILON) {
                String whose = parentName == null ? "the top-level shares" : "the shares under '" + parentName + "'";
                throw new IllegalArgumentException("at character " + (start + 1) + ": " + whose + " add up to "
                        + (float) sum + ", more than 1");
            }
            return children;
        }

        /** {@code NAME: SHARE} or {@code NAME: SHARE { list }}; returns the new node's index. */
        int entry(List<Node> nodes, int parent, double parentGuarantee, int depth) {
            skipSpace();
            int start = at;
            while (at < text.length() && (Character.isLetterOrDigit(text.charAt(at))
                    || "-_.".indexOf(text.charAt(at)) >= 0)) {
                at++;
            }
            if (at == start) {
                throw error(at < text.length() ? "expected a queue name, not '" + text.charAt(at) + "'"
                        : "expected a queue name, not the end");
            }
            String name = text.substring(start, at);
            if (!names.add(name)) {
                throw new IllegalArgumentException("at character " + (start + 1) + ": '" + name + "' is named twice "
                        + "(a job class is one leaf, and every queue's name is unique)");
            }
            skipSpace();
            if (!consume(':')) {
                throw error("expected ':' and a share after '" + name + "'");
            }
            skipSpace();
            int numberStart = at;
            while (at < text.length() && ",{}".indexOf(text.charAt(at)) < 0
                    && !Character.isWhitespace(text.charAt(at))) {
                at++;
            }
            String number = text.substring(numberStart, at);
            double share;
            try {
                share = Double.parseDouble(number);
            } catch (NumberFormatException e) {
                at = numberStart;
                throw error("the share of '" + name + "' is not a number"
                        + (number.isEmpty() ? "" : ": '" + number + "'"));
            }
            if (!(share > 0 && share <= 1)) {
                at = numberStart;
                throw error("the share of '" + name + "' must be in (0, 1], not " + number);
            }
            int index = nodes.size();
            nodes.add(null);
            List<Integer> children = List.of();
            skipSpace();
            if (consume('{')) {
                skipSpace();
                if (consume('}')) {
                    at--;
                    throw error("'" + name + "' has braces but no queue in them");
                }
                children = list(nodes, index, name, parentGuarantee * share, depth + 1);
                skipSpace();
                if (!consume('}')) {
                    throw error(at < text.length() ? "expected ',' or '}' closing '" + name + "', not '"
                            + text.charAt(at) + "'" : "the '{' after '" + name + "' is never closed");
                }
            }
            nodes.set(index, new Node(name, share, parentGuarantee * share, parent, depth, children));
            return index;
        }

        void skipSpace() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
        }

        boolean consume(char c) {
            if (at < text.length() && text.charAt(at) == c) {
                at++;
                return true;
            }
            return false;
        }

        IllegalArgumentException error(String message) {
            return new IllegalArgumentException("at character " + (at + 1) + ": " + message);
        }
    }
}
