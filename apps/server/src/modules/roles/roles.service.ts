/**
 * The community's roles (editor, moderator, admin): read by the modules that let a role do
 * more (`has`), granted and revoked by the operator's command (apps/server/scripts/admin.ts)
 * and by admins in the console (the admin module, /api/admin/members/): no member without
 * the `admin` role can give one, to themself or anyone.
 */
import type { CommunityRole } from '@koinonia/contracts';
import type { RoleGrant, RolesRepository } from './roles.repository.ts';

export interface RolesService {
  has(userId: string, role: CommunityRole): Promise<boolean>;
  rolesOf(userId: string): Promise<CommunityRole[]>;
  /** false when the member held it already. */
  grant(userId: string, role: CommunityRole): Promise<boolean>;
  /** false when the member did not hold it. */
  revoke(userId: string, role: CommunityRole): Promise<boolean>;
  list(): Promise<RoleGrant[]>;
}

export function createRolesService(repository: RolesRepository): RolesService {
  return {
    has: (userId, role) => repository.has(userId, role),
    rolesOf: (userId) => repository.rolesOf(userId),
    grant: (userId, role) => repository.grant(userId, role),
    revoke: (userId, role) => repository.revoke(userId, role),
    list: () => repository.list(),
  };
}
