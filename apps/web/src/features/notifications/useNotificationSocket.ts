import { useQueryClient } from '@tanstack/react-query';
import { notifWebsocketUrl } from '@/shared/api/endpoints';
import { useReconnectingSocket } from '@/shared/realtime/useReconnectingSocket';
import { handleNotificationFrame } from './handle-notification';
import { notificationsKeys } from './notifications.queries';

const url = notifWebsocketUrl();

/** The notification socket of spec §4: on open the list reloads; each frame is handled. */
export function useNotificationSocket(): void {
  const queryClient = useQueryClient();
  useReconnectingSocket(url, {
    onOpen: () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.list() }),
    onMessage: (data) => handleNotificationFrame(data, queryClient),
  });
}
