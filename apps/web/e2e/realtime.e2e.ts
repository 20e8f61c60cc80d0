// Live between two members: an invitation arrives on the other's page and bell, a message
// arrives with its toast, read marks change when it is opened, and after the server is
// killed and restarted the page reconnects on its own and the next message arrives.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './server.ts';
import { seededServerOptions } from './own-server.ts';
import { api, me, newcomer, signIn } from './members-support.ts';
import { baseUrl, gotoWithSocket, launchBrowser, newContext } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('two friends, live', () => {
  it('get the invitation live, chat with a toast, and see the read marks change', async () => {
    const contextA = await newContext(browser);
    const contextB = await newContext(browser);
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    const a = await newcomer(pageA.request, 'Noémie', 'Caron');
    const b = await newcomer(pageB.request, 'Élodie', 'Vasseur');
    await signIn(pageA, a.email);
    await signIn(pageB, b.email);
    const idB = (await me(pageB)).id;

    // B waits on her connections page; A's invitation appears there and on the bell, live.
    await gotoWithSocket(pageB, '/profile/connections', '/ws/notifications/');
    await pageB.getByRole('heading', { name: 'Invitations reçues' }).waitFor();
    await pageB.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    const invited = await api(pageA, 'POST', `${baseUrl}/api/relationship/relationships/`, {
      receiver: idB,
    });
    expect(invited.status()).toBe(201);
    await pageB
      .getByText(`Nouvelle notification : ${a.name} vous a envoyé une invitation.`)
      .waitFor();
    await pageB.getByRole('button', { name: 'Notifications, 1 non lue' }).waitFor();
    await pageB
      .getByRole('region', { name: 'Invitations reçues' })
      .getByText(a.name)
      .first()
      .waitFor();
    await pageB.getByRole('button', { name: `Accepter l'invitation — ${a.name}` }).click();
    await pageB.getByText('Invitation confirmée avec succès').first().waitFor();

    // A learns it live too.
    await pageA
      .getByText(`Nouvelle notification : ${b.name} a accepté votre invitation.`)
      .waitFor();

    // A writes; B, elsewhere in the app, gets the toast without reloading.
    await gotoWithSocket(pageB, '/feed/home', '/ws/messages/');
    await pageA.goto(`/messaging?with=${idB}`);
    await pageA.getByLabel('Votre message').fill('Bonjour Élodie, bienvenue parmi nous !');
    await pageA.getByRole('button', { name: 'Envoyer le message' }).click();
    // The conversation opens on the sent message: no 'Message envoyé avec succès' over it.
    await pageB
      .getByText(/Nouveau message de\s+Noémie Caron : Bonjour Élodie, bienvenue parmi nous !/)
      .waitFor();

    // A's message shows one check (sent) until B opens the conversation, then two (read).
    const mine = pageA.getByRole('log').getByText('Bonjour Élodie, bienvenue parmi nous !');
    await mine.waitFor();
    const bubble = pageA.locator('.message-bubble', { hasText: 'Bonjour Élodie' });
    await bubble.locator('[data-read="false"]').waitFor();
    await pageB.goto('/messaging');
    await pageB
      .getByRole('button', { name: new RegExp(a.name) })
      .first()
      .click();
    await pageB.getByRole('log').getByText('Bonjour Élodie, bienvenue parmi nous !').waitFor();
    await bubble.locator('[data-read="true"]').waitFor();
    expect(await bubble.getByText('Lu', { exact: true }).count()).toBe(1);

    await contextA.close();
    await contextB.close();
  });
});

describe('after the server restarts', () => {
  it('the page reconnects on its own and the next message arrives without a reload', async () => {
    // A server of this test's own, on a copy of the demo community that survives restarts.
    const { options, dispose } = await seededServerOptions('restart');
    let server = await startServer(options);
    const origin = server.baseUrl;
    const contextMarie = await browser.newContext({ baseURL: origin, locale: 'fr-FR' });
    const contextJean = await browser.newContext({ baseURL: origin, locale: 'fr-FR' });
    try {
      const marie = await contextMarie.newPage();
      const jean = await contextJean.newPage();
      await signIn(marie, 'marie.dupont@koinonia.local', 'Koinonia-Marie-2026');
      await signIn(jean, 'jean.martin@koinonia.local', 'Koinonia-Jean-2026');
      const idJean = (await me(jean)).id;
      // Both pages fully up (each chat socket open) before the server goes: a restart in the
      // middle of loading a page is another test.
      const upgradesBefore = () => server.output().split('/ws/messages/').length - 1;
      for (let waited = 0; upgradesBefore() < 2 && waited < 30_000; waited += 100) {
        await new Promise((wait) => setTimeout(wait, 100));
      }
      expect(upgradesBefore()).toBeGreaterThanOrEqual(2);

      await server.stop();
      server = await startServer(options);
      // Both pages come back by themselves: each one's chat socket reaches the new server
      // (two upgrades), and Marie sees Jean online again (his sockets are counted there).
      const upgrades = () => server.output().split('/ws/messages/').length - 1;
      const jeanOnline = async () => {
        const { token } = await me(marie);
        const response = await marie.request.get(`${origin}/api/users/${idJean}/`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return response.ok() && ((await response.json()) as { status: string }).status === 'online';
      };
      // A loaded machine takes a while to start a server and to retry (every second).
      const deadline = Date.now() + 60_000;
      while ((upgrades() < 2 || !(await jeanOnline())) && Date.now() < deadline) {
        await new Promise((wait) => setTimeout(wait, 200));
      }
      expect(upgrades()).toBeGreaterThanOrEqual(2);
      expect(await jeanOnline()).toBe(true);
      await new Promise((wait) => setTimeout(wait, 1500));

      const sent = await api(marie, 'POST', `${origin}/api/messaging/messages/`, {
        receiver_id: idJean,
        content: 'Toujours là après le redémarrage ?',
        client_id: crypto.randomUUID(),
      });
      expect(sent.status()).toBe(201);
      await jean
        .getByText(/Nouveau message de\s+Mme Marie Dupont : Toujours là après le redémarrage \?/)
        .waitFor();
      expect(new URL(jean.url()).pathname).toBe('/feed/home');
    } finally {
      await contextMarie.close();
      await contextJean.close();
      await server.stop();
      await dispose();
    }
  }, 150_000);
});

describe('a side column that cannot load', () => {
  it('leaves the page and its live sockets working', async () => {
    const context = await newContext(browser);
    // The right column's chunk fails, as during a restart or a network blip.
    await context.route(/\/assets\/ContextColumn-[^/]*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    const member = await newcomer(page.request, 'Anselme', 'Quérel');
    const chatSocket = page.waitForEvent('websocket', (ws) => ws.url().includes('/ws/messages/'));
    await signIn(page, member.email);
    await page.getByRole('heading', { name: 'Bienvenue, Anselme !' }).waitFor();
    const ws = await chatSocket;
    await page.waitForTimeout(500);
    expect(ws.isClosed()).toBe(false);
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    expect(await page.getByText('Vous connaissez peut-être').count()).toBe(0);
    await context.close();
  });
});
