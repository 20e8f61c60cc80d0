/** What the messaging module holds of a member (ADR 0009): the messages they sent. */
import { keyOfMediaPath } from '../../platform/media-storage.ts';
import type { PersonalDataHooks } from '../../platform/module.ts';
import { createMessagingRepository } from './messaging.repository.ts';
import type { MessagingService } from './messaging.service.ts';
import { eraseMessagingOf } from './messaging.erase.ts';

export const messagingPersonalData: PersonalDataHooks<MessagingService> = {
  /** Their read marks and mutes; their messages stay, without their pictures. */
  erase: (ctx, _messaging, userId) => eraseMessagingOf(ctx.db, userId),
  /**
   * Each conversation with the other's name and only the member's own messages: what the other
   * wrote is theirs, not part of this member's data.
   */
  async export(ctx, _messaging, userId) {
    const conversations = await createMessagingRepository(ctx.db).listForExport(userId);
    return [
      {
        file: 'messages.json',
        title: 'Mes messages envoyés',
        rows: conversations.map((conversation) => ({
          conversation_id: conversation.id,
          with: conversation.other
            ? [conversation.other.first_name, conversation.other.last_name].join(' ')
            : 'Membre supprimé',
          messages: conversation.messages,
        })),
        media: conversations.flatMap((conversation) =>
          conversation.messages.flatMap((message) => keyOfMediaPath(message.image) ?? []),
        ),
      },
    ];
  },
};
