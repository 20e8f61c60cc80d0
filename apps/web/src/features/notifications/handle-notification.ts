import type { Notification } from '@koinonia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATION_TOAST_MS, SOUND_FILES, SOUND_VOLUME } from '@/shared/constants';
import { playSound } from '@/shared/dom/play-sound';
import { t } from '@/shared/i18n/i18n';
import type { NotificationHandler } from '@/shared/realtime/notification-handler';
import { notify } from '@/shared/toast/notify';
import { handlePublicationRemoved } from '@/features/publications/publications.notifications';
import { notificationHandlers } from './notification-handlers';
import { notificationsKeys } from './notifications.queries';
import '@/features/notifications/notifications.texts';

/**
 * One incoming notification (spec §4): the sound at 0.5, the toast for 5 s, the
 * bell's list reloaded, then the handlers of the features it concerns.
 */
export function handleNotification(
  notification: Notification,
  queryClient: QueryClient,
  handlers: NotificationHandler[] = notificationHandlers,
): void {
  playSound(SOUND_FILES.notification, SOUND_VOLUME);
  void notify(
    t('notifications.toast', { message: notification.message }),
    'info',
    NOTIFICATION_TOAST_MS,
  );
  void queryClient.invalidateQueries({ queryKey: notificationsKeys.list() });
  for (const handler of handlers) {
    if (handler.matches(notification.notification_type)) {
      void Promise.resolve(handler.handle(notification, queryClient)).catch((error: unknown) =>
        console.error('Notification handler failed', error),
      );
    }
  }
}

/**
 * A frame of the notification socket: `new_notification`, or `publication_removed` (a
 * deleted publication, silently dropped from the lists); anything else is ignored.
 */
export function handleNotificationFrame(data: unknown, queryClient: QueryClient): void {
  const frame = data as {
    type?: unknown;
    notification?: Notification;
    publication_id?: unknown;
  } | null;
  if (frame?.type === 'new_notification' && frame.notification) {
    handleNotification(frame.notification, queryClient);
  } else if (frame?.type === 'publication_removed' && typeof frame.publication_id === 'string') {
    handlePublicationRemoved(
      { type: 'publication_removed', publication_id: frame.publication_id },
      queryClient,
    );
  }
}
