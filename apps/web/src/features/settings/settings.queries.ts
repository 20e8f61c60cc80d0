import type { SessionList, Settings } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { authUrl, userUrl } from '@/shared/api/endpoints';

/** Query keys of the settings feature: one root. */
export const settingsKeys = {
  root: ['settings'] as const,
  settings: () => [...settingsKeys.root, 'all'] as const,
  sessions: () => [...settingsKeys.root, 'sessions'] as const,
};

export const settingsUrl = `${userUrl}/settings/`;
export const sessionsUrl = `${authUrl}/sessions/`;

/** GET {userUrl}/settings/: every preference, with its default when never chosen. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.settings(),
    queryFn: ({ signal }) => apiRequest<Settings>(settingsUrl, { signal }),
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

/** GET {authUrl}/sessions/: the member's signed-in devices, the last used first. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.sessions(),
    queryFn: ({ signal }) => apiRequest<SessionList>(sessionsUrl, { signal }),
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
