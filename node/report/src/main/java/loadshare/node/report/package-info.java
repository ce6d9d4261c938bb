/**
 * What a run leaves behind: the console table, {@code results.csv} (a row per policy × load × replication),
 * {@code summary.json}, the plots (XChart PNG) and a self-contained {@code report.html}, all written atomically.
 */
package loadshare.node.report;
