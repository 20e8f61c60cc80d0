// Where the focus goes, in Chromium: to the page's heading after signing in, to the new
// publication after publishing (with Enter, Shift+Enter making a new line), and back to the
// menu's button when a dialog opened from the menu closes.
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

/** The focused element: its tag, its text and its accessible name's source. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const labelledBy = active?.getAttribute('aria-labelledby');
    return {
      tag: active?.tagName.toLowerCase(),
      text: active?.innerText ?? '',
      label:
        active?.getAttribute('aria-label') ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
        null,
    };
  });

describe('the focus', () => {
  it('follows the member: heading after sign-in, new publication, back from a dialog', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/auth/sign-in');
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('marie.dupont@koinonia.local');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Koinonia-Marie-2026');
    await page.getByLabel('Mot de passe', { exact: true }).press('Enter');
    await page.waitForURL(/\/feed\/home$/);
    const heading = page.getByRole('heading', { level: 1, name: 'Bienvenue, Marie !' });
    await heading.waitFor();
    await expect.poll(() => focusedElement(page).then((f) => f.tag)).toBe('h1');
    expect(await heading.getAttribute('tabindex')).toBe('-1');

    // Enter publishes, Shift+Enter makes a new line; the new publication then has the focus.
    const box = page.getByLabel('Quoi de neuf ?');
    await box.click();
    await page.keyboard.type('Première ligne du test de focus');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('et la seconde');
    expect(await box.inputValue()).toBe('Première ligne du test de focus\net la seconde');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => focusedElement(page), { timeout: 10_000 })
      .toMatchObject({ tag: 'article', label: expect.stringContaining('Marie Dupont') });
    expect((await focusedElement(page)).text).toContain(
      'Première ligne du test de focus\net la seconde',
    );

    // Its menu's 'Modifier' opens a dialog; Escape closes it, the focus back on the menu's button.
    const article = page.locator('article:focus');
    const options = article.getByRole('button', { name: 'Options de la publication' });
    await options.click();
    await page.getByRole('button', { name: 'Modifier', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier la publication' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => focusedElement(page))
      .toMatchObject({ tag: 'button', label: 'Options de la publication' });
    await context.close();
  });
});
