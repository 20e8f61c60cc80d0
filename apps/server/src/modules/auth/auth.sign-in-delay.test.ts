/**
 * Ten wrong passwords used to lock an account for 15 minutes, the right password included,
 * whoever typed them. Now each (account, IP) pair waits a growing delay, and the owner's mailed
 * 'Débloquer mon compte' link lifts it at once (docs/security.md, Rate limits).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let offsetMs = 0;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_SIGNIN_ACCOUNT_MAX: '3',
      RATE_LIMIT_SIGNIN_ACCOUNT_WINDOW: '900',
      RATE_LIMIT_SIGNIN_DELAY_BASE: '30',
      RATE_LIMIT_SIGNIN_DELAY_MAX: '120',
    },
    now: () => new Date(Date.now() + offsetMs),
  });
});
afterAll(() => t.close());

const DELAYED = {
  error:
    'Trop de tentatives depuis cette connexion. Réessayez plus tard, ou ouvrez le lien « Débloquer mon compte » reçu par e-mail.',
  code: 'rate_limited',
};

const signInFrom = (ip: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/',
    remoteAddress: ip,
    payload: { email, password },
  });
const retryAfter = (response: { headers: Record<string, unknown> }) =>
  Number(response.headers['retry-after']);

describe('sign-in delay per (account, IP) pair', () => {
  it('an attacker from another IP no longer locks the owner out', async () => {
    offsetMs = 0;
    const owner = await createMember(t);
    for (let i = 0; i < 10; i += 1) await signInFrom('203.0.113.66', owner.email, 'pas-le-bon');
    const attacker = await signInFrom('203.0.113.66', owner.email, owner.password);
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json()).toEqual(DELAYED);
    // The owner, at home, signs in at once with the right password.
    expect((await signInFrom('198.51.100.7', owner.email, owner.password)).statusCode).toBe(200);
  });

  it('the delay grows with each further failure, up to its maximum', async () => {
    offsetMs = 0;
    const member = await createMember(t);
    const ip = '192.0.2.40';
    for (let i = 0; i < 3; i += 1) {
      expect((await signInFrom(ip, member.email, 'pas-le-bon')).statusCode).toBe(401);
    }
    const seen: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      const waiting = await signInFrom(ip, member.email, member.password);
      expect(waiting.statusCode).toBe(429);
      seen.push(retryAfter(waiting));
      // Once the delay has passed, one more wrong password doubles it.
      offsetMs += retryAfter(waiting) * 1000 + 1000;
      expect((await signInFrom(ip, member.email, 'pas-le-bon')).statusCode).toBe(401);
    }
    expect(seen).toEqual([30, 60, 120, 120]);
    // After the delay, the right password works.
    offsetMs += 121_000;
    expect((await signInFrom(ip, member.email, member.password)).statusCode).toBe(200);
  });

  it("the mailed 'Débloquer mon compte' link lifts the delay at once, and only once", async () => {
    offsetMs = 0;
    const member = await createMember(t);
    const ip = '192.0.2.41';
    for (let i = 0; i < 3; i += 1) await signInFrom(ip, member.email, 'pas-le-bon');
    expect((await signInFrom(ip, member.email, member.password)).statusCode).toBe(429);

    const mail = t.mails.last(member.email);
    expect(mail?.subject).toBe('Débloquer mon compte');
    expect(mail?.html).toContain('Débloquer mon compte');
    expect(mail?.link).toMatch(/^http:\/\/koinonia\.test\/auth\/unlock\?token=[\w-]{43}$/);
    const token = t.mails.lastToken(member.email);

    const unlock = await t.app.inject({
      method: 'POST',
      url: '/api/auth/unlock/',
      payload: { token },
    });
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json()).toEqual({
      detail: 'Votre compte est débloqué. Vous pouvez vous connecter.',
    });
    expect((await signInFrom(ip, member.email, member.password)).statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/unlock/',
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'Ce lien de déblocage est invalide ou a expiré.',
      code: 'invalid_token',
    });
  });

  it('mails one link per hour at most, however many pairs start waiting', async () => {
    offsetMs = 0;
    const member = await createMember(t);
    for (const ip of ['192.0.2.50', '192.0.2.51', '192.0.2.52']) {
      for (let i = 0; i < 3; i += 1) await signInFrom(ip, member.email, 'pas-le-bon');
    }
    const unlockMails = t.mails.sent.filter(
      (mail) => mail.to === member.email && mail.subject === 'Débloquer mon compte',
    );
    expect(unlockMails).toHaveLength(1);
  });

  it('an unknown address waits the same way, and no mail tells it apart', async () => {
    offsetMs = 0;
    for (let i = 0; i < 3; i += 1) await signInFrom('192.0.2.60', 'personne@exemple.fr', 'x');
    const waiting = await signInFrom('192.0.2.60', 'personne@exemple.fr', 'x');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual(DELAYED);
    expect(t.mails.last('personne@exemple.fr')).toBeUndefined();
  });
});
