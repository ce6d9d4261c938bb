/**
 * The {@code loadshare} command line (picocli): run, validate, policies, bench, migration, cluster and node; bad
 * input gets one clear line and exit status 2, never a stack trace.
 */
package loadshare.node.cli;
