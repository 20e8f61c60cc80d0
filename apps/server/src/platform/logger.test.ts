import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, memberInput, signIn } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { serializeError, withoutValues } from './log-error.ts';
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
    expect(redactUrl('/api/events/calendar/Ab3_-xYz12345678.ics')).toBe(
      '/api/events/calendar/[REDACTED].ics',
    );
    expect(redactUrl('/a?x=1&token=abc&y=2')).toBe('/a?x=1&token=[REDACTED]&y=2');
    expect(redactUrl('/a?refresh_token=abc#frag')).toBe('/a?refresh_token=[REDACTED]#frag');
    expect(redactUrl('/a?tokens=abc')).toBe('/a?tokens=abc');
  });

  it('never contain the parameters of a failed database query', async () => {
    // Every new row breaks this constraint: PostgreSQL then quotes the failing row, and the
    // query error carries the e-mail and the argon2 hash as parameters.
    await t.database.db.execute(
      sql.raw('alter table users add constraint test_no_new_users check (false) not valid'),
    );
    const input = memberInput({ email: 'fuite.possible@exemple.fr' });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/',
        payload: input,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: 'Erreur interne du serveur',
        code: 'internal_error',
      });
    } finally {
      await t.database.db.execute(sql.raw('alter table users drop constraint test_no_new_users'));
    }
    const output = t.logs.join('\n');
    // The failure is logged, with what failed but without any value.
    expect(output).toContain('request failed');
    expect(output).toContain('test_no_new_users');
    expect(output).toContain('insert into \\"users\\"');
    expect(output).not.toContain('fuite.possible');
    expect(output).not.toMatch(/\$argon2id\$/);
    expect(output).not.toContain(input.password);
  });

  it('serializes a query error without its parameters, message or stack header', () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "x@exemple.fr"'), {
      code: '22P02',
      detail: 'Failing row contains (x@exemple.fr, $argon2id$v=19$secret).',
      params: ['x@exemple.fr'],
    });
    const error = Object.assign(
      new Error('Failed query: select 1 where id = $1\nparams: x@exemple.fr,$argon2id$v=19$secret'),
      { query: 'select 1 where id = $1', params: ['x@exemple.fr'], cause },
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('x@exemple.fr');
    expect(logged).not.toContain('argon2');
    expect(logged).toContain('select 1 where id = $1');
    expect(logged).toContain('22P02');
    expect(withoutValues('value \'a\' and "b"')).toBe('value \'[REDACTED]\' and "[REDACTED]"');
  });
});
