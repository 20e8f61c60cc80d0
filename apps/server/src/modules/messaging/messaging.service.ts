/**
 * One-to-one messaging (spec §3 Conversation and Message, §4 Chat, §6: "messaging is offered
 * only to accepted, unblocked friends"). Every message is stored before it is published
 * (ARCHITECTURE.md, Realtime); a failed publish is reported, never fails the send, since the
 * lists reloaded on reconnect show the message anyway.
 *
 * Choices the spec leaves open (docs/spec-deviations.md):
 * - A block hides the pair's conversation from both members: it leaves both lists and its
 *   messages answer 404, as if it did not exist; it comes back if the block is lifted.
 * - Muting is the member's own choice, kept on the server so every device knows it: the
 *   message is still published, and the client plays no sound and shows no toast.
 * - Deleting a conversation hides its history for the member alone; a new message makes it
 *   reappear with only what came after.
 */
import type {
  Conversation,
  ConversationPage,
  Message,
  MessagePage,
  MessageEvent,
  ReadEvent,
  SendMessageBody,
  UnreadCount,
} from '@koinonia/contracts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import type { Transactional } from '../../platform/outbox.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { byTimeKey, decodeTimeCursor, type PageQuery, timePage } from '../../platform/cursor.ts';
import { presentConversation, presentMessage } from './messaging.presenter.ts';
import type {
  ConversationRow,
  MessagingRepository,
  PushableMessageRow,
} from './messaging.repository.ts';

export const MESSAGING_TEXTS = {
  notFriends: "Vous ne pouvez écrire qu'à vos amis.",
  receiverNotFound: 'Destinataire introuvable.',
  toSelf: 'Vous ne pouvez pas vous écrire à vous-même.',
  empty: 'Le message est vide.',
  notYourImage: "Cette image n'a pas été envoyée par vous.",
  conversationNotFound: 'Conversation introuvable.',
} as const;

// Never 403: a conversation of others is not hinted at.
const conversationNotFound = () =>
  new AppError(404, 'not_found', MESSAGING_TEXTS.conversationNotFound);

export interface MessagingServiceDeps {
  repository: MessagingRepository;
  /**
   * The message and its fact, `messaging.sent`, in one transaction (platform/outbox.ts): the
   * push to the receiver's devices is a job after commit (docs/adr/0020-web-push.md).
   */
  transaction: Transactional<MessagingRepository>;
  hub: RealtimeHub;
  /** A verified account with this (well-formed) id. */
  isMember(id: string): Promise<boolean>;
  /** ACCEPTED friends; a block has no status, so blocked members are never friends. */
  areFriends(a: string, b: string): Promise<boolean>;
  /** The media module: the path to store when `url` is one of `ownerId`'s uploads, else null. */
  ownedPath(ownerId: string, url: string): Promise<string | null>;
  /**
   * The settings module: whether the member takes new messages (who_can_message),
   * the members among `ids` with read receipts on, and those who let others see them online.
   * None: messages taken, receipts on, presence shown.
   */
  acceptsMessages?(userId: string): Promise<boolean>;
  withReadReceipts?(ids: readonly string[]): Promise<Set<string>>;
  showingOnline?(ids: readonly string[]): Promise<string[]>;
  onPublishError?: (error: unknown) => void;
}

export type SendMessageInput = Omit<SendMessageBody, 'content'> & { content: string };

export function createMessagingService(deps: MessagingServiceDeps) {
  const { repository, hub } = deps;
  const acceptsMessages = deps.acceptsMessages ?? (() => Promise.resolve(true));
  const withReadReceipts = deps.withReadReceipts ?? ((ids) => Promise.resolve(new Set(ids)));
  const showingOnline = deps.showingOnline ?? ((ids) => Promise.resolve([...ids]));

  /**
   * Read receipts travel only when both members keep them on: off, I neither send nor see them,
   * as in the best messengers.
   */
  async function receiptsBetween(me: string, others: readonly string[]): Promise<Set<string>> {
    const on = await withReadReceipts([me, ...others]);
    return on.has(me) ? new Set(others.filter((id) => on.has(id))) : new Set();
  }

  async function publish(userIds: string[], event: MessageEvent | ReadEvent): Promise<void> {
    const results = await Promise.allSettled(
      userIds.map((id) => hub.publish(id, 'messages', event)),
    );
    for (const result of results) {
      if (result.status === 'rejected') deps.onPublishError?.(result.reason);
    }
  }

  async function conversationPage(me: string, rows: ConversationRow[]) {
    if (rows.length === 0) return [];
    const others = rows.map((row) => row.other.id);
    // One presence question per page, whatever its length, of those who let it be seen.
    const [online, receipts] = await Promise.all([
      showingOnline(others).then((shown) => hub.onlineAmong(shown)),
      receiptsBetween(me, others),
    ]);
    return rows.map((row) => presentConversation(row, me, online, receipts.has(row.other.id)));
  }

  async function accessible(me: string, id: string) {
    const conversation = isUuid(id) ? await repository.findConversationFor(me, id) : undefined;
    if (!conversation) throw conversationNotFound();
    return conversation;
  }

  const service = {
    /**
     * `POST /api/messaging/messages/`. `created` is false when this client id was already
     * stored: the same message is answered again, and nothing is stored or published twice.
     */
    async send(
      me: string,
      input: SendMessageInput,
    ): Promise<{ message: Message; created: boolean }> {
      const clientId = input.client_id?.toLowerCase() ?? null;
      if (clientId) {
        const stored = await repository.findByClientId(me, clientId);
        if (stored) {
          const receipts = await receiptsBetween(me, [stored.receiver_id]);
          const hideReadOf = receipts.has(stored.receiver_id) ? undefined : me;
          return { message: presentMessage(stored, hideReadOf), created: false };
        }
      }
      const receiverId = input.receiver_id.toLowerCase();
      if (receiverId === me) throw invalid('receiver_id', MESSAGING_TEXTS.toSelf);
      const wanted = input.image || null;
      if (input.content === '' && wanted === null) throw invalid('content', MESSAGING_TEXTS.empty);
      if (!(await deps.isMember(receiverId))) {
        throw new AppError(404, 'not_found', MESSAGING_TEXTS.receiverNotFound);
      }
      // Not friends, pending or blocked either way, or the receiver takes no new message (their
      // settings): one sentence, so neither a block nor the setting is revealed.
      if (!(await deps.areFriends(me, receiverId)) || !(await acceptsMessages(receiverId))) {
        throw new AppError(403, 'forbidden', MESSAGING_TEXTS.notFriends);
      }
      const image = wanted === null ? null : await deps.ownedPath(me, wanted);
      if (wanted !== null && image === null) {
        throw invalid('image', MESSAGING_TEXTS.notYourImage);
      }

      const id = await deps.transaction(async (inTransaction, record) => {
        const inserted = await inTransaction.insertMessage({
          senderId: me,
          receiverId,
          clientId,
          content: input.content,
          image,
        });
        if (inserted) {
          const stored = await inTransaction.findMessage(inserted);
          if (!stored) throw new Error('the stored message could not be read back');
          await record('messaging.sent', {
            messageId: inserted,
            conversationId: stored.conversation_id,
            senderId: me,
            receiverId,
          });
        }
        return inserted;
      });
      // undefined: an identical send (same client id) won the race; answer its message.
      const row = id
        ? await repository.findMessage(id)
        : clientId
          ? await repository.findByClientId(me, clientId)
          : undefined;
      if (!row) throw new Error('the stored message could not be read back');
      const message = presentMessage(row);
      if (id) {
        // The sender's other tabs and devices show it too.
        await publish([receiverId, me], { type: 'new_message', message });
      }
      return { message, created: id !== undefined };
    },

    /**
     * For the notifications module's push job: the message to `receiverId`, if they still see
     * it (not cleared, no block either way), with whether it was read and the conversation muted.
     */
    pushableFor(receiverId: string, messageId: string): Promise<PushableMessageRow | undefined> {
      return isUuid(messageId) && isUuid(receiverId)
        ? repository.pushableFor(receiverId, messageId)
        : Promise.resolve(undefined);
    },

    /** `GET /api/messaging/conversations/`: the ones with a message I still see, newest first. */
    async listConversations(me: string, { cursor, limit }: PageQuery): Promise<ConversationPage> {
      const rows = await repository.listConversations(
        me,
        decodeTimeCursor('conversations', cursor),
        limit + 1,
      );
      const { shown, next } = timePage('conversations', rows, limit, byTimeKey);
      return { results: await conversationPage(me, shown), next };
    },

    /** `GET /api/messaging/conversations/{id}/`. */
    async getConversation(me: string, id: string): Promise<Conversation> {
      const row = isUuid(id) ? await repository.conversationFor(me, id) : undefined;
      if (!row) throw conversationNotFound();
      const [conversation] = await conversationPage(me, [row]);
      if (!conversation) throw conversationNotFound();
      return conversation;
    },

    /** `GET /api/messaging/conversation/{id}/messages/`: newest first; reading marks nothing. */
    async listMessages(me: string, id: string, { cursor, limit }: PageQuery): Promise<MessagePage> {
      const conversation = await accessible(me, id);
      const rows = await repository.listMessages(
        me,
        conversation.id,
        decodeTimeCursor('messages', cursor),
        limit + 1,
      );
      const { shown, next } = timePage('messages', rows, limit, byTimeKey);
      const receipts = await receiptsBetween(me, [conversation.otherId]);
      const hideReadOf = receipts.has(conversation.otherId) ? undefined : me;
      return { results: shown.map((row) => presentMessage(row, hideReadOf)), next };
    },

    /** `POST /api/messaging/mark-all-read/{id}/`: the other's double checks update live. */
    async markConversationRead(me: string, id: string): Promise<Conversation> {
      const conversation = await accessible(me, id);
      const read = await repository.markConversationRead(me, conversation.id);
      if (read && (await receiptsBetween(me, [conversation.otherId])).has(conversation.otherId)) {
        await publish([conversation.otherId], {
          type: 'messages_read',
          conversation_id: conversation.id,
          reader_id: me,
        });
      }
      return service.getConversation(me, conversation.id);
    },

    /** `POST /api/messaging/mark-all-read/`: every conversation of mine. */
    async markAllRead(me: string): Promise<UnreadCount> {
      const read = await repository.markAllRead(me);
      const receipts = await receiptsBetween(
        me,
        read.map(({ otherId }) => otherId),
      );
      await Promise.all(
        read
          .filter(({ otherId }) => receipts.has(otherId))
          .map(({ conversationId, otherId }) =>
            publish([otherId], {
              type: 'messages_read',
              conversation_id: conversationId,
              reader_id: me,
            }),
          ),
      );
      return { unread_count: 0 };
    },

    /** Chat menu 'Marquer comme non lu': counts as unread until read again. */
    async markUnread(me: string, id: string): Promise<Conversation> {
      const conversation = await accessible(me, id);
      await repository.setState(me, conversation.id, { markedUnread: true });
      return service.getConversation(me, conversation.id);
    },

    /** Chat menu 'Désactiver les notifications': the client stays silent for it. */
    async mute(me: string, id: string, muted: boolean): Promise<Conversation> {
      const conversation = await accessible(me, id);
      await repository.setState(me, conversation.id, { muted });
      return service.getConversation(me, conversation.id);
    },

    /** Chat menu 'Supprimer': hides the history for me only. */
    async clear(me: string, id: string): Promise<void> {
      const conversation = await accessible(me, id);
      await repository.setState(me, conversation.id, { clearedAt: 'now', markedUnread: false });
    },
  };
  return service;
}

export type MessagingService = ReturnType<typeof createMessagingService>;
