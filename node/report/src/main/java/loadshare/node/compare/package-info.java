/**
 * Comparing two runs: the points (policy x load x sweep values) two results folders share, the difference of their
 * mean response times with a 95% interval, paired across replications when both used the same seeds (common
 * random numbers), Welch's otherwise; read from each folder's {@code results.csv}.
 */
package loadshare.node.compare;
