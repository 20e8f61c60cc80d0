// Every screen of this issue, checked by axe in both themes at phone and desktop widths:
// labels, names, alt texts, contrast (WCAG 2 AA).
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
}

const guestPages: [string, string][] = [
  ['/landing', 'Restez reliés'],
  ['/auth/sign-in', 'Connexion'],
  ['/auth/sign-up', 'Créer un compte'],
  ['/auth/forgot-pass', 'Mot de passe oublié'],
  ['/auth-advance/sign-in', 'Connexion'],
  ['/not-found', 'Page introuvable'],
];

describe.each([
  ['light', 1280],
  ['dark', 390],
] as const)('in the %s theme at %i px', (theme, width) => {
  it('the guest pages have no accessibility violation', async () => {
    const context = await newContext(browser, { width, colorScheme: theme });
    const page = await context.newPage();
    for (const [path, heading] of guestPages) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      expect(await page.locator('html').getAttribute('data-bs-theme')).toBe(theme);
      expect({ path, violations: await violations(page) }).toEqual({ path, violations: [] });
    }
    await context.close();
  });

  it('the signed-in pages have no accessibility violation', async () => {
    const context = await newContext(browser, { width, colorScheme: theme });
    const page = await context.newPage();
    await page.goto('/auth/sign-in');
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('jean.martin@koinonia.local');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Koinonia-Jean-2026');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.getByRole('heading', { name: 'Bienvenue, Jean-Baptiste !' }).waitFor();
    expect(await violations(page)).toEqual([]);

    const marie = await page.evaluate(async () => {
      const answer = await fetch('/api/users/?search=marie%20dupont', {
        headers: { authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
      });
      return ((await answer.json()) as { results: { id: string }[] }).results[0]?.id;
    });
    // A publication of the demo feed, for its own page.
    const publication = await page.evaluate(async () => {
      const answer = await fetch('/api/publications/', {
        headers: { authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
      });
      return ((await answer.json()) as { results: { id: string }[] }).results[0]?.id;
    });
    // A demo group and a demo page the member sees.
    const [group, communityPage] = await page.evaluate(async () => {
      const first = async (kind: string) => {
        const answer = await fetch(`/api/groups/?query=discover&kind=${kind}&limit=1`, {
          headers: { authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
        });
        const mine = await fetch(`/api/groups/?query=mine&kind=${kind}&limit=1`, {
          headers: { authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
        });
        const found = [
          ...((await mine.json()) as { results: { id: string; name: string }[] }).results,
          ...((await answer.json()) as { results: { id: string; name: string }[] }).results,
        ];
        return found[0];
      };
      return [await first('GROUP'), await first('PAGE')];
    });
    const signedInPages: [string, string][] = [
      ['/profile/about', 'A propos'],
      ['/profile/connections', 'Suggestions'],
      ['/profile/media', 'Médias'],
      ['/notifications', 'Notifications'],
      ['/messaging', 'Messagerie'],
      [`/feed/people-profile/${marie ?? ''}/about`, 'Marie Dupont'],
      ['/feed/videos', 'Vidéos'],
      [`/feed/publica-details/${publication ?? ''}`, 'Publication de'],
      ['/profile/activity', 'Activité'],
      ['/feed/groups', 'Groupes'],
      ['/feed/groups?tab=discover', 'Groupes'],
      [`/feed/groups/${group?.id ?? ''}`, group?.name ?? ''],
      [`/feed/groups/${group?.id ?? ''}?tab=about`, 'À propos'],
      [`/feed/groups/${communityPage?.id ?? ''}?tab=about`, communityPage?.name ?? ''],
      ['/feed/create-page', 'Créer une page'],
    ];
    for (const [path, heading] of signedInPages) {
      await page.goto(path);
      // What mounts near the screen only (the right column and the profile's side column under
      // the page on a phone) is checked too: scroll down to it.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByRole('heading', { name: heading }).first().waitFor();
      // Lists and pictures load after the heading: let them settle before axe looks.
      await page.waitForLoadState('networkidle');
      expect({ path, violations: await violations(page) }).toEqual({ path, violations: [] });
    }
    await context.close();
  });
});
