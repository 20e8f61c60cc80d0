/**
 * The admin console's API (admin.routes.ts): who may use it, the member list, role changes
 * (the last admin keeps theirs), the verification mail, the figures, the community's profile
 * with its logo and name in the mails, and sign-up open, by invitation or closed.
 */
import type {
  AdminMember,
  AdminMemberPage,
  AdminStats,
  CommunityProfile,
} from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityName, DEFAULT_COMMUNITY_NAME } from '../../platform/community-name.ts';
import {
  createMedia,
  createSignedInMember,
  memberInput,
  type Member,
} from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ADMIN_TEXTS } from './admin.texts.ts';

let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInMember(t, { first_name: 'Agathe', last_name: 'Admin' });
  await t.app.services.roles.grant(admin.id, 'admin');
});
afterAll(async () => {
  await t.close();
});

const call = caller(() => t);
const signUp = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up/', payload });
const setMode = (mode: string) =>
  call(admin, 'PATCH', '/api/admin/community/', { sign_up_mode: mode });

/** Every admin route, with a body each accepts. */
const ROUTES = (target: string) =>
  [
    ['GET', '/api/admin/members/'],
    ['PATCH', `/api/admin/members/${target}/`, { role: 'editor', held: true }],
    ['POST', `/api/admin/members/${target}/verification-mail/`],
    ['GET', '/api/admin/stats/'],
    ['GET', '/api/admin/community/'],
    ['PATCH', '/api/admin/community/', { description: 'Essai' }],
    ['POST', '/api/admin/invitations/', { email: 'invite.routes@exemple.fr' }],
  ] as const;

describe('who may use the console', () => {
  it('a guest gets 401, a member, an editor and a moderator 403, an admin an answer, on every route', async () => {
    const target = await createSignedInMember(t, { verified: false });
    const member = await createSignedInMember(t);
    const editor = await createSignedInMember(t);
    const moderator = await createSignedInMember(t);
    await t.app.services.roles.grant(editor.id, 'editor');
    await t.app.services.roles.grant(moderator.id, 'moderator');
    const before = await t.app.services.roles.rolesOf(target.id);
    for (const [method, url, payload] of ROUTES(target.id)) {
      const guest = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
      for (const who of [member, editor, moderator]) {
        refused(await call(who, method, url, payload), 403, ADMIN_TEXTS.adminsOnly);
      }
    }
    // Nothing the refused calls asked was done.
    expect(await t.app.services.roles.rolesOf(target.id)).toEqual(before);
    expect(t.mails.to('invite.routes@exemple.fr')).toEqual([]);
    for (const [method, url, payload] of ROUTES(target.id)) {
      const answer = await call(admin, method, url, payload);
      expect([200, 202], `${method} ${url}: ${answer.body}`).toContain(answer.statusCode);
    }
    await setMode('open');
  });
});

describe('members', () => {
  it('finds members by name or address, with their status, roles, joined date and verification', async () => {
    const helene = await createSignedInMember(t, { first_name: 'Hélène', last_name: 'Rivière' });
    const unverified = await createSignedInMember(t, { first_name: 'Zoé', verified: false });
    await t.app.services.roles.grant(helene.id, 'editor');

    const byName = ok<AdminMemberPage>(
      await call(admin, 'GET', '/api/admin/members/?search=helene riv'),
    );
    expect(byName.results).toEqual([
      {
        id: helene.id,
        email: helene.email,
        titre: '',
        first_name: 'Hélène',
        last_name: 'Rivière',
        status: 'active',
        roles: ['editor'],
        joined_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        email_verified: true,
      },
    ]);
    const byMail = ok<AdminMemberPage>(
      await call(
        admin,
        'GET',
        `/api/admin/members/?search=${encodeURIComponent(unverified.email)}`,
      ),
    );
    expect(byMail.results.map((m) => [m.id, m.email_verified])).toEqual([[unverified.id, false]]);
    // A LIKE pattern typed in the search is a literal.
    const pattern = ok<AdminMemberPage>(await call(admin, 'GET', '/api/admin/members/?search=%25'));
    expect(pattern.results).toEqual([]);
  });

  it('filters by status (closing, deleted) and pages newest first', async () => {
    const closing = await createSignedInMember(t, { first_name: 'Clotilde' });
    await t.app.services.users.close(
      closing.id,
      new Date(),
      new Date(Date.now() + 86_400_000),
      null,
    );
    const closingPage = ok<AdminMemberPage>(
      await call(admin, 'GET', '/api/admin/members/?status=closing'),
    );
    expect(closingPage.results.map((m) => [m.id, m.status])).toContainEqual([
      closing.id,
      'closing',
    ]);
    const active = ok<AdminMemberPage>(
      await call(admin, 'GET', '/api/admin/members/?status=active'),
    );
    expect(active.results.map((m) => m.id)).not.toContain(closing.id);
    expect(active.results.every((m) => m.status === 'active')).toBe(true);

    for (let i = 0; i < 31; i += 1) await createSignedInMember(t);
    const first = ok<AdminMemberPage>(await call(admin, 'GET', '/api/admin/members/'));
    expect(first.results).toHaveLength(30);
    expect(first.next).not.toBeNull();
    const second = ok<AdminMemberPage>(
      await call(
        admin,
        'GET',
        `/api/admin/members/?cursor=${encodeURIComponent(first.next ?? '')}`,
      ),
    );
    const ids = new Set(first.results.map((m) => m.id));
    expect(second.results.some((m) => ids.has(m.id))).toBe(false);
    const joined = [...first.results, ...second.results].map((m) => m.joined_at);
    expect(joined).toEqual([...joined].sort().reverse());
  });

  it('refuses a bad status or cursor with a French 400', async () => {
    refused(
      await call(admin, 'GET', '/api/admin/members/?status=banni'),
      400,
      'Ce statut n’existe pas.',
    );
    refused(await call(admin, 'GET', '/api/admin/members/?cursor=abc'), 400);
  });

  it('grants and revokes editor, moderator and admin; the member reads them at /api/roles/me/', async () => {
    const marie = await createSignedInMember(t);
    for (const role of ['editor', 'moderator', 'admin'] as const) {
      const granted = ok<AdminMember>(
        await call(admin, 'PATCH', `/api/admin/members/${marie.id}/`, { role, held: true }),
      );
      expect(granted.roles).toContain(role);
    }
    expect(ok<{ roles: string[] }>(await call(marie, 'GET', '/api/roles/me/')).roles).toEqual([
      'admin',
      'editor',
      'moderator',
    ]);
    const revoked = ok<AdminMember>(
      await call(admin, 'PATCH', `/api/admin/members/${marie.id}/`, { role: 'admin', held: false }),
    );
    expect(revoked.roles).toEqual(['editor', 'moderator']);
    refused(
      await call(admin, 'PATCH', `/api/admin/members/${marie.id}/`, { role: 'pape', held: true }),
      400,
    );
    refused(
      await call(admin, 'PATCH', '/api/admin/members/00000000-0000-4000-8000-000000000000/', {
        role: 'editor',
        held: true,
      }),
      404,
      ADMIN_TEXTS.memberNotFound,
    );
    expect(await t.app.services.roles.rolesOf(marie.id)).toEqual(['editor', 'moderator']);
    // Each change is in the moderation module's append-only audit log, for admins to read.
    const audit = ok<{
      results: { actor_id: string; action: string; reason: string; details: unknown }[];
    }>(await call(admin, 'GET', '/api/moderation/audit/'));
    const mine = audit.results.filter(
      (entry) => JSON.stringify(entry.details) === JSON.stringify({ target: `user:${marie.id}` }),
    );
    expect(mine.map((entry) => [entry.action, entry.reason])).toEqual([
      ['role.revoked', 'admin'],
      ['role.granted', 'admin'],
      ['role.granted', 'moderator'],
      ['role.granted', 'editor'],
    ]);
    expect(mine.every((entry) => entry.actor_id === admin.id)).toBe(true);
  });

  it('the last admin cannot remove their own admin role (409), another admin can', async () => {
    // Only `admin` holds the role now.
    for (const grant of await t.app.services.roles.list()) {
      if (grant.role === 'admin' && grant.userId !== admin.id) {
        await t.app.services.roles.revoke(grant.userId, 'admin');
      }
    }
    refused(
      await call(admin, 'PATCH', `/api/admin/members/${admin.id}/`, { role: 'admin', held: false }),
      409,
      ADMIN_TEXTS.lastAdmin,
    );
    expect(await t.app.services.roles.has(admin.id, 'admin')).toBe(true);

    const second = await createSignedInMember(t);
    ok(
      await call(admin, 'PATCH', `/api/admin/members/${second.id}/`, { role: 'admin', held: true }),
    );
    ok(
      await call(second, 'PATCH', `/api/admin/members/${admin.id}/`, {
        role: 'admin',
        held: false,
      }),
    );
    expect(await t.app.services.roles.has(admin.id, 'admin')).toBe(false);
    // Back as it was for the other tests.
    ok(
      await call(second, 'PATCH', `/api/admin/members/${admin.id}/`, { role: 'admin', held: true }),
    );
    await t.app.services.roles.revoke(second.id, 'admin');
  });

  it('mails a new verification link to an unverified member only', async () => {
    const input = memberInput();
    expect((await signUp(input)).statusCode).toBe(201);
    const user = await t.app.services.users.findByEmail(input.email);
    const before = t.mails.to(input.email).length;
    const sent = await call(admin, 'POST', `/api/admin/members/${user?.id}/verification-mail/`);
    expect(ok<{ detail: string }>(sent, 202).detail).toBe(
      ADMIN_TEXTS.verificationSent(input.email),
    );
    expect(t.mails.to(input.email)).toHaveLength(before + 1);
    expect(t.mails.last(input.email)?.link).toContain('/auth/verify?token=');

    refused(
      await call(admin, 'POST', `/api/admin/members/${admin.id}/verification-mail/`),
      409,
      ADMIN_TEXTS.alreadyVerified,
    );
  });
});

describe('the community at a glance', () => {
  it('counts members, new and active ones, publications, open cases, jobs and storage', async () => {
    const before = ok<AdminStats>(await call(admin, 'GET', '/api/admin/stats/'));
    const author = await createSignedInMember(t);
    ok(
      await call(author, 'POST', '/api/publications/', {
        type: 'texte',
        text: 'Bonjour à tous',
        audience: 'public',
      }),
      201,
    );
    await createMedia(t, author.id);
    const input = memberInput();
    await signUp(input);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify/',
      payload: { token: t.mails.lastToken(input.email) },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/',
      payload: { email: input.email, password: input.password },
    });
    const after = ok<AdminStats>(await call(admin, 'GET', '/api/admin/stats/'));
    expect(after.members).toBe(before.members + 2);
    expect(after.new_members_this_week).toBe(before.new_members_this_week + 2);
    expect(after.active_this_week).toBe(before.active_this_week + 1);
    expect(after.publications).toBe(before.publications + 1);
    expect(after.storage_bytes).toBe(before.storage_bytes + 1234);
    expect(after.open_cases).toBe(before.open_cases);
    // A report opens a case: one more for the console.
    const published = ok<{ id: string }>(
      await call(author, 'POST', '/api/publications/', {
        type: 'texte',
        text: 'Une autre nouvelle',
        audience: 'public',
      }),
      201,
    );
    const reporter = await createSignedInMember(t);
    ok(
      await call(reporter, 'POST', '/api/moderation/reports/', {
        target_type: 'publication',
        target_id: published.id,
        reason: 'spam',
        comment: '',
      }),
      201,
    );
    const reported = ok<AdminStats>(await call(admin, 'GET', '/api/admin/stats/'));
    expect(reported.open_cases).toBe(before.open_cases + 1);
    expect(after.jobs_waiting).toBeGreaterThanOrEqual(0);
    expect(after.jobs_failed).toBeGreaterThanOrEqual(0);
  });
});

describe("the community's profile", () => {
  it('is public at /api/instance/ and changes with PATCH; the mails sign with its name', async () => {
    expect(
      ok<CommunityProfile>(await t.app.inject({ method: 'GET', url: '/api/instance/' })).name,
    ).toBe(DEFAULT_COMMUNITY_NAME);
    const logo = await createMedia(t, admin.id);
    const saved = ok<CommunityProfile>(
      await call(admin, 'PATCH', '/api/admin/community/', {
        name: '  Paroisse Saint-Jean  ',
        description: 'La communauté de la paroisse.',
        logo_url: logo,
      }),
    );
    expect(saved).toEqual({
      name: 'Paroisse Saint-Jean',
      description: 'La communauté de la paroisse.',
      logo_url: logo,
      sign_up_mode: 'open',
    });
    expect(
      ok<CommunityProfile>(await t.app.inject({ method: 'GET', url: '/api/instance/' })),
    ).toEqual(saved);
    expect(communityName()).toBe('Paroisse Saint-Jean');
    const input = memberInput();
    await signUp(input);
    expect(t.mails.last(input.email)?.text).toContain('— L’équipe Paroisse Saint-Jean');
    expect(t.mails.last(input.email)?.text).toContain('Bienvenue sur Paroisse Saint-Jean !');

    // Only the fields sent change; back to the default name for the other tests.
    ok(await call(admin, 'PATCH', '/api/admin/community/', { name: DEFAULT_COMMUNITY_NAME }));
    expect(
      ok<CommunityProfile>(await call(admin, 'GET', '/api/admin/community/')).description,
    ).toBe('La communauté de la paroisse.');
    expect(communityName()).toBe(DEFAULT_COMMUNITY_NAME);
  });

  it("refuses a logo that is not the admin's upload, an empty name and an unknown mode, changing nothing", async () => {
    const before = ok<CommunityProfile>(await call(admin, 'GET', '/api/admin/community/'));
    const other = await createSignedInMember(t);
    const theirs = await createMedia(t, other.id);
    refused(
      await call(admin, 'PATCH', '/api/admin/community/', { name: 'Autre', logo_url: theirs }),
      400,
      ADMIN_TEXTS.notYourLogo,
    );
    refused(
      await call(admin, 'PATCH', '/api/admin/community/', { name: '   ' }),
      400,
      'Le nom de la communauté est obligatoire.',
    );
    refused(
      await call(admin, 'PATCH', '/api/admin/community/', { sign_up_mode: 'parfois' }),
      400,
      'Choisissez un mode d’inscription : ouvert, sur invitation ou fermé.',
    );
    expect(ok<CommunityProfile>(await call(admin, 'GET', '/api/admin/community/'))).toEqual(before);
  });
});

describe('sign-up modes', () => {
  it('closed: sign-up is refused with a French sentence and nothing is written', async () => {
    ok(await setMode('closed'));
    const input = memberInput();
    refused(await signUp(input), 403, ADMIN_TEXTS.signUpClosed);
    expect(await t.app.services.users.findByEmail(input.email)).toBeUndefined();
    expect(t.mails.to(input.email)).toEqual([]);
    ok(await setMode('open'));
    expect((await signUp(input)).statusCode).toBe(201);
  });

  it('by invitation: a mailed single-use link lets one newcomer in', async () => {
    ok(await setMode('invitation'));
    const without = memberInput();
    refused(await signUp(without), 403, ADMIN_TEXTS.invitationRequired);
    refused(await signUp({ ...without, invitation: 'faux' }), 400, ADMIN_TEXTS.invitationInvalid);
    expect(await t.app.services.users.findByEmail(without.email)).toBeUndefined();

    const sent = await call(admin, 'POST', '/api/admin/invitations/', {
      email: 'Nouveau.Venu@Exemple.fr',
    });
    expect(ok<{ detail: string }>(sent, 202).detail).toBe(
      ADMIN_TEXTS.invitationSent('nouveau.venu@exemple.fr'),
    );
    const mail = t.mails.last('nouveau.venu@exemple.fr');
    expect(mail?.subject).toBe('Invitation à rejoindre Koinonia');
    const token = new URL(mail?.link ?? 'http://x/').searchParams.get('invitation') ?? '';
    expect(mail?.link).toContain('/auth/sign-up?invitation=');
    expect(t.logs.join('\n')).not.toContain(token);

    const invited = memberInput({ email: 'nouveau.venu@exemple.fr' });
    expect((await signUp({ ...invited, invitation: token })).statusCode).toBe(201);
    expect(await t.app.services.users.findByEmail(invited.email)).toBeDefined();
    // Single use: a second newcomer with the same link is refused.
    const second = memberInput();
    refused(await signUp({ ...second, invitation: token }), 400, ADMIN_TEXTS.invitationInvalid);
    expect(await t.app.services.users.findByEmail(second.email)).toBeUndefined();
    ok(await setMode('open'));
  });

  it('refuses an invitation to a malformed address', async () => {
    refused(
      await call(admin, 'POST', '/api/admin/invitations/', { email: 'pas-une-adresse' }),
      400,
      "L'adresse e-mail n'est pas valide.",
    );
  });
});
