import { useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsQueryOptions } from '@/shared/settings/member-settings';
import { chatWebsocketUrl } from '@/shared/api/endpoints';
import { useReconnectingSocket } from '@/shared/realtime/useReconnectingSocket';
import { setSocketSender } from '@/shared/realtime/socket-senders';
import { getUserId } from '@/shared/session/session';
import { getChatState } from './chat-store';
import { handleChatEvent } from './handle-chat-event';
import { messagingKeys } from './messaging.queries';

const url = chatWebsocketUrl();

/**
 * The chat socket of spec §4: on open the conversation list (and the messages on
 * screen) reload, since what was sent while it was closed comes through them.
 */
export function useChatSocket(): void {
  const queryClient = useQueryClient();
  // The member's sound and toast choices, read by handleChatEvent from the cache.
  useQuery(settingsQueryOptions());
  useReconnectingSocket(url, {
    onOpen: (send) => {
      // The composer sends its `typing` frames on it.
      setSocketSender('messages', send);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.root });
    },
    onClose: () => setSocketSender('messages', null),
    onMessage: (data) =>
      handleChatEvent(data, {
        queryClient,
        me: getUserId(),
        viewingId: getChatState().viewingId,
      }),
  });
}
