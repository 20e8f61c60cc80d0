import { notificationLink, type Notification } from '@koinonia/contracts';
import { hiddenItemPath } from '@/features/moderation/moderation.public';

/**
 * Where a notification leads: the link of its type in the contracts' table (a friend
 * request to that member's profile, a publication, comment or reply to the publication by
 * more.post or more.id, spec §4); null for a type this client does not know.
 */
export function notificationTarget(notification: Notification): string | null {
  // A hide decision: the hidden item itself, where its author may ask for a review.
  if (notification.notification_type === 'MODERATION_HIDDEN') {
    const item = hiddenItemPath(notification.more);
    if (item) return item;
  }
  return notificationLink(notification.notification_type, notification.more);
}
