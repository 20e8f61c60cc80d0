import type { SessionList } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import {
  sessionsUrl,
  settingsKeys,
  settingsQueryOptions,
  settingsUrl,
} from '@/shared/settings/member-settings';

export { settingsKeys, settingsQueryOptions, sessionsUrl, settingsUrl };

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
