import type { Notification } from '@koinonia/contracts';

/**
 * Where a notification leads: a friend request to that member's profile, a
 * publication, comment or reply to the publication (spec §4: more.post or more.id).
 */
export function notificationTarget(notification: Notification): string | null {
  const { notification_type: type, more } = notification;
  if (type.startsWith('FRIEND_REQUEST')) {
    return more.id ? `/feed/people-profile/${encodeURIComponent(more.id)}/feed` : null;
  }
  if (type.startsWith('POST') || type.startsWith('COMMENTAIRE') || type.startsWith('REPONSE')) {
    const post = more.post ?? more.id;
    return post ? `/feed/publica-details/${encodeURIComponent(post)}` : null;
  }
  return null;
}
