import { useQueryClient } from '@tanstack/react-query';
import { notifWebsocketUrl } from '@/shared/api/endpoints';
import type { SocketHandlers } from '@/shared/feature/feature';
import { useReconnectingSocket } from '@/shared/realtime/useReconnectingSocket';
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
    onOpen: () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.list() }),
    onMessage: (data) => handleNotificationFrame(data, queryClient, handlers),
  });
}
