// What a newcomer does: ask for a page, sign up, confirm from the mail, sign in, land on the
// page first asked for, change the theme, sign out. Driven in Chromium against the real server.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, linkFromMail, newContext, uniqueEmail } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const path = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

describe('a newcomer', () => {
  it('signs up, confirms from the mail, signs in, keeps the theme and signs out', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = uniqueEmail('zoe');
    const password = 'Un chemin de Compostelle 2026';

    // A guest asking for a protected page is sent to sign-in, with the page kept.
    await page.goto('/feed/home?onglet=bienvenue');
    await page.waitForURL(/\/auth\/sign-in/);
    expect(path(page)).toBe('/auth/sign-in?redirectTo=%2Ffeed%2Fhome%3Fonglet%3Dbienvenue');

    await page.goto('/auth/sign-up');
    await page.getByLabel('Titre (facultatif)').fill('Sœur');
    await page.getByLabel('Prénom', { exact: true }).fill('Zoé');
    await page.getByLabel('Nom', { exact: true }).fill('Ñúñez-Ørsted');
    await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.getByLabel('Confirmation du mot de passe').fill(password);
    // Without the two consents, nothing is sent: each box says what it is for.
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page
      .getByText('Pour créer un compte, vous devez accepter les conditions d’utilisation')
      .waitFor();
    await page.getByText('vous devez consentir expressément au traitement').waitFor();
    await page.getByLabel(/J’ai lu et j’accepte les/).check();
    await page.getByLabel(/Je consens expressément/).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByRole('heading', { name: 'Vérifiez votre boîte de réception' }).waitFor();

    // Before confirming, sign-in is refused with a French sentence and a way to get a new mail.
    await page.goto('/auth/sign-in');
    await signIn(page, email, password);
    await page.getByText("Votre adresse e-mail n'est pas encore confirmée").waitFor();
    await page.getByRole('button', { name: "Renvoyer l'e-mail de confirmation" }).waitFor();

    // The mailed link confirms the address and signs her in: straight to her feed.
    const link = await linkFromMail(email, '/auth/verify');
    await page.goto(link);
    await page.waitForURL(/\/feed\/home$/);
    await page
      .getByText('Votre adresse e-mail est confirmée. Bienvenue dans la communauté !')
      .waitFor();
    await page.getByRole('heading', { name: 'Bienvenue, Zoé !' }).waitFor();
    // Spent: the same link, opened again, confirms nothing more.
    expect(
      (
        await page.request.post(`${baseUrl}/api/auth/verify/`, {
          data: { token: new URL(link).searchParams.get('token') },
        })
      ).status(),
    ).toBe(400);
    // The first visit's guided tour: skipped, it never comes back (checked after the reload).
    const tour = page.getByRole('dialog', { name: 'Bienvenue dans votre communauté !' });
    await tour.waitFor();
    await tour.getByRole('button', { name: 'Passer la visite' }).click();
    await tour.waitFor({ state: 'detached' });
    // Then the 'Bienvenue' checklist (docs/onboarding.md); a first publication ticks its step.
    const checklist = page.getByRole('region', { name: 'Bienvenue dans la communauté' });
    await checklist.getByText('0 sur 5').waitFor();
    await checklist.getByRole('link', { name: 'Publier une première publication' }).click();
    await page.getByLabel('Quoi de neuf ?').fill('Bonjour à tous, je suis nouvelle ici !');
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    await checklist.getByText('1 sur 5').waitFor();
    expect(
      await checklist.getByRole('link', { name: 'Publier une première publication' }).count(),
    ).toBe(0);
    await page
      .getByRole('region', { name: 'Votre profil' })
      .getByText('Sœur Zoé Ñúñez-Ørsted')
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeTruthy();
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name)).toContain('access_token');

    // A signed-in member asking for a guest-only page goes to the feed.
    await page.goto('/auth/sign-up');
    await page.waitForURL(/\/feed\/home$/);

    // The theme survives a reload.
    const before = await page.locator('html').getAttribute('data-bs-theme');
    expect(before).toBe('light');
    await page.getByRole('button', { name: 'Activer le thème sombre' }).click();
    expect(await page.locator('html').getAttribute('data-bs-theme')).toBe('dark');
    // The tour asks the member's settings once the feed has painted: they say it was seen.
    const settingsRead = page.waitForResponse(
      (response) => response.url().endsWith('/api/users/settings/') && response.ok(),
    );
    await page.reload();
    await page.getByRole('heading', { name: 'Bienvenue, Zoé !' }).waitFor();
    expect(await page.locator('html').getAttribute('data-bs-theme')).toBe('dark');
    await settingsRead;
    await page.getByRole('heading', { name: 'Bienvenue, Zoé !' }).waitFor();
    expect(
      await page.getByRole('dialog', { name: /Bienvenue dans votre communauté/ }).count(),
    ).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('SOCIAL_REACTJS_THEME_KEY'))).toBe(
      'dark',
    );

    // Logout clears the session and leads to sign-in; the feed is closed again.
    await page.getByRole('button', { name: 'Menu du compte' }).click();
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.waitForURL(/\/auth\/sign-in$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('access_token');
    await page.goto('/feed/home');
    await page.waitForURL(/\/auth\/sign-in\?redirectTo=%2Ffeed%2Fhome$/);
    // Signing in goes back to the page asked for, its query included.
    await page.goto('/feed/home?onglet=bienvenue');
    await page.waitForURL(/\/auth\/sign-in/);
    await signIn(page, email, password);
    await page.waitForURL(/\/feed\/home/);
    expect(path(page)).toBe('/feed/home?onglet=bienvenue');
    await context.close();
  });

  it('resets a forgotten password from the mail and signs in with the new one', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const email = uniqueEmail('luc');
    const answer = await page.request.post(`${baseUrl}/api/auth/sign-up/`, {
      data: {
        email,
        password: 'Ancien mot de passe 2026',
        first_name: 'Luc',
        last_name: 'Moreau',
        accept_terms: true,
        religious_data_consent: true,
      },
    });
    expect(answer.status()).toBe(201);
    const token = new URL(await linkFromMail(email, '/auth/verify')).searchParams.get('token');
    expect((await page.request.post(`${baseUrl}/api/auth/verify/`, { data: { token } })).ok()).toBe(
      true,
    );

    await page.goto('/auth/forgot-pass');
    await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page
      .getByText(
        'Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation',
      )
      .waitFor();

    await page.goto(await linkFromMail(email, '/auth/reset-pass'));
    await page.getByLabel('Nouveau mot de passe').fill('Nouveau mot de passe 2026');
    await page.getByLabel('Confirmation du mot de passe').fill('Nouveau mot de passe 2026');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByRole('heading', { name: 'Mot de passe modifié' }).waitFor();

    await page.goto('/auth/sign-in');
    await signIn(page, email, 'Ancien mot de passe 2026');
    await page.getByText('Adresse e-mail ou mot de passe incorrect.').waitFor();
    await signIn(page, email, 'Nouveau mot de passe 2026');
    await page.waitForURL(/\/feed\/home$/);
    await page.getByRole('heading', { name: 'Bienvenue, Luc !' }).waitFor();
    await context.close();
  });
});

describe('a demo member', () => {
  it('sees their real profile and counts, and the drawer on a phone', async () => {
    const context = await newContext(browser, { width: 390 });
    const page = await context.newPage();
    await page.goto('/auth-advance/sign-in');
    await signIn(page, 'marie.dupont@koinonia.local', 'Koinonia-Marie-2026');
    await page.waitForURL(/\/feed\/home$/);
    await page.getByRole('heading', { name: 'Bienvenue, Marie !' }).waitFor();
    // The header fits the phone: nothing pushes the account menu past the screen's edge.
    await page.getByRole('button', { name: 'Menu du compte' }).waitFor();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    // The community's name stays the brand link's name, though only the mark shows.
    await page.getByRole('link', { name: 'Koinonia' }).first().waitFor();

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByText('Marie Dupont').first().waitFor();
    const card = drawer.getByRole('region', { name: 'Votre profil' });
    expect(await card.textContent()).toMatch(/Amis\s*4/);
    await drawer.getByRole('button', { name: 'Fermer' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('navigation', () => {
  it('sends / to the landing page and unknown paths to the not-found page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL(/\/landing$/);
    await page.getByRole('link', { name: 'Créer un compte' }).first().waitFor();

    for (const unknown of ['/nulle-part/ici', '/not-found', '/profil-inconnu/feed']) {
      const response = await page.goto(unknown);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    }
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await page.waitForURL(/\/landing$/);

    const api = await page.request.get(`${baseUrl}/api/nulle-part/`);
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'not_found' });
    await context.close();
  });
});
