import { useQuery } from '@tanstack/react-query';
import { myRolesQuery } from '@/features/roles/roles.public';
import { useAccessToken } from '@/shared/session/useSession';

/**
 * Whether the reader holds the community role `editor` (the server decides what it allows; this
 * only chooses what to show): false for a guest, undefined while the roles are on their way.
 */
export function useIsEditor(): boolean | undefined {
  const signedIn = Boolean(useAccessToken());
  const { data, isError } = useQuery({ ...myRolesQuery(), enabled: signedIn });
  if (!signedIn || isError) return false;
  return data ? data.roles.includes('editor') : undefined;
}
