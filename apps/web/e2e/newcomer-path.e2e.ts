// A newcomer's path, counted: from /landing to a first message sent to a new friend, with every
// click and every key that sends counted (UI.md, 'from a newcomer's walkthrough of the app').
// Typing is not counted, nor Tab from one field of a form to the next; a field the newcomer must
// click before typing in is. The friend, a second member, accepts the invitation (not counted).
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newcomer, PASSWORD, signIn } from './members-support.ts';
import { gotoWithSocket, launchBrowser, linkFromMail, newContext, uniqueEmail } from './support.ts';
import type { Browser } from 'playwright-core';

/** The most a newcomer should need from /landing to a first message to a new friend. */
const MOST_CLICKS = 10;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const focused = (field: Locator) => field.evaluate((element) => element === document.activeElement);

/** What the newcomer does, each click and each sending key written down. */
function countedActions(page: Page) {
  const done: string[] = [];
  return {
    done,
    async click(target: Locator, what: string) {
      await target.click();
      done.push(`clic : ${what}`);
    },
    async check(box: Locator, what: string) {
      await box.check();
      done.push(`case cochée : ${what}`);
    },
    /** The link of the confirmation mail, opened from the mailbox. */
    async openMailLink(url: string) {
      await page.goto(url);
      done.push('clic : le lien de l’e-mail de confirmation');
    },
    /**
     * Types in `field`: where the cursor already is, or reached with Tab from the field before
     * (`tab`); otherwise the newcomer clicks it first, and that click counts.
     */
    async type(field: Locator, text: string, what: string, { tab = false } = {}) {
      for (let presses = 0; tab && presses < 3 && !(await focused(field)); presses += 1) {
        await page.keyboard.press('Tab');
      }
      if (!(await focused(field))) await this.click(field, what);
      await page.keyboard.type(text);
    },
    async pressEnter(field: Locator, what: string) {
      expect(await focused(field)).toBe(true);
      await page.keyboard.press('Enter');
      done.push(`Entrée : ${what}`);
    },
  };
}

describe('a newcomer’s path', () => {
  it(`goes from /landing to a first message to a new friend in at most ${MOST_CLICKS} clicks`, async () => {
    const newcomerContext = await newContext(browser);
    const friendContext = await newContext(browser);
    const page = await newcomerContext.newPage();
    const friendPage = await friendContext.newPage();
    // Names that appear in no other test file: the servers' members are shared by a worker's files, and a member search finds first names by prefix.
    const friend = await newcomer(friendPage.request, 'Bathilde', 'Vandenbroucke');
    const me = { first: 'Théophile', last: 'Marchetti', email: uniqueEmail('theophile') };
    const myName = `${me.first} ${me.last}`;
    const act = countedActions(page);

    // From the landing page to the sign-up form, whose first field has the cursor.
    await page.goto('/landing');
    await act.click(
      page.getByRole('main').getByRole('link', { name: 'Créer un compte' }).first(),
      'Créer un compte',
    );
    await page.waitForURL(/\/auth\/sign-up$/);
    const titre = page.getByLabel('Titre (facultatif)');
    await titre.waitFor();
    expect(await focused(titre)).toBe(true);
    await act.type(page.getByLabel('Prénom', { exact: true }), me.first, 'Prénom', { tab: true });
    await act.type(page.getByLabel('Nom', { exact: true }), me.last, 'Nom', { tab: true });
    await act.type(page.getByLabel('Adresse e-mail', { exact: true }), me.email, 'Adresse', {
      tab: true,
    });
    await act.type(page.getByLabel('Mot de passe', { exact: true }), PASSWORD, 'Mot de passe', {
      tab: true,
    });
    await act.type(page.getByLabel('Confirmation du mot de passe'), PASSWORD, 'Confirmation', {
      tab: true,
    });
    await act.check(page.getByLabel(/J’ai lu et j’accepte les/), 'les conditions');
    await act.check(page.getByLabel(/Je consens expressément/), 'les données religieuses');
    await act.click(page.getByRole('button', { name: 'Créer mon compte' }), 'Créer mon compte');
    await page.getByRole('heading', { name: 'Vérifiez votre boîte de réception' }).waitFor();

    // The mail's link confirms the address and opens the feed, signed in.
    await act.openMailLink(await linkFromMail(me.email, '/auth/verify'));
    await page.waitForURL(/\/feed\/home$/);
    await page.getByRole('heading', { name: `Bienvenue, ${me.first} !` }).waitFor();

    // 'Mon réseau': the cursor waits in the member search; the friend's row invites.
    const header = page.getByRole('banner');
    await act.click(header.getByRole('link', { name: 'Mon réseau' }), 'Mon réseau');
    await page.waitForURL(/\/profile\/connections$/);
    const search = page.getByLabel('Rechercher un membre');
    await search.waitFor();
    await act.type(search, friend.name, 'Rechercher un membre');
    const results = page.getByRole('region', { name: 'Résultats de la recherche' });
    await act.click(
      results.getByRole('button', { name: `Envoyer une invitation — ${friend.name}` }),
      'Envoyer une invitation',
    );
    await page.getByText('Invitation envoyée avec succès').first().waitFor();

    // The friend accepts on their side (not the newcomer's doing); the newcomer hears it live.
    await signIn(friendPage, friend.email);
    await gotoWithSocket(friendPage, '/profile/connections', '/ws/notifications/');
    await friendPage.getByRole('button', { name: `Accepter l'invitation — ${myName}` }).click();
    await friendPage.getByText('Invitation confirmée avec succès').first().waitFor();
    await page
      .getByText(`Nouvelle notification : ${friend.name} a accepté votre invitation.`)
      .waitFor();

    // Messagerie: with no conversation yet, the new friend is there to write to.
    await act.click(header.getByRole('link', { name: /^Messagerie/ }), 'Messagerie');
    await page.waitForURL(/\/messaging/);
    await act.click(
      page
        .getByRole('list', { name: 'Écrire à un ami' })
        .getByRole('button', { name: new RegExp(friend.name) }),
      friend.name,
    );
    const text = 'Bonjour Bathilde, merci pour l’accueil !';
    const box = page.getByLabel('Votre message');
    await box.waitFor();
    await act.type(box, text, 'Votre message');
    await act.pressEnter(box, 'envoyer le message');
    // Sent: the conversation opens with it, and the friend receives it.
    await page.waitForURL(/\/messaging\?c=/);
    await page.getByText(text).first().waitFor();
    await friendPage.goto('/messaging');
    await friendPage.getByText(text).first().waitFor();

    console.info(
      `Newcomer path (e2e/newcomer-path.e2e.ts): ${act.done.length} clicks\n  ${act.done.join('\n  ')}`,
    );
    expect(act.done.length).toBeLessThanOrEqual(MOST_CLICKS);
    await newcomerContext.close();
    await friendContext.close();
  });
});
