// An album between two friends, two browsers: Marie creates one from the profile menu's
// 'Albums', adds three photos (JPEGs drawn in the page) with their captions and alt texts,
// each with its progress bar, and moves the third before the second with the keyboard
// (@dnd-kit: Space, ←, Space); Jean opens it from 'Albums de mes amis', opens the viewer, goes
// to the next photo with → and comments it; Marie sees his comment in her viewer, and the
// browser's Back closes her viewer to the grid (Forward opens it again).
// Image rights: Marie tags Jean on a photo; Jean finds it under 'Où je suis identifié' and asks
// 'Retirer cette photo'; Pauline, Marie's friend too, no longer sees it; Marie keeps it with a
// word, which Jean reads.
// Then the albums' screens of the demo data pass axe in both themes, at phone and desktop widths.
// Driven against the real server. Their names appear in no other test file.
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations, WCAG_AA } from './axe.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, befriend, drawnPng, me, newcomer, signIn } from './members-support.ts';
import { baseUrl, launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A JPEG drawn in the page: real image bytes, as a phone's photo would be. */
async function drawnJpeg(page: Page, hue: number) {
  const dataUrl = await page.evaluate((tint: number) => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 360;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const gradient = context.createLinearGradient(0, 0, 480, 360);
    gradient.addColorStop(0, `hsl(${tint} 60% 45%)`);
    gradient.addColorStop(1, `hsl(${tint + 40} 70% 65%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 480, 360);
    return canvas.toDataURL('image/jpeg', 0.85);
  }, hue);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

const PHOTOS = [
  {
    name: 'arrivee.jpg',
    hue: 200,
    caption: 'L’arrivée à la grotte',
    alt: 'La grotte de Massabielle',
  },
  {
    name: 'procession.jpg',
    hue: 20,
    caption: 'La procession aux flambeaux',
    alt: 'Des cierges dans la nuit',
  },
  {
    name: 'basilique.jpg',
    hue: 120,
    caption: 'Devant la basilique',
    alt: 'Le groupe devant la basilique',
  },
];

describe('albums between two friends', () => {
  it('Marie fills and orders an album; Jean views it, moves with →, comments; Marie sees it', async () => {
    const contextA = await newContext(browser);
    const contextB = await newContext(browser);
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    const a = await newcomer(pageA.request, 'Marie', 'Soubirous');
    const b = await newcomer(pageB.request, 'Jean', 'Vianney');
    await signIn(pageA, a.email);
    await signIn(pageB, b.email);
    await befriend(pageA, pageB);

    // Marie goes to her albums from the profile menu and creates one, for her friends.
    await pageA
      .getByRole('navigation', { name: 'Menu du profil' })
      .getByRole('link', { name: 'Albums' })
      .click();
    await pageA.waitForURL(/\/feed\/albums$/);
    await pageA.getByText('Vous n’avez pas encore d’album.').waitFor();
    await pageA.getByRole('button', { name: 'Créer un album' }).first().click();
    const form = pageA.getByRole('dialog', { name: 'Nouvel album' });
    await form.getByLabel('Titre').fill('Pèlerinage à Lourdes');
    await form.getByLabel('Description').fill('Trois jours avec la paroisse.');
    expect(await form.getByLabel('Qui peut voir l’album ?').inputValue()).toBe('friends');
    await form.getByRole('button', { name: 'Créer l’album' }).click();
    await pageA.waitForURL(/\/feed\/albums\/[0-9a-f-]{36}$/);
    const albumId = pageA.url().split('/').pop() ?? '';
    await pageA.getByRole('heading', { level: 1, name: 'Pèlerinage à Lourdes' }).waitFor();

    // Three photos, each with its caption and alt text, each with its own progress bar.
    await pageA.getByRole('button', { name: 'Ajouter des photos' }).first().click();
    const upload = pageA.getByRole('region', { name: 'Ajouter des photos' });
    await upload.locator('input[type=file]').setInputFiles(
      await Promise.all(
        PHOTOS.map(async (photo) => ({
          name: photo.name,
          mimeType: 'image/jpeg',
          buffer: await drawnJpeg(pageA, photo.hue),
        })),
      ),
    );
    for (const photo of PHOTOS) {
      await upload.getByRole('img', { name: `Aperçu de ${photo.name}` }).waitFor();
      await upload.getByLabel(`Légende de ${photo.name}`).fill(photo.caption);
      await upload.getByLabel(`Texte alternatif de ${photo.name}`).fill(photo.alt);
    }
    await upload.getByRole('button', { name: 'Envoyer les photos' }).click();
    await upload
      .getByRole('progressbar', { name: `Envoi de ${PHOTOS[0]?.name}` })
      .first()
      .waitFor();
    await upload.waitFor({ state: 'detached' });
    await pageA.getByText('3 photos').first().waitFor();
    const tiles = pageA.getByRole('region', { name: 'Photos de l’album' });
    for (const [index, photo] of PHOTOS.entries()) {
      await tiles
        .getByRole('button', { name: `Ouvrir la photo ${index + 1} sur 3 : ${photo.alt}` })
        .waitFor();
    }
    // The grid's photos are responsive: their copies on the album's signed address.
    const srcset = await tiles.locator(`img[alt="${PHOTOS[0]?.alt}"]`).getAttribute('srcset');
    expect(srcset).toMatch(/-320w\.webp\?e=\d+&s=[^ ]+ 320w/);

    // She moves the third photo before the second with the keyboard.
    const saved = pageA.waitForResponse(
      (response) => response.url().endsWith(`/api/albums/${albumId}/order/`) && response.ok(),
    );
    await tiles.getByRole('button', { name: 'Déplacer la photo 3' }).focus();
    await pageA.keyboard.press('Space');
    await pageA.waitForTimeout(300);
    await pageA.keyboard.press('ArrowLeft');
    await pageA.waitForTimeout(300);
    await pageA.keyboard.press('Space');
    await saved;
    await tiles
      .getByRole('button', { name: `Ouvrir la photo 2 sur 3 : ${PHOTOS[2]?.alt}` })
      .waitFor();
    const order = (await (await api(pageA, 'GET', `/api/albums/${albumId}/items/`)).json()) as {
      results: { alt: string }[];
    };
    expect(order.results.map((item) => item.alt)).toEqual([
      PHOTOS[0]?.alt,
      PHOTOS[2]?.alt,
      PHOTOS[1]?.alt,
    ]);

    // Jean finds it among his friends' albums, with its cover and count.
    await pageB.goto('/feed/albums?tab=friends');
    const card = pageB.getByRole('article').filter({ hasText: 'Pèlerinage à Lourdes' });
    await card.getByText('3 photos').waitFor();
    await card
      .getByRole('img', { name: 'Couverture de l’album « Pèlerinage à Lourdes »' })
      .waitFor();
    await card.getByRole('link', { name: 'Pèlerinage à Lourdes' }).click();
    await pageB.waitForURL(new RegExp(`/feed/albums/${albumId}$`));
    // A friend neither adds nor reorders.
    await pageB.getByRole('button', { name: /^Ouvrir la photo 1 sur 3 : / }).waitFor();
    expect(await pageB.getByRole('button', { name: 'Ajouter des photos' }).count()).toBe(0);
    expect(await pageB.getByRole('button', { name: /Déplacer la photo/ }).count()).toBe(0);

    // The viewer: the first photo, then → to the next, its caption and alt text.
    await pageB.getByRole('button', { name: /^Ouvrir la photo 1 sur 3 : / }).click();
    const viewer = pageB.getByRole('dialog', { name: 'Photo 1 sur 3' });
    await viewer.getByText(PHOTOS[0]?.caption ?? '', { exact: true }).waitFor();
    await pageB.keyboard.press('ArrowRight');
    const second = pageB.getByRole('dialog', { name: 'Photo 2 sur 3' });
    await second.getByText(PHOTOS[2]?.caption ?? '', { exact: true }).waitFor();
    await second.getByText(`Texte alternatif : ${PHOTOS[2]?.alt}`).waitFor();
    // The photo loads (it may still be on its way when its caption shows).
    await expect
      .poll(
        () =>
          second
            .getByRole('img', { name: PHOTOS[2]?.alt })
            .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(
      await second.getByRole('link', { name: 'Télécharger l’original' }).getAttribute('download'),
    ).not.toBeNull();

    // He comments that photo, in the viewer.
    await second.getByLabel('Écrire un commentaire').fill('Quels beaux souvenirs !');
    await second.getByRole('button', { name: 'Commenter', exact: true }).click();
    await second.getByText('Quels beaux souvenirs !').waitFor();
    await pageB.keyboard.press('Escape');
    await second.waitFor({ state: 'hidden' });

    // Marie opens the same photo and reads his comment.
    await pageA.reload();
    await pageA.getByRole('button', { name: /^Ouvrir la photo 2 sur 3 : / }).click();
    const hers = pageA.getByRole('dialog', { name: 'Photo 2 sur 3' });
    await hers.getByText('Quels beaux souvenirs !').waitFor();
    await hers.getByText(b.name).first().waitFor();

    // The viewer is in the history (`?photo=`): moving replaces its entry, so the browser's
    // Back closes it to the grid, and Forward opens it again on the photo she left.
    await pageA.waitForURL(new RegExp(`/feed/albums/${albumId}\\?photo=`));
    await pageA.keyboard.press('ArrowRight');
    const third = pageA.getByRole('dialog', { name: 'Photo 3 sur 3' });
    await third.getByText(PHOTOS[1]?.caption ?? '', { exact: true }).waitFor();
    const thirdUrl = pageA.url();
    await pageA.goBack();
    await third.waitFor({ state: 'hidden' });
    await pageA.waitForURL(new RegExp(`/feed/albums/${albumId}$`));
    await pageA.getByRole('button', { name: /^Ouvrir la photo 3 sur 3 : / }).waitFor();
    // Gone once its closing transition has run (no dialog left behind).
    await expect.poll(() => pageA.getByRole('dialog').count()).toBe(0);
    await pageA.goForward();
    await third.getByText(PHOTOS[1]?.caption ?? '', { exact: true }).waitFor();
    expect(pageA.url()).toBe(thirdUrl);

    await contextA.close();
    await contextB.close();
  });
});

describe('image rights on an album photo', () => {
  it("Marie tags Jean; Jean asks 'Retirer cette photo', hidden from Pauline; Marie keeps it with a word", async () => {
    const contexts = await Promise.all([1, 2, 3].map(() => newContext(browser)));
    const [pageA, pageB, pageC] = await Promise.all(contexts.map((context) => context.newPage()));
    if (!pageA || !pageB || !pageC) throw new Error('no page');
    const a = await newcomer(pageA.request, 'Marie', 'Soubirous');
    const b = await newcomer(pageB.request, 'Jean', 'Vianney');
    const c = await newcomer(pageC.request, 'Pauline', 'Jaricot');
    await signIn(pageA, a.email);
    await signIn(pageB, b.email);
    await signIn(pageC, c.email);
    const { idB } = await befriend(pageA, pageB);
    await befriend(pageA, pageC);

    // Marie's album for her friends, one photo, through the API.
    const headers = { authorization: `Bearer ${(await me(pageA)).token}` };
    const created = await pageA.request.post(`${baseUrl}/api/albums/`, {
      headers,
      data: { title: 'Retraite à Ars', audience: 'friends' },
    });
    const albumId = ((await created.json()) as { id: string }).id;
    const added = await pageA.request.post(`${baseUrl}/api/albums/${albumId}/items/`, {
      headers,
      multipart: {
        caption: 'Le repas des retraitants',
        alt: 'Une tablée dans le réfectoire',
        files: {
          name: 'repas.png',
          mimeType: 'image/png',
          buffer: await drawnPng(pageA, 800, 600),
        },
      },
    });
    expect(added.status()).toBe(201);

    // Marie tags Jean in the viewer.
    await pageA.goto(`/feed/albums/${albumId}`);
    await pageA.getByRole('button', { name: /^Ouvrir la photo 1 sur 1 : / }).click();
    const viewerA = pageA.getByRole('dialog', { name: 'Photo 1 sur 1' });
    await viewerA.getByRole('button', { name: 'Identifier un membre' }).click();
    const select = viewerA.getByLabel('Membre à identifier');
    await select.locator(`option[value="${idB}"]`).waitFor({ state: 'attached' });
    await select.selectOption(idB);
    await viewerA.getByRole('button', { name: 'Identifier', exact: true }).click();
    await viewerA.getByRole('link', { name: b.name }).waitFor();

    // Jean finds it under 'Où je suis identifié'; the link opens the viewer on it.
    await pageB.goto('/feed/albums');
    await pageB.getByRole('link', { name: 'Où je suis identifié' }).click();
    await pageB.getByRole('link', { name: /Une tablée dans le réfectoire/ }).click();
    await pageB.waitForURL(new RegExp(`/feed/albums/${albumId}\\?photo=`));
    const viewerB = pageB.getByRole('dialog', { name: 'Photo 1 sur 1' });
    await viewerB.getByRole('button', { name: 'Retirer cette photo' }).click();
    await pageB
      .getByRole('dialog', { name: 'Retirer cette photo ?' })
      .getByRole('button', { name: 'Retirer cette photo' })
      .click();
    await viewerB.getByText(/Vous avez demandé le retrait de cette photo/).waitFor();

    // Pauline, Marie's friend too, no longer sees it.
    await pageC.goto(`/feed/albums/${albumId}`);
    await pageC.getByText('Cet album est vide.').waitFor();

    // Marie, who added it, keeps it with a word.
    await pageA.reload();
    const banner = pageA
      .getByRole('dialog', { name: 'Photo 1 sur 1' })
      .getByRole('region', { name: 'Un membre identifié demande le retrait de cette photo' });
    await banner
      .getByLabel('Un mot au membre qui le demande (facultatif)')
      .fill('Tu es de dos, promis !');
    await banner.getByRole('button', { name: 'Garder' }).click();
    await banner.waitFor({ state: 'detached' });

    // Jean reads her word.
    await pageB.reload();
    await pageB
      .getByRole('dialog', { name: 'Photo 1 sur 1' })
      .getByText('Son mot : « Tu es de dos, promis ! »')
      .waitFor();

    await Promise.all(contexts.map((context) => context.close()));
  });
});

/** The WCAG 2 A and AA violations axe finds on the page (as accessibility.e2e.ts). */
async function violations(page: Page): Promise<string[]> {
  return describeViolations(await axeViolations(page, { tags: WCAG_AA }));
}

describe.each([
  ['light', 1280],
  ['dark', 390],
] as const)('the albums in the %s theme at %i px', (theme, width) => {
  it('have no accessibility violation: the list, an album and its viewer', async () => {
    const context = await newContext(browser, { width, colorScheme: theme });
    const page = await context.newPage();
    await signIn(page, 'jean.martin@koinonia.local', 'Koinonia-Jean-2026');
    await page.goto('/feed/albums?tab=friends');
    const card = page.getByRole('article').first();
    await card.waitFor();
    await page.waitForTimeout(500);
    expect({ path: 'list', violations: await violations(page) }).toEqual({
      path: 'list',
      violations: [],
    });
    await card.getByRole('link').first().click();
    await page.waitForURL(/\/feed\/albums\/[0-9a-f-]{36}$/);
    const first = page.getByRole('button', { name: /^Ouvrir la photo 1 sur / });
    await first.waitFor();
    await page.waitForTimeout(500);
    expect({ path: 'album', violations: await violations(page) }).toEqual({
      path: 'album',
      violations: [],
    });
    await first.click();
    const viewer = page.getByRole('dialog', { name: /^Photo 1 sur / });
    await viewer.getByRole('group', { name: 'Réactions', exact: true }).waitFor();
    await page.waitForTimeout(500);
    expect({ path: 'viewer', violations: await violations(page) }).toEqual({
      path: 'viewer',
      violations: [],
    });
    await context.close();
  });
});
