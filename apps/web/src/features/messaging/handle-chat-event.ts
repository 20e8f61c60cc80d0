import type { ChatSocketEvent, Message, Settings } from '@koinonia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATION_TOAST_MS, SOUND_FILES, SOUND_VOLUME } from '@/shared/constants';
import { playSound } from '@/shared/dom/play-sound';
import { t } from '@/shared/i18n/i18n';
import { notify } from '@/shared/toast/notify';
import { settingsKeys } from '@/shared/settings/member-settings';
import {
  cachedConversations,
  markConversationRead,
  messagingKeys,
  updateConversations,
  updateMessages,
} from './messaging.queries';
import { friendStopped, friendTyping } from './typing';
import '@/features/messaging/messaging.texts';

export interface ChatEventContext {
  queryClient: QueryClient;
  /** The signed-in member. */
  me: string | null;
  /** The conversation on screen, if any. */
  viewingId: string | null;
}

/** 'Nouveau message de Frère Jean Dupont : Bonjour' (spec §8). */
export function newMessageText(message: Message): string {
  const { titre, first_name, last_name } = message.sender_data;
  return t('messaging.newMessageToast', {
    titre,
    first_name,
    last_name,
    content: message.content || t('messaging.imageOnly'),
  })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A new message (spec §4): the list and that conversation's messages reload; on
 * screen, it is marked read. From someone else and not muted: the sound at 0.5
 * and the toast, each unless the member turned it off (settings, messaging.sounds and
 * messaging.toasts; on while the settings are not loaded); no toast when the conversation is
 * open on screen, where the message shows. My own message sent from another
 * tab makes no noise.
 */
function onNewMessage(message: Message, { queryClient, me, viewingId }: ChatEventContext): void {
  const id = message.conversation_id;
  const mine = message.sender_data.id === me;
  const muted = cachedConversations(queryClient).some((c) => c.id === id && c.muted);
  // Their message is here: 'écrit…' goes.
  if (!mine) friendStopped(message.sender_data.id);
  const onScreen =
    viewingId === id && (typeof document === 'undefined' || document.visibilityState !== 'hidden');
  void queryClient.invalidateQueries({ queryKey: messagingKeys.messages(id) });
  if (viewingId === id && !mine) {
    void markConversationRead(queryClient, id);
  } else {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
  }
  if (mine || muted) return;
  const choices = queryClient.getQueryData<Settings>(settingsKeys.settings())?.messaging;
  if (choices?.sounds !== false) playSound(SOUND_FILES.newMessage, SOUND_VOLUME);
  // The conversation open on screen shows the message itself: no toast over it.
  if (choices?.toasts !== false && !onScreen) {
    void notify(newMessageText(message), 'info', NOTIFICATION_TOAST_MS);
  }
}

/**
 * One frame of the chat socket: a message, a presence change, my messages read, or a friend
 * writing to me.
 */
export function handleChatEvent(data: unknown, context: ChatEventContext): void {
  const event = data as ChatSocketEvent | null;
  if (!event) return;
  switch (event.type) {
    case 'new_message':
      onNewMessage(event.message, context);
      return;
    case 'presence':
      updateConversations(context.queryClient, (conversation) => ({
        ...conversation,
        participants_details: conversation.participants_details.map((participant) =>
          participant.id === event.user_id ? { ...participant, status: event.status } : participant,
        ),
      }));
      return;
    case 'typing':
      if (event.user_id !== context.me) friendTyping(event.user_id);
      return;
    case 'messages_read':
      if (event.reader_id === context.me) return;
      updateMessages(context.queryClient, event.conversation_id, (message) =>
        message.sender_data.id === context.me ? { ...message, is_read: true } : message,
      );
      updateConversations(context.queryClient, (conversation) =>
        conversation.id === event.conversation_id ? { ...conversation, read: true } : conversation,
      );
      return;
  }
}
