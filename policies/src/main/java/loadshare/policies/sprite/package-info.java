/**
 * Case study 2 of the lecture notes, Sprite (Berkeley): the owner is king; centralized, state-change-driven information
 * kept by a coordinator ({@link loadshare.policies.sprite.SpriteCoordinator}) that grants idle hosts; a job its
 * user marked for remote execution goes to a granted host; a returning owner evicts every foreign process to its
 * home ({@link loadshare.policies.sprite.SpritePolicy}).
 */
package loadshare.policies.sprite;
