// Two newcomers, two browsers: they find each other, become friends, part, and block, and one of
// them changes both pictures through the drag-drop modal. Driven against the real server.
// Their names appear in no other test file: the searches below must find only them.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawnPng, newcomer, searchMembers, signIn } from './members-support.ts';
import { baseUrl, launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('two newcomers', () => {
  it('find each other without accents, become friends, part, and block', async () => {
    const contextA = await newContext(browser);
    const contextB = await newContext(browser);
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    const a = await newcomer(pageA.request, 'Anaïs', 'Ébrard');
    const b = await newcomer(pageB.request, 'Bénédicte', 'Aubépine');
    await signIn(pageA, a.email);
    await signIn(pageB, b.email);

    // A finds B typing without accents and invites her.
    await searchMembers(pageA, 'benedicte aubepine');
    await pageA
      .getByRole('region', { name: 'Résultats de la recherche' })
      .getByRole('button', { name: `Envoyer une invitation — ${b.name}` })
      .click();
    await pageA.getByText('Invitation envoyée avec succès').first().waitFor();

    // B sees the invitation on her connections page and accepts it.
    await pageB.goto('/profile/connections');
    const received = pageB.getByRole('region', { name: 'Invitations reçues' });
    await received.getByText(a.name).first().waitFor();
    await pageB.getByRole('button', { name: `Accepter l'invitation — ${a.name}` }).click();
    await pageB.getByText('Invitation confirmée avec succès').first().waitFor();
    await pageB.getByRole('region', { name: 'Amis' }).getByText(a.name).first().waitFor();

    // Both see each other as friends.
    await pageA.goto('/profile/connections');
    const friendsOfA = pageA.getByRole('region', { name: 'Amis' });
    await friendsOfA.getByText(b.name).first().waitFor();

    // A removes B from her friends.
    await pageA.getByRole('button', { name: `Retirer de vos amis — ${b.name}` }).click();
    await pageA.getByText('Ami retiré de votre liste.').first().waitFor();
    await friendsOfA.getByText(b.name).first().waitFor({ state: 'detached' });
    await pageB.goto('/profile/connections');
    await pageB
      .getByRole('region', { name: 'Amis' })
      .getByText('Aucun ami pour le moment')
      .first()
      .waitFor();

    // A finds B again, opens her profile and blocks her.
    await searchMembers(pageA, 'aubepine');
    await pageA
      .getByRole('region', { name: 'Résultats de la recherche' })
      .getByRole('link', { name: b.name })
      .first()
      .click();
    await pageA.waitForURL(/\/feed\/people-profile\/[0-9a-f-]+\/feed$/);
    await pageA.getByRole('heading', { level: 1, name: b.name }).waitFor();
    await pageA.getByRole('button', { name: `Plus d'actions pour ${b.name}` }).click();
    await pageA.getByRole('button', { name: "Bloquer l'utilisateur" }).click();
    const confirm = pageA.getByRole('dialog', { name: `Bloquer ${b.name} ?` });
    await confirm.getByRole('button', { name: 'Bloquer', exact: true }).click();
    await pageA.getByText('Personne bloquée avec succès').first().waitFor();
    await pageA.getByRole('button', { name: 'Débloquer' }).waitFor();
    const profileOfB = pageA.url();

    // B can no longer find A, nor open her profile.
    await searchMembers(pageB, 'anais ebrard');
    const results = pageB.getByRole('region', { name: 'Résultats de la recherche' });
    await results.getByText(/Aucun membre/).waitFor();
    expect(await results.getByText(a.name).count()).toBe(0);
    const idOfA = await pageA.evaluate(() => {
      const token = localStorage.getItem('access_token') ?? '';
      const payload = token.split('.')[1] ?? '';
      return (
        JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { user_id: string }
      ).user_id;
    });
    await pageB.goto(`/feed/people-profile/${idOfA}/feed`);
    await pageB.getByRole('heading', { name: 'Membre introuvable' }).waitFor();
    expect(profileOfB).toContain('/feed/people-profile/');

    await contextA.close();
    await contextB.close();
  });

  it('changes both pictures through the drag-drop modal', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const member = await newcomer(page.request, 'Théo', 'Lemaître');
    await signIn(page, member.email);
    await page.goto('/profile/about');

    const pictures = [
      {
        button: 'Modifier la photo de profil',
        dialog: 'Modifier votre photo de profile',
        toast: 'Votre photo profile a été mise à jours avec succès.',
        image: `Photo de profil de ${member.name}`,
        size: [400, 400] as const,
      },
      {
        button: 'Modifier la photo de couverture',
        dialog: 'Modifier votre photo de couverture',
        toast: 'Votre photo de couverture a été mise à jours avec succès.',
        image: `Photo de couverture de ${member.name}`,
        size: [1200, 400] as const,
      },
    ];
    for (const picture of pictures) {
      await page.getByRole('button', { name: picture.button }).click();
      const dialog = page.getByRole('dialog', { name: picture.dialog });
      await dialog.waitFor();
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: await drawnPng(page, picture.size[0], picture.size[1]),
      });
      await dialog.getByRole('img', { name: 'Aperçu de photo.png' }).waitFor();
      await dialog.getByRole('button', { name: 'Soumettre' }).click();
      await page.getByText(picture.toast).first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      const source = await page
        .getByRole('img', { name: picture.image })
        .first()
        .getAttribute('src');
      expect(source).toMatch(/\/media\/[A-Za-z0-9_-]+\.webp$/);
    }

    // The new profile picture is listed in 'Photos de profile', served as an image.
    const files = await page.evaluate(async () => {
      const answer = await fetch('/api/users/user_files/', {
        headers: { authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
      });
      return (await answer.json()) as { profil: { url: string }[]; cover: { url: string }[] };
    });
    expect(files.profil).toHaveLength(1);
    expect(files.cover).toHaveLength(1);
    const served = await page.request.get(`${baseUrl}${files.profil[0]?.url ?? ''}`);
    expect(served.headers()['content-type']).toBe('image/webp');
    await context.close();
  });
});
