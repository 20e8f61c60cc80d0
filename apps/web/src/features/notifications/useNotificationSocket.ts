import { useQueryClient } from '@tanstack/react-query';
import { notifWebsocketUrl } from '@/shared/api/endpoints';
import type { SocketHandlers } from '@/shared/feature/feature';
import { useReconnectingSocket } from '@/shared/realtime/useReconnectingSocket';
import { setSocketSender } from '@/shared/realtime/socket-senders';
import { handleNotificationFrame } from './handle-notification';
import { notificationsKeys } from './notifications.queries';

const url = notifWebsocketUrl();

/**
 * The notification socket of spec §4: on open the list reloads; each frame goes to the
 * handlers the features registered (composed by the app from its feature list).
 */
export function useNotificationSocket(handlers: SocketHandlers): void {
  const queryClient = useQueryClient();
  useReconnectingSocket(url, {
    onOpen: (send) => {
      // Features send on it too: the cards on screen subscribe to their live thread.
      setSocketSender('notifications', send);
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.list() });
    },
    onClose: () => setSocketSender('notifications', null),
    onMessage: (data) => handleNotificationFrame(data, queryClient, handlers),
  });
}
