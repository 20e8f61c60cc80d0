import type { UserProfile } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { userUrl } from '@/shared/api/endpoints';

/** Query keys of the users feature: one root. */
export const usersKeys = {
  root: ['users'] as const,
  profile: () => [...usersKeys.root, 'profil'] as const,
};

/** GET {userUrl}/profil/: the current member (spec §7). */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: usersKeys.profile(),
    queryFn: ({ signal }) => apiRequest<UserProfile>(`${userUrl}/profil/`, { signal }),
  });

/** The current member; states loading, error and success (spec §4). */
export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** 'Frère Jean Dupont': the titre, then the first and last name. */
export function fullName(user: Pick<UserProfile, 'titre' | 'first_name' | 'last_name'>): string {
  return [user.titre, user.first_name, user.last_name].filter(Boolean).join(' ');
}
