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
  list: (filter: PrayerFilter) => ['prayers', filter] as const,
};

/** GET /api/prayers/: the active intentions, or the member's own in any state. */
export const prayersQueryOptions = (filter: PrayerFilter) =>
  queryOptions({
    queryKey: prayersKeys.list(filter),
    queryFn: ({ signal }) =>
      apiRequest<PrayerList>(`${prayersUrl}/${filter === 'mine' ? '?filter=mine' : ''}`, {
        signal,
      }),
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
    for (const filter of ['active', 'mine'] as const) {
      queryClient.setQueryData<PrayerList>(prayersKeys.list(filter), (list) => {
        if (!list) return list;
        const known = list.results.some((item) => item.id === intention.id);
        if (known) {
          return {
            results: list.results.map((item) => (item.id === intention.id ? intention : item)),
          };
        }
        const belongs = filter === 'mine' ? intention.mine : !intention.expired;
        return belongs ? { results: [intention, ...list.results] } : list;
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
