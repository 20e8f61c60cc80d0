import type {
  Conversation,
  ConversationPage,
  Message,
  MessagePage,
  Participant,
  SendMessageBody,
  UnreadCount,
} from '@koinonia/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { apiRequest, arrivedEarlyPage, earlyStaleTime } from '@/shared/api/client';
import { messagingUrl } from '@/shared/api/endpoints';
import { conversationsPageUrl, withCursor } from './messaging.urls';

/** Query keys of the messaging feature: one root. */
export const messagingKeys = {
  root: ['messaging'] as const,
  conversations: () => [...messagingKeys.root, 'conversations'] as const,
  conversation: (id: string) => [...messagingKeys.root, 'conversation', id] as const,
  messages: (id: string) => [...messagingKeys.root, 'messages', id] as const,
};

/** GET {messagingUrl}/conversations/?cursor=: the most recent first (spec §7). */
export const conversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: messagingKeys.conversations(),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ConversationPage>(conversationsPageUrl(pageParam), {
        signal,
      }),
    // The first page /messaging's loader asked for, if it has arrived (ADR 0010).
    initialData: () => arrivedEarlyPage<ConversationPage>(conversationsPageUrl('')),
    staleTime: earlyStaleTime,
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** Unread messages over the first page of conversations (the header's badge, the chat button). */
export function useUnreadMessages(): number {
  const query = useInfiniteQuery(conversationsQueryOptions());
  return query.data?.pages[0]?.results.reduce((sum, c) => sum + c.unread_count, 0) ?? 0;
}

/** GET {messagingUrl}/conversations/{id}/ (spec §7). */
export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: messagingKeys.conversation(id),
    queryFn: ({ signal }) =>
      apiRequest<Conversation>(`${messagingUrl}/conversations/${id}/`, { signal }),
  });

/** GET {messagingUrl}/conversation/{id}/messages/?cursor=: newest first, `next` to older ones. */
export const messagesQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.messages(id),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<MessagePage>(
        withCursor(`${messagingUrl}/conversation/${id}/messages/`, pageParam),
        {
          signal,
        },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** The conversation store's state (spec §4): loading, error or loaded. */
export type ConversationStoreState = 'loading' | 'error' | 'loaded';
export function conversationStoreState(query: UseInfiniteQueryResult): ConversationStoreState {
  if (query.isPending) return 'loading';
  return query.isError && !query.data ? 'error' : 'loaded';
}

type ConversationData = InfiniteData<ConversationPage, unknown>;
type MessageData = InfiniteData<MessagePage, unknown>;

/** Every cached conversation of the list. */
export function cachedConversations(queryClient: QueryClient): Conversation[] {
  const data = queryClient.getQueryData<ConversationData>(messagingKeys.conversations());
  return data?.pages.flatMap((page) => page.results) ?? [];
}

/** The other participant of a one-to-one conversation. */
export function otherParticipant(
  conversation: Conversation,
  me: string | null,
): Participant | undefined {
  return (
    conversation.participants_details.find((participant) => participant.id !== me) ??
    conversation.participants_details[0]
  );
}

/** Replaces a conversation by id in place (list and detail), or prepends it when new (spec §4). */
export function upsertConversation(queryClient: QueryClient, conversation: Conversation): void {
  queryClient.setQueryData(messagingKeys.conversation(conversation.id), conversation);
  queryClient.setQueryData<ConversationData>(messagingKeys.conversations(), (data) => {
    if (!data) return data;
    const known = data.pages.some((page) => page.results.some((c) => c.id === conversation.id));
    return {
      ...data,
      pages: data.pages.map((page, index) => ({
        ...page,
        results: known
          ? page.results.map((c) => (c.id === conversation.id ? conversation : c))
          : index === 0
            ? [conversation, ...page.results]
            : page.results,
      })),
    };
  });
}

/** Updates every cached conversation in place (presence, read marks). */
export function updateConversations(
  queryClient: QueryClient,
  update: (conversation: Conversation) => Conversation,
): void {
  queryClient.setQueryData<ConversationData>(messagingKeys.conversations(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, results: page.results.map(update) })),
        }
      : data,
  );
  for (const [key, conversation] of queryClient.getQueriesData<Conversation>({
    queryKey: [...messagingKeys.root, 'conversation'],
  })) {
    if (conversation) queryClient.setQueryData(key, update(conversation));
  }
}

/** Drops a conversation from the list (deleted for me). */
export function removeConversation(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<ConversationData>(messagingKeys.conversations(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            results: page.results.filter((c) => c.id !== id),
          })),
        }
      : data,
  );
  queryClient.removeQueries({ queryKey: messagingKeys.messages(id) });
  queryClient.removeQueries({ queryKey: messagingKeys.conversation(id) });
}

/** Updates the cached messages of a conversation in place. */
export function updateMessages(
  queryClient: QueryClient,
  conversationId: string,
  update: (message: Message) => Message,
): void {
  queryClient.setQueryData<MessageData>(messagingKeys.messages(conversationId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, results: page.results.map(update) })),
        }
      : data,
  );
}

/** The API calls of the chat (spec §7 and the chat menu). */
export const messagingApi = {
  send: (body: SendMessageBody) => apiRequest<Message>(`${messagingUrl}/messages/`, { body }),
  markRead: (id: string) =>
    apiRequest<Conversation>(`${messagingUrl}/mark-all-read/${id}/`, { method: 'POST' }),
  markAllRead: () => apiRequest<UnreadCount>(`${messagingUrl}/mark-all-read/`, { method: 'POST' }),
  markUnread: (id: string) =>
    apiRequest<Conversation>(`${messagingUrl}/conversations/${id}/mark-unread/`, {
      method: 'POST',
    }),
  mute: (id: string, muted: boolean) =>
    apiRequest<Conversation>(`${messagingUrl}/conversations/${id}/mute/`, { body: { muted } }),
  remove: (id: string) =>
    apiRequest<null>(`${messagingUrl}/conversations/${id}/`, { method: 'DELETE' }),
};

/**
 * Marks a conversation read (spec §7: when data comes back, the list is
 * re-fetched). A failure is only logged (spec §8).
 */
export async function markConversationRead(queryClient: QueryClient, id: string): Promise<void> {
  try {
    const conversation = await messagingApi.markRead(id);
    if (conversation) {
      upsertConversation(queryClient, conversation);
      await queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    }
  } catch (error) {
    console.error('Mark as read failed', error);
  }
}
