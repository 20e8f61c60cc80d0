import type { PrayerIntention, PrayerList } from '@koinonia/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { base } from '@/shared/api/endpoints';

/** The prayers API (only this feature's lazy chunk calls it: its base is named here). */
export const prayersUrl = base(
  import.meta.env.VITE_PRAYERS_URL as string | undefined,
  '/api/prayers',
);

export type PrayerFilter = 'active' | 'mine';

export const prayersKeys = {
  root: ['prayers'] as const,
  list: (filter: PrayerFilter, groupId = '') => ['prayers', filter, groupId] as const,
};

/**
 * GET /api/prayers/: the active intentions (a group's shared list with `groupId`), or the
 * member's own in any state.
 */
export const prayersQueryOptions = (filter: PrayerFilter, groupId = '') =>
  queryOptions({
    queryKey: prayersKeys.list(filter, groupId),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      if (filter === 'mine') query.set('filter', 'mine');
      if (groupId) query.set('group_id', groupId);
      const search = query.toString();
      return apiRequest<PrayerList>(`${prayersUrl}/${search ? `?${search}` : ''}`, { signal });
    },
  });

/** The French sentence of a refusal: a field's own sentence when the server names one. */
export function prayersError(error: unknown): string {
  if (error instanceof ApiError) {
    const details = Object.values(error.details);
    if (details.length > 0) return details.join(' ');
  }
  return errorMessage(error);
}

/** Puts the intention the server answered in its place in every list (first when new). */
function useReplace() {
  const queryClient = useQueryClient();
  return (intention: PrayerIntention) => {
    for (const [key, list] of queryClient.getQueriesData<PrayerList>({
      queryKey: prayersKeys.root,
    })) {
      if (!list) continue;
      const [, filter, groupId] = key as ReturnType<typeof prayersKeys.list>;
      const known = list.results.some((item) => item.id === intention.id);
      const belongs =
        filter === 'mine'
          ? intention.mine
          : !intention.expired && (!groupId || intention.group?.id === groupId);
      if (!known && !belongs) continue;
      queryClient.setQueryData<PrayerList>(key, {
        results: known
          ? list.results.map((item) => (item.id === intention.id ? intention : item))
          : [intention, ...list.results],
      });
    }
  };
}

const path = (id: string, rest = '') => `${prayersUrl}/${encodeURIComponent(id)}/${rest}`;

export interface NewIntention {
  text: string;
  anonymous: boolean;
  audience: 'community' | 'friends' | 'group';
  group_id?: string;
  ends_at?: string;
}

/** 'Confier' (POST /api/prayers/). */
export function useConfide() {
  const replace = useReplace();
  return useMutation({
    mutationFn: (body: NewIntention) =>
      apiRequest<PrayerIntention>(`${prayersUrl}/`, { method: 'POST', body }),
    onSuccess: replace,
  });
}

/** 'Je prie' (POST) or its withdrawal (DELETE). */
export function usePray() {
  const replace = useReplace();
  return useMutation({
    mutationFn: ({ id, pray, anonymous }: { id: string; pray: boolean; anonymous: boolean }) =>
      apiRequest<PrayerIntention>(path(id, 'pray/'), {
        method: pray ? 'POST' : 'DELETE',
        ...(pray ? { body: { anonymous } } : {}),
      }),
    onSuccess: replace,
  });
}

/** A word of support (POST), or the removal of one's own (DELETE). */
export function useSupport() {
  const replace = useReplace();
  return useMutation({
    mutationFn: ({ id, text, remove }: { id: string; text?: string; remove?: string }) =>
      remove
        ? apiRequest<PrayerIntention>(path(id, `supports/${encodeURIComponent(remove)}/`), {
            method: 'DELETE',
          })
        : apiRequest<PrayerIntention>(path(id, 'supports/'), {
            method: 'POST',
            body: { text },
          }),
    onSuccess: replace,
  });
}

/** 'Action de grâce' (the author), which closes the intention. */
export function useThank() {
  const replace = useReplace();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      apiRequest<PrayerIntention>(path(id, 'thanksgiving/'), { method: 'POST', body: { text } }),
    onSuccess: replace,
  });
}

/** 'Renouveler une semaine' (the author). */
export function useRenew() {
  const replace = useReplace();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<PrayerIntention>(path(id, 'renew/'), { method: 'POST', body: {} }),
    onSuccess: replace,
  });
}
