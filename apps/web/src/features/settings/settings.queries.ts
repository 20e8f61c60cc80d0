import type { ClosingCheck, PreviewViewer, ProfilePreview, SessionList } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { userUrl } from '@/shared/api/endpoints';
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

/** GET {userUrl}/close-account/: the groups to hand over before the account can be closed. */
export function useClosingCheck() {
  return useQuery({
    queryKey: [...settingsKeys.root, 'closing-check'],
    queryFn: ({ signal }) => apiRequest<ClosingCheck>(`${userUrl}/close-account/`, { signal }),
  });
}

/**
 * GET {userUrl}/me/preview/?as=: the member's own profile as a friend, a member or a visitor
 * sees it, computed by the server ('Voir mon profil comme…').
 */
export const profilePreviewQueryOptions = (as: PreviewViewer) =>
  queryOptions({
    queryKey: [...settingsKeys.root, 'preview', as],
    queryFn: ({ signal }) =>
      apiRequest<ProfilePreview>(`${userUrl}/me/preview/?as=${as}`, { signal }),
    // Always as the settings are now: they may have just changed.
    staleTime: 0,
  });
