/**
 * Two tabs refreshing at once signed the member out (one 200, the rest 401, then the winner
 * revoked as a reuse). Within the grace window a spent token answers the same pair
 * (docs/security.md, Tokens).
 */
import type { TokenPair } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from './auth.schema.ts';
import { createMember, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let offsetMs = 0;
beforeAll(async () => {
  t = await createTestApp({
    env: { REFRESH_REUSE_GRACE_SECONDS: '5' },
    captureLogs: true,
    now: () => new Date(Date.now() + offsetMs),
  });
});
afterAll(() => t.close());

const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token } });
const profile = (access: string) =>
  t.app.inject({ url: '/api/users/profil/', headers: { authorization: `Bearer ${access}` } });

describe('refresh grace window', () => {
  it('10 simultaneous refreshes all get the same new pair, and the member stays signed in', async () => {
    offsetMs = 0;
    const session = await signIn(t, await createMember(t));
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(session.refresh)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const pairs = answers.map((answer) => answer.json<TokenPair>());
    for (const pair of pairs) expect(pair).toEqual(pairs[0]);
    const pair = pairs[0]!;
    expect(pair.refresh).not.toBe(session.refresh);

    expect((await profile(pair.access)).statusCode).toBe(200);
    // The shared successor rotates normally: nothing was revoked.
    const next = await refresh(pair.refresh);
    expect(next.statusCode).toBe(200);
    expect((await profile(next.json<TokenPair>().access)).statusCode).toBe(200);
  });

  it('a retry a moment later still gets the same pair', async () => {
    offsetMs = 0;
    const session = await signIn(t, await createMember(t));
    const first = (await refresh(session.refresh)).json<TokenPair>();
    offsetMs = 3_000;
    const again = await refresh(session.refresh);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
  });

  it('reuse after the window still revokes the whole family', async () => {
    offsetMs = 0;
    const session = await signIn(t, await createMember(t));
    const first = (await refresh(session.refresh)).json<TokenPair>();
    offsetMs = 6_000;
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect((await refresh(first.refresh)).statusCode).toBe(401);
  });

  it('reuse once the successor was itself spent revokes the family, even within the window', async () => {
    offsetMs = 0;
    const session = await signIn(t, await createMember(t));
    const second = (await refresh(session.refresh)).json<TokenPair>();
    const third = (await refresh(second.refresh)).json<TokenPair>();
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect((await refresh(third.refresh)).statusCode).toBe(401);
  });

  it('keeps no raw refresh token in the database or the log', async () => {
    offsetMs = 0;
    const session = await signIn(t, await createMember(t));
    const answers = await Promise.all([1, 2, 3].map(() => refresh(session.refresh)));
    const pair = answers[0]!.json<TokenPair>();
    const rows = JSON.stringify(await t.database.db.select().from(refreshTokens));
    const logs = t.logs.join('\n');
    for (const raw of [session.refresh, pair.refresh, pair.access]) {
      expect(rows).not.toContain(raw);
      expect(logs).not.toContain(raw);
    }
  });
});
