/** Network links (bandwidth and latency) and communication endpoints. */
package loadshare.hardware.net;
