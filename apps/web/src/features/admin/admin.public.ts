/**
 * The community's public profile (`GET /api/instance/`: name, description, logo, sign-up
 * mode), set by admins in /admin/community and read by the landing page.
 */
import type { CommunityProfile } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { instanceUrl } from '@/shared/api/endpoints';

export const instanceKeys = { profile: ['instance'] as const };

export const communityProfileQuery = () =>
  queryOptions({
    queryKey: instanceKeys.profile,
    queryFn: () => apiRequest<CommunityProfile>(`${instanceUrl}/`, { auth: false }),
    staleTime: 5 * 60_000,
  });

/** The community's profile; undefined while it loads or when it cannot be read. */
export function useCommunityProfile(): CommunityProfile | undefined {
  return useQuery(communityProfileQuery()).data;
}
