import type { Message } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { messagingUrl } from '@/shared/api/endpoints';
import { sendOrQueue, type SentOrQueued } from '@/shared/offline/outbox';
import { SEND_TOAST_MS } from '@/shared/constants';
import { t } from '@/shared/i18n/i18n';
import { uploadImage } from '@/shared/media/upload-image';
import { notify } from '@/shared/toast/notify';
import { getChatState } from './chat-store';
import { messagingKeys } from './messaging.queries';
import '@/features/messaging/messaging.texts';

export interface Draft {
  content: string;
  image: File | null;
}

/**
 * Sends a message (spec §4, §8). The same draft sent again after a failure keeps
 * its client_id, so the server stores it once; an attached image is uploaded
 * once too. Success: the lists reload, and 'Message envoyé avec succès' (3 s) unless the
 * conversation that shows the message is on screen (or opens: `opensConversation`);
 * failure: the server's error as an error toast (3 s), logged. Without the network, a message
 * (its text; an image needs the network to upload) waits in the outbox, shown 'En attente
 * d'envoi' in the chat, and goes once back online (docs/adr/0019-pwa-and-offline.md).
 */
export function useMessageSender(
  receiverId: string,
  { opensConversation = false }: { opensConversation?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const attempt = useRef<{ key: string; clientId: string; imageUrl: string | null } | null>(null);
  const mutation = useMutation({
    // Run offline too (not paused by TanStack Query): sendOrQueue keeps it in the outbox.
    networkMode: 'always',
    mutationFn: async (draft: Draft): Promise<SentOrQueued<Message>> => {
      const key = JSON.stringify([receiverId, draft.content, draft.image?.name, draft.image?.size]);
      if (attempt.current?.key !== key) {
        attempt.current = { key, clientId: crypto.randomUUID(), imageUrl: null };
      }
      const current = attempt.current;
      if (draft.image && !current.imageUrl) {
        current.imageUrl = await uploadImage(draft.image);
        if (!current.imageUrl) throw new Error(t('messaging.uploadFailed'));
      }
      return sendOrQueue<Message>({
        kind: 'message',
        url: `${messagingUrl}/messages/`,
        body: {
          receiver_id: receiverId,
          content: draft.content,
          image: current.imageUrl,
          client_id: current.clientId,
        },
        target: receiverId,
        refresh: [messagingKeys.root],
      });
    },
    onSuccess: async (answer) => {
      attempt.current = null;
      if (answer.queued) return;
      const message = answer.result;
      // Not over the conversation that shows it: the message is the confirmation there.
      const shown =
        opensConversation ||
        (getChatState().viewingId === message.conversation_id &&
          document.visibilityState !== 'hidden');
      if (!shown) void notify(t('messaging.sentToast'), 'success', SEND_TOAST_MS);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() }),
        queryClient.invalidateQueries({
          queryKey: messagingKeys.messages(message.conversation_id),
        }),
      ]);
    },
    onError: (error) => {
      console.error('Message send failed', error);
      const text =
        error instanceof Error && error.message === t('messaging.uploadFailed')
          ? error.message
          : errorMessage(error);
      void notify(text, 'error', SEND_TOAST_MS);
    },
  });

  return {
    /**
     * Resolves with the stored message, 'queued' when it waits for the network, or null when
     * it failed (already told).
     */
    send: (draft: Draft): Promise<Message | 'queued' | null> =>
      mutation
        .mutateAsync(draft)
        .then((answer) => (answer.queued ? 'queued' : answer.result))
        .catch(() => null),
    sending: mutation.isPending,
  };
}
