/**
 * An experiment as the user writes it: HOCON read once and validated once into typed settings records (hosts,
 * workload, network, costs, policies, run, output), every key documented with its default in
 * {@code reference.conf}; an error names the file, line, key and what would be valid. The bundled experiments
 * live in {@code experiments/*.conf} beside it.
 */
package loadshare.config;
