// Two friends, two browsers, one feed: A publishes a text with two photos, which takes the
// focus with no toast, and B sees it arrive; B comments and reacts and A sees the toast and the counts change in place; A
// replies and B sees the reply; a 'Moi uniquement' publication never reaches B; A deletes a
// publication and it leaves B's feed live. Driven against the real server.
// Their names appear in no other test file.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, befriend, drawnPng, newcomer, signIn } from './members-support.ts';
import { gotoWithSocket, launchBrowser, newContext, recordToasts, toastsSeen } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The card of the publication whose text is `text`. */
const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });
const fromCommunity = (page: Page) =>
  page.getByRole('article').filter({ hasText: 'À découvrir dans la communauté' });

describe('publications between two friends', () => {
  it('arrive live with their photos, comments, reactions and replies; private ones stay private', async () => {
    const contextA = await newContext(browser);
    const contextB = await newContext(browser);
    await recordToasts(contextA);
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    const a = await newcomer(pageA.request, 'Clémence', 'Fabre');
    const b = await newcomer(pageB.request, 'Honorine', 'Delmas');
    await signIn(pageA, a.email);
    await signIn(pageB, b.email);
    const { idA } = await befriend(pageA, pageB);
    await pageA.reload();
    await gotoWithSocket(pageB, '/feed/home', '/ws/notifications/');
    // Newcomers with one friend: the community's public publications fill the feed, marked.
    await fromCommunity(pageB).first().waitFor();

    // A publishes a text with two photos chosen in the drop area.
    const text = 'Retour en images sur la kermesse de dimanche';
    await pageA.getByLabel('Quoi de neuf ?').fill(text);
    await pageA.getByRole('button', { name: 'Photos', exact: true }).click();
    await pageA
      .getByRole('form', { name: 'Nouvelle publication' })
      .locator('input[type=file][accept^="image/"]')
      .setInputFiles([
        { name: 'stand.png', mimeType: 'image/png', buffer: await drawnPng(pageA, 320, 240, 200) },
        { name: 'chorale.png', mimeType: 'image/png', buffer: await drawnPng(pageA, 320, 240, 20) },
      ]);
    await pageA.getByRole('img', { name: 'Aperçu de chorale.png' }).waitFor();
    await pageA.getByRole('button', { name: 'Publier', exact: true }).click();
    // The new publication shows, with the focus: that is the confirmation (no toast, below).
    await card(pageA, text).waitFor();
    await pageA.waitForFunction(
      (shown) => document.activeElement?.closest('article')?.textContent?.includes(shown),
      text,
    );
    expect(await pageA.getByLabel('Quoi de neuf ?').inputValue()).toBe('');

    // B sees it arrive without reloading, photos and all; a photo opens in the viewer.
    const onB = card(pageB, text);
    await onB.waitFor();
    const photo = onB.getByRole('button', {
      name: `Photo 2 sur 2 de la publication de ${a.name}`,
    });
    await photo.waitFor();
    await photo.click();
    await pageB.getByRole('dialog', { name: 'Photo 2 sur 2' }).waitFor();
    const viewer = pageB.getByRole('dialog');
    await pageB.keyboard.press('ArrowRight');
    await viewer
      .getByRole('img', { name: `Photo 1 sur 2 de la publication de ${a.name}` })
      .waitFor();
    expect(
      await viewer.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBe(320);
    await pageB.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });

    // B comments and reacts; A gets the toast and sees the counts change in place.
    await onB.getByLabel('Écrire un commentaire').fill('Quelle belle fête, merci à tous !');
    await onB.getByRole('button', { name: 'Commenter', exact: true }).click();
    await onB.getByText('Quelle belle fête, merci à tous !').waitFor();
    await onB
      .getByRole('group', { name: 'Réactions', exact: true })
      .getByRole('button', { name: 'Amen' })
      .click();
    await onB
      .getByRole('group', { name: 'Réactions', exact: true })
      .getByRole('button', { name: 'Amen 1', pressed: true })
      .waitFor();

    await pageA
      .getByText(`Nouvelle notification : ${b.name} a commenté votre publication.`)
      .first()
      .waitFor();
    await pageA
      .getByText(`Nouvelle notification : ${b.name} a réagi à votre publication.`)
      .first()
      .waitFor();
    // Those toasts opened after publishing: 'Votre publication est en ligne.' never did, over the
    // publication A sees.
    const seen = await toastsSeen(pageA);
    expect(seen.some((toast) => toast.includes('a commenté votre publication.'))).toBe(true);
    expect(seen.filter((toast) => toast.includes('Votre publication est en ligne.'))).toEqual([]);
    const onA = card(pageA, text);
    await onA.getByText('1 commentaire', { exact: true }).waitFor();
    await onA.getByText('Quelle belle fête, merci à tous !').waitFor();
    await onA
      .getByRole('group', { name: 'Réactions', exact: true })
      .getByRole('button', { name: 'Amen 1', pressed: false })
      .waitFor();
    expect(new URL(pageA.url()).pathname).toBe('/feed/home');

    // A replies to B's comment; B sees the reply under her comment.
    await onA.getByRole('button', { name: `Répondre à ${b.name}` }).click();
    await onA.getByLabel(`Votre réponse à ${b.name}`).fill('Merci Honorine, à l’année prochaine !');
    await onA.getByRole('button', { name: 'Répondre', exact: true }).click();
    await onA.getByText('Merci Honorine, à l’année prochaine !').waitFor();
    await pageB
      .getByText(`Nouvelle notification : ${a.name} a répondu à votre commentaire.`)
      .first()
      .waitFor();
    await onB
      .getByRole('listitem', { name: `Commentaire de ${b.name}` })
      .getByRole('list', { name: 'Réponses' })
      .getByText('Merci Honorine, à l’année prochaine !')
      .waitFor();

    // A publication for 'Moi uniquement' never reaches B: not live, not after a reload, not by id.
    const secret = 'Note pour moi : préparer la réunion de jeudi';
    await pageA.getByLabel('Quoi de neuf ?').fill(secret);
    await pageA.getByLabel('Audience').selectOption({ label: 'Moi uniquement' });
    await pageA.getByRole('button', { name: 'Publier', exact: true }).click();
    await card(pageA, secret).getByText('Moi uniquement').waitFor();
    const mine = (await (await api(pageA, 'GET', `/api/publications/?author=${idA}`)).json()) as {
      results: { id: string; text: string }[];
    };
    const secretId = mine.results.find((item) => item.text === secret)?.id;
    expect(secretId).toBeTruthy();
    await pageB.waitForTimeout(1500);
    expect(await pageB.getByText(secret).count()).toBe(0);
    await pageB.reload();
    await card(pageB, text).waitFor();
    expect(await pageB.getByText(secret).count()).toBe(0);
    expect((await api(pageB, 'GET', `/api/publications/post/${secretId}/`)).status()).toBe(404);
    await pageB.goto(`/feed/publica-details/${secretId}`);
    await pageB.getByText("Cette publication n'existe pas ou ne vous est pas visible.").waitFor();
    expect(await pageB.getByText(secret).count()).toBe(0);

    // A deletes the first publication after confirming; it leaves B's feed live, and both
    // feeds for good.
    await gotoWithSocket(pageB, '/feed/home', '/ws/notifications/');
    const stillOnB = card(pageB, text);
    await stillOnB.waitFor();
    await onA.getByRole('button', { name: 'Options de la publication' }).click();
    await pageA.getByRole('button', { name: 'Supprimer', exact: true }).click();
    const confirm = pageA.getByRole('dialog', { name: 'Supprimer la publication ?' });
    await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await onA.waitFor({ state: 'detached' });
    await pageA.reload();
    await card(pageA, secret).waitFor();
    expect(await card(pageA, text).count()).toBe(0);
    await stillOnB.waitFor({ state: 'detached' });
    await pageB.reload();
    await fromCommunity(pageB).first().waitFor();
    expect(await card(pageB, text).count()).toBe(0);

    await contextA.close();
    await contextB.close();
  });
});
