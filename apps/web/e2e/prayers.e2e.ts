// 'Intentions de prière' on the demo community (DEMO_SEED), with two members: Marie confides an
// intention from the menu's page; Jean finds it, answers 'Je prie' and leaves a word; Marie sees
// who prays and gives thanks, which closes it; Jean sees the thanksgiving and no more 'Je prie'.
// An anonymous intention of Marie's shows 'Anonyme' to Jean, never her name.
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './members-support.ts';
import { launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const MARIE = { email: 'marie.dupont@koinonia.local', password: 'Koinonia-Marie-2026' };
const JEAN = { email: 'jean.martin@koinonia.local', password: 'Koinonia-Jean-2026' };

/** No serious or critical accessibility fault on the page as it is now. */
async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function member(who: { email: string; password: string }) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, who.email, who.password);
  return { context, page };
}

async function confide(page: Page, text: string, anonymous: boolean) {
  await page.getByRole('button', { name: 'Confier une intention' }).click();
  await page.getByLabel('Votre intention').fill(text);
  if (anonymous) await page.getByLabel('Rester anonyme').check();
  await page.getByRole('button', { name: 'Confier', exact: true }).click();
  await page.getByText(text).waitFor();
}

describe("'Intentions de prière'", () => {
  it('an intention prayed for by Jean and thanked by Marie; an anonymous one names nobody', async () => {
    const stamp = Date.now().toString(36);
    const text = `Pour l’examen de Lucas (${stamp}).`;
    const secret = `Pour une réconciliation (${stamp}).`;
    const marie = await member(MARIE);
    // The member menu leads there.
    await marie.page
      .getByRole('navigation', { name: 'Menu du profil' })
      .getByRole('link', { name: 'Intentions de prière' })
      .click();
    await marie.page.waitForURL(/\/priere$/);
    await marie.page.getByRole('heading', { level: 1, name: 'Intentions de prière' }).waitFor();
    await confide(marie.page, text, false);
    await confide(marie.page, secret, true);
    await expectAccessible(marie.page);

    const jean = await member(JEAN);
    await jean.page.goto('/priere');
    const card = jean.page.getByRole('article').filter({ hasText: text });
    await card.getByRole('heading', { name: 'Marie Dupont' }).waitFor();
    await card.getByRole('button', { name: 'Je prie pour cette intention' }).click();
    await card.getByText('1 personne prie').waitFor();
    expect(
      await card
        .getByRole('button', { name: 'Ne plus prier pour cette intention' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await card.getByLabel('Votre mot de soutien').fill('Bon courage à Lucas !');
    await card.getByRole('button', { name: 'Envoyer' }).click();
    await card.getByText('Bon courage à Lucas !').waitFor();
    // The anonymous one: 'Anonyme', and Marie's name nowhere on its card.
    const hidden = jean.page.getByRole('article').filter({ hasText: secret });
    await hidden.getByRole('heading', { name: 'Anonyme' }).waitFor();
    expect(await hidden.textContent()).not.toContain('Marie');
    await expectAccessible(jean.page);

    // Marie sees who prays, and gives thanks.
    await marie.page.reload();
    const mine = marie.page.getByRole('article').filter({ hasText: text });
    await mine.getByText('Qui prie : Jean-Baptiste Martin').waitFor();
    await mine.getByText('Bon courage à Lucas !').waitFor();
    await mine.getByRole('button', { name: 'Action de grâce' }).click();
    await mine.getByLabel('Votre action de grâce').fill('Lucas a réussi, merci à tous !');
    await mine.getByRole('button', { name: 'Rendre grâce' }).click();
    await mine
      .locator('.prayer-thanksgiving')
      .getByText('Lucas a réussi, merci à tous !')
      .waitFor();
    expect(await mine.getByRole('button', { name: 'Renouveler une semaine' }).count()).toBe(0);

    // Jean sees the thanksgiving; 'Je prie' stays his, and no new word can be left.
    await jean.page.reload();
    const thanked = jean.page.getByRole('article').filter({ hasText: text });
    await thanked
      .locator('.prayer-thanksgiving')
      .getByText('Lucas a réussi, merci à tous !')
      .waitFor();
    expect(await thanked.getByLabel('Votre mot de soutien').count()).toBe(0);
    await marie.context.close();
    await jean.context.close();
  });
});
