// Help, the terms and consent (docs/help-and-terms.md), as members live them: a newcomer's
// guided tour, the help centre read and answered, the privacy notice read by a guest, the
// sign-up's consent boxes; then, on a server of this test's own, a new version of the terms
// published by the operator's command, which Jean must accept on a full page before his feed
// while Marie, who read the help and answered it, finds her answer kept.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newcomer, signIn } from './members-support.ts';
import { launchBrowser, newContext } from './support.ts';
import { databaseEnv, startServer } from './server.ts';
import { seededServerOptions } from './own-server.ts';

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

/** Saves the page in the four views (only with E2E_SHOTS), then goes back to 1366 light. */
async function shots(page: Page, name: string, scrollTo?: Locator) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  for (const view of VIEWS) {
    await page.setViewportSize({ width: view.width, height: 900 });
    await page.emulateMedia({ colorScheme: view.colorScheme });
    await page.evaluate((theme) => {
      document.documentElement.setAttribute('data-bs-theme', theme);
      document.documentElement.style.colorScheme = theme;
    }, view.colorScheme);
    await scrollTo?.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/help-${name}-${view.width}-${view.colorScheme}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => document.documentElement.setAttribute('data-bs-theme', 'light'));
}

/**
 * The contrast ratio (WCAG 2) of an element's border against the first opaque background
 * behind it (the element's own background is its inside, not what it stands out from).
 */
function borderContrast(page: Page, selector: string): Promise<number> {
  return page.evaluate((query) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = rgb(color).map((channel) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const element = document.querySelector(query);
    if (!element) throw new Error(`${query} is not on the page`);
    const border = getComputedStyle(element).borderTopColor;
    let behind = element.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (behind) {
      const color = getComputedStyle(behind).backgroundColor;
      const alpha = rgb(color)[3];
      if (color !== 'transparent' && alpha !== 0) {
        background = color;
        break;
      }
      behind = behind.parentElement;
    }
    const [light, dark] = [luminance(border), luminance(background)].sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  }, selector);
}

describe('a newcomer and a guest', () => {
  it('the tour at the first visit, by keyboard; the terms for a guest; the consent boxes', async () => {
    const context = await newContext(browser, { width: 1366 });
    const page = await context.newPage();
    const member = await newcomer(page.request, 'Bérénice', 'Lacroix', { tour: true });
    await signIn(page, member.email);
    const tour = page.getByRole('dialog', { name: 'Bienvenue dans votre communauté !' });
    await tour.waitFor();
    await shots(page, 'tour');
    // Keyboard only: the heading has the focus; Tab reaches the buttons, Enter moves on.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Publier' }).waitFor();
    for (const next of ['Vos amis', 'La messagerie', 'Groupes et événements', 'Besoin d’aide ?']) {
      await page.getByRole('button', { name: 'Suivant' }).click();
      await page.getByRole('dialog', { name: next }).waitFor();
    }
    await page.getByRole('button', { name: 'Terminer' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Bienvenue, Bérénice !' }).waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();

    const guest = await (await newContext(browser, { width: 1366 })).newPage();
    await guest.goto('/privacy-terms');
    await guest
      .getByRole('heading', { level: 1, name: 'Confidentialité et conditions d’utilisation' })
      .waitFor();
    await guest
      .getByRole('heading', {
        name: "Ce que l'application garde sur votre appareil",
      })
      .waitFor();
    await guest.getByRole('link', { name: 'Se connecter' }).first().waitFor();
    await shots(guest, 'privacy-terms');

    await guest.goto('/auth/sign-up');
    await guest.getByRole('button', { name: 'Créer mon compte' }).click();
    await guest.getByText('vous devez consentir expressément au traitement').waitFor();
    const link = guest.getByRole('link', {
      name: 'conditions d’utilisation et la politique de confidentialité',
    });
    expect(await link.getAttribute('href')).toBe('/privacy-terms');
    // The version the form shows is the one it sends (SignUpForm.test.tsx).
    await guest.getByText(/^Version du \d{1,2} \p{L}+ \d{4}$/u).waitFor();
    // Unticked boxes stand out from the card: 3:1 at least in both themes (WCAG 1.4.11).
    for (const theme of ['light', 'dark']) {
      await guest.evaluate((name) => {
        document.documentElement.setAttribute('data-bs-theme', name);
      }, theme);
      for (const id of ['sign-up-accept-terms', 'sign-up-religious-data']) {
        const ratio = await borderContrast(guest, `#${id}`);
        expect(ratio, `${id} in the ${theme} theme`).toBeGreaterThanOrEqual(3);
      }
    }
    await guest.evaluate(() => document.documentElement.setAttribute('data-bs-theme', 'light'));
    await shots(guest, 'sign-up');
    await guest.reload();
    await shots(guest, 'sign-up-consents', guest.getByRole('button', { name: 'Créer mon compte' }));
    await guest.context().close();
  });
});

describe('a new version of the terms', () => {
  it('Marie reads the help and answers it; after the operator publishes, Jean accepts before his feed', async () => {
    // A server of this test's own, on a copy of the demo community.
    const { options, workDir, dispose } = await seededServerOptions('terms');
    let server = await startServer(options);
    const origin = server.baseUrl;
    try {
      // Marie reads the help centre, searches it without accents, answers an article.
      const marieContext = await browser.newContext({ baseURL: origin, locale: 'fr-FR' });
      const marie = await marieContext.newPage();
      await signIn(marie, 'marie.dupont@koinonia.local', 'Koinonia-Marie-2026');
      await marie
        .getByRole('list', { name: 'Liens du profil' })
        .getByRole('link', { name: 'Aide' })
        .click();
      await marie.waitForURL(/\/help$/);
      await marie.getByRole('region', { name: 'Premiers pas' }).waitFor();
      await shots(marie, 'index');
      await marie.getByLabel('Rechercher dans l’aide').fill('PHOTO de profil');
      const results = marie.getByRole('region', { name: 'Résultats de la recherche' });
      await results.getByRole('link').first().waitFor();
      expect(await results.getByRole('link').first().textContent()).toBe(
        'Changer ma photo de profil ou ma couverture',
      );
      await results
        .getByRole('link', { name: 'Changer ma photo de profil ou ma couverture' })
        .click();
      await marie.waitForURL(/\/help\/details\?id=photo-de-profil-et-couverture$/);
      const yes = marie.getByRole('button', { name: 'Oui' });
      await yes.click();
      await marie.getByText('Merci pour votre réponse.').waitFor();
      expect(await yes.getAttribute('aria-pressed')).toBe('true');
      await shots(marie, 'details');

      // The operator publishes a new version (server stopped, as the embedded database needs).
      await server.stop();
      const file = join(workDir, 'conditions-2027.md');
      writeFileSync(
        file,
        `---\nversion: 2027-02-01\ntitle: Confidentialité et conditions d'utilisation\n---\n\n# Politique de confidentialité\n\nNous avons précisé la durée de conservation des photos des albums. ${'Le reste ne change pas. '.repeat(12)}\n`,
      );
      const published = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'apps/server/scripts/admin.ts', 'terms', 'publish', file],
        {
          cwd: resolve(import.meta.dirname, '../../..'),
          env: { ...process.env, DATA_DIR: options.dataDir, ...databaseEnv(options.databaseUrl) },
          encoding: 'utf8',
        },
      );
      expect(published.stderr + published.stdout).toContain('Version 2027-02-01 is published.');
      expect(published.status).toBe(0);
      server = await startServer(options);

      // Jean signs in: the full page asks him first, nothing else of the app is there.
      const jeanContext = await browser.newContext({ baseURL: origin, locale: 'fr-FR' });
      const jean = await jeanContext.newPage();
      await jean.goto('/auth/sign-in');
      await jean.getByLabel('Adresse e-mail', { exact: true }).fill('jean.martin@koinonia.local');
      await jean.getByLabel('Mot de passe', { exact: true }).fill('Koinonia-Jean-2026');
      await jean.getByRole('button', { name: 'Se connecter', exact: true }).click();
      await jean.getByRole('heading', { level: 1, name: 'Nos conditions ont changé' }).waitFor();
      await jean.getByText('Nous avons précisé la durée de conservation').waitFor();
      expect(await jean.getByLabel('Quoi de neuf ?').count()).toBe(0);
      await shots(jean, 'terms-gate');
      await jean.getByRole('button', { name: 'Accepter et continuer' }).click();
      await jean
        .getByText('vous devez accepter la nouvelle version des conditions d’utilisation')
        .waitFor();
      await jean.getByLabel(/J’ai lu et j’accepte/).check();
      await jean.getByLabel(/Je consens expressément/).check();
      await jean.getByRole('button', { name: 'Accepter et continuer' }).click();
      await jean.getByRole('heading', { name: 'Bienvenue, Jean-Baptiste !' }).waitFor();
      await jean.getByLabel('Quoi de neuf ?').waitFor();
      // Accepted once: a reload goes straight to the feed.
      await jean.reload();
      await jean.getByRole('heading', { name: 'Bienvenue, Jean-Baptiste !' }).waitFor();
      expect(await jean.getByRole('heading', { name: 'Nos conditions ont changé' }).count()).toBe(
        0,
      );

      // Marie, at her next visit, is asked too; her answer to the help article is kept.
      await marie.goto('/help/details?id=photo-de-profil-et-couverture');
      await marie.getByRole('heading', { level: 1, name: 'Nos conditions ont changé' }).waitFor();
      await marie.getByLabel(/J’ai lu et j’accepte/).check();
      await marie.getByLabel(/Je consens expressément/).check();
      await marie.getByRole('button', { name: 'Accepter et continuer' }).click();
      const kept = marie.getByRole('button', { name: 'Oui' });
      await kept.waitFor();
      expect(await kept.getAttribute('aria-pressed')).toBe('true');
      await marieContext.close();
      await jeanContext.close();
    } finally {
      await server.stop();
      await dispose();
    }
    // Two server starts and a publish on a loaded machine.
  }, 300_000);
});
