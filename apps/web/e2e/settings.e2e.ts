// Settings, in two browsers. A member signed in twice changes the password in one
// browser: the other one's session ends (its socket is closed, its refresh refused) and lands
// on the sign-in page, where the new password opens it again. Then a member hides their
// birthday ('Personne') and their friend no longer finds it on the profile.
// Their names appear in no other test file.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, newcomer, PASSWORD, signIn } from './members-support.ts';
import { gotoWithSocket, launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('settings', () => {
  it('a new password signs the other browser out', async () => {
    const contextA = await newContext(browser);
    const contextB = await newContext(browser, { width: 390 });
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    const member = await newcomer(pageA.request, 'Eulalie', 'Castagnède');
    await signIn(pageA, member.email);
    await signIn(pageB, member.email);
    await gotoWithSocket(pageB, '/feed/home', '/ws/notifications/');

    // Both devices are listed; this one is marked.
    await pageA.goto('/settings/account');
    const sessions = pageA.getByRole('region', { name: 'Sessions actives' });
    await sessions.getByText('Cette session').waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(2);

    // A wrong current password: the server's sentence beside the field.
    const form = pageA.getByRole('region', { name: 'Mot de passe' });
    await form.getByLabel('Mot de passe actuel').fill('pas le bon mot de passe');
    await form.getByLabel('Nouveau mot de passe').fill('Un chant nouveau pour 2026');
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await form.getByText('Mot de passe actuel incorrect.').waitFor();

    await form.getByLabel('Mot de passe actuel').fill(PASSWORD);
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await form
      .getByText('Votre mot de passe est modifié. Vos autres sessions sont déconnectées.')
      .waitFor();
    await sessions.getByText("Aucune autre session n'est ouverte.").waitFor();

    // The other browser is signed out without touching it, and the new password lets it in.
    await pageB.waitForURL(/\/auth\/sign-in/, { timeout: 20_000 });
    await signIn(pageB, member.email, 'Un chant nouveau pour 2026');
    // A stayed signed in.
    await pageA.reload();
    await pageA.getByRole('heading', { level: 1, name: 'Compte' }).waitFor();
    expect(new URL(pageA.url()).pathname).toBe('/settings/account');

    await contextA.close();
    await contextB.close();
  });

  it("a birthday hidden from everyone leaves the friend's view of the profile", async () => {
    const contextA = await newContext(browser);
    const contextB = await newContext(browser);
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    await newcomer(pageA.request, 'Philippine', 'Larrouturou').then((a) => signIn(pageA, a.email));
    await newcomer(pageB.request, 'Ambroise', 'Etchegaray').then((b) => signIn(pageB, b.email));
    const { idA } = await befriend(pageA, pageB);

    // A gives her birthday and town in her account settings.
    await pageA.goto('/settings/account');
    const profile = pageA.getByRole('region', { name: 'Profil' });
    await profile.getByLabel('Date de naissance').fill('1991-05-14');
    await profile.getByLabel('Ville').fill('Bayonne');
    await profile.getByRole('button', { name: 'Enregistrer' }).click();
    await pageA.getByText('Profil mis à jour avec succès.').waitFor();

    // Her friend sees the day (the year is hidden by default).
    const about = `/feed/people-profile/${idA}/about`;
    await pageB.goto(about);
    await pageB.getByText('14 mai').first().waitFor();

    // A hides it from everyone: saved at once.
    await pageA.getByRole('link', { name: 'Confidentialité et sécurité' }).first().click();
    await pageA.waitForURL('**/settings/privacy');
    // The URL changes before the page's code has replaced the account page (and its date field).
    await pageA.getByRole('heading', { level: 1, name: 'Confidentialité et sécurité' }).waitFor();
    const saved = pageA.waitForResponse(
      (answer) =>
        answer.url().includes('/api/users/settings/') && answer.request().method() === 'PATCH',
    );
    await pageA
      .getByRole('combobox', { name: 'Date de naissance' })
      .selectOption({ label: 'Personne' });
    expect((await saved).status()).toBe(200);

    await pageB.goto(about);
    await pageB.getByRole('heading', { name: 'A propos' }).first().waitFor();
    expect(await pageB.getByText('14 mai').count()).toBe(0);
    expect(await pageB.getByText('Naissance').count()).toBe(0);

    await contextA.close();
    await contextB.close();
  });
});
