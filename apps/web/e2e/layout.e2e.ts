// The layout and look a member feels, measured in the browser at 390 px and 1366 px: wide pages
// get room, each footer link shows once, no empty band under the header, tabs that scroll say
// so, the dark composer is an input like the others, and the header's buttons fit (UI.md; where
// toasts open: toasts.e2e.ts).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newcomer, signIn } from './members-support.ts';
import { launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on the screen`);
  return found;
};

async function memberPage(width: number, colorScheme: 'light' | 'dark' = 'light') {
  const context = await newContext(browser, { width, colorScheme });
  const page = await context.newPage();
  const member = await newcomer(page.request, 'Apolline', 'Mercier');
  await signIn(page, member.email);
  return { context, page };
}

/** The links of the left column's card and of the footers the member sees, by target. */
const visibleFooterTargets = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLAnchorElement>(
        ['Liens du pied de page', 'Liens utiles', 'Liens du profil']
          .map((name) => `[aria-label="${name}"] a`)
          .join(', '),
      ),
    ]
      .filter((link) => link.getClientRects().length > 0 && link.offsetParent !== null)
      .map((link) => link.getAttribute('href') ?? ''),
  );

describe('a large screen (1366 px)', () => {
  it('gives messaging, the agenda and the settings the width; other pages keep their columns', async () => {
    const { context, page } = await memberPage(1366);
    const card = page.getByRole('region', { name: 'Votre profil' });
    await card.waitFor();
    expect((await box(page, '#main')).width).toBeLessThan(700);
    expect(await page.getByRole('button', { name: 'Ouvrir le menu' }).isVisible()).toBe(false);

    for (const [path, heading] of [
      ['/events', 'Agenda'],
      ['/messaging', 'Messagerie'],
      ['/settings/account', 'Compte'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
      // The whole container (1140 px at this width; the left column took a quarter of it).
      expect((await box(page, '#main')).width).toBeGreaterThan(1100);
      expect(await card.isVisible()).toBe(false);
      // The header keeps one row: its destinations do not wrap under the menu button.
      expect((await box(page, 'header')).height).toBeLessThan(80);
    }

    // The card and its menu are a tap away, in the drawer.
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('navigation', { name: 'Menu du profil' }).waitFor();
    await drawer.getByRole('button', { name: 'Fermer' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('shows each footer link once on every page', async () => {
    const { context, page } = await memberPage(1366);
    for (const path of ['/feed/home', '/notifications', '/profile/feed', '/settings/account']) {
      await page.goto(path);
      await page.locator('footer nav a').first().waitFor();
      if (path !== '/settings/account') {
        await page.getByRole('list', { name: 'Liens du profil' }).waitFor();
      }
      const targets = await visibleFooterTargets(page);
      expect(targets.length).toBeGreaterThan(1);
      expect(targets.filter((target, index) => targets.indexOf(target) !== index)).toEqual([]);
    }
    await context.close();
  });
});

describe('a phone (390 px)', () => {
  it('leaves no empty band under the header', async () => {
    const { context, page } = await memberPage(390);
    for (const path of [
      '/feed/home',
      '/notifications',
      '/profile/feed',
      '/events',
      '/messaging',
      '/settings/account',
    ]) {
      await page.goto(path);
      await page.locator('#main h1:visible, #main h2:visible').first().waitFor();
      const header = await box(page, 'header');
      const main = await box(page, '#main');
      // The container's own top padding (1 rem), no row gap above the page.
      expect(main.y - (header.y + header.height)).toBeLessThanOrEqual(17);
    }
    await context.close();
  });

  it('shows that the profile tabs scroll, and brings the current one into view', async () => {
    const { context, page } = await memberPage(390);
    await page.goto('/profile/feed');
    const tabs = page.getByRole('navigation', { name: 'Sections du profil' });
    await tabs.getByRole('link', { name: 'Publications' }).waitFor();
    const fades = () => tabs.evaluate((bar) => bar.className);
    expect(await fades()).toContain('tab-bar-fade-end');
    expect(await fades()).not.toContain('tab-bar-fade-start');

    // The keyboard reaches the last tab: the bar scrolls to it and the end's fade goes.
    const last = tabs.getByRole('link').last();
    await last.focus();
    await page.waitForFunction(
      () =>
        !document
          .querySelector('[aria-label="Sections du profil"]')
          ?.classList.contains('tab-bar-fade-end'),
    );
    expect(await fades()).toContain('tab-bar-fade-start');

    // Opened on its last tab, the bar shows that tab.
    await page.goto('/profile/activity');
    const current = tabs.locator('[aria-current="page"]');
    await current.waitFor();
    const bar = (await tabs.boundingBox())!;
    const tab = (await current.boundingBox())!;
    expect(tab.x).toBeGreaterThanOrEqual(bar.x);
    expect(tab.x + tab.width).toBeLessThanOrEqual(bar.x + bar.width + 1);
    await context.close();
  });

  it("fits 'Tout marquer comme lu' in the notifications' header row", async () => {
    const context = await newContext(browser, { width: 390 });
    const page = await context.newPage();
    // Marie has unread notifications in the demo community; nothing here marks them read.
    await signIn(page, 'marie.dupont@koinonia.local', 'Koinonia-Marie-2026');
    await page.goto('/notifications');
    const button = page.getByRole('button', { name: 'Tout marquer comme lu' });
    await button.waitFor();
    const title = (await page.getByRole('heading', { name: 'Notifications' }).boundingBox())!;
    const place = (await button.boundingBox())!;
    const card = (await page.locator('#main .card').first().boundingBox())!;
    // Inside the card, beside the title (one row), on one line.
    expect(place.x + place.width).toBeLessThanOrEqual(card.x + card.width);
    expect(place.y).toBeLessThan(title.y + title.height);
    // One line: the 44 px touch target, not two lines of text.
    expect(place.height).toBeLessThan(50);
    expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await context.close();
  });

  it('puts the time of an activity on a line of its own', async () => {
    const { context, page } = await memberPage(390);
    await page.getByLabel('Quoi de neuf ?').fill('Merci pour la belle veillée');
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    await page.getByRole('article').filter({ hasText: 'Merci pour la belle veillée' }).waitFor();
    await page.goto('/profile/activity');
    const entry = page.locator('.activity-list li').first();
    await entry.waitFor();
    const sentence = (await entry.getByRole('link', { name: 'Apolline a publié' }).boundingBox())!;
    const time = (await entry.locator('time').boundingBox())!;
    expect(time.y).toBeGreaterThanOrEqual(sentence.y + sentence.height - 1);
    await context.close();
  });
});

describe('the dark theme', () => {
  it('draws the composer and the comment field in the colour of every other input', async () => {
    const { context, page } = await memberPage(1366, 'dark');
    const background = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    const composer = page.getByLabel('Quoi de neuf ?');
    await composer.fill('Une veillée de prière ce soir');
    // Read before publishing: publishing draws the composer afresh.
    const composerColour = await composer.evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    await page.getByLabel('Écrire un commentaire').first().waitFor();
    const commentColour = await background('[placeholder="Écrire un commentaire"]');

    await page.goto('/settings/account');
    const input = page.getByLabel('Prénom', { exact: true });
    await input.waitFor();
    const inputColour = await input.evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    // The dark theme's input colour (the page's background, theme.css), not a blue-grey.
    expect(inputColour).toBe('rgb(26, 22, 19)');
    expect(composerColour).toBe(inputColour);
    expect(commentColour).toBe(inputColour);
    await context.close();
  });
});
