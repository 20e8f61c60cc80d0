/**
 * The operator's command on the community's roles (README: "Roles"): `grant <email> <role>`,
 * `revoke <email> <role>`, `list`; and on the privacy notice and terms of use
 * (docs/help-and-terms.md): `terms publish <file>`, `terms list`; and on a member's access
 * (docs/adr/0021-moderation.md): `suspend <email> <days> <reason>`, `unsuspend <email>`
 * (scripts/admin-suspension.ts). It answers an exit code and lines to print; scripts/admin.ts
 * opens the configured database around it (embedded, with the server stopped, or PostgreSQL).
 * Roles are never granted through the API: whoever runs this holds the data directory or the
 * database's credentials already.
 */
import { readFile } from 'node:fs/promises';
import { COMMUNITY_ROLES, type CommunityRole } from '@koinonia/contracts';
import type { Db } from '../src/db/client.ts';
import { FrontMatterError } from '../src/platform/front-matter.ts';
import { bundledTerms, parseTermsFile } from '../src/modules/terms/terms.document.ts';
import { createTermsRepository } from '../src/modules/terms/terms.repository.ts';
import { createRolesRepository } from '../src/modules/roles/roles.repository.ts';
import { createUsersRepository } from '../src/modules/users/users.repository.ts';
import { runSuspension } from './admin-suspension.ts';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>
  grant <email> <role>    give a member a role (${COMMUNITY_ROLES.join(', ')})
  revoke <email> <role>   take it back
  list                    every member holding a role
  terms publish <file>    publish a new version of the privacy notice and terms (Markdown with
                          'version' and 'title' in its front matter); every member accepts it at
                          their next visit
  terms list              the published versions, the current one last
  suspend <email> <days> <reason>
                          suspend a member for 1 to 365 days: their sessions end at once, sign-in
                          is refused until then, saying why (in the moderation audit log)
  unsuspend <email> [reason]
                          lift a member's suspension or ban (in the audit log)`;

export interface AdminResult {
  code: number;
  lines: string[];
}

const isRole = (value: string | undefined): value is CommunityRole =>
  (COMMUNITY_ROLES as readonly string[]).includes(value ?? '');

/** `terms publish <file>` and `terms list`. */
async function runTerms(args: readonly string[], db: Db): Promise<AdminResult> {
  const terms = createTermsRepository(db);
  const [command, file, ...rest] = args;
  if (command === 'list' && file === undefined) {
    // A community that never showed its terms has the bundled version as its first.
    if ((await terms.current()) === undefined) await terms.publish(bundledTerms());
    const versions = await terms.versions();
    return {
      code: 0,
      lines: versions.map(
        (version) => `${version.version}  ${version.publishedAt.toISOString()}  ${version.title}`,
      ),
    };
  }
  if (command !== 'publish' || file === undefined || rest.length > 0) {
    return { code: 2, lines: [ADMIN_USAGE] };
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return { code: 1, lines: [`Cannot read ${file}.`] };
  }
  let parsed;
  try {
    parsed = parseTermsFile(text);
  } catch (error) {
    if (error instanceof FrontMatterError) return { code: 1, lines: [`${file}: ${error.message}`] };
    throw error;
  }
  // The bundled version comes first, so that the new one is the later of the two.
  if ((await terms.current()) === undefined) await terms.publish(bundledTerms());
  const before = await terms.current();
  // Strictly after the current one, even within the clock's millisecond.
  const publishedAt = new Date(Math.max(Date.now(), (before?.publishedAt.getTime() ?? 0) + 1));
  if (!(await terms.publish({ ...parsed, publishedAt }))) {
    return {
      code: 1,
      lines: [`Version ${parsed.version} is already published: give the new text another version.`],
    };
  }
  return {
    code: 0,
    lines: [`Version ${parsed.version} is published. Every member accepts it at their next visit.`],
  };
}

export async function runAdmin(args: readonly string[], db: Db): Promise<AdminResult> {
  if (args[0] === 'terms') return runTerms(args.slice(1), db);
  if (args[0] === 'suspend' || args[0] === 'unsuspend') return runSuspension(args, db, ADMIN_USAGE);
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
