package loadshare.hardware.net;

/**
 * Max-min fair rates of flows over links of given capacities, by progressive filling: every flow's rate grows at the
 * same pace until some link is full; the flows crossing a full link are frozen at that rate (their bottleneck), and
 * the others grow on with what the full links leave. No flow can then go faster without slowing one that goes no
 * faster than it. Pure: the same links and flows always give the same rates.
 */
public final class MaxMinSharing {

    private MaxMinSharing() {
    }

    /**
     * The max-min fair rates of flows over links.
     *
     * @param capacities each link's capacity (e.g. bytes per second), each positive and finite
     * @param routes     per flow, the indices of the links it crosses (at least one, none twice)
     * @return per flow, its rate, in the capacities' unit
     */
    public static double[] rates(double[] capacities, int[][] routes) {
        for (int l = 0; l < capacities.length; l++) {
            if (!(capacities[l] > 0) || Double.isInfinite(capacities[l])) {
                throw new IllegalArgumentException("link " + l + "'s capacity must be positive and finite, was "
                        + capacities[l]);
            }
        }
        int[] crossing = new int[capacities.length];
        for (int f = 0; f < routes.length; f++) {
            if (routes[f].length == 0) {
                throw new IllegalArgumentException("flow " + f + " crosses no link");
            }
            boolean[] seen = new boolean[capacities.length];
            for (int l : routes[f]) {
                if (seen[l]) {
                    throw new IllegalArgumentException("flow " + f + " crosses link " + l + " twice");
                }
                seen[l] = true;
                crossing[l]++;
            }
        }
        double[] rates = new double[routes.length];
        boolean[] frozen = new boolean[routes.length];
        double[] left = capacities.clone();
        int unfrozen = routes.length;
        while (unfrozen > 0) {
            // The next link to fill: the least capacity left per unfrozen flow crossing it.
            double share = Double.POSITIVE_INFINITY;
            for (int l = 0; l < left.length; l++) {
                if (crossing[l] > 0) {
                    share = Math.min(share, left[l] / crossing[l]);
                }
            }
            boolean[] full = new boolean[left.length];
            for (int l = 0; l < left.length; l++) {
                full[l] = crossing[l] > 0 && left[l] / crossing[l] == share;
            }
            for (int f = 0; f < routes.length; f++) {
                if (frozen[f]) {
                    continue;
                }
                rates[f] += share;
                boolean bottlenecked = false;
                for (int l : routes[f]) {
                    bottlenecked |= full[l];
                }
                for (int l : routes[f]) {
                    left[l] -= share;
                    if (bottlenecked) {
                        crossing[l]--;
                    }
                }
                if (bottlenecked) {
                    frozen[f] = true;
                    unfrozen--;
                }
            }
            for (int l = 0; l < left.length; l++) {
                left[l] = Math.max(0, left[l]); // a full link's rounding error
            }
        }
        return rates;
    }
}
