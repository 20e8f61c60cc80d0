import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, memberInput } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const RATE_LIMITED = {
  error: 'Trop de tentatives. Réessayez dans quelques minutes.',
  code: 'rate_limited',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_SIGNIN_IP_MAX: '5',
      RATE_LIMIT_SIGNIN_IP_WINDOW: '300',
      RATE_LIMIT_SIGNIN_ACCOUNT_MAX: '3',
      RATE_LIMIT_SIGNIN_ACCOUNT_WINDOW: '900',
      RATE_LIMIT_AUTH_IP_MAX: '3',
    },
  });
});
afterAll(() => t.close());

async function redisKeys(url: string, prefix: string): Promise<string[]> {
  const redis = new Redis(url);
  try {
    return await redis.keys(`${prefix}*`);
  } finally {
    await redis.quit();
  }
}

const signInFrom = (ip: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/',
    remoteAddress: ip,
    payload: { email, password },
  });

describe('rate limits', () => {
  it('limits sign-in attempts per IP address, with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await signInFrom('203.0.113.1', `ip.${i}@exemple.fr`, 'pas-le-bon-mot')).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const limited = await signInFrom('203.0.113.1', 'ip.6@exemple.fr', 'pas-le-bon-mot');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(RATE_LIMITED);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    // Another address of the hall is not affected.
    expect((await signInFrom('203.0.113.2', 'ip.7@exemple.fr', 'pas-le-bon-mot')).statusCode).toBe(
      401,
    );
    // With REDIS_URL (the postgres project in CI) the counters live in Redis, shared by every node.
    const { redisUrl, rateLimits } = t.config;
    if (redisUrl) {
      expect(await redisKeys(redisUrl, rateLimits.redisPrefix)).toContain(
        `${rateLimits.redisPrefix}POST/api/auth/sign-in/-203.0.113.1`,
      );
    }
  });

  it("a success before the limit forgets the pair's earlier failures", async () => {
    const member = await createMember(t);
    // 2 failures, a success, then 2 more: without the success they would be 4 (the limit is 3).
    for (let i = 0; i < 2; i += 1) await signInFrom('192.0.2.10', member.email, 'pas-le-bon-mot');
    expect((await signInFrom('192.0.2.10', member.email, member.password)).statusCode).toBe(200);
    const after: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      after.push((await signInFrom('192.0.2.10', member.email, 'pas-le-bon-mot')).statusCode);
    }
    expect(after).toEqual([401, 401]);
  });

  it('limits sign-up, forgot-pass, resend-verification and reset-pass per IP', async () => {
    const calls: [string, () => object][] = [
      ['/api/auth/sign-up/', () => memberInput()],
      ['/api/auth/forgot-pass/', () => ({ email: 'x@exemple.fr' })],
      ['/api/auth/resend-verification/', () => ({ email: 'x@exemple.fr' })],
      [
        '/api/auth/reset-pass/',
        () => ({ token: 'inconnu', password: 'Nouveau-mot-de-passe-2026' }),
      ],
    ];
    for (const [url, body] of calls) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          remoteAddress: '233.252.0.1',
          payload: body(),
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json()).toEqual(RATE_LIMITED);
          expect(response.headers['retry-after']).toBeDefined();
        }
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
    }
  });
});
