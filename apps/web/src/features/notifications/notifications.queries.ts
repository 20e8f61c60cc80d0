import type { Notification, NotificationPage, UnreadCount } from '@koinonia/contracts';
import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { notificationUrl } from '@/shared/api/endpoints';

/** Notifications per page. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** Query keys of the notifications feature: one root. */
export const notificationsKeys = {
  root: ['notifications'] as const,
  list: () => [...notificationsKeys.root, 'list'] as const,
};

/** GET {notificationUrl}/?cursor=&limit=: newest first, with the unread count (spec §7). */
export const notificationListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsKeys.list(),
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ limit: String(NOTIFICATION_PAGE_SIZE) });
      if (pageParam) search.set('cursor', pageParam);
      return apiRequest<NotificationPage>(`${notificationUrl}/?${search.toString()}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

type ListData = InfiniteData<NotificationPage, unknown>;

/** The unread count the server gave with the first page. */
export function unreadCountOf(data: ListData | undefined): number {
  return data?.pages[0]?.unread_count ?? 0;
}

/** Rewrites every cached notification (and the unread count) in place. */
function updateCached(
  queryClient: QueryClient,
  update: (notification: Notification) => Notification,
  unread: (count: number) => number,
): void {
  queryClient.setQueryData<ListData>(notificationsKeys.list(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) => ({
            ...page,
            results: page.results.map(update),
            unread_count: index === 0 ? unread(page.unread_count) : page.unread_count,
          })),
        }
      : data,
  );
}

/** POST {notificationUrl}/notification/{id}/read/: marked read at once, on screen too. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Notification>(`${notificationUrl}/notification/${id}/read/`, { method: 'POST' }),
    onMutate: (id) => {
      const cached = queryClient
        .getQueryData<ListData>(notificationsKeys.list())
        ?.pages.some((page) => page.results.some((n) => n.id === id && !n.is_read));
      updateCached(
        queryClient,
        (n) => (n.id === id ? { ...n, is_read: true } : n),
        (count) => (cached ? Math.max(0, count - 1) : count),
      );
    },
    // Spec §8: a mark-as-read failure is only logged.
    onError: (error) => console.error('Mark as read failed', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.list() }),
  });
}

/** POST {notificationUrl}/mark-all-read/ → {unread_count}. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<UnreadCount>(`${notificationUrl}/mark-all-read/`, { method: 'POST' }),
    onSuccess: ({ unread_count }) => {
      updateCached(
        queryClient,
        (n) => ({ ...n, is_read: true }),
        () => unread_count,
      );
    },
    onError: (error) => console.error('Mark all as read failed', error),
  });
}
