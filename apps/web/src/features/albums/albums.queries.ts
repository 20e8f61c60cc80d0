import type {
  Album,
  AlbumItemPage,
  AlbumPage,
  AlbumPhotoPage,
  AlbumTab,
  AlbumTaggable,
} from '@koinonia/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

const origin = (import.meta.env.VITE_API_ORIGIN as string | undefined) ?? '';

/** `/api/albums` (docs/adr/0018-albums.md), on the API's origin like the other services. */
export const albumsUrl = (
  (import.meta.env.VITE_ALBUMS_URL as string | undefined) ?? `${origin}/api/albums`
).replace(/\/$/, '');

/** Albums per page of a list; items per page of an album. */
export const ALBUMS_PAGE_SIZE = 12;
export const ITEMS_PAGE_SIZE = 40;

/** Which albums a list shows: a tab of /feed/albums, a group's or an event's. */
export type AlbumListFilter = { tab: AlbumTab } | { group: string } | { event: string };

/** Query keys of the albums: one root. */
export const albumsKeys = {
  root: ['albums'] as const,
  lists: () => [...albumsKeys.root, 'list'] as const,
  list: (filter: AlbumListFilter) => [...albumsKeys.lists(), filter] as const,
  detail: (id: string) => [...albumsKeys.root, 'album', id] as const,
  items: (id: string) => [...albumsKeys.detail(id), 'items'] as const,
  tagged: () => [...albumsKeys.root, 'tagged'] as const,
  taggable: (id: string, itemId: string) => [...albumsKeys.detail(id), 'taggable', itemId] as const,
};

export const albumUrl = (id: string) => `${albumsUrl}/${encodeURIComponent(id)}/`;
export const itemsUrl = (id: string) => `${albumUrl(id)}items/`;
export const itemUrl = (id: string, itemId: string) =>
  `${itemsUrl(id)}${encodeURIComponent(itemId)}/`;
/** The album as a ZIP of the originals the member is shown (fetched with the token). */
export const zipUrl = (id: string) => `${albumUrl(id)}zip/`;

export function albumListUrl(filter: AlbumListFilter, cursor = ''): string {
  const params = new URLSearchParams({ limit: String(ALBUMS_PAGE_SIZE) });
  if ('tab' in filter) params.set('tab', filter.tab);
  if ('group' in filter) params.set('group', filter.group);
  if ('event' in filter) params.set('event', filter.event);
  if (cursor) params.set('cursor', cursor);
  return `${albumsUrl}/?${params.toString()}`;
}

/** GET /api/albums/?tab=|group=|event=&cursor=: the albums, the last changed first. */
export const albumListQueryOptions = (filter: AlbumListFilter) =>
  infiniteQueryOptions({
    queryKey: albumsKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AlbumPage>(albumListUrl(filter, pageParam), { signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** GET /api/albums/{id}/: one album (404 when the member may not see it). */
export const albumQueryOptions = (id: string) =>
  queryOptions({
    queryKey: albumsKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Album>(albumUrl(id), { signal }),
  });

/** GET /api/albums/{id}/items/?cursor=: its items in the owner's order, page by page. */
export const albumItemsQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: albumsKeys.items(id),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(ITEMS_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<AlbumItemPage>(`${itemsUrl(id)}?${params.toString()}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** GET /api/albums/tagged/?cursor=: the photos the member is tagged on, newest tag first. */
export const albumTaggedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: albumsKeys.tagged(),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(ITEMS_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<AlbumPhotoPage>(`${albumsUrl}/tagged/?${params.toString()}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

/**
 * GET /api/albums/{id}/items/{itemId}/taggable/?search=: who the member may tag on the photo
 * (their friends, a group album's members, an event album's participants, who see it), by name.
 */
export const albumTaggableQueryOptions = (id: string, itemId: string, search: string) =>
  queryOptions({
    queryKey: [...albumsKeys.taggable(id, itemId), search] as const,
    queryFn: ({ signal }) =>
      apiRequest<AlbumTaggable>(
        `${itemUrl(id, itemId)}taggable/?${new URLSearchParams({ search }).toString()}`,
        { signal },
      ),
  });
