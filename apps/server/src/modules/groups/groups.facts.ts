/**
 * What the groups module announces, recorded with the write that causes it and delivered after
 * commit (platform/outbox.ts); its listeners turn them into notifications.
 */
import type { GroupRole } from '@koinonia/contracts';

export interface GroupsFacts {
  /** `actorId` invited `userId` to the group. */
  'groups.invited': { groupId: string; userId: string; actorId: string };
  /** `userId` asked to join: the moderators hear of it. */
  'groups.requested': { groupId: string; userId: string };
  /** `actorId` accepted `userId`'s request. */
  'groups.request_accepted': { groupId: string; userId: string; actorId: string };
  /**
   * `userId` became a member (or follower) of the group or page, or is one no longer (left,
   * removed, banned): what they read of it changed (the feed's timelines are rebuilt).
   */
  'groups.membership_changed': { groupId: string; userId: string };
  /** `actorId` gave `userId` the role `role`. */
  'groups.role_changed': { groupId: string; userId: string; actorId: string; role: GroupRole };
}
