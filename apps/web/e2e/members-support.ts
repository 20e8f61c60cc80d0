// What the browser tests do with members: make verified ones through the real sign-up and
// mail, sign them in through the form, call the API as them, and draw them a picture.
import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, linkFromMail, uniqueEmail } from './support.ts';

export const PASSWORD = 'Une communauté fraternelle 2026';

/**
 * A verified member, made through the real sign-up (both consents ticked) and the link of the
 * real mail. The feed's guided tour is marked seen and its 'Bienvenue' checklist hidden, as
 * after a first visit, unless `tour`.
 */
export async function newcomer(
  request: APIRequestContext,
  first: string,
  last: string,
  { tour = false }: { tour?: boolean } = {},
) {
  const email = uniqueEmail(
    first
      .normalize('NFD')
      .replace(/[^a-z]/gi, '')
      .toLowerCase(),
  );
  const signUp = await request.post(`${baseUrl}/api/auth/sign-up/`, {
    data: {
      email,
      password: PASSWORD,
      first_name: first,
      last_name: last,
      accept_terms: true,
      religious_data_consent: true,
    },
  });
  expect(signUp.status()).toBe(201);
  const token = new URL(await linkFromMail(email, '/auth/verify')).searchParams.get('token');
  // The fresh link confirms and opens a session (auth.service.ts's verify).
  const verify = await request.post(`${baseUrl}/api/auth/verify/`, { data: { token } });
  expect(verify.status()).toBe(200);
  const { session } = (await verify.json()) as {
    session: { access: string; refresh: string } | null;
  };
  expect(session).not.toBeNull();
  const { access, refresh } = session!;
  if (!tour) {
    const seen = await request.fetch(`${baseUrl}/api/users/settings/`, {
      method: 'PATCH',
      data: { onboarding: { feed_tour_seen: true, checklist_dismissed: true } },
      headers: { authorization: `Bearer ${access}` },
    });
    expect(seen.status()).toBe(200);
  }
  // That session is the test's, not a browser's: closed, so the member's devices are the tests'.
  await request.post(`${baseUrl}/api/auth/sign-out/`, { data: { refresh } });
  return { email, name: `${first} ${last}` };
}

/** Signs in through the form and lands on /feed/home. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth/sign-in');
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.waitForURL(/\/feed\/home$/);
}

/** The signed-in member's id and token, read as the app reads them. */
export async function me(page: Page) {
  return page.evaluate(() => {
    const token = localStorage.getItem('access_token') ?? '';
    const payload = JSON.parse(
      atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')),
    ) as { user_id: string };
    return { id: payload.user_id, token };
  });
}

/** Calls the API as the page's member; `path` is under the test server unless absolute. */
export async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const { token } = await me(page);
  return page.request.fetch(path.startsWith('http') ? path : `${baseUrl}${path}`, {
    method,
    data,
    headers: { authorization: `Bearer ${token}` },
  });
}

/**
 * The members signed in on `pageA` and `pageB` become friends through the API (A invites, B
 * accepts); answers their ids.
 */
export async function befriend(pageA: Page, pageB: Page) {
  const idA = (await me(pageA)).id;
  const idB = (await me(pageB)).id;
  expect(
    (await api(pageA, 'POST', '/api/relationship/relationships/', { receiver: idB })).status(),
  ).toBe(201);
  const accepted = await api(pageB, 'POST', '/api/relationship/lock-update-relation/', {
    receiver: idA,
    action: 'accept',
  });
  expect(accepted.status()).toBeLessThan(300);
  return { idA, idB };
}

/** The member search of /profile/connections; answers its results region once answered. */
export async function searchMembers(page: Page, text: string) {
  await page.goto('/profile/connections');
  await page.getByLabel('Rechercher un membre').fill(text);
  await page.getByRole('heading', { name: 'Résultats de la recherche' }).waitFor();
  return page.getByRole('region', { name: 'Résultats de la recherche' });
}

/** A PNG drawn in the page: real image bytes, as a member's photo would be. */
export async function drawnPng(page: Page, width: number, height: number, hue = 200) {
  const dataUrl = await page.evaluate(
    ([w, h, tint]: [number, number, number]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, `hsl(${tint} 60% 45%)`);
      gradient.addColorStop(1, `hsl(${tint + 40} 70% 65%)`);
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png');
    },
    [width, height, hue] as [number, number, number],
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}
