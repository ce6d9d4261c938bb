/**
 * The migration strategies — stop-and-copy, pre-copy, demand paging, Sprite, checkpoint/restart — and
 * their registry by name. Each is a pure model played out in model time by a shared playout that keeps
 * the clock, injects faults and checks integrity.
 */
package loadshare.migration.strategy;
