import { useQuery } from '@tanstack/react-query';
import type { NavMenu } from '@/shared/feature/feature';
import { myRolesQuery } from '@/features/roles/roles.public';
import { useAccessToken } from '@/shared/session/useSession';
import type { MenuEntry } from '../compose-features';
import { useFeatures } from '../features';
import { navOf } from './app-nav';

/** Which entries a member sees: those with `roles` only when they hold one of them. */
export function entriesFor(entries: readonly MenuEntry[], held: readonly string[]): MenuEntry[] {
  return entries.filter((entry) => !entry.roles || entry.roles.some((role) => held.includes(role)));
}

/** The entries of one menu the signed-in member may see (`navOf`, less others' roles'). */
export function useNavOf(menu: NavMenu): MenuEntry[] {
  const signedIn = Boolean(useAccessToken());
  const all = navOf(useFeatures(), menu);
  const needsRoles = all.some((entry) => entry.roles);
  const { data } = useQuery({ ...myRolesQuery(), enabled: signedIn && needsRoles });
  return entriesFor(all, data?.roles ?? []);
}
