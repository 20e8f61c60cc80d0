// Closing an account (ADR 0009), in two browsers. Séraphine and her friend Anselme: she closes
// her account in /settings/close-account and is signed out; he no longer finds her, not in
// his friends, not by search, not at her profile's address. She signs in within the grace
// period, is offered 'Réactiver mon compte', and he finds her again.
// Their names appear in no other test file.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, newcomer, PASSWORD, searchMembers, signIn } from './members-support.ts';
import { launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('closing an account', () => {
  it('hides the member from a friend at once, and reactivation brings her back', async () => {
    const contextA = await newContext(browser, { width: 390 });
    const contextB = await newContext(browser);
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    const seraphine = await newcomer(pageA.request, 'Séraphine', 'Quintard');
    await signIn(pageA, seraphine.email);
    await newcomer(pageB.request, 'Anselme', 'Bourdaloue').then((b) => signIn(pageB, b.email));
    const { idA } = await befriend(pageA, pageB);
    const profileOfA = `/feed/people-profile/${idA}/feed`;
    await pageB.goto(profileOfA);
    await pageB.getByRole('heading', { level: 1, name: 'Séraphine Quintard' }).waitFor();

    // She closes her account: a wrong password first, then hers.
    await pageA.goto('/settings/close-account');
    const card = pageA.getByRole('region', { name: 'Fermer mon compte' });
    await card.getByLabel('Votre mot de passe').fill('pas le bon');
    await card.getByLabel(/Je comprends/).check();
    await card.getByRole('button', { name: 'Fermer mon compte' }).click();
    await card.getByText('Mot de passe incorrect.').waitFor();
    await card.getByLabel('Votre mot de passe').fill(PASSWORD);
    await card.getByLabel('Pourquoi partez-vous ? (facultatif)').fill('Une pause.');
    await card.getByRole('button', { name: 'Fermer mon compte' }).click();
    await pageA.waitForURL(/\/auth\/sign-in/);
    await pageA
      .getByText(/Votre compte est fermé\. Il sera supprimé le/)
      .first()
      .waitFor();

    // Her friend finds her nowhere.
    await pageB.goto(profileOfA);
    await pageB.getByRole('heading', { name: 'Membre introuvable' }).waitFor();
    const results = await searchMembers(pageB, 'seraphine quintard');
    await results.getByText(/Aucun membre/).waitFor();
    expect(await results.getByText('Séraphine Quintard').count()).toBe(0);
    await pageB.goto('/profile/connections');
    const friends = pageB.getByRole('region', { name: 'Amis' });
    await friends.getByText('Aucun ami pour le moment').first().waitFor();

    // She signs in within the grace period and reactivates.
    await pageA.getByLabel('Adresse e-mail', { exact: true }).fill(seraphine.email);
    await pageA.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await pageA.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await pageA.getByText(/Vous pouvez encore le réactiver\./).waitFor();
    await pageA.getByRole('button', { name: 'Réactiver mon compte' }).click();
    await pageA.waitForURL(/\/feed\/home$/);

    await pageB.goto(profileOfA);
    await pageB.getByRole('heading', { level: 1, name: 'Séraphine Quintard' }).waitFor();
    await pageB.goto('/profile/connections');
    await friends.getByText('Séraphine Quintard').first().waitFor();

    await contextA.close();
    await contextB.close();
  });
});
