import { notificationLink, type Notification } from '@koinonia/contracts';

/**
 * Where a notification leads: the link of its type in the contracts' table (a friend
 * request to that member's profile, a publication, comment or reply to the publication by
 * more.post or more.id, spec §4); null for a type this client does not know.
 */
export function notificationTarget(notification: Notification): string | null {
  return notificationLink(notification.notification_type, notification.more);
}
