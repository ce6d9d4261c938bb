/**
 * The information policy of the lecture notes: when and from where load information is collected — demand-driven,
 * periodic, state-change-driven, centralized — and where what a node hears is kept ({@link
 * loadshare.policies.information.LoadTable}), which transfer and location policies read.
 */
package loadshare.policies.information;
