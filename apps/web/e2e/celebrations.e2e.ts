// /feed/celebration between two friends: one wishes the other a happy birthday from the page's
// dialog (keyboard: Escape closes it), the wish arrives as a chat message on the friend's
// page, live, and the card says 'Vœu envoyé', still after a reload.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, me, newcomer, signIn } from './members-support.ts';
import { baseUrl, gotoWithSocket, launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Today in the community's time zone (the server's default, Europe/Paris). */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

describe('celebrations', () => {
  it('a member wishes a friend a happy birthday, and the friend sees the message arrive', async () => {
    const contextA = await newContext(browser);
    const contextB = await newContext(browser);
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    const a = await newcomer(pageA.request, 'Bérénice', 'Lemaire');
    const b = await newcomer(pageB.request, 'Gaspard', 'Aubert');
    await signIn(pageA, a.email);
    await signIn(pageB, b.email);
    await befriend(pageA, pageB);

    // B's birthday is today (a leap year, should today be 29 February).
    const { token } = await me(pageB);
    const birthday = `1992-${today().slice(5)}`;
    const profile = await pageB.request.fetch(`${baseUrl}/api/users/profil/`, {
      method: 'PATCH',
      data: { birthday },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status()).toBe(200);

    await gotoWithSocket(pageB, '/feed/home', '/ws/messages/');
    await pageA.goto('/feed/celebration');
    const todays = pageA.getByRole('region', { name: /Aujourd'hui/ });
    await todays.getByText('Gaspard Aubert').waitFor();
    await todays.getByText('Anniversaire', { exact: true }).waitFor();
    const wish = todays.getByRole('button', { name: 'Souhaiter à Gaspard Aubert : Anniversaire' });

    // The dialog is labelled, and Escape closes it.
    await wish.click();
    const dialog = pageA.getByRole('dialog', {
      name: 'Souhaiter un joyeux anniversaire à Gaspard',
    });
    await dialog.waitFor();
    await pageA.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await wish.click();
    await dialog.waitFor();
    await dialog
      .getByRole('button', { name: 'Bon anniversaire ! Que le Seigneur vous garde' })
      .click();
    await dialog.getByLabel('Votre vœu').fill('Joyeux anniversaire Gaspard, belle journée à toi !');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await todays.getByRole('button', { name: 'Vœu envoyé à Gaspard Aubert' }).waitFor();

    // On B's page, live: the message's toast.
    await pageB
      .getByText(/Nouveau message de\s+Bérénice Lemaire : Joyeux anniversaire Gaspard/)
      .waitFor({ timeout: 15_000 });
    await pageB.goto('/messaging');
    await pageB.getByText('Joyeux anniversaire Gaspard, belle journée à toi !').first().waitFor();

    // Reloaded, the card still says the wish was sent.
    await pageA.reload();
    await pageA
      .getByRole('region', { name: /Aujourd'hui/ })
      .getByRole('button', { name: 'Vœu envoyé à Gaspard Aubert' })
      .waitFor();
    await contextA.close();
    await contextB.close();
  });
});
