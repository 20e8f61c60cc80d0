// The light feed, /classic (docs/classic.md), as a member on an old phone lives it: reached from
// the menu as a page of its own; under 50 KB of JavaScript before its first paint and nothing of
// the app's code; the feed's text first, each picture loaded (its smallest copy) only when its
// button is tapped, a video as a link; 'J'aime' and a short publication; the stored theme; a
// guest asked to sign in.
import type { Browser, Page, Response } from 'playwright-core';
import { axeViolations, describeViolations, WCAG_AA } from './axe.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnPng, me, newcomer, signIn } from './members-support.ts';
import { baseUrl, launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const VIEWS = [
  { width: 390, colorScheme: 'light' },
  { width: 390, colorScheme: 'dark' },
  { width: 1366, colorScheme: 'light' },
  { width: 1366, colorScheme: 'dark' },
] as const;

/** Saves the page in the four views (only with E2E_SHOTS), with the theme each asks for. */
async function shots(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  for (const view of VIEWS) {
    await page.setViewportSize({ width: view.width, height: 900 });
    await page.emulateMedia({ colorScheme: view.colorScheme });
    await page.evaluate((theme) => {
      document.documentElement.setAttribute('data-bs-theme', theme);
    }, view.colorScheme);
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${dir}/classic-${name}-${view.width}-${view.colorScheme}.png` });
  }
  await page.setViewportSize({ width: 390, height: 900 });
}

/** axe's WCAG 2 A and AA violations of the page, by rule and first nodes. */
async function violations(page: Page): Promise<string[]> {
  return describeViolations(await axeViolations(page, { tags: WCAG_AA }));
}

/** A publication of the page's member, through the API: `photo` uploads a picture first. */
async function publish(page: Page, text: string, extra: { photo?: boolean; video?: string } = {}) {
  const { token } = await me(page);
  const headers = { authorization: `Bearer ${token}` };
  const photos: string[] = [];
  if (extra.photo) {
    const upload = await page.request.post(`${baseUrl}/api/media/upload/`, {
      headers,
      multipart: {
        file: {
          name: 'chorale.png',
          mimeType: 'image/png',
          buffer: await drawnPng(page, 1200, 900),
        },
        upload_preset: 'koinonia',
        cloud_name: 'koinonia',
      },
    });
    expect(upload.status()).toBe(200);
    photos.push(((await upload.json()) as { secure_url: string }).secure_url);
  }
  const created = await page.request.post(`${baseUrl}/api/publications/`, {
    headers,
    data: {
      type: extra.photo ? 'photo' : 'texte',
      text,
      photos,
      ...(extra.video ? { video_url: extra.video } : {}),
    },
  });
  expect(created.status()).toBe(201);
}

/** The JavaScript a load brought, compressed as it came over the network. */
function scriptBytes(page: Page) {
  const scripts: { url: string; bytes: number }[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .request()
      .sizes()
      .then((sizes) => scripts.push({ url: response.url(), bytes: sizes.responseBodySize }));
  };
  page.on('response', onResponse);
  return {
    scripts,
    stop: () => page.off('response', onResponse),
  };
}

describe('the light feed', () => {
  it('reads a member’s feed in under 50 KB of script, pictures only when tapped; likes and publishes', async () => {
    const context = await newContext(browser, { width: 390 });
    const page = await context.newPage();
    const member = await newcomer(page.request, 'Bertille', 'Fontaine');
    await signIn(page, member.email);
    await publish(page, 'La chorale a répété pour Noël.', { photo: true });
    await publish(page, 'La veillée en vidéo', {
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    await publish(page, 'Bonne semaine à tous !');

    // From the menu: a page of its own, loaded as a document.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.reload();
    await page.getByRole('link', { name: 'Version allégée' }).click();
    await page.waitForURL(/\/classic$/);
    await page.getByText('Bonne semaine à tous !').waitFor();

    // A first visit with an empty cache, as the member's old phone makes it.
    const phone = await browser.newContext({
      baseURL: baseUrl,
      locale: 'fr-FR',
      viewport: { width: 390, height: 900 },
      storageState: await context.storageState(),
    });
    const light = await phone.newPage();
    const media: string[] = [];
    light.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/media/')) media.push(request.url());
    });
    const loaded = scriptBytes(light);
    await light.goto('/classic');
    await light.getByRole('heading', { level: 1, name: 'Fil d’actualité' }).waitFor();
    await light.getByText('Bonne semaine à tous !').waitFor();
    await light.waitForLoadState('load');
    await expect.poll(() => loaded.scripts.length).toBeGreaterThan(0);
    loaded.stop();

    // Its scripts: boot.js and its own chunk, nothing of the app (React, the router, the entry).
    const total = loaded.scripts.reduce((sum, script) => sum + script.bytes, 0);
    expect(total, JSON.stringify(loaded.scripts)).toBeLessThan(50 * 1024);
    expect(loaded.scripts.map((script) => new URL(script.url).pathname)).not.toContainEqual(
      expect.stringMatching(/\/assets\/(web|react|DefaultLayout)-/),
    );
    await context.close();

    // Text first: the three texts, no picture asked for, no player.
    for (const text of ['La chorale a répété pour Noël.', 'La veillée en vidéo']) {
      await light.getByText(text).waitFor();
    }
    expect(await light.locator('img, video, iframe').count()).toBe(0);
    expect(media).toEqual([]);
    // The friend's video (the community's public ones may follow: a member with few friends).
    expect(
      await light
        .getByRole('article')
        .filter({ hasText: 'La veillée en vidéo' })
        .getByRole('link', { name: 'Voir la vidéo sur la page de la publication' })
        .getAttribute('href'),
    ).toMatch(/^\/posts\?id=/);
    await light.setViewportSize({ width: 390, height: 900 });
    expect(await violations(light)).toEqual([]);
    await shots(light, 'feed');

    // Tapped: the smallest copy (320 px wide) and nothing else.
    await light.getByRole('button', { name: 'Afficher l’image' }).click();
    const picture = light.getByRole('img', {
      name: 'Photo 1 de la publication de Bertille Fontaine',
    });
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    expect(media).toHaveLength(1);
    expect(media[0]).toMatch(/-320w\.webp$/);
    await shots(light, 'picture');

    // 'J'aime', kept across a reload.
    const first = light.getByRole('article').filter({ hasText: 'Bonne semaine à tous !' });
    await first.getByRole('button', { name: 'J’aime' }).click();
    await expect
      .poll(() => first.getByRole('button', { name: 'J’aime' }).getAttribute('aria-pressed'))
      .toBe('true');
    await first.getByText('1 réaction').waitFor();
    expect(await violations(light)).toEqual([]);

    // A short publication, first in the feed.
    await light.getByLabel('Quoi de neuf ?').fill('Écrit depuis la version allégée.');
    await light.getByRole('button', { name: 'Publier' }).click();
    await light.getByText('Votre publication est en ligne.').waitFor();
    await light.reload();
    await light.getByRole('heading', { level: 1, name: 'Fil d’actualité' }).waitFor();
    const articles = light.getByRole('article');
    await articles.first().waitFor();
    expect(await articles.first().textContent()).toContain('Écrit depuis la version allégée.');
    const liked = light.getByRole('article').filter({ hasText: 'Bonne semaine à tous !' });
    expect(await liked.getByRole('button', { name: 'J’aime' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await light.locator('img').count()).toBe(0);

    // The member's stored theme wins over the device's.
    await light.evaluate(() => localStorage.setItem('SOCIAL_REACTJS_THEME_KEY', 'dark'));
    await light.emulateMedia({ colorScheme: 'light' });
    await light.reload();
    await light.getByRole('heading', { level: 1, name: 'Fil d’actualité' }).waitFor();
    expect(await light.locator('html').getAttribute('data-bs-theme')).toBe('dark');
    expect(await light.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(26, 22, 19)',
    );
    await phone.close();
  });

  it('asks a guest to sign in, following the device’s theme', async () => {
    const context = await newContext(browser, { width: 390, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/classic');
    await page.getByText('Connectez-vous pour lire le fil de votre communauté.').waitFor();
    expect(await page.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/auth/sign-in',
    );
    expect(await page.locator('html').getAttribute('data-bs-theme')).toBe('dark');
    expect(await page.getByRole('button', { name: 'Se déconnecter' }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await shots(page, 'guest');
    await context.close();
  });
});
