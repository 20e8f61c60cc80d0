/**
 * The community's roles: held in the database, granted and revoked by the operator's
 * command (scripts/admin-command.ts, run here on the test database, PGlite or PostgreSQL),
 * read by the member at /api/roles/me/; the only route that changes them is the admin
 * console's, for admins (modules/admin/admin.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../scripts/admin-command.ts';
import { createSignedInMember } from '../../test/factories.ts';
import { caller, ok } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = caller(() => t);
const admin = (...args: string[]) => runAdmin(args, t.database.db);
const rolesOf = async (member: Awaited<ReturnType<typeof createSignedInMember>>) =>
  ok<{ roles: string[] }>(await call(member, 'GET', '/api/roles/me/')).roles;

describe('community roles and npm run admin', () => {
  it('grants, lists and revokes a role by e-mail, whatever its case', async () => {
    const marie = await createSignedInMember(t);
    expect(await rolesOf(marie)).toEqual([]);

    const granted = await admin('grant', marie.email.toUpperCase(), 'editor');
    expect(granted).toEqual({ code: 0, lines: [`${marie.email.toUpperCase()} is now editor.`] });
    expect(await rolesOf(marie)).toEqual(['editor']);
    expect((await admin('grant', marie.email, 'editor')).lines).toEqual([
      `${marie.email} was already editor.`,
    ]);
    await admin('grant', marie.email, 'moderator');
    expect(await rolesOf(marie)).toEqual(['editor', 'moderator']);

    const listed = await admin('list');
    expect(listed.code).toBe(0);
    expect(listed.lines.filter((line) => line.includes(marie.email))).toEqual([
      expect.stringMatching(new RegExp(`^editor +${marie.email} \\(`)),
      expect.stringMatching(new RegExp(`^moderator +${marie.email} \\(`)),
    ]);

    expect((await admin('revoke', marie.email, 'editor')).lines).toEqual([
      `${marie.email} is no longer editor.`,
    ]);
    expect(await rolesOf(marie)).toEqual(['moderator']);
    expect((await admin('revoke', marie.email, 'editor')).lines).toEqual([
      `${marie.email} was not editor.`,
    ]);
  });

  it('refuses an unknown role, an unknown address and a malformed command, changing nothing', async () => {
    const member = await createSignedInMember(t);
    const before = await admin('list');
    expect(await admin('grant', member.email, 'pope')).toEqual({
      code: 2,
      lines: ["Unknown role 'pope': choose one of editor, moderator, admin."],
    });
    expect(await admin('grant', 'personne@exemple.fr', 'editor')).toEqual({
      code: 1,
      lines: ['No member has the address personne@exemple.fr.'],
    });
    expect((await admin('grant', member.email)).code).toBe(2);
    expect((await admin('grant', member.email, 'editor', 'extra')).code).toBe(2);
    expect((await admin('promote', member.email, 'editor')).lines[0]).toMatch(/^Usage: /);
    expect((await admin()).code).toBe(2);
    expect(await admin('list')).toEqual(before);
    expect(await rolesOf(member)).toEqual([]);
  });

  it('a guest has no roles to read, and no route lets a member grant one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/roles/me/' })).statusCode).toBe(401);
    const member = await createSignedInMember(t);
    for (const method of ['POST', 'PUT', 'PATCH'] as const) {
      const answer = await t.app.inject({
        method,
        url: '/api/roles/me/',
        headers: member.headers,
        payload: { roles: ['admin'] },
      });
      expect(answer.statusCode).toBe(404);
    }
    expect(await rolesOf(member)).toEqual([]);
  });
});
