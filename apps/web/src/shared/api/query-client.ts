import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { getAccessToken, subscribeSession } from '@/shared/session/session';

/** The one TanStack Query cache of the signed-in part of the app. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // 4xx answers will not change by retrying; network hiccups might.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
        failureCount < 2,
    },
  },
});

// Whatever ends the session (logout, refused refresh, another tab) also drops
// every cached answer, so the next member never sees the previous one's data.
subscribeSession(() => {
  if (!getAccessToken()) queryClient.clear();
});
