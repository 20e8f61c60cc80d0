/**
 * Moderation's limits (docs/adr/0021-moderation.md): a member's reports are rate-limited (429 in
 * French, per member); a suspension ends at once the access tokens issued before it, on the API
 * and on the sockets, while a token issued after an unsuspension works; the operator suspends
 * and lifts with `npm run admin` (scripts/admin-suspension.ts, run on the test database).
 */
import { SOCKET_UNAUTHORIZED, type ModerationCase, type Publication } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAdmin } from '../../../scripts/admin-command.ts';
import { createAccessTokens } from '../../platform/access-token.ts';
import { CLOSE_REASONS } from '../../realtime/socket-routes.ts';
import { createMember, createSignedInMember, type Member, signIn } from '../../test/factories.ts';
import { caller, ok, refused } from '../../test/http.ts';
import { createListeningTestApp, type ListeningTestApp } from '../../test/listening-app.ts';
import { LIVE } from '../../test/test-app.ts';
import { MODERATION_TEXTS } from './moderation.texts.ts';

let t: ListeningTestApp;
beforeAll(async () => {
  t = await createListeningTestApp({
    env: { RATE_LIMIT_REPORT_MAX: '2', RATE_LIMIT_REPORT_WINDOW: '3600' },
  });
});
afterAll(() => t.close());

const call = caller(() => t);
const member = () => createSignedInMember(t);
const publish = async (author: Member) =>
  ok<Publication>(
    await call(author, 'POST', '/api/publications/', {
      type: 'texte',
      text: 'Une publication',
      audience: 'public',
    }),
    201,
  );
const report = (who: Member, id: string) =>
  call(who, 'POST', '/api/moderation/reports/', {
    target_type: 'publication',
    target_id: id,
    reason: 'spam',
  });

describe('the report limit', () => {
  it('refuses a member’s reports past the limit with 429 in French; another member goes on', async () => {
    const [author, reporter, other] = [await member(), await member(), await member()];
    const [a, b, c] = [await publish(author), await publish(author), await publish(author)];
    ok(await report(reporter, a.id), 201);
    ok(await report(reporter, b.id), 201);
    const tooMany = await report(reporter, c.id);
    refused(tooMany, 429, MODERATION_TEXTS.tooManyReports);
    expect(tooMany.json<{ code: string }>().code).toBe('rate_limited');
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing was written: the third publication has no case.
    const moderator = await member();
    await t.app.services.roles.grant(moderator.id, 'moderator');
    const cases = ok<{ results: ModerationCase[] }>(
      await call(moderator, 'GET', '/api/moderation/cases/'),
    ).results.map((found) => found.target_id);
    expect(cases).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(cases).not.toContain(c.id);
    // Counted per member, not per address (app.inject's is the same for all).
    ok(await report(other, c.id), 201);
  });
});

describe('a suspension', () => {
  it('refuses at once the access tokens issued before it, on the API and the sockets', async () => {
    const [author, moderator] = [await member(), await member()];
    await t.app.services.roles.grant(moderator.id, 'moderator');
    // Issued a minute ago, as a token the member's browser holds: valid for 14 more minutes.
    const earlier = await createAccessTokens(t.config.jwtSecret).sign(
      author.id,
      Math.floor(Date.now() / 1000) - 60,
    );
    const holder: Member = { ...author, headers: { authorization: `Bearer ${earlier}` } };
    ok(await call(holder, 'GET', '/api/roles/me/'));
    const socket = t.socket('/ws/notifications/', { token: earlier });
    await socket.opened;

    const publication = await publish(author);
    ok(await report(await member(), publication.id), 201);
    const found = ok<{ results: ModerationCase[] }>(
      await call(moderator, 'GET', '/api/moderation/cases/'),
    ).results.find((c) => c.target_id === publication.id);
    ok(
      await call(moderator, 'POST', `/api/moderation/cases/${found?.id}/decision/`, {
        action: 'suspend',
        reason: 'Insultes',
        duration: 3,
      }),
    );

    // The very next request: refused as an expired token (the client's refresh says why).
    const after = await call(holder, 'GET', '/api/roles/me/');
    expect(after.statusCode).toBe(401);
    expect(after.json<{ code: string }>().code).toBe('token_expired');
    await socket.closed;
    const again = t.socket('/ws/notifications/', { token: earlier });
    expect(await again.closed).toEqual({
      code: SOCKET_UNAUTHORIZED,
      reason: CLOSE_REASONS.unauthorized,
    });

    // Lifted: a token issued from then on works (the old one stays refused).
    await t.app.services.moderation.unsuspendMember({ userId: author.id, actorId: null });
    const later = await createAccessTokens(t.config.jwtSecret).sign(
      author.id,
      Math.floor(Date.now() / 1000) + 1,
    );
    ok(
      await call(
        { ...author, headers: { authorization: `Bearer ${later}` } },
        'GET',
        '/api/roles/me/',
      ),
    );
    expect((await call(holder, 'GET', '/api/roles/me/')).statusCode).toBe(401);
  });

  it('leaves alone the tokens of members whose sessions were not ended', async () => {
    const someone = await member();
    const earlier = await createAccessTokens(t.config.jwtSecret).sign(
      someone.id,
      Math.floor(Date.now() / 1000) - 60,
    );
    ok(
      await call(
        { ...someone, headers: { authorization: `Bearer ${earlier}` } },
        'GET',
        '/api/roles/me/',
      ),
    );
  });
});

describe('npm run admin -- suspend and unsuspend', () => {
  const admin = (...args: string[]) => runAdmin(args, t.database.db);
  const signInAs = (input: { email: string; password: string }) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in/', payload: input });

  it('suspends by e-mail for some days, ends the sessions at once, audits, and lifts it', async () => {
    const input = await createMember(t);
    const session = await signIn(t, input);
    const earlier = await createAccessTokens(t.config.jwtSecret).sign(
      session.user.id,
      Math.floor(Date.now() / 1000) - 60,
    );
    const holder = { headers: { authorization: `Bearer ${earlier}` } } as Member;
    ok(await call(holder, 'GET', '/api/roles/me/'));

    const suspended = await admin('suspend', input.email, '7', 'Propos', 'injurieux');
    expect(suspended.code).toBe(0);
    expect(suspended.lines).toEqual([
      expect.stringMatching(
        new RegExp(`^${input.email} is suspended until \\d{4}-.+; their sessions have ended\\.$`),
      ),
    ]);
    const refusedSignIn = await signInAs(input);
    expect(refusedSignIn.statusCode).toBe(403);
    expect(refusedSignIn.json<{ error: string }>().error).toMatch(
      /^Votre compte est suspendu par la modération jusqu’au .+\. Motif : Propos injurieux$/,
    );
    // Another process wrote the cutoff: this node reads it within its second.
    await vi.waitFor(async () => {
      expect((await call(holder, 'GET', '/api/roles/me/')).statusCode).toBe(401);
    }, LIVE);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);

    const staff = await member();
    await t.app.services.roles.grant(staff.id, 'admin');
    const audit = async () =>
      ok<{
        results: { actor_id: string | null; action: string; reason: string; details: object }[];
      }>(await call(staff, 'GET', '/api/moderation/audit/')).results.filter((entry) =>
        JSON.stringify(entry.details).includes(session.user.id),
      );
    expect(await audit()).toEqual([
      expect.objectContaining({
        actor_id: null,
        action: 'suspend',
        reason: 'Propos injurieux',
        details: expect.objectContaining({ duration_days: 7, by_operator: true }),
      }),
    ]);

    expect(await admin('unsuspend', input.email)).toEqual({
      code: 0,
      lines: [`${input.email} may sign in again.`],
    });
    expect((await signInAs(input)).statusCode).toBe(200);
    expect((await audit()).map((entry) => entry.action)).toEqual(['unsuspend', 'suspend']);
    expect(await admin('unsuspend', input.email)).toEqual({
      code: 0,
      lines: [`${input.email} was not suspended.`],
    });
  });

  it('refuses a bad duration, a missing reason and an unknown address, writing nothing', async () => {
    const input = await createMember(t);
    for (const duration of ['0', '366', 'demain', '-3']) {
      expect(await admin('suspend', input.email, duration, 'Spam')).toEqual({
        code: 2,
        lines: [MODERATION_TEXTS.durationRange],
      });
    }
    expect((await admin('suspend', input.email, '3')).code).toBe(2);
    expect(await admin('suspend', 'personne@koinonia.test', '3', 'Spam')).toEqual({
      code: 1,
      lines: ['No member has the address personne@koinonia.test.'],
    });
    expect((await signInAs(input)).statusCode).toBe(200);
  });
});
