import { queryClient } from '@/shared/api/query-client';
import { conversationsQueryOptions } from './messaging.queries';

/**
 * What /messaging shows first, asked for while its code loads (issue 10, §6): the first page of
 * the member's conversations, the list the page then reads from the cache (or on its way).
 */
export function prefetch(): void {
  const conversations = conversationsQueryOptions();
  // Once: the loader runs again at each change of the address's query (?c=), and the list is
  // kept fresh by the socket.
  if (!queryClient.getQueryState(conversations.queryKey)) {
    void queryClient.prefetchInfiniteQuery(conversations);
  }
}
