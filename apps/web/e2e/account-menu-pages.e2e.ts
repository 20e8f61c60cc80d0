// The account menu's further menu, with two demo members (Marie, an editor, and Jean): each entry
// leads to its page; Jean saves Marie's publication and finds it in 'Mes favoris', then takes it
// out; he pledges on the food bank's wishlist, Marie sees his pledge and closes the other need,
// and Jean sees it closed. Driven against the real server, on the demo seed.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from './members-support.ts';
import { baseUrl, launchBrowser, newContext } from './support.ts';

const MARIE = { email: 'marie.dupont@koinonia.local', password: 'Koinonia-Marie-2026' };
const JEAN = { email: 'jean.martin@koinonia.local', password: 'Koinonia-Jean-2026' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function member(who: { email: string; password: string }) {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, who.email, who.password);
  return { page, close: () => context.close() };
}

/** Opens the account menu and follows one of its entries. */
async function fromMenu(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menu du compte' }).click();
  await page.locator('#user-menu-menu').getByRole('link', { name, exact: true }).click();
}

describe("the account menu's further menu", () => {
  it('leads to the popular feed, the subscriptions and the favourites', async () => {
    const marie = await member(MARIE);
    const jean = await member(JEAN);
    const published = await api(marie.page, 'POST', `${baseUrl}/api/publications/`, {
      type: 'texte',
      text: 'Merci à tous pour la kermesse de dimanche !',
      audience: 'friends',
    });
    expect(published.status()).toBe(201);
    const { id } = (await published.json()) as { id: string };

    await fromMenu(jean.page, 'Populaires');
    await jean.page.waitForURL(/\/feed\/home\?sort=popular$/);
    const order = jean.page.getByRole('navigation', { name: 'Ordre du fil' });
    await order.locator('a[aria-current="page"]', { hasText: 'Populaires' }).waitFor();
    await jean.page.getByRole('article').first().waitFor();
    await fromMenu(jean.page, 'Récents');
    await jean.page.waitForURL(/\/feed\/home\?sort=recent$/);
    await order.locator('a[aria-current="page"]', { hasText: 'Récents' }).waitFor();

    await fromMenu(jean.page, 'Abonnements');
    await jean.page.waitForURL(/\/subscriptions$/);
    const groups = jean.page.getByRole('region', { name: 'Mes groupes' });
    await groups.getByRole('link', { name: 'Chorale Saint-Jean' }).click();
    await jean.page.waitForURL(/\/feed\/groups\/[0-9a-f-]+/);

    // 'Enregistrer' on Marie's publication, then 'Mes favoris'.
    await jean.page.goto(`/feed/publica-details/${id}`);
    const card = jean.page.getByRole('article').filter({ hasText: 'la kermesse de dimanche' });
    await card.getByRole('button', { name: 'Options de la publication' }).click();
    await jean.page.getByRole('button', { name: 'Enregistrer' }).click();
    await card.getByText('Dans mes favoris').waitFor();
    await fromMenu(jean.page, 'Mes favoris');
    await jean.page.waitForURL(/\/favorites$/);
    await jean.page.getByRole('heading', { level: 1, name: 'Mes favoris' }).waitFor();
    const saved = jean.page.getByRole('article').filter({ hasText: 'la kermesse de dimanche' });
    await saved.waitFor();
    // Private: Marie's own list does not hold it.
    const hers = await api(marie.page, 'GET', `${baseUrl}/api/publications/saved/`);
    expect(
      ((await hers.json()) as { results: { id: string }[] }).results.map((p) => p.id),
    ).not.toContain(id);
    await saved.getByRole('button', { name: 'Options de la publication' }).click();
    await jean.page.getByRole('button', { name: 'Retirer des favoris' }).click();
    await saved.waitFor({ state: 'detached' });

    await marie.close();
    await jean.close();
  });

  it('lets Jean pledge on a need, Marie see it and close another, and Jean see it closed', async () => {
    const jean = await member(JEAN);
    await fromMenu(jean.page, 'Liste de souhaits');
    await jean.page.waitForURL(/\/wishlist$/);
    const foodBank = jean.page.getByRole('article', { name: 'Banque alimentaire de décembre' });
    const milk = foodBank.getByRole('listitem').filter({ hasText: 'Litres de lait UHT' });
    await milk.getByText('il manque 18').waitFor();
    // Jean sees totals, not who pledged what, and may not close.
    expect(await jean.page.getByText('Promesses :').count()).toBe(0);
    expect(await jean.page.getByRole('button', { name: 'Clôturer le besoin' }).count()).toBe(0);
    await milk.getByRole('button', { name: "Je l'apporte : Litres de lait UHT" }).click();
    await milk.getByLabel('Quantité de « Litres de lait UHT » que vous apportez').fill('5');
    await milk.getByRole('button', { name: 'Confirmer' }).click();
    await milk.getByText('Vous apportez 5.').waitFor();
    await milk.getByText('il manque 13').waitFor();
    // More than is missing: refused in French, nothing changed.
    await milk.getByRole('button', { name: 'Modifier' }).click();
    await milk.getByLabel('Quantité de « Litres de lait UHT » que vous apportez').fill('40');
    await milk.getByRole('button', { name: 'Confirmer' }).click();
    await milk.getByRole('alert').getByText('Il ne manque que 18 pour cet article.').waitFor();
    await milk.getByRole('button', { name: 'Annuler' }).click();
    await milk.getByText('Vous apportez 5.').waitFor();

    const marie = await member(MARIE);
    await fromMenu(marie.page, 'Liste de souhaits');
    const hers = marie.page.getByRole('article', { name: 'Banque alimentaire de décembre' });
    await hers
      .getByRole('listitem')
      .filter({ hasText: 'Litres de lait UHT' })
      .getByText(/Jean-Baptiste Martin : 5/)
      .waitFor();
    const family = marie.page.getByRole('article', { name: 'Une famille accueillie cet hiver' });
    await family.getByRole('button', { name: 'Clôturer le besoin' }).click();
    await marie.page
      .getByRole('dialog')
      .getByRole('button', { name: 'Clôturer le besoin' })
      .click();
    await family.getByText('Clôturé', { exact: true }).waitFor();

    await jean.page.reload();
    const closed = jean.page.getByRole('article', { name: /Une famille accueillie cet hiver/ });
    await closed.getByText('Clôturé', { exact: true }).waitFor();
    expect(await closed.getByRole('button', { name: /Je l'apporte/ }).count()).toBe(0);
    expect(await closed.getByRole('button', { name: 'Retirer ma promesse' }).count()).toBe(0);
    await closed.getByText('Vous apportez 2.').waitFor();

    await marie.close();
    await jean.close();
  });
});
