import type { Notification } from '@koinonia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATION_TOAST_MS, SOUND_FILES, SOUND_VOLUME } from '@/shared/constants';
import { playSound } from '@/shared/dom/play-sound';
import type { SocketHandlers } from '@/shared/feature/feature';
import { t } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { notificationsKeys } from './notifications.queries';
import '@/features/notifications/notifications.texts';

function report(error: unknown) {
  console.error('Notification handler failed', error);
}

/**
 * One incoming notification (spec §4): the sound at 0.5, the toast for 5 s, the bell's
 * list reloaded, then the handlers the features registered for its type.
 */
export function handleNotification(
  notification: Notification,
  queryClient: QueryClient,
  handlers: SocketHandlers,
): void {
  playSound(SOUND_FILES.notification, SOUND_VOLUME);
  void notify(
    t('notifications.toast', { message: notification.message }),
    'info',
    NOTIFICATION_TOAST_MS,
  );
  void queryClient.invalidateQueries({ queryKey: notificationsKeys.list() });
  for (const handler of handlers.notifications.get(notification.notification_type) ?? []) {
    try {
      void Promise.resolve(handler(notification, queryClient)).catch(report);
    } catch (error) {
      report(error);
    }
  }
}

/**
 * A frame of the notification socket: `new_notification`, or another type a feature
 * registered (`publication_removed`: a deleted publication leaves the lists); anything
 * else is ignored.
 */
export function handleNotificationFrame(
  data: unknown,
  queryClient: QueryClient,
  handlers: SocketHandlers,
): void {
  if (typeof data !== 'object' || data === null) return;
  const frame = data as Record<string, unknown> & { type?: unknown; notification?: Notification };
  if (frame.type === 'new_notification' && frame.notification) {
    handleNotification(frame.notification, queryClient, handlers);
    return;
  }
  if (typeof frame.type !== 'string' || frame.type === 'new_notification') return;
  for (const handler of handlers.frames.get(frame.type) ?? []) handler(frame, queryClient);
}
