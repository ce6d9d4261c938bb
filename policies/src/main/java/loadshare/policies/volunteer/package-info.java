/**
 * Case study 3 of the lecture notes, volunteer computing: a server partitions a large parallel application into work
 * units ({@link loadshare.policies.volunteer.VolunteerServer}), PCs with idle cycles contact it for work ({@link
 * loadshare.policies.volunteer.Volunteer}); results are validated by quorum, so cheaters are caught.
 */
package loadshare.policies.volunteer;
