import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getUserId } from '@/shared/session/session';
import {
  cachedConversations,
  conversationQueryOptions,
  otherParticipant,
} from './messaging.queries';

/** One conversation, shown at once from the list when it is there, and its other member. */
export function useConversation(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...conversationQueryOptions(id),
    placeholderData: () => cachedConversations(queryClient).find((c) => c.id === id),
  });
  const conversation = query.data;
  const other = conversation ? otherParticipant(conversation, getUserId()) : undefined;
  return { query, conversation, other };
}
