import type { CommentPage, Publication, PublicationPage, ReactionType } from '@koinonia/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { apiRequest, arrivedEarly, arrivedEarlyPage, earlyStaleTime } from '@/shared/api/client';
import { publicationsUrl } from '@/shared/api/endpoints';
import { feedUrl, reactionTypesUrl, type FeedFilter } from './publications.urls';

export type { FeedFilter };

/** Query keys of the publications feature: one root. */
export const publicationsKeys = {
  root: ['publications'] as const,
  feed: () => [...publicationsKeys.root, 'feed'] as const,
  feedOf: (filter: FeedFilter) => [...publicationsKeys.feed(), filter] as const,
  detail: (id: string) => [...publicationsKeys.root, 'post', id] as const,
  comments: (id: string) => [...publicationsKeys.root, 'comments', id] as const,
  reactionTypes: () => [...publicationsKeys.root, 'reaction-types'] as const,
};

/** The URL of one publication; its comments and reactions hang under it. */
export const postUrl = (id: string) => `${publicationsUrl}/post/${encodeURIComponent(id)}/`;

/**
 * GET /api/publications/?author=&has=&cursor=: the member's feed (no filter) or a filtered
 * list, newest first, page by page; GET /api/groups/{id}/publications/ for a group's. Every
 * list sits under publicationsKeys.feed(), so reactions and comments update it in place.
 */
export const feedQueryOptions = (filter: FeedFilter = {}) =>
  infiniteQueryOptions({
    queryKey: publicationsKeys.feedOf(filter),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<PublicationPage>(feedUrl(filter, pageParam), { signal }),
    // The first page the route's loader asked for, if it has arrived (ADR 0010).
    initialData: () => arrivedEarlyPage<PublicationPage>(feedUrl(filter, '')),
    staleTime: earlyStaleTime,
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** GET /api/publications/post/{id}/: one publication (404 when not allowed). */
export const publicationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: publicationsKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Publication>(postUrl(id), { signal }),
  });

/** The most comment threads the server gives in one page. */
const COMMENTS_PAGE_SIZE = 100;

/**
 * GET /api/publications/post/{id}/comments/?cursor=: every comment thread of the publication
 * (oldest first, each with its replies), page after page until `next` is null.
 */
export const commentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: publicationsKeys.comments(id),
    queryFn: async ({ signal }): Promise<CommentPage> => {
      const results: CommentPage['results'] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const params = new URLSearchParams({ limit: String(COMMENTS_PAGE_SIZE) });
        if (cursor) params.set('cursor', cursor);
        const page: CommentPage = await apiRequest<CommentPage>(
          `${postUrl(id)}comments/?${params.toString()}`,
          { signal },
        );
        results.push(...page.results);
        cursor = page.next;
      }
      return { results, next: null };
    },
  });

/** GET /api/publications/reaction-types/: the reactions offered (data, French labels). */
export const reactionTypesQueryOptions = () =>
  queryOptions({
    queryKey: publicationsKeys.reactionTypes(),
    queryFn: ({ signal }) => apiRequest<ReactionType[]>(reactionTypesUrl, { signal }),
    initialData: () => arrivedEarly<ReactionType[]>(reactionTypesUrl),
    staleTime: Infinity,
  });

type Cached = InfiniteData<PublicationPage> | Publication | undefined;

function isFeed(data: unknown): data is InfiniteData<PublicationPage> {
  return typeof data === 'object' && data !== null && 'pages' in data;
}
function isPublication(data: unknown): data is Publication {
  return typeof data === 'object' && data !== null && 'reactions' in data && 'author' in data;
}

/** Lays `update` over every cached copy of publication `id` (feed pages and the detail). */
export function updatePublicationInCache(
  queryClient: QueryClient,
  id: string,
  update: (publication: Publication) => Publication,
): void {
  queryClient.setQueriesData<Cached>({ queryKey: publicationsKeys.root }, (data) => {
    if (isFeed(data)) {
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          results: page.results.map((item) => (item.id === id ? update(item) : item)),
        })),
      };
    }
    if (isPublication(data) && data.id === id) return update(data);
    return data;
  });
}

/**
 * Lays `update` over the video of every cached publication whose uploaded video is `url` (a
 * `video_progress` frame names the video, not the publications that show it).
 */
export function updateVideoInCache(
  queryClient: QueryClient,
  url: string,
  update: (video: NonNullable<Publication['video']>) => Publication['video'],
): void {
  const apply = (item: Publication): Publication =>
    item.video?.kind === 'upload' && item.video.url === url
      ? { ...item, video: update(item.video) }
      : item;
  queryClient.setQueriesData<Cached>({ queryKey: publicationsKeys.root }, (data) => {
    if (isFeed(data)) {
      return {
        ...data,
        pages: data.pages.map((page) => ({ ...page, results: page.results.map(apply) })),
      };
    }
    return isPublication(data) ? apply(data) : data;
  });
}

/** Takes publication `id` out of every feed page and drops its detail. */
export function removePublicationFromCache(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<Cached>({ queryKey: publicationsKeys.feed() }, (data) =>
    isFeed(data)
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            results: page.results.filter((item) => item.id !== id),
          })),
        }
      : data,
  );
  queryClient.removeQueries({ queryKey: publicationsKeys.detail(id) });
}

/**
 * Re-fetches publication `id` and puts it in place in every cached copy (spec §4);
 * one that is gone or no longer visible (404) leaves the feed.
 */
export async function refreshPublication(queryClient: QueryClient, id: string): Promise<void> {
  try {
    const fresh = await queryClient.fetchQuery({ ...publicationQueryOptions(id), staleTime: 0 });
    updatePublicationInCache(queryClient, id, () => fresh);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      removePublicationFromCache(queryClient, id);
      return;
    }
    throw error;
  }
}
