import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { redactUrl } from './logger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captureLogs: true, env: { LOG_LEVEL: 'trace' } });
});
afterAll(() => t.close());

describe('logs', () => {
  it('never contain a password, a token or an Authorization header', async () => {
    const member = await createMember(t, { password: 'Mot-de-passe-tres-secret-42' });
    const session = await signIn(t, member);
    await t.app.inject({
      method: 'GET',
      url: '/api/users/profil/',
      headers: {
        authorization: `Bearer ${session.access}`,
        cookie: `access_token=${session.access}`,
      },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/token/refresh/',
      payload: { refresh: session.refresh },
    });
    await t.app.inject({ url: `/ws/notifications/?token=${session.access}&x=1` });
    await t.app.inject({ url: `/api/auth/verify/?token=${t.mails.lastToken(member.email)}` });

    const output = t.logs.join('\n');
    expect(output).toContain('/ws/notifications/?token=[REDACTED]&x=1');
    expect(output).toContain('/api/auth/sign-in/');
    for (const secret of [
      member.password,
      session.access,
      session.refresh,
      t.mails.lastToken(member.email),
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).not.toMatch(/bearer /i);
  });

  it('redacts token query values, whatever their place', () => {
    expect(redactUrl('/a?token=abc')).toBe('/a?token=[REDACTED]');
    expect(redactUrl('/a?x=1&token=abc&y=2')).toBe('/a?x=1&token=[REDACTED]&y=2');
    expect(redactUrl('/a?refresh_token=abc#frag')).toBe('/a?refresh_token=[REDACTED]#frag');
    expect(redactUrl('/a?tokens=abc')).toBe('/a?tokens=abc');
  });
});
