/**
 * The operator's command on the community's roles (README: "Roles"): `grant <email> <role>`,
 * `revoke <email> <role>`, `list`. It answers an exit code and lines to print; scripts/admin.ts
 * opens the configured database around it (embedded, with the server stopped, or PostgreSQL).
 * Roles are never granted through the API: whoever runs this holds the data directory or the
 * database's credentials already.
 */
import { COMMUNITY_ROLES, type CommunityRole } from '@koinonia/contracts';
import type { Db } from '../src/db/client.ts';
import { createRolesRepository } from '../src/modules/roles/roles.repository.ts';
import { createUsersRepository } from '../src/modules/users/users.repository.ts';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>
  grant <email> <role>    give a member a role (${COMMUNITY_ROLES.join(', ')})
  revoke <email> <role>   take it back
  list                    every member holding a role`;

export interface AdminResult {
  code: number;
  lines: string[];
}

const isRole = (value: string | undefined): value is CommunityRole =>
  (COMMUNITY_ROLES as readonly string[]).includes(value ?? '');

export async function runAdmin(args: readonly string[], db: Db): Promise<AdminResult> {
  const roles = createRolesRepository(db);
  const users = createUsersRepository(db);
  const [command, email, role, ...rest] = args;

  if (command === 'list' && email === undefined) {
    const grants = await roles.list();
    if (grants.length === 0) return { code: 0, lines: ['No member holds a role.'] };
    const lines: string[] = [];
    for (const grant of grants) {
      const member = await users.findById(grant.userId);
      const name = member ? `${member.firstName} ${member.lastName}` : grant.userId;
      lines.push(
        `${grant.role.padEnd(9)} ${member?.email ?? '?'} (${name}), since ${grant.grantedAt.toISOString().slice(0, 10)}`,
      );
    }
    return { code: 0, lines };
  }

  if ((command === 'grant' || command === 'revoke') && email && rest.length === 0) {
    if (!isRole(role)) {
      return {
        code: 2,
        lines: [`Unknown role '${role ?? ''}': choose one of ${COMMUNITY_ROLES.join(', ')}.`],
      };
    }
    const member = await users.findByEmail(email);
    if (!member || member.closedAt) {
      return { code: 1, lines: [`No member has the address ${email}.`] };
    }
    if (command === 'grant') {
      const granted = await roles.grant(member.id, role);
      return {
        code: 0,
        lines: [granted ? `${email} is now ${role}.` : `${email} was already ${role}.`],
      };
    }
    const revoked = await roles.revoke(member.id, role);
    return {
      code: 0,
      lines: [revoked ? `${email} is no longer ${role}.` : `${email} was not ${role}.`],
    };
  }

  return { code: 2, lines: [ADMIN_USAGE] };
}
