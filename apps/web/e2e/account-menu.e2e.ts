// The account menu on a phone: 'Déconnexion' is in view without scrolling,
// above the bottom tab bar and covered by nothing; the not-found page keeps the member's
// layout. Driven against the real server.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newcomer, signIn } from './members-support.ts';
import { baseUrl, launchBrowser } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the account menu on a 390×844 phone', () => {
  it("keeps 'Déconnexion' in view above the tab bar, and logs out", async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: 'fr-FR',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const member = await newcomer(page.request, 'Ermeline', 'Castagnet');
    await signIn(page, member.email);
    await page.getByRole('button', { name: 'Menu du compte' }).click();
    const logout = page.getByRole('button', { name: 'Déconnexion' });
    await logout.waitFor();
    if (process.env.SCREENSHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/account-menu-390.png` });
    }
    const box = await logout.boundingBox();
    const tabBar = await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .boundingBox();
    expect(box && tabBar).toBeTruthy();
    if (!box || !tabBar) return;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(tabBar.y);
    // Nothing covers it: the element at its centre is the item itself (or inside it).
    const onTop = await logout.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
    // Reached without scrolling the page or the menu.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await logout.click();
    await page.waitForURL(/\/auth\/sign-in$/);
    await context.close();
  });

  it('shows an unknown path inside the layout, with the way back to /feed/home', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: 'fr-FR',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const member = await newcomer(page.request, 'Gonzague', 'Verdier');
    await signIn(page, member.email);
    await page.goto('/feed/chemin-inconnu');
    await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    await page.getByRole('navigation', { name: 'Navigation principale' }).waitFor();
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await page.waitForURL(/\/feed\/home$/);
    await context.close();
  });
});
