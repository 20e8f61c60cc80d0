import type { SearchKind, SearchResults } from '@koinonia/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { base } from '@/shared/api/endpoints';

/** Named here, not in endpoints.ts (the first chunk of every page): only the layout's chunk asks. */
const searchUrl = base(import.meta.env.VITE_SEARCH_URL as string | undefined, '/api/search');

/** Query keys of the search: one root. */
export const searchKeys = {
  root: ['search'] as const,
  all: (text: string) => [...searchKeys.root, 'all', text] as const,
  kind: (text: string, kind: SearchKind) => [...searchKeys.root, kind, text] as const,
};

const address = (params: Record<string, string>) =>
  `${searchUrl}/?${new URLSearchParams(params).toString()}`;

/** GET {searchUrl}/?q=: the first hits of every kind (the header's popover, /search's 'Tout'). */
export const searchAllQueryOptions = (text: string) =>
  queryOptions({
    queryKey: searchKeys.all(text),
    queryFn: ({ signal }) => apiRequest<SearchResults>(address({ q: text }), { signal }),
    enabled: text.length > 0,
    staleTime: 30_000,
    // The former answer stays on screen while the next one comes (no flicker while typing).
    placeholderData: keepPreviousData,
  });

/** GET {searchUrl}/?q=&kind=&cursor=: a kind's hits, a page at a time (/search's tabs). */
export const searchKindQueryOptions = (text: string, kind: SearchKind) =>
  infiniteQueryOptions({
    queryKey: searchKeys.kind(text, kind),
    queryFn: ({ signal, pageParam }) =>
      apiRequest<SearchResults>(
        address({ q: text, kind, ...(pageParam ? { cursor: pageParam } : {}) }),
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.sections[0]?.next ?? undefined,
    enabled: text.length > 0,
    staleTime: 30_000,
  });
