/**
 * The account: changing the password (other sessions end, this one stays), changing
 * the e-mail address (effective on the new address's link), the sessions and their devices.
 * Every refusal is a French sentence that changes nothing; logs hold no token nor password.
 */
import {
  type SessionList,
  sessionListSchema,
  type SignInResponse,
  type TokenPair,
  type UserProfile,
} from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ACCOUNT_TEXTS } from './auth.account.ts';
import { AUTH_TEXTS } from './auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captureLogs: true });
});
afterAll(() => t.close());

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signInFrom(
  member: Pick<TestMember, 'email' | 'password'>,
  userAgent = FIREFOX_ANDROID,
): Promise<SignInResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/',
    headers: { 'user-agent': userAgent },
    payload: { email: member.email, password: member.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SignInResponse>();
}

const bearer = (session: Pick<TokenPair, 'access'>) => ({
  authorization: `Bearer ${session.access}`,
});
const post = (url: string, session: Pick<TokenPair, 'access'> | null, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: session ? bearer(session) : {},
    ...(payload ? { payload } : {}),
  });
const refresh = (token: string) => post('/api/auth/token/refresh/', null, { refresh: token });
const signInStatus = async (email: string, password: string) =>
  (await post('/api/auth/sign-in/', null, { email, password })).statusCode;

describe('POST /api/users/change-password/', () => {
  it('refuses a wrong current password in French, and nothing changes', async () => {
    const member = await createMember(t);
    const session = await signInFrom(member);
    const other = await signInFrom(member, SAFARI_IPHONE);
    const response = await post('/api/users/change-password/', session, {
      current_password: 'pas-le-bon-mot-de-passe',
      new_password: 'Un-nouveau-mot-de-passe-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: ACCOUNT_TEXTS.wrongCurrentPassword,
      details: { current_password: 'Mot de passe actuel incorrect.' },
    });
    expect(await signInStatus(member.email, member.password)).toBe(200);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('holds the new password to the rules of sign-up', async () => {
    const member = await createMember(t);
    const session = await signInFrom(member);
    const short = await post('/api/users/change-password/', session, {
      current_password: member.password,
      new_password: 'court',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      details: { new_password: 'Le mot de passe doit contenir au moins 8 caractères.' },
    });
    const common = await post('/api/users/change-password/', session, {
      current_password: member.password,
      new_password: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      details: { new_password: AUTH_TEXTS.commonPassword },
    });
    expect(await signInStatus(member.email, member.password)).toBe(200);
  });

  it('changes it, keeps this session, ends every other one and tells the member by mail', async () => {
    const member = await createMember(t);
    const session = await signInFrom(member);
    const other = await signInFrom(member, SAFARI_IPHONE);
    const third = await signInFrom(member);
    const newPassword = 'Un-nouveau-mot-de-passe-solide';
    const response = await post('/api/users/change-password/', session, {
      current_password: member.password,
      new_password: newPassword,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: ACCOUNT_TEXTS.passwordChanged });
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await refresh(third.refresh)).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(200);
    expect(await signInStatus(member.email, member.password)).toBe(401);
    expect(await signInStatus(member.email, newPassword)).toBe(200);
    expect(t.mails.last(member.email)?.subject).toBe('Votre mot de passe a été modifié');
    const log = t.logs.join('\n');
    expect(log).not.toContain(newPassword);
    expect(log).not.toContain(member.password);
  });
});

describe('changing the e-mail address', () => {
  const profile = async (session: Pick<TokenPair, 'access'>) =>
    (
      await t.app.inject({ url: '/api/users/profil/', headers: bearer(session) })
    ).json<UserProfile>();

  it('mails a link to the new address and a warning to the old one; it takes effect on the link', async () => {
    const member = await createMember(t);
    const session = await signInFrom(member);
    const newEmail = `nouvelle.${Date.now()}@exemple.fr`;
    const response = await post('/api/users/change-email/', session, {
      email: newEmail.toUpperCase(),
      password: member.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: ACCOUNT_TEXTS.emailChangeSent });
    const confirmation = t.mails.last(newEmail);
    expect(confirmation?.subject).toBe('Confirmez votre nouvelle adresse');
    expect(confirmation?.link).toMatch(/^http:\/\/koinonia\.test\/auth\/confirm-email\?token=/);
    const warning = t.mails.last(member.email);
    expect(warning?.subject).toBe('Changement d’adresse e-mail demandé');
    expect(warning?.text).toContain(newEmail);
    expect(warning?.link).toBeUndefined();
    // Nothing changed yet.
    expect((await profile(session)).email).toBe(member.email);

    const token = t.mails.lastToken(newEmail);
    const confirmed = await post('/api/users/confirm-email/', null, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ detail: ACCOUNT_TEXTS.emailChanged });
    expect((await profile(session)).email).toBe(newEmail);
    expect(await signInStatus(newEmail, member.password)).toBe(200);
    expect(await signInStatus(member.email, member.password)).toBe(401);
    // A link serves once.
    const again = await post('/api/users/confirm-email/', null, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ error: string }>().error).toBe(ACCOUNT_TEXTS.invalidEmailToken);
    expect(t.logs.join('\n')).not.toContain(token);
  });

  it('refuses a wrong password, the same address and one already used, and mails nothing', async () => {
    const [member, taken] = await Promise.all([createMember(t), createMember(t)]);
    const session = await signInFrom(member);
    const mailsBefore = t.mails.sent.length;
    const wrong = await post('/api/users/change-email/', session, {
      email: 'libre@exemple.fr',
      password: 'pas-le-bon',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ details: { password: ACCOUNT_TEXTS.wrongPassword } });
    const same = await post('/api/users/change-email/', session, {
      email: member.email,
      password: member.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json<{ error: string }>().error).toBe(ACCOUNT_TEXTS.sameEmail);
    const used = await post('/api/users/change-email/', session, {
      email: taken.email,
      password: member.password,
    });
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ code: 'conflict', error: ACCOUNT_TEXTS.emailTaken });
    expect(t.mails.sent.length).toBe(mailsBefore);
    expect((await profile(session)).email).toBe(member.email);
  });

  it('refuses the link with a 409 when another account took the address meanwhile', async () => {
    const member = await createMember(t);
    const session = await signInFrom(member);
    const wanted = `convoitee.${Date.now()}@exemple.fr`;
    expect(
      (
        await post('/api/users/change-email/', session, {
          email: wanted,
          password: member.password,
        })
      ).statusCode,
    ).toBe(200);
    const token = t.mails.lastToken(wanted);
    await createMember(t, { email: wanted });
    const response = await post('/api/users/confirm-email/', null, { token });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: string }>().error).toBe(ACCOUNT_TEXTS.emailTaken);
    expect((await profile(session)).email).toBe(member.email);
  });

  it('refuses an unknown link in French', async () => {
    const response = await post('/api/users/confirm-email/', null, { token: 'inconnu' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_token',
      error: ACCOUNT_TEXTS.invalidEmailToken,
    });
  });
});

describe('sessions', () => {
  const list = async (session: Pick<TokenPair, 'access'>): Promise<SessionList> => {
    const response = await t.app.inject({ url: '/api/auth/sessions/', headers: bearer(session) });
    expect(response.statusCode, response.body).toBe(200);
    return sessionListSchema.parse(response.json());
  };
  const end = (session: Pick<TokenPair, 'access'>, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}/`, headers: bearer(session) });

  it('lists each signed-in device with its name, its last use and which one is this one', async () => {
    const member = await createMember(t);
    const phone = await signInFrom(member, FIREFOX_ANDROID);
    const iphone = await signInFrom(member, SAFARI_IPHONE);
    const { results } = await list(phone);
    expect(results.map((s) => [s.device, s.current])).toEqual([
      ['Safari sur iPhone ou iPad', false],
      ['Firefox sur Android', true],
    ]);
    // A refresh is a use, and keeps the session (its family) and its device.
    const rotated = (await refresh(phone.refresh)).json<TokenPair>();
    const after = await list(rotated);
    expect(after.results.map((s) => [s.device, s.current])).toEqual([
      ['Firefox sur Android', true],
      ['Safari sur iPhone ou iPad', false],
    ]);
    expect(after.results[0]?.id).toBe(results[1]?.id);
    expect(Date.parse(after.results[0]!.last_used_at)).toBeGreaterThanOrEqual(
      Date.parse(after.results[0]!.created_at),
    );
    expect((await list(iphone)).results.find((s) => s.current)?.device).toBe(
      'Safari sur iPhone ou iPad',
    );
  });

  it('signs one device out, and answers 404 for a session that is not the member’s', async () => {
    const [member, stranger] = await Promise.all([createMember(t), createMember(t)]);
    const phone = await signInFrom(member, FIREFOX_ANDROID);
    const iphone = await signInFrom(member, SAFARI_IPHONE);
    const theirs = await signInFrom(stranger);
    const iphoneId = (await list(phone)).results.find((s) => !s.current)!.id;
    const strangerId = (await list(theirs)).results[0]!.id;

    for (const id of [strangerId, 'pas-un-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await end(phone, id);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ error: string }>().error).toBe(ACCOUNT_TEXTS.sessionNotFound);
    }
    expect((await refresh(theirs.refresh)).statusCode).toBe(200);

    expect((await end(phone, iphoneId)).statusCode).toBe(204);
    expect((await refresh(iphone.refresh)).statusCode).toBe(401);
    expect((await list(phone)).results).toHaveLength(1);
    expect((await end(phone, iphoneId)).statusCode).toBe(404);
  });

  it('signs every other device out and keeps this one', async () => {
    const member = await createMember(t);
    const phone = await signInFrom(member, FIREFOX_ANDROID);
    const others = [await signInFrom(member, SAFARI_IPHONE), await signInFrom(member)];
    const response = await post('/api/auth/sessions/sign-out-others/', phone);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: ACCOUNT_TEXTS.otherSessionsEnded });
    for (const other of others) expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await list(phone)).results.map((s) => s.current)).toEqual([true]);
    expect((await refresh(phone.refresh)).statusCode).toBe(200);
  });

  it('needs a signed-in member', async () => {
    expect((await t.app.inject({ url: '/api/auth/sessions/' })).statusCode).toBe(401);
    expect((await post('/api/auth/sessions/sign-out-others/', null)).statusCode).toBe(401);
    expect(
      (
        await post('/api/users/change-password/', null, {
          current_password: 'x',
          new_password: 'y',
        })
      ).statusCode,
    ).toBe(401);
  });
});
