import type { Message } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { SEND_TOAST_MS } from '@/shared/constants';
import { t } from '@/shared/i18n/i18n';
import { uploadImage } from '@/shared/media/upload-image';
import { notify } from '@/shared/toast/notify';
import { messagingApi, messagingKeys } from './messaging.queries';
import '@/features/messaging/messaging.texts';

export interface Draft {
  content: string;
  image: File | null;
}

/**
 * Sends a message (spec §4, §8). The same draft sent again after a failure keeps
 * its client_id, so the server stores it once; an attached image is uploaded
 * once too. Success: 'Message envoyé avec succès' (3 s) and the lists reload;
 * failure: the server's error as an error toast (3 s), logged.
 */
export function useMessageSender(receiverId: string) {
  const queryClient = useQueryClient();
  const attempt = useRef<{ key: string; clientId: string; imageUrl: string | null } | null>(null);
  const mutation = useMutation({
    mutationFn: async (draft: Draft): Promise<Message> => {
      const key = JSON.stringify([receiverId, draft.content, draft.image?.name, draft.image?.size]);
      if (attempt.current?.key !== key) {
        attempt.current = { key, clientId: crypto.randomUUID(), imageUrl: null };
      }
      const current = attempt.current;
      if (draft.image && !current.imageUrl) {
        current.imageUrl = await uploadImage(draft.image);
        if (!current.imageUrl) throw new Error(t('messaging.uploadFailed'));
      }
      return messagingApi.send({
        receiver_id: receiverId,
        content: draft.content,
        image: current.imageUrl,
        client_id: current.clientId,
      });
    },
    onSuccess: async (message) => {
      attempt.current = null;
      void notify(t('messaging.sentToast'), 'success', SEND_TOAST_MS);
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
    /** Resolves with the stored message, or null when it failed (already told). */
    send: (draft: Draft) => mutation.mutateAsync(draft).catch(() => null),
    sending: mutation.isPending,
  };
}
