import type { QueryClient } from '@tanstack/react-query';
import { publicationsKeys } from './publications.queries';

/**
 * Writes a change of one item into the cache now, and again when each publications query
 * that is fetching right now answers: a feed page started before the change brings back
 * the pages it read at its start, which would otherwise undo the change (ADR 0002, per item: the
 * next page keeps loading while a member reacts; nothing is cancelled).
 */
export function keepOverFetches(queryClient: QueryClient, write: () => void): void {
  write();
  const cache = queryClient.getQueryCache();
  const fetching = new Set(
    cache
      .findAll({ queryKey: publicationsKeys.root, fetchStatus: 'fetching' })
      .map((query) => query.queryHash),
  );
  if (fetching.size === 0) return;
  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== 'updated' || !fetching.has(event.query.queryHash)) return;
    if (event.action.type !== 'success' && event.action.type !== 'error') return;
    // A write of ours (setQueryData, a 'success' too) is not the fetch answering: the query
    // is still fetching then; only its own answer leaves it idle.
    if (event.query.state.fetchStatus !== 'idle') return;
    fetching.delete(event.query.queryHash);
    if (fetching.size === 0) unsubscribe();
    // After the fetch's own write has been delivered.
    queueMicrotask(write);
  });
}
