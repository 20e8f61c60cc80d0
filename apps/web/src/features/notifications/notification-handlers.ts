import { publicationNotificationHandlers } from '@/features/publications/publications.notifications';
import { friendNotificationHandlers } from '@/features/relationship/relationship.notifications';
import type { NotificationHandler } from '@/shared/realtime/notification-handler';

/**
 * Every feature's notification handlers. A feature that produces notifications
 * adds its list here (the publications feature: POST_NEW reloads the list, the
 * post, comment and reply kinds re-fetch the publication by more.post or more.id).
 */
export const notificationHandlers: NotificationHandler[] = [
  ...friendNotificationHandlers,
  ...publicationNotificationHandlers,
];
