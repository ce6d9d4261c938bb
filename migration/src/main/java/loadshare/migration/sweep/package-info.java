/** A pure sweep of every strategy over VM sizes and dirty rates, one row per migration. */
package loadshare.migration.sweep;
