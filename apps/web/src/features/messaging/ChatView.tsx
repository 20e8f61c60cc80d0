import type { Participant } from '@koinonia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fullName } from '@/shared/people/person-name';
import { chat, getChatState } from './chat-store';
import { markConversationRead } from './messaging.queries';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import { TypingIndicator } from './TypingIndicator';

/**
 * The body of a chat: the messages and the input. While on screen the
 * conversation is the one new messages mark read; opening it marks it read
 * (spec §4, mark-all-read/{id}).
 */
export function ChatView({
  conversationId,
  other,
}: {
  conversationId: string;
  other: Participant;
}) {
  const queryClient = useQueryClient();

  useEffect(() => {
    chat.setViewing(conversationId);
    void markConversationRead(queryClient, conversationId);
    return () => {
      if (getChatState().viewingId === conversationId) chat.setViewing(null);
    };
  }, [conversationId, queryClient]);

  return (
    <div className="chat-view d-flex flex-column min-h-0 flex-grow-1">
      <MessageList conversationId={conversationId} name={fullName(other)} receiverId={other.id} />
      <TypingIndicator userId={other.id} name={other.first_name} />
      <div className="chat-composer border-top p-2">
        <MessageComposer receiverId={other.id} />
      </div>
    </div>
  );
}
