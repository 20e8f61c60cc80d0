// A member's album photos on their profile's 'Médias' tab: a friend sees the photo added to a
// friends' album, with its own text alternative, in the viewer; in both themes, at phone and
// desktop widths. Driven against the real server.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, drawnPng, me, newcomer, signIn } from './members-support.ts';
import { baseUrl, launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** An album of the page's member, with one photo, through the API. */
async function albumWithPhoto(page: Page) {
  const { token } = await me(page);
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post(`${baseUrl}/api/albums/`, {
    headers,
    data: { title: 'Pèlerinage à Vézelay', audience: 'friends' },
  });
  expect(created.status()).toBe(201);
  const album = (await created.json()) as { id: string };
  const added = await page.request.post(`${baseUrl}/api/albums/${album.id}/items/`, {
    headers,
    multipart: {
      caption: 'Au sommet de la colline',
      alt: 'Trois pèlerins devant la basilique',
      files: { name: 'photo.png', mimeType: 'image/png', buffer: await drawnPng(page, 800, 600) },
    },
  });
  expect(added.status()).toBe(201);
}

describe("a member's album photos", () => {
  it("show on their 'Médias' tab to a friend, and open in the viewer", async () => {
    const contextA = await newContext(browser);
    const pageA = await contextA.newPage();
    const a = await newcomer(pageA.request, 'Apolline', 'Vézelien');
    await signIn(pageA, a.email);
    const friends: { email: string }[] = [];
    for (const [theme, width] of [
      ['light', 1366],
      ['dark', 1366],
      ['light', 390],
      ['dark', 390],
    ] as const) {
      const context = await newContext(browser, { width, colorScheme: theme });
      const page = await context.newPage();
      const friend = friends[0] ?? (await newcomer(page.request, 'Bertille', 'Morvandelle'));
      friends.push(friend);
      await signIn(page, friend.email);
      if (friends.length === 1) {
        await befriend(pageA, page);
        await albumWithPhoto(pageA);
      }
      await page.goto(`/feed/people-profile/${(await me(pageA)).id}/media`);
      await page.getByRole('heading', { name: 'Photos des albums' }).waitFor();
      const open = page.getByRole('button', { name: 'Agrandir : Au sommet de la colline' });
      await open.waitFor();
      await open.scrollIntoViewIfNeeded();
      if (process.env.SCREENSHOTS_DIR) {
        await page.screenshot({
          path: `${process.env.SCREENSHOTS_DIR}/album-photos-${theme}-${width}.png`,
        });
      }
      await open.click();
      const viewed = page.getByRole('dialog').getByRole('img', {
        name: 'Trois pèlerins devant la basilique',
      });
      await viewed.waitFor();
      // The signed address of the album's file is served to the friend.
      expect(await viewed.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await context.close();
    }
    // The member sees theirs on their own 'Médias' tab.
    await pageA.goto('/profile/media');
    await pageA.getByRole('button', { name: 'Agrandir : Au sommet de la colline' }).waitFor();
    await contextA.close();
  });
});
