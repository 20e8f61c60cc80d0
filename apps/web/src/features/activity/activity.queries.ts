import type { ActivityPage } from '@koinonia/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { publicationsUrl } from '@/shared/api/endpoints';

/** Query keys of the activity timeline: one root. */
export const activityKeys = {
  root: ['activity'] as const,
  of: (author: string) => [...activityKeys.root, author] as const,
};

/**
 * GET /api/publications/activity/?author=&cursor=: what a member published, commented and
 * reacted to, newest first, only what the viewer may see; page by page.
 */
export const activityQueryOptions = (author: string) =>
  infiniteQueryOptions({
    queryKey: activityKeys.of(author),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ author });
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<ActivityPage>(`${publicationsUrl}/activity/?${params.toString()}`, {
        signal,
      });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: author !== '',
  });
