// The header's search (docs/adr/0022-search.md): a member finds another by her name typed
// without accents, opens her profile from the popover, and never finds a member who blocked her.
// Their names appear in no other test file: the search must find only them.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me, newcomer, PASSWORD, signIn } from './members-support.ts';
import { baseUrl, launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the header search', () => {
  it('finds a member typed without accents, opens her profile, and not one who blocked the asker', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const a = await newcomer(page.request, 'Anatole', 'Dérouet');
    const b = await newcomer(page.request, 'Héloïse', 'Tréguier');
    const c = await newcomer(page.request, 'Héloïse', 'Brûlé');
    await signIn(page, a.email);

    // C blocks A through the API.
    const session = await page.request.post(`${baseUrl}/api/auth/sign-in/`, {
      data: { email: c.email, password: PASSWORD },
    });
    const { access } = (await session.json()) as { access: string };
    const blocked = await page.request.post(`${baseUrl}/api/relationship/lock-update-relation/`, {
      data: { receiver: (await me(page)).id, action: 'block' },
      headers: { authorization: `Bearer ${access}` },
    });
    expect(blocked.status()).toBe(200);

    // '/' brings the header's field; the popover lists B among the members, C nowhere.
    // The header there first: on a loaded machine a key pressed before it mounted went nowhere.
    const field = page.getByRole('combobox', { name: 'Rechercher' });
    await field.waitFor();
    await page.keyboard.press('/');
    await expect
      .poll(() => field.evaluate((input) => input === document.activeElement), { timeout: 15_000 })
      .toBe(true);
    await page.keyboard.type('heloise');
    const results = page.getByRole('listbox', { name: 'Résultats de la recherche' });
    const members = results.getByRole('group', { name: 'Membres' });
    const option = members.getByRole('option', { name: new RegExp(b.name) });
    await option.waitFor();
    expect(await members.getByRole('option').allTextContents()).toEqual([
      expect.stringContaining(b.name),
    ]);

    // Enter on the chosen option opens B's profile.
    await field.press('ArrowDown');
    await expect.poll(() => option.getAttribute('aria-selected')).toBe('true');
    await field.press('Enter');
    await page.waitForURL(/\/feed\/people-profile\/[0-9a-f-]+\/feed$/);
    await page.getByRole('heading', { level: 1, name: b.name }).waitFor();
    await context.close();
  });
});
