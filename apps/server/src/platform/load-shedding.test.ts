import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createSignedInMember } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { OVERLOADED } from './load-shedding.ts';
import { createPasswordHasher } from './passwords.ts';

let t: TestApp;
let lag: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { ARGON2_MAX_CONCURRENCY: '1', SHED_ARGON2_QUEUE: '2', SHED_RETRY_AFTER: '7' },
  });
  lag = await createTestApp({
    database: t.database,
    env: { SHED_EVENT_LOOP_DELAY_MS: '150', SHED_RETRY_AFTER: '7' },
  });
});
afterAll(async () => {
  await lag.app.close();
  await t.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('load shedding', () => {
  it('answers 503 with Retry-After once the hashing queue is full, and serves the rest', async () => {
    const member = await createMember(t);
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/',
          remoteAddress: `10.9.0.${i + 1}`,
          payload: { email: member.email, password: member.password },
        }),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
    const shed = attempts.filter((attempt) => attempt.statusCode === 503);
    expect(shed.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    for (const answer of shed) {
      expect(answer.json()).toEqual(OVERLOADED);
      expect(answer.headers['retry-after']).toBe('7');
    }
  });

  it('answers 503 past the calls in progress, and serves the rest', async () => {
    const busy = await createTestApp({
      database: t.database,
      env: { SHED_MAX_IN_FLIGHT: '3', SHED_RETRY_AFTER: '7' },
    });
    try {
      const member = await createSignedInMember(busy);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          busy.app.inject({ url: '/api/publications/', headers: member.headers }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 503, 503, 503, 503, 503, 503, 503]);
      const shed = answers.find((answer) => answer.statusCode === 503);
      expect(shed?.json()).toEqual(OVERLOADED);
      expect(shed?.headers['retry-after']).toBe('7');
      // Health checks are never counted nor shed; once answered, calls are served again.
      expect((await busy.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const later = await busy.app.inject({ url: '/api/publications/', headers: member.headers });
      expect(later.statusCode).toBe(200);
    } finally {
      await busy.app.close();
    }
  });

  it('answers 503 while the event loop lags, but health checks stay served', async () => {
    const member = await createSignedInMember(lag);
    const profile = () => lag.app.inject({ url: '/api/users/profil/', headers: member.headers });
    // Opening the test database lagged too: let that be forgotten first.
    await sleep(1200);
    expect((await profile()).statusCode).toBe(200);

    // Block the event loop for 400 ms, as a long synchronous task would. The delay shows in the
    // next samples (every 250 ms) and is remembered about a second: ask until it does.
    const end = Date.now() + 400;
    while (Date.now() < end);
    let lagging = await profile();
    for (let i = 0; i < 10 && lagging.statusCode !== 503; i += 1) {
      await sleep(50);
      lagging = await profile();
    }
    expect(lagging.statusCode).toBe(503);
    expect(lagging.json()).toEqual(OVERLOADED);
    expect(lagging.headers['retry-after']).toBe('7');
    expect((await lag.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await lag.app.inject({ url: '/readyz' })).statusCode).toBe(200);

    // About a second later, the lag is forgotten.
    await sleep(1200);
    expect((await profile()).statusCode).toBe(200);
  });
});

describe('password hasher under load', () => {
  it('sheds past its queue, and the dummy hash of unknown addresses recovers afterwards', async () => {
    const hasher = createPasswordHasher(1, { maxQueue: 1, retryAfterSeconds: 3 });
    // The first call (the dummy hash's own) is shed: one hash runs, one waits.
    const running = [hasher.hash('Un-mot-de-passe-1'), hasher.hash('Un-mot-de-passe-2')];
    await expect(hasher.verifyDummy('x')).rejects.toMatchObject({
      status: 503,
      code: 'overloaded',
      headers: { 'retry-after': '3' },
    });
    await Promise.all(running);
    await expect(hasher.verifyDummy('x')).resolves.toBeUndefined();
  });

  it('never sheds the work of its unshed() twin, which shares its slots (the demo seed)', async () => {
    const hasher = createPasswordHasher(1, { maxQueue: 1, retryAfterSeconds: 3 });
    const seed = hasher.unshed();
    const hashes = await Promise.all([1, 2, 3, 4].map((n) => seed.hash(`Un-mot-de-passe-${n}`)));
    expect(hashes).toHaveLength(4);
  });
});
