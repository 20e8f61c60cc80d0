/**
 * Notifications (spec §3: notification_type, message, more). Stored now; live delivery and the
 * notifications API come with the realtime issue. Nothing crosses a block, nothing goes to
 * oneself.
 */
import type { NotificationRow, NotificationsRepository } from './notifications.repository.ts';

export type FriendNotificationType = 'FRIEND_REQUEST_NEW' | 'FRIEND_REQUEST_ACCEPT';

/** The name a member shows in a notification: 'Sœur Hélène Lefèvre', or 'Anne Petit'. */
export interface MemberName {
  titre: string;
  firstName: string;
  lastName: string;
}

export interface NotificationsServiceDeps {
  repository: NotificationsRepository;
  /** The actor's name; undefined when the account is gone. */
  nameOf(userId: string): Promise<MemberName | undefined>;
  isBlockedBetween(a: string, b: string): Promise<boolean>;
}

const MESSAGES: Record<FriendNotificationType, (actor: string) => string> = {
  FRIEND_REQUEST_NEW: (actor) => `${actor} vous a envoyé une invitation.`,
  FRIEND_REQUEST_ACCEPT: (actor) => `${actor} a accepté votre invitation.`,
};

export const fullName = ({ titre, firstName, lastName }: MemberName): string =>
  [titre, firstName, lastName]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');

export function createNotificationsService(deps: NotificationsServiceDeps) {
  return {
    /**
     * Stores a friend notification for `userId` about `actorId` (`more.id` = the actor, whose
     * profile the client opens). Returns undefined when nothing may be stored.
     */
    async notifyFriend(
      type: FriendNotificationType,
      userId: string,
      actorId: string,
    ): Promise<NotificationRow | undefined> {
      if (userId === actorId) return undefined;
      const [actor, blocked] = await Promise.all([
        deps.nameOf(actorId),
        deps.isBlockedBetween(userId, actorId),
      ]);
      if (!actor || blocked) return undefined;
      return deps.repository.insert({
        userId,
        actorId,
        notificationType: type,
        message: MESSAGES[type](fullName(actor)),
        more: { id: actorId },
      });
    },

    /** The member's notifications, newest first. */
    listFor: (userId: string): Promise<NotificationRow[]> => deps.repository.listFor(userId),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
