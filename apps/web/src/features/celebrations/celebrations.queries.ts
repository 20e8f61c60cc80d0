import type { Celebration, Celebrations, Wish, WishBody } from '@koinonia/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

/** The celebrations API (same origin, like every module without a VITE_* override). */
export const celebrationsUrl = '/api/celebrations';

export const celebrationsKeys = {
  root: ['celebrations'] as const,
  list: () => [...celebrationsKeys.root, 'list'] as const,
};

/** GET /api/celebrations/: today's, this week's and this month's occasions. */
export const celebrationsQueryOptions = () =>
  queryOptions({
    queryKey: celebrationsKeys.list(),
    queryFn: ({ signal }) => apiRequest<Celebrations>(`${celebrationsUrl}/`, { signal }),
    // The list changes once a day, and when a wish is sent (set in place below).
    staleTime: 5 * 60_000,
  });

/** Marks the wished occasion as done in the cached list: its card says 'Vœu envoyé'. */
function markWished(queryClient: QueryClient, wished: Celebration) {
  queryClient.setQueryData<Celebrations>(celebrationsKeys.list(), (page) => {
    if (!page) return page;
    const done = (item: Celebration) =>
      item.id === wished.id ? { ...item, wished: true, can_wish: false } : item;
    return {
      ...page,
      sections: {
        today: page.sections.today.map(done),
        week: page.sections.week.map(done),
        month: page.sections.month.map(done),
      },
    };
  });
}

/** POST /api/celebrations/wishes/: a message to a friend, a notification to anyone else. */
export function useSendWish(celebration: Celebration) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<Wish>(`${celebrationsUrl}/wishes/`, {
        body: {
          recipient_id: celebration.user_id,
          occasion: celebration.occasion,
          ...(celebration.is_friend ? { text } : {}),
        } satisfies WishBody,
      }),
    onSuccess: () => markWished(queryClient, celebration),
  });
}
