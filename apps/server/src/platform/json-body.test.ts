import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('JSON bodies', () => {
  it('take an empty body labelled JSON as no body (the spec posts mark-all-read empty)', async () => {
    const member = await createSignedInMember(t);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/mark-all-read/',
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('still refuse an empty body where one is required, in French', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'validation_error' });
  });
});
