import type { Conversation } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api/api-error';
import { SEND_TOAST_MS } from '@/shared/constants';
import { t } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { chat } from './chat-store';
import {
  messagingApi,
  messagingKeys,
  removeConversation,
  upsertConversation,
} from './messaging.queries';
import '@/features/messaging/messaging.texts';

export type ChatAction = 'markUnread' | 'markAllRead' | 'mute' | 'delete';

/**
 * The chat menu's working actions. `onLeave` runs when the conversation should
 * leave the screen (marked unread, deleted). Blocking lives on the member's profile (spec §2:
 * the chat menu's 'block settings' is shown and does nothing).
 */
export function useChatActions(conversation: Conversation, onLeave: () => void) {
  const queryClient = useQueryClient();
  const { id } = conversation;

  const mutation = useMutation({
    mutationFn: async (action: ChatAction): Promise<string> => {
      switch (action) {
        case 'markUnread':
          upsertConversation(queryClient, await messagingApi.markUnread(id));
          onLeave();
          return t('messaging.toasts.markedUnread');
        case 'markAllRead':
          await messagingApi.markAllRead();
          await queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
          return t('messaging.toasts.allRead');
        case 'mute': {
          const muted = !conversation.muted;
          upsertConversation(queryClient, await messagingApi.mute(id, muted));
          return t(muted ? 'messaging.toasts.muted' : 'messaging.toasts.unmuted');
        }
        case 'delete':
          await messagingApi.remove(id);
          chat.forget(id);
          onLeave();
          removeConversation(queryClient, id);
          return t('messaging.toasts.deleted');
      }
    },
    onSuccess: (text) => void notify(text, 'success', SEND_TOAST_MS),
    onError: (error) => void notify(errorMessage(error), 'error', SEND_TOAST_MS),
  });

  return {
    run: (action: ChatAction) => mutation.mutate(action),
    busy: mutation.isPending,
  };
}
