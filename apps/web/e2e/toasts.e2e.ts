// Where toasts open, and when they do not (UI.md: toasts never cover the header's controls or a
// conversation's menu; no toast for a result already on screen), at 390 px and 1366 px: three
// friends; A and B each have their conversation open on /messaging. A writes there: no 'Message
// envoyé avec succès' for A, no 'Nouveau message de …' for B, as the message shows in the
// conversation. Then C writes to both: that toast opens, clear of the conversation's menu, its
// composer and every control of the header (on a phone, the tab bar too).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, befriend, newcomer, signIn } from './members-support.ts';
import { gotoWithSocket, launchBrowser, newContext, recordToasts, toastsSeen } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (one: Box, other: Box) =>
  one.x < other.x + other.width &&
  other.x < one.x + one.width &&
  one.y < other.y + other.height &&
  other.y < one.y + one.height;

/** The boxes of the header's visible controls (its links, buttons and fields). */
const headerControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header a, header button, header input')]
      .map((control) => ({
        name: control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '',
        box: control.getBoundingClientRect().toJSON() as DOMRect,
      }))
      .filter(({ box }) => box.width > 0 && box.height > 0),
  );

async function sendAs(page: Page, receiverId: string, content: string) {
  const sent = await api(page, 'POST', '/api/messaging/messages/', {
    receiver_id: receiverId,
    content,
    client_id: crypto.randomUUID(),
  });
  expect(sent.status()).toBe(201);
}

describe('toasts on /messaging with a conversation open', () => {
  for (const width of [390, 1366]) {
    it(`say nothing the conversation shows, and cover neither its menu nor the header (${width} px)`, async () => {
      const contextA = await newContext(browser, { width });
      const contextB = await newContext(browser, { width });
      const contextC = await newContext(browser, { width });
      await recordToasts(contextA);
      await recordToasts(contextB);
      const pageA = await contextA.newPage();
      const pageB = await contextB.newPage();
      const pageC = await contextC.newPage();
      const a = await newcomer(pageA.request, 'Aurèle', 'Besnard');
      const b = await newcomer(pageB.request, 'Blandine', 'Corvisier');
      const c = await newcomer(pageC.request, 'Côme', 'Delaunay');
      await signIn(pageA, a.email);
      await signIn(pageB, b.email);
      await signIn(pageC, c.email);
      const { idA, idB } = await befriend(pageA, pageB);
      await befriend(pageC, pageA);
      await befriend(pageC, pageB);
      // Their conversation exists; each opens it on /messaging.
      await sendAs(pageA, idB, 'Bonjour Blandine !');
      await gotoWithSocket(pageA, `/messaging?with=${idB}`, '/ws/messages/');
      await gotoWithSocket(pageB, `/messaging?with=${idA}`, '/ws/messages/');
      await pageA.getByRole('log').getByText('Bonjour Blandine !').waitFor();
      await pageB.getByRole('log').getByText('Bonjour Blandine !').waitFor();

      // A writes in the open conversation: the message shows on both screens.
      const field = pageA.getByLabel('Votre message');
      await field.fill('Tu viens à la veillée ce soir ?');
      await pageA.getByRole('button', { name: 'Envoyer le message' }).click();
      await pageA.getByRole('log').getByText('Tu viens à la veillée ce soir ?').waitFor();
      await pageB.getByRole('log').getByText('Tu viens à la veillée ce soir ?').waitFor();
      // Emptied once the send has succeeded: its toast, if any, was asked for by then.
      await expect.poll(() => field.inputValue(), { timeout: 30_000 }).toBe('');

      // C writes to both: a conversation that is not on screen, so its toast opens, after any
      // toast of A's message would have.
      await sendAs(pageC, idA, 'Rendez-vous à 18 h devant l’église.');
      await sendAs(pageC, idB, 'Rendez-vous à 18 h devant l’église.');
      const fromC = `Nouveau message de ${c.name} : Rendez-vous à 18 h devant l’église.`;
      for (const page of [pageA, pageB]) {
        const toast = page.locator('.Toastify__toast').filter({ hasText: fromC });
        await toast.waitFor();
      }
      const seenByA = await toastsSeen(pageA);
      const seenByB = await toastsSeen(pageB);
      expect(seenByA.some((toast) => toast.includes(fromC))).toBe(true);
      expect(seenByB.some((toast) => toast.includes(fromC))).toBe(true);
      expect(seenByA.filter((toast) => toast.includes('Message envoyé avec succès'))).toEqual([]);
      expect(seenByB.filter((toast) => toast.includes('Tu viens à la veillée'))).toEqual([]);

      // Where the toast stands: clear of the conversation's menu, its composer and the header.
      for (const page of [pageA, pageB]) {
        const toast = page.locator('.Toastify__toast').filter({ hasText: fromC });
        // Held while the pointer is on it (pauseOnHover), as long as the checks take.
        await toast.hover();
        const place = (await toast.boundingBox())!;
        const menu = page.getByRole('button', { name: /^Actions de la conversation avec / });
        expect(intersects(place, (await menu.boundingBox())!)).toBe(false);
        const send = page.getByRole('button', { name: 'Envoyer le message' });
        expect(intersects(place, (await send.boundingBox())!)).toBe(false);
        const controls = await headerControls(page);
        // The bell, the account menu, the search, the destinations (the tab bar on a phone).
        expect(controls.length).toBeGreaterThan(4);
        expect(
          controls.filter((control) => intersects(place, control.box)).map(({ name }) => name),
        ).toEqual([]);
        // On the screen, and off its top, where the header and a conversation's menu stand
        // (and the photo viewer's close button and counter).
        expect(place.x).toBeGreaterThanOrEqual(0);
        expect(place.x + place.width).toBeLessThanOrEqual(width);
        expect(place.y).toBeGreaterThan(900 / 2);
        expect(place.y + place.height).toBeLessThanOrEqual(900);
      }
      await Promise.all([contextA, contextB, contextC].map((context) => context.close()));
    });
  }
});
