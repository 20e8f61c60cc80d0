/** Notification rows → contracts notificationSchema, field by field. */
import type { Notification } from '@koinonia/contracts';
import type { NotificationView } from './notifications.repository.ts';

export function presentNotification({ notification, actor }: NotificationView): Notification {
  return {
    id: notification.id,
    notification_type: notification.notificationType,
    message: notification.message,
    more: {
      ...(notification.more.post !== undefined ? { post: notification.more.post } : {}),
      ...(notification.more.id !== undefined ? { id: notification.more.id } : {}),
      // Where a moderation decision's item is (docs/adr/0021-moderation.md).
      ...(notification.more.target_type !== undefined
        ? {
            target_type: notification.more.target_type,
            target_id: notification.more.target_id,
            publication: notification.more.publication ?? null,
            ...(notification.more.within ? { within: notification.more.within } : {}),
          }
        : {}),
      // A comment or a reply: the comment it leads to and its first words.
      ...(notification.more.comment !== undefined ? { comment: notification.more.comment } : {}),
      ...(notification.more.quote !== undefined ? { quote: notification.more.quote } : {}),
    },
    actor: actor && {
      id: actor.id,
      titre: actor.titre,
      first_name: actor.firstName,
      last_name: actor.lastName,
      profile_picture: actor.profilePicture,
    },
    is_read: notification.readAt !== null,
    created_at: notification.createdAt.toISOString(),
  };
}
