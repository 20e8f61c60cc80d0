import {
  feedQueryOptions,
  reactionTypesQueryOptions,
} from '@/features/publications/publications.queries';
import { queryClient } from '@/shared/api/query-client';

/**
 * What /feed/home shows first, asked for while its code loads (issue 10, §6): the feed's
 * first page and the reaction types its cards show. The page's queries then find them in the
 * cache (or on their way) instead of asking once it has rendered.
 */
export function prefetch(): void {
  const feed = feedQueryOptions();
  // Once: the loader runs at each visit; afterwards the page's own query keeps the feed fresh,
  // as before.
  if (!queryClient.getQueryState(feed.queryKey)) void queryClient.prefetchInfiniteQuery(feed);
  void queryClient.prefetchQuery(reactionTypesQueryOptions());
}
