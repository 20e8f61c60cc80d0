import type { SignInResponse, TokenPair, VerifyResponse } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, memberInput, signIn } from '../../test/factories.ts';
import { ageOneTimeTokens, expireOneTimeTokens } from '../../test/db-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { VERIFY_SIGN_IN_WINDOW_MS } from './auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

const SIGNED_UP = {
  detail: 'Compte créé. Consultez votre boîte mail pour confirmer votre adresse.',
};
const INVALID = 'Certaines informations sont invalides.';

describe('POST /api/auth/sign-up/', () => {
  it('creates the account and mails a verification link', async () => {
    const input = memberInput({ titre: 'Sœur' });
    const response = await post('/api/auth/sign-up/', input);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(SIGNED_UP);
    const mail = t.mails.last(input.email);
    expect(mail?.subject).toBe('Confirmez votre adresse');
    expect(mail?.link).toMatch(/^http:\/\/koinonia\.test\/auth\/verify\?token=[\w-]{43}$/);
    expect(mail?.text).toContain(mail?.link);
    expect(mail?.html).toContain('Confirmer mon adresse');
  });

  it('answers the same for an existing address, creates nothing and warns its owner', async () => {
    const member = await createMember(t);
    const again = await post('/api/auth/sign-up/', {
      ...memberInput(),
      email: member.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(SIGNED_UP);
    const mail = t.mails.last(member.email);
    expect(mail?.subject).toBe('Tentative d’inscription avec votre adresse');
    expect(mail?.text).toContain('http://koinonia.test/auth/forgot-pass');
    // Still one account: the first password works, the second does not.
    await signIn(t, member);
    const other = await post('/api/auth/sign-in/', {
      email: member.email,
      password: memberInput().password,
    });
    expect(other.statusCode).toBe(401);
  });

  it('refuses missing and wrong-typed fields with French details per field', async () => {
    const missing = await post('/api/auth/sign-up/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: INVALID,
      code: 'validation_error',
      details: {
        email: "L'adresse e-mail est obligatoire.",
        password: 'Le mot de passe est obligatoire.',
        first_name: 'Le prénom est obligatoire.',
        last_name: 'Le nom est obligatoire.',
      },
    });
    const wrong = await post('/api/auth/sign-up/', {
      email: 'pas-une-adresse',
      password: 12345678,
      first_name: ['x'],
      last_name: 'Petit',
      titre: 42,
    });
    expect(wrong.statusCode).toBe(400);
    const details = wrong.json<{ details: Record<string, string> }>().details;
    expect(details.email).toBe("L'adresse e-mail n'est pas valide.");
    expect(details.password).toBe('Le mot de passe est obligatoire.');
    expect(details.first_name).toBe('Le prénom est obligatoire.');
    expect(details.titre).toMatch(/^Entrée invalide/);
  });

  it('refuses a short password and a very common one', async () => {
    const short = await post('/api/auth/sign-up/', memberInput({ password: 'court' }));
    expect(short.json().details.password).toBe(
      'Le mot de passe doit contenir au moins 8 caractères.',
    );
    for (const password of ['motdepasse', 'AZERTY123', 'soleil123', 'password123']) {
      const common = await post('/api/auth/sign-up/', memberInput({ password }));
      expect(common.statusCode).toBe(400);
      expect(common.json()).toEqual({
        error: 'Ce mot de passe est trop courant. Choisissez-en un autre.',
        code: 'validation_error',
        details: { password: 'Ce mot de passe est trop courant. Choisissez-en un autre.' },
      });
    }
  });

  it('refuses a body that is not an object and malformed JSON', async () => {
    const notObject = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/',
      headers: { 'content-type': 'application/json' },
      payload: '"bonjour"',
    });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json().details).toEqual({
      body: 'Le corps de la requête doit être un objet JSON.',
    });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: "Le corps de la requête n'est pas un JSON valide.",
      code: 'validation_error',
    });
  });

  it('answers 413 to an oversized body and 415 to an unsupported content type', async () => {
    const huge = await post('/api/auth/sign-up/', { ...memberInput(), bio: 'x'.repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      error: 'La requête est trop volumineuse.',
      code: 'payload_too_large',
    });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('unsupported_media_type');
  });

  it('stores unicode, emoji and SQL-looking names verbatim', async () => {
    const member = await createMember(t, {
      first_name: 'Zoë 🙏',
      last_name: "Ñúñez-Ørsted' OR 1=1 --",
      titre: "'; DROP TABLE users; --",
    });
    const { user } = await signIn(t, member);
    expect(user.first_name).toBe('Zoë 🙏');
    expect(user.last_name).toBe("Ñúñez-Ørsted' OR 1=1 --");
    expect(user.titre).toBe("'; DROP TABLE users; --");
  });

  it('treats the e-mail case-insensitively: one account per address', async () => {
    const input = memberInput({ email: 'Claire.Dubois@Exemple.FR' });
    await post('/api/auth/sign-up/', input);
    await post('/api/auth/sign-up/', { ...memberInput(), email: 'claire.dubois@exemple.fr' });
    const token = t.mails
      .to('claire.dubois@exemple.fr')
      .find((m) => m.subject === 'Confirmez votre adresse');
    expect(t.mails.to('claire.dubois@exemple.fr').map((m) => m.subject)).toEqual([
      'Confirmez votre adresse',
      'Tentative d’inscription avec votre adresse',
    ]);
    await post('/api/auth/verify/', { token: new URL(token!.link!).searchParams.get('token') });
    const { user } = await signIn(t, {
      email: 'CLAIRE.DUBOIS@exemple.fr',
      password: input.password,
    });
    expect(user.email).toBe('claire.dubois@exemple.fr');
  });
});

describe('concurrency', () => {
  it('two simultaneous sign-ups of one address make one account', async () => {
    const input = memberInput({ email: 'simultane@exemple.fr' });
    const answers = await Promise.all([
      post('/api/auth/sign-up/', input),
      post('/api/auth/sign-up/', {
        ...input,
        email: 'SIMULTANE@exemple.fr',
        password: 'Autre-mot-de-passe-2026',
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const subjects = t.mails
      .to('simultane@exemple.fr')
      .map((m) => m.subject)
      .sort();
    expect(subjects).toEqual([
      'Confirmez votre adresse',
      'Tentative d’inscription avec votre adresse',
    ]);
  });
});

describe('POST /api/auth/verify/', () => {
  it('verifies once and signs the member in; the same link then fails', async () => {
    const member = await createMember(t, { verified: false });
    const token = t.mails.lastToken(member.email);
    const first = await post('/api/auth/verify/', { token });
    expect(first.statusCode).toBe(200);
    const verified = first.json<VerifyResponse>();
    expect(verified.detail).toBe(
      'Votre adresse e-mail est confirmée. Bienvenue dans la communauté !',
    );
    expect(verified.session?.user.email).toBe(member.email);
    // A real session: its access token reads the profile, its refresh token refreshes.
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/users/profil/',
      headers: { authorization: `Bearer ${verified.session?.access}` },
    });
    expect(profile.json<{ email: string }>().email).toBe(member.email);
    const refreshed = await post('/api/auth/token/refresh/', {
      refresh: verified.session?.refresh,
    });
    expect(refreshed.statusCode).toBe(200);
    const again = await post('/api/auth/verify/', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'Ce lien de confirmation est invalide ou a expiré.',
      code: 'invalid_token',
    });
  });

  it('only confirms a link opened more than an hour after its sending', async () => {
    const member = await createMember(t, { verified: false });
    await ageOneTimeTokens(t.database, member.email, 'verify_email', VERIFY_SIGN_IN_WINDOW_MS);
    const late = await post('/api/auth/verify/', { token: t.mails.lastToken(member.email) });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({
      detail: 'Votre adresse e-mail est confirmée. Vous pouvez vous connecter.',
      session: null,
    });
    // Confirmed all the same: the member signs in with the password.
    expect((await signIn(t, member)).access).toBeTruthy();
  });

  it('only confirms the address of a suspended member', async () => {
    const member = await createMember(t, { verified: false });
    const user = await t.app.services.users.findByEmail(member.email);
    await t.app.services.moderation.suspendMember({
      userId: user!.id,
      days: 3,
      reason: 'Insultes',
      actorId: null,
    });
    const answer = await post('/api/auth/verify/', { token: t.mails.lastToken(member.email) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<VerifyResponse>().session).toBeNull();
  });

  it('refuses an unknown, an expired and a missing token', async () => {
    expect((await post('/api/auth/verify/', { token: 'inconnu' })).json().code).toBe(
      'invalid_token',
    );
    const member = await createMember(t, { verified: false });
    await expireOneTimeTokens(t.database, member.email, 'verify_email');
    const expired = await post('/api/auth/verify/', { token: t.mails.lastToken(member.email) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('invalid_token');
    const missing = await post('/api/auth/verify/', {});
    expect(missing.json().details).toEqual({ token: 'Le jeton est obligatoire.' });
  });
});

describe('POST /api/auth/resend-verification/', () => {
  const DETAIL = {
    detail:
      'Si un compte non confirmé existe pour cette adresse, un nouveau lien de confirmation vient d’être envoyé.',
  };

  it('sends a fresh link to an unverified account, and answers the same to anyone', async () => {
    const member = await createMember(t, { verified: false });
    const oldToken = t.mails.lastToken(member.email);
    const response = await post('/api/auth/resend-verification/', { email: member.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DETAIL);
    const newToken = t.mails.lastToken(member.email);
    expect(newToken).not.toBe(oldToken);
    expect((await post('/api/auth/verify/', { token: newToken })).statusCode).toBe(200);

    const sentBefore = t.mails.sent.length;
    const unknown = await post('/api/auth/resend-verification/', { email: 'personne@exemple.fr' });
    const verified = await post('/api/auth/resend-verification/', { email: member.email });
    expect([unknown.statusCode, verified.statusCode]).toEqual([200, 200]);
    expect(unknown.json()).toEqual(DETAIL);
    expect(verified.json()).toEqual(DETAIL);
    expect(t.mails.sent.length).toBe(sentBefore);
  });
});

describe('POST /api/auth/sign-in/', () => {
  it('answers tokens and the profile', async () => {
    const member = await createMember(t, {
      first_name: 'Hélène',
      last_name: 'Lefèvre',
      titre: 'Sœur',
    });
    const response = await post('/api/auth/sign-in/', {
      email: member.email,
      password: member.password,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<SignInResponse>();
    expect(body.access.split('.')).toHaveLength(3);
    expect(body.refresh).toMatch(/^[\w-]{43}$/);
    expect(body.user).toMatchObject({
      email: member.email,
      first_name: 'Hélène',
      last_name: 'Lefèvre',
      titre: 'Sœur',
      status: 'online',
      counts: { publications: 0, friends: 0, invitations: 0 },
    });
    expect(body.user).not.toHaveProperty('password_hash');
    const claims = JSON.parse(
      Buffer.from(body.access.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims.user_id).toBe(body.user.id);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
  });

  it('refuses a wrong password and an unknown address with the same answer', async () => {
    const member = await createMember(t);
    const wrong = await post('/api/auth/sign-in/', {
      email: member.email,
      password: 'pas-le-bon-mot',
    });
    const unknown = await post('/api/auth/sign-in/', {
      email: 'inconnu@exemple.fr',
      password: 'pas-le-bon-mot',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'Adresse e-mail ou mot de passe incorrect.',
        code: 'invalid_credentials',
      });
    }
  });

  it('answers 403 before verification, then 200 after', async () => {
    const member = await createMember(t, { verified: false });
    const before = await post('/api/auth/sign-in/', {
      email: member.email,
      password: member.password,
    });
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({
      error:
        "Votre adresse e-mail n'est pas encore confirmée. Consultez le mail de confirmation ou demandez-en un nouveau.",
      code: 'email_not_verified',
    });
    await post('/api/auth/verify/', { token: t.mails.lastToken(member.email) });
    expect(
      (await post('/api/auth/sign-in/', { email: member.email, password: member.password }))
        .statusCode,
    ).toBe(200);
  });

  it('accepts a long password without truncating it', async () => {
    const long = 'Une phrase de passe très longue pour Koinonia, 🙏 sans troncature !!'.padEnd(
      100,
      'x',
    );
    expect(long.length).toBeGreaterThanOrEqual(100);
    const member = await createMember(t, { password: long });
    await signIn(t, member);
    for (const prefix of [long.slice(0, 63), long.slice(0, 72), long.slice(0, -1)]) {
      const response = await post('/api/auth/sign-in/', { email: member.email, password: prefix });
      expect(response.statusCode).toBe(401);
    }
  });

  it('refuses missing and wrong-typed fields', async () => {
    const response = await post('/api/auth/sign-in/', { email: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({
      email: "L'adresse e-mail est obligatoire.",
      password: 'Le mot de passe est obligatoire.',
    });
  });
});

describe('POST /api/auth/token/refresh/', () => {
  const refresh = (token: string) => post('/api/auth/token/refresh/', { refresh: token });
  const INVALID_REFRESH = {
    error: 'Votre session n’est plus valide. Reconnectez-vous.',
    code: 'invalid_token',
  };

  it('rotates the refresh token and gives a working access token', async () => {
    const session = await signIn(t, await createMember(t));
    const response = await refresh(session.refresh);
    expect(response.statusCode).toBe(200);
    const pair = response.json<TokenPair>();
    expect(Object.keys(pair).sort()).toEqual(['access', 'refresh']);
    expect(pair.refresh).not.toBe(session.refresh);
    const profil = await t.app.inject({
      method: 'GET',
      url: '/api/users/profil/',
      headers: { authorization: `Bearer ${pair.access}` },
    });
    expect(profil.statusCode).toBe(200);
  });

  it('detects reuse: a spent token revokes the whole family, newest included', async () => {
    const session = await signIn(t, await createMember(t));
    const second = (await refresh(session.refresh)).json<TokenPair>();
    const third = (await refresh(second.refresh)).json<TokenPair>();
    const reuse = await refresh(session.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(INVALID_REFRESH);
    expect((await refresh(third.refresh)).statusCode).toBe(401);
  });

  it('refuses an unknown token and a missing field', async () => {
    expect((await refresh('inconnu')).json()).toEqual(INVALID_REFRESH);
    expect((await post('/api/auth/token/refresh/', {})).statusCode).toBe(400);
  });
});

describe('POST /api/auth/forgot-pass/ and /api/auth/reset-pass/', () => {
  const FORGOT = {
    detail:
      "Si un compte existe pour cette adresse, un e-mail de réinitialisation vient d'être envoyé.",
  };

  it('answers identically for existing and unknown addresses', async () => {
    const member = await createMember(t);
    const known = await post('/api/auth/forgot-pass/', { email: member.email });
    const unknown = await post('/api/auth/forgot-pass/', { email: 'inconnu@exemple.fr' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual(FORGOT);
    expect(t.mails.last(member.email)?.link).toMatch(
      /^http:\/\/koinonia\.test\/auth\/reset-pass\?token=/,
    );
    expect(t.mails.to('inconnu@exemple.fr')).toEqual([]);
  });

  it('resets the password once and revokes every refresh token', async () => {
    const member = await createMember(t);
    const phone = await signIn(t, member);
    const laptop = await signIn(t, member);
    await post('/api/auth/forgot-pass/', { email: member.email });
    const token = t.mails.lastToken(member.email);
    const reset = await post('/api/auth/reset-pass/', {
      token,
      password: 'Nouveau-mot-de-passe-2026',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      detail: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.',
    });

    for (const session of [phone, laptop]) {
      expect(
        (await post('/api/auth/token/refresh/', { refresh: session.refresh })).statusCode,
      ).toBe(401);
    }
    expect((await post('/api/auth/sign-in/', member)).statusCode).toBe(401);
    await signIn(t, { email: member.email, password: 'Nouveau-mot-de-passe-2026' });

    const reused = await post('/api/auth/reset-pass/', { token, password: 'Encore-un-autre-2026' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      error: 'Ce lien de réinitialisation est invalide ou a expiré.',
      code: 'invalid_token',
    });
  });

  it('refuses an expired link, a common password and bad input', async () => {
    const member = await createMember(t);
    await post('/api/auth/forgot-pass/', { email: member.email });
    const token = t.mails.lastToken(member.email);
    const common = await post('/api/auth/reset-pass/', { token, password: 'azerty123' });
    expect(common.json().details).toEqual({
      password: 'Ce mot de passe est trop courant. Choisissez-en un autre.',
    });
    await expireOneTimeTokens(t.database, member.email, 'reset_password');
    const expired = await post('/api/auth/reset-pass/', {
      token,
      password: 'Nouveau-mot-de-passe-2026',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('invalid_token');
    const bad = await post('/api/auth/reset-pass/', { token: 5 });
    expect(Object.keys(bad.json().details).sort()).toEqual(['password', 'token']);
  });
});

describe('POST /api/auth/sign-out/', () => {
  it('answers 204 and revokes the session; unknown tokens too', async () => {
    const session = await signIn(t, await createMember(t));
    const out = await post('/api/auth/sign-out/', { refresh: session.refresh });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await post('/api/auth/token/refresh/', { refresh: session.refresh })).statusCode).toBe(
      401,
    );
    expect((await post('/api/auth/sign-out/', { refresh: 'inconnu' })).statusCode).toBe(204);
    expect((await post('/api/auth/sign-out/', {})).statusCode).toBe(400);
  });
});
