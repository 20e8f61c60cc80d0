// One member frames a new profile picture in the photo dialog (zoom, arrow keys, reset) and
// another member sees the crop on her profile; then she looks at her profile as a member and as
// a friend would ('Voir mon profil comme…'). Driven against the real server.
// Their names appear in no other test file.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, drawnPng, me, newcomer, signIn } from './members-support.ts';
import { launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The natural size of the image at `src`, as the page decodes it. */
function naturalSize(page: Page, src: string) {
  return page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, src);
}

describe('the photo crop', () => {
  it('sends the framed part of the picture, which another member sees', async () => {
    const contextA = await newContext(browser);
    const contextB = await newContext(browser);
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    const a = await newcomer(pageA.request, 'Clémence', 'Recadrée');
    const b = await newcomer(pageB.request, 'Baptiste', 'Regardant');
    await signIn(pageA, a.email);
    await signIn(pageB, b.email);

    await pageA.goto('/profile/about');
    await pageA.getByRole('button', { name: 'Modifier la photo de profil' }).click();
    const dialog = pageA.getByRole('dialog', { name: 'Modifier votre photo de profile' });
    const submit = dialog.getByRole('button', { name: 'Soumettre' });
    expect(await submit.isDisabled()).toBe(true);
    // A landscape picture, 800 × 400: a square frame takes 400 × 400 of it unzoomed.
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'paysage.png',
      mimeType: 'image/png',
      buffer: await drawnPng(pageA, 800, 400, 30),
    });
    const frame = dialog.getByRole('group', { name: 'Cadrage de la photo' });
    await frame.waitFor();
    const zoom = dialog.getByRole('slider', { name: 'Zoom' });
    await zoom.fill('3');
    expect(await zoom.getAttribute('aria-valuetext')).toBe('300 %');
    // 'Réinitialiser' comes back to the whole height, then twice the size is framed.
    await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
    expect(await zoom.inputValue()).toBe('1');
    await zoom.fill('2');
    const image = dialog.locator('img.reactEasyCrop_Image');
    const before = await image.getAttribute('style');
    await frame.focus();
    await pageA.keyboard.press('ArrowRight');
    await pageA.keyboard.press('ArrowRight');
    expect(await image.getAttribute('style')).not.toBe(before);
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await pageA.getByText('Votre photo profile a été mise à jours avec succès.').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // B opens A's profile: the picture is the square crop, 200 × 200 at zoom 2.
    const { id: idA } = await me(pageA);
    await pageB.goto(`/feed/people-profile/${idA}/feed`);
    const avatar = pageB.getByRole('img', { name: `Photo de profil de ${a.name}` }).first();
    await avatar.waitFor();
    const src = (await avatar.getAttribute('src')) ?? '';
    expect(src).toMatch(/\/media\/[A-Za-z0-9_-]+\.webp$/);
    expect(await naturalSize(pageB, src)).toEqual([200, 200]);

    // 'Voir mon profil comme…': a friends-only publication is not a member's to see.
    const published = await api(pageA, 'POST', '/api/publications/', {
      type: 'texte',
      text: 'Répétition de la chorale jeudi',
      audience: 'friends',
    });
    expect(published.status()).toBe(201);
    await pageA.goto('/settings/privacy');
    await pageA.getByRole('link', { name: /Voir mon profil comme un membre/ }).click();
    await pageA
      .getByRole('heading', { name: 'Aperçu : vous voyez votre profil comme un membre le voit.' })
      .waitFor();
    await pageA.getByText('Aucune publication visible pour ce lecteur.').waitFor();
    await pageA
      .getByRole('navigation', { name: 'Voir comme' })
      .getByRole('link', { name: 'un ami' })
      .click();
    await pageA.getByText('Répétition de la chorale jeudi').waitFor();
    await pageA.getByRole('link', { name: "Quitter l'aperçu" }).click();
    await pageA.waitForURL(/\/settings\/privacy$/);

    await contextA.close();
    await contextB.close();
  });
});
