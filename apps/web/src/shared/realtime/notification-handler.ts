import type { Notification } from '@koinonia/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What a feature does when a notification of its kind arrives (spec §4: friend
 * requests reload the invitations, posts re-fetch the publication…). Each feature
 * exports its own small handlers; the notifications feature lists them, so no
 * switch over every type lives anywhere.
 */
export interface NotificationHandler {
  matches: (notificationType: string) => boolean;
  handle: (notification: Notification, queryClient: QueryClient) => Promise<unknown> | void;
}
