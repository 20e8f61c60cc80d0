// The admin console (/admin) on the demo community (DEMO_SEED), where Jean is the admin
// (README: the demo accounts): he grants `moderator` to a newcomer, who then holds it; he
// renames the community and the landing shows the new name; he closes sign-up and a guest's
// sign-up is refused with the French sentence. Everything changed is put back afterwards
// (the worker's server is shared with the other files). With E2E_SHOTS=<dir>, the console's
// tabs are saved at 390 and 1366 px, light and dark.
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, me, newcomer, PASSWORD, signIn } from './members-support.ts';
import { baseUrl, launchBrowser, newContext, uniqueEmail } from './support.ts';

const JEAN = { email: 'jean.martin@koinonia.local', password: 'Koinonia-Jean-2026' };
const NEW_NAME = 'Paroisse Saint-Jean de Test';
const CLOSED =
  'Les inscriptions sont fermées pour le moment. Adressez-vous à un responsable de la communauté.';

let browser: Browser;
let admin: Page;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // The community as the other files expect it: its default name, sign-up open.
  if (admin) {
    const { token } = await me(admin);
    await admin.request.fetch(`${baseUrl}/api/admin/community/`, {
      method: 'PATCH',
      data: { name: 'Koinonia', sign_up_mode: 'open', description: '' },
      headers: { authorization: `Bearer ${token}` },
    });
  }
  await browser.close();
});

const VIEWS = [
  { width: 390, colorScheme: 'light' },
  { width: 390, colorScheme: 'dark' },
  { width: 1366, colorScheme: 'light' },
  { width: 1366, colorScheme: 'dark' },
] as const;

/**
 * The toasts of what was just done go first: they would hide the page in a screenshot, and
 * axe would measure their colours halfway through their fade.
 */
async function toastsGone(page: Page) {
  await page
    .locator('.Toastify__toast')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
}

/** Saves the page in the four views (only with E2E_SHOTS), then goes back to 1366 light. */
async function shots(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  await toastsGone(page);
  for (const view of VIEWS) {
    await page.setViewportSize({ width: view.width, height: 900 });
    await page.emulateMedia({ colorScheme: view.colorScheme });
    await page.evaluate((theme) => {
      document.documentElement.setAttribute('data-bs-theme', theme);
      document.documentElement.style.colorScheme = theme;
    }, view.colorScheme);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/admin-${name}-${view.width}-${view.colorScheme}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => document.documentElement.setAttribute('data-bs-theme', 'light'));
}

/** No serious or critical accessibility fault on the page as it is now. */
async function expectAccessible(page: Page) {
  await toastsGone(page);
  expect(await seriousViolations(page)).toEqual([]);
}

describe('the admin console', () => {
  it('lets Jean, the admin, grant a role, rename the community and close sign-up', async () => {
    const newcomerContext = await newContext(browser);
    const bernadette = await newcomer(newcomerContext.request, 'Bernadette', 'Roux');

    const context = await newContext(browser, { width: 1366 });
    admin = await context.newPage();
    await signIn(admin, JEAN.email, JEAN.password);

    // The entry is in the profile menu for an admin.
    await admin
      .getByRole('navigation', { name: 'Menu du profil' })
      .getByRole('link', { name: 'Administration' })
      .click();
    await admin.waitForURL(/\/admin$/);
    await admin.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await admin.getByText('Stockage utilisé').waitFor();
    expect(await admin.locator('[data-stat="members"]').textContent()).toMatch(/^\d+$/);
    await expectAccessible(admin);
    await shots(admin, 'overview');

    // Membres: find Bernadette, give her `moderator`, confirmed first.
    await admin.getByRole('link', { name: 'Membres' }).click();
    await admin.waitForURL(/\/admin\/members$/);
    await admin.getByLabel('Rechercher un membre').fill(bernadette.email);
    const row = admin.locator(`[data-member="${bernadette.email}"]`);
    await row.waitFor();
    await row.getByText('Actif', { exact: true }).waitFor();
    await row.getByRole('switch', { name: 'Modérateur' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Donner le rôle « Modérateur » ?' }).waitFor();
    await dialog.getByRole('button', { name: 'Donner le rôle' }).click();
    await admin.getByText('Bernadette Roux a maintenant le rôle « Modérateur ».').waitFor();
    expect(await row.getByRole('switch', { name: 'Modérateur' }).isChecked()).toBe(true);
    await expectAccessible(admin);
    await admin.getByLabel('Rechercher un membre').fill('');
    await shots(admin, 'members');

    // Bernadette holds the role when she signs in; she sees no console entry (not an admin).
    const bernadettePage = await newcomerContext.newPage();
    await signIn(bernadettePage, bernadette.email, PASSWORD);
    const roles = (await (await api(bernadettePage, 'GET', '/api/roles/me/')).json()) as {
      roles: string[];
    };
    expect(roles.roles).toEqual(['moderator']);
    // The menu shows once her roles are known: hers, not the admin's.
    const menu = bernadettePage.getByRole('navigation', { name: 'Menu du profil' });
    await menu.getByRole('link', { name: 'Modération' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Administration' }).count()).toBe(0);
    expect((await api(bernadettePage, 'GET', '/api/admin/stats/')).status()).toBe(403);

    // Communauté: a new name, shown on the landing.
    await admin.getByRole('link', { name: 'Communauté' }).click();
    await admin.waitForURL(/\/admin\/community$/);
    await admin.getByLabel('Nom de la communauté').fill(NEW_NAME);
    await admin.getByLabel('Description').fill('La communauté des paroissiens de Saint-Jean.');
    await admin.getByRole('button', { name: 'Enregistrer' }).click();
    await admin.getByText('Les changements sont enregistrés.').waitFor();
    await expectAccessible(admin);

    const guestContext = await newContext(browser);
    const guest = await guestContext.newPage();
    await guest.goto('/landing');
    await guest.getByTestId('community-name').getByText(NEW_NAME).waitFor();
    await guest.getByText('La communauté des paroissiens de Saint-Jean.').waitFor();

    // Sign-up closed: a guest's sign-up is refused with the French sentence.
    await admin.getByRole('radio', { name: 'Fermées' }).check();
    await admin.getByRole('button', { name: 'Enregistrer' }).click();
    await admin.getByText('Les changements sont enregistrés.').first().waitFor();
    // The form from its heading, not its last button.
    await admin.evaluate(() => window.scrollTo(0, 0));
    await shots(admin, 'community');

    await guest.goto('/auth/sign-up');
    // Said before the form is filled, and refused when it is sent anyway.
    await guest.getByRole('status').getByText(CLOSED).waitFor();
    await guest.getByLabel('Prénom', { exact: true }).fill('Paul');
    await guest.getByLabel('Nom', { exact: true }).fill('Durand');
    await guest.getByLabel('Adresse e-mail', { exact: true }).fill(uniqueEmail('paul'));
    await guest.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await guest.getByLabel('Confirmation du mot de passe').fill(PASSWORD);
    await guest.getByLabel(/J’ai lu et j’accepte les/).check();
    await guest.getByLabel(/Je consens expressément/).check();
    await guest.getByRole('button', { name: 'Créer mon compte' }).click();
    await guest.getByRole('alert').getByText(CLOSED).waitFor();

    // Invitation mode shows the invitation form.
    await admin.getByRole('radio', { name: 'Sur invitation' }).check();
    await admin.getByRole('button', { name: 'Enregistrer' }).click();
    await admin.getByLabel('Adresse e-mail de la personne invitée').fill(uniqueEmail('invite'));
    await admin.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await admin.getByText(/^Une invitation a été envoyée à /).waitFor();

    await guestContext.close();
    await newcomerContext.close();
  });
});
