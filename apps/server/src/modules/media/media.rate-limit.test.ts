import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { png, upload } from './media.fixtures.ts';

let t: TestApp;
let first: string;
let second: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_UPLOAD_MAX: '2', RATE_LIMIT_UPLOAD_WINDOW: '600' } });
  const [a, b] = await Promise.all([createMember(t), createMember(t)]);
  first = (await signIn(t, a)).access;
  second = (await signIn(t, b)).access;
});
afterAll(async () => {
  await t.close();
});

describe('the upload limit', () => {
  it('counts per member: past the limit 429 with Retry-After, others on the same address go on', async () => {
    const file = { bytes: await png(32, 32), name: 'photo.png', type: 'image/png' };
    expect((await upload(t, first, file)).statusCode).toBe(200);
    expect((await upload(t, first, file)).statusCode).toBe(200);

    const refused = await upload(t, first, file);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      error: 'Trop de tentatives. Réessayez dans quelques minutes.',
      code: 'rate_limited',
    });

    // Same address (app.inject's 127.0.0.1), another member: not limited by the first one.
    expect((await upload(t, second, file)).statusCode).toBe(200);
  });
});
