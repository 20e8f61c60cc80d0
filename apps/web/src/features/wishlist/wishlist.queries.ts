import type { Wishlist, WishlistNeed } from '@koinonia/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { base } from '@/shared/api/endpoints';

/** The wishlist's API (only this feature's lazy chunk calls it: its base is named here). */
export const wishlistUrl = base(
  import.meta.env.VITE_WISHLIST_URL as string | undefined,
  '/api/wishlist',
);

export const wishlistKeys = { root: ['wishlist'] as const };

/** GET /api/wishlist/: the needs (open first) with their totals and the member's pledges. */
export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: wishlistKeys.root,
    queryFn: ({ signal }) => apiRequest<Wishlist>(`${wishlistUrl}/`, { signal }),
  });

/** The French sentence of a refusal: a field's own sentence when the server names one. */
export function wishlistError(error: unknown): string {
  if (error instanceof ApiError) {
    const details = Object.values(error.details);
    if (details.length > 0) return details.join(' ');
  }
  return errorMessage(error);
}

/** Puts the need the server answered in its place in the list (or first, when new). */
function useReplaceNeed() {
  const queryClient = useQueryClient();
  return (need: WishlistNeed) =>
    queryClient.setQueryData<Wishlist>(wishlistKeys.root, (list) => {
      if (!list) return list;
      const known = list.results.some((item) => item.id === need.id);
      return {
        ...list,
        results: known
          ? list.results.map((item) => (item.id === need.id ? need : item))
          : [need, ...list.results],
      };
    });
}

/** 'Je l'apporte' (POST) or 'Retirer ma promesse' (quantity null: DELETE). */
export function usePledge() {
  const replace = useReplaceNeed();
  return useMutation({
    mutationFn: ({ itemId, quantity }: { itemId: string; quantity: number | null }) =>
      apiRequest<WishlistNeed>(`${wishlistUrl}/items/${encodeURIComponent(itemId)}/pledge/`, {
        method: quantity === null ? 'DELETE' : 'POST',
        ...(quantity === null ? {} : { body: { quantity } }),
      }),
    onSuccess: replace,
  });
}

/** 'Clôturer le besoin' (editors). */
export function useCloseNeed() {
  const replace = useReplaceNeed();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<WishlistNeed>(`${wishlistUrl}/${encodeURIComponent(id)}/close/`, {
        method: 'POST',
      }),
    onSuccess: replace,
  });
}

export interface NewNeed {
  title: string;
  description: string;
  items: { label: string; quantity: number }[];
}

/** 'Publier le besoin' (editors). */
export function usePostNeed() {
  const replace = useReplaceNeed();
  return useMutation({
    mutationFn: (body: NewNeed) =>
      apiRequest<WishlistNeed>(`${wishlistUrl}/`, { method: 'POST', body }),
    onSuccess: replace,
  });
}
