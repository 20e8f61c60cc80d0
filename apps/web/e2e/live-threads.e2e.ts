// Live threads and a first message, between two friends in two browsers: B sees A's new
// comment appear on the publication's card in the feed without a reload; A starts a
// 'Nouveau message' to B from Messagerie (no conversation yet), and B sees 'Noémie écrit…'
// while A writes the next one.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, befriend, newcomer, signIn } from './members-support.ts';
import { baseUrl, gotoWithSocket, launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function twoFriends(first: [string, string], second: [string, string]) {
  const contextA = await newContext(browser);
  const contextB = await newContext(browser);
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();
  const a = await newcomer(pageA.request, ...first);
  const b = await newcomer(pageB.request, ...second);
  await signIn(pageA, a.email);
  await signIn(pageB, b.email);
  await befriend(pageA, pageB);
  const close = async () => {
    await contextA.close();
    await contextB.close();
  };
  return { pageA, pageB, a, b, close };
}

/** The frames the page sends on its notification socket, as they leave. */
function framesSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/ws/notifications/')) return;
    socket.on('framesent', (frame) => sent.push(String(frame.payload)));
  });
  return sent;
}

describe('a publication on screen', () => {
  it('shows a friend’s new comment live, without a reload', async () => {
    const { pageA, pageB, a, close } = await twoFriends(['Théo', 'Garnier'], ['Lucie', 'Moreau']);
    const published = await api(pageA, 'POST', `${baseUrl}/api/publications/`, {
      type: 'texte',
      text: 'Veillée de prière ce soir à la chapelle',
      audience: 'friends',
    });
    expect(published.status()).toBe(201);
    const { id } = (await published.json()) as { id: string };

    const sent = framesSent(pageB);
    await gotoWithSocket(pageB, '/feed/home', '/ws/notifications/');
    const card = pageB.getByRole('article', { name: a.name }).filter({
      hasText: 'Veillée de prière ce soir à la chapelle',
    });
    await card.waitFor();
    // The card told the server it is on screen.
    await expect
      .poll(() => sent.some((frame) => frame.includes('"subscribe"') && frame.includes(id)))
      .toBe(true);

    const commented = await api(pageA, 'POST', `${baseUrl}/api/publications/post/${id}/comments/`, {
      text: 'Je vous attends à 20 h 30',
    });
    expect(commented.status()).toBe(201);
    await card.getByText('Je vous attends à 20 h 30').waitFor();
    await close();
  });
});

describe("'Nouveau message' from Messagerie", () => {
  it('writes to a friend with no conversation yet, who then sees the next one being written', async () => {
    const { pageA, pageB, a, b, close } = await twoFriends(
      ['Noémie', 'Fabre'],
      ['Aurélien', 'Perrin'],
    );
    await pageA.goto('/messaging');
    await pageA.getByRole('button', { name: 'Nouveau message' }).click();
    const picker = pageA.getByRole('combobox', { name: 'Écrire à' });
    await picker.fill('aurel');
    await pageA.getByRole('option', { name: b.name }).waitFor();
    await picker.press('Enter');
    // No conversation: the 'Nouveau Message' form to B.
    await pageA.getByRole('heading', { name: 'Nouveau Message' }).waitFor();
    await pageA.getByLabel('Votre message').fill('Bienvenue Aurélien !');
    await pageA.getByRole('button', { name: 'Envoyer le message' }).click();
    await pageA.getByRole('log').getByText('Bienvenue Aurélien !').waitFor();

    await gotoWithSocket(pageB, '/messaging', '/ws/messages/');
    await pageB
      .getByRole('button', { name: new RegExp(a.name) })
      .first()
      .click();
    await pageB.getByRole('log').getByText('Bienvenue Aurélien !').waitFor();

    await pageA.getByLabel('Votre message').fill('As-tu trouvé la salle');
    await pageB.getByText('Noémie écrit…', { exact: true }).first().waitFor();
    await close();
  });
});
