/** Messaging rows → the shapes of contracts messaging.ts (spec §3), field by field. */
import type { Conversation, Message, Participant, SenderData } from '@koinonia/contracts';
import type { ConversationRow, MemberCardRow, MessageRow } from './messaging.repository.ts';

function presentSender(card: MemberCardRow): SenderData {
  return {
    id: card.id,
    profile_picture: card.profile_picture,
    titre: card.titre,
    first_name: card.first_name,
    last_name: card.last_name,
  };
}

/**
 * `hideReadOf`: a member who must not learn whether their messages were read (read receipts
 * off on either side): their own messages show unread to them.
 */
export function presentMessage(row: MessageRow, hideReadOf?: string): Message {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    client_id: row.client_id,
    content: row.content,
    image: row.image,
    created_at: row.created_at,
    is_read: row.is_read && row.sender_id !== hideReadOf,
    sender_data: presentSender(row.sender),
    // Its sender alone is shown it: 'Masqué par la modération' on it.
    ...(row.moderation_hidden ? { moderation_hidden: true } : {}),
  };
}

function presentParticipant(card: MemberCardRow, online: boolean): Participant {
  return {
    id: card.id,
    titre: card.titre,
    first_name: card.first_name,
    last_name: card.last_name,
    profile_picture: card.profile_picture,
    status: online ? 'online' : 'offline',
    // Stories are not a feature of Koinonia; the spec's list item carries the flag.
    isStory: false,
  };
}

/**
 * `read` (spec §3: "for the other participant"): the other has read my last message, or the
 * last message is theirs (nothing of mine waits to be read). `receipts` false (either of the
 * two turned read receipts off): nothing of mine shows as read.
 */
export function presentConversation(
  row: ConversationRow,
  viewerId: string,
  online: ReadonlySet<string>,
  receipts = true,
): Conversation {
  const last = row.last_message;
  const hideReadOf = receipts ? undefined : viewerId;
  return {
    id: row.id,
    last_message: last ? presentMessage(last, hideReadOf) : null,
    // A conversation marked unread counts as unread even when every message was read.
    unread_count: row.marked_unread ? Math.max(1, row.unread_count) : row.unread_count,
    participants_details: [presentParticipant(row.other, online.has(row.other.id))],
    // Without read receipts, my own last message never shows as read.
    read: last === null || last.sender_id !== viewerId || (receipts && last.is_read),
    muted: row.muted,
    marked_unread: row.marked_unread,
    updated_at: row.updated_at,
  };
}
