/**
 * The signed-in member's community roles (`GET /api/roles/me/`), for the features that show a
 * role's controls (the news: 'Écrire un article' for editors). The server decides what a role
 * may do; this only hides what a member could not do anyway. A guest holds none.
 */
import type { CommunityRole, MyRoles } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { myRolesUrl } from '@/shared/api/endpoints';
import { useAccessToken } from '@/shared/session/useSession';

export const rolesKeys = { mine: ['roles', 'me'] as const };

export const myRolesQuery = () =>
  queryOptions({
    queryKey: rolesKeys.mine,
    queryFn: () => apiRequest<MyRoles>(myRolesUrl),
    // Granted by the operator's command, rarely: once a session is enough, refreshed on focus.
    staleTime: 5 * 60_000,
  });

/** Whether the signed-in member holds `role` (false while loading, and for a guest). */
export function useHasRole(role: CommunityRole): boolean {
  const signedIn = Boolean(useAccessToken());
  const { data } = useQuery({ ...myRolesQuery(), enabled: signedIn });
  return signedIn && (data?.roles.includes(role) ?? false);
}
