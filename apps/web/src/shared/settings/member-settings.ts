/**
 * The member's settings as every feature reads them: the chat's sounds and toasts
 * follow them, the settings pages change them. Here, below the features, so that a feature
 * reading a preference does not import the settings feature (and loop back through it).
 */
import type { Settings } from '@koinonia/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { authUrl, userUrl } from '@/shared/api/endpoints';

/** Query keys of the settings: one root. */
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
