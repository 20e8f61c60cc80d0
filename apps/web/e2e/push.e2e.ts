// Web push in Chromium (docs/adr/0020-web-push.md). Headless Chromium subscribes only through a
// real push service, which the test machines cannot reach: the server's sending is tested with a
// local push service (apps/server notifications.push.test.ts). Here: /settings/notification asks
// nothing at load and offers 'Recevoir les notifications sur cet appareil'; a push delivered to
// the service worker (through the DevTools protocol, as a push service would) shows 'Koinonia'
// with the notification's sentence, its tag and the page a tap opens. The member's name appears
// in no other test file.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, me, newcomer, signIn } from './members-support.ts';
import { launchBrowser, newContext } from './support.ts';

const shots = process.env.SCREENSHOTS_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller?.state === 'activated',
    null,
    {
      timeout: 60_000,
    },
  );
}

/** Screenshots at 390 and 1366 px, light and dark, into SCREENSHOTS_DIR. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [390, 1366]) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate((value) => {
        document.documentElement.setAttribute('data-bs-theme', value);
      }, theme);
      await page.screenshot({ path: `${shots}/${name}-${theme}-${width}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-bs-theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('web push', () => {
  it('asks nothing at load, and the worker shows a push with its sentence, tag and link', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const member = await newcomer(page.request, 'Gwenola', 'Le Bihan');
    await signIn(page, member.email);
    await page.goto('/settings/notification');
    const toggle = page.getByRole('switch', {
      name: 'Recevoir les notifications sur cet appareil',
    });
    await toggle.waitFor();
    await controlled(page);
    await page.reload();
    await page.getByText(/Votre navigateur vous demandera votre accord/).waitFor();
    expect(await toggle.isChecked()).toBe(false);
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await page.getByRole('switch', { name: "Réactions : Sur l'appareil" }).waitFor();
    if (shots) await screenshots(page, 'settings-notification-push');

    // A push service delivers a payload to the worker, as the server sends it.
    await context.grantPermissions(['notifications']);
    const cdp = await context.newCDPSession(page);
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const [registration] = registrations as { registrationId: string }[];
        if (registration) resolve(registration.registrationId);
      });
      void cdp.send('ServiceWorker.enable');
    });
    const url = '/feed/publica-details/2b5e7c1a-0f7e-4a53-9d1c-1e8f4a4f7b10';
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId,
      data: JSON.stringify({
        title: 'Koinonia',
        body: 'Paul Martin a commenté votre publication.',
        url,
        tag: `koinonia:${url}`,
        notification_id: '8c1f2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
        notification_type: 'COMMENTAIRE_NEW',
        more: { post: '2b5e7c1a-0f7e-4a53-9d1c-1e8f4a4f7b10' },
      }),
    });
    // Polled through `evaluate`, which waits for the async look-up (a `waitForFunction` took
    // the look-up's pending promise as a truthy answer before any notification was shown).
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const [notification] = await registration.getNotifications();
        return notification
          ? {
              title: notification.title,
              body: notification.body,
              tag: notification.tag,
              data: notification.data as unknown,
            }
          : null;
      });
    await expect.poll(shown, { timeout: 15_000 }).toEqual({
      title: 'Koinonia',
      body: 'Paul Martin a commenté votre publication.',
      tag: `koinonia:${url}`,
      data: { url, notificationId: '8c1f2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b' },
    });

    // A chat message: the sender's name as the title, the text, the conversation a tap opens.
    const conversation = '5d0c7a12-3e4f-4b6a-8c9d-0e1f2a3b4c5d';
    const chat = `/messaging?c=${conversation}`;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId,
      data: JSON.stringify({
        title: 'Paul Martin',
        body: 'Tu viens à la messe de 18 h ?',
        url: chat,
        tag: `koinonia:${chat}`,
        message_id: '6e1d8b23-4f50-4c7b-9dae-1f2a3b4c5d6e',
        conversation_id: conversation,
      }),
    });
    const shownChat = () =>
      page.evaluate(async (tag) => {
        const registration = await navigator.serviceWorker.ready;
        const [notification] = await registration.getNotifications({ tag });
        return notification
          ? {
              title: notification.title,
              body: notification.body,
              data: notification.data as unknown,
            }
          : null;
      }, `koinonia:${chat}`);
    await expect.poll(shownChat, { timeout: 15_000 }).toEqual({
      title: 'Paul Martin',
      body: 'Tu viens à la messe de 18 h ?',
      data: { url: chat },
    });
    await context.close();
  });

  it('a page opened by a tap on a push (?from-push=) marks its notification read', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const member = await newcomer(page.request, 'Maïwenn', 'Le Goff');
    const inviter = await newcomer(page.request, 'Tanguy', 'Riou');
    await signIn(page, member.email);
    // Tanguy's invitation, through the API with his own session, stores her notification.
    const otherContext = await newContext(browser);
    const tanguy = await otherContext.newPage();
    await signIn(tanguy, inviter.email);
    const receiver = (await me(page)).id;
    const invited = await api(tanguy, 'POST', '/api/relationship/relationships/', { receiver });
    expect(invited.status()).toBe(201);
    const notifications = async () =>
      (
        (await (await api(page, 'GET', '/api/notifications/')).json()) as {
          results: { id: string; is_read: boolean; more: { id?: string } }[];
        }
      ).results;
    // Stored by a job after the invitation's commit: there within a moment, unread.
    await expect.poll(async () => (await notifications()).length, { timeout: 15_000 }).toBe(1);
    const [notification] = await notifications();
    expect(notification?.is_read).toBe(false);
    const target = `/feed/people-profile/${notification?.more.id}/feed`;
    // What the worker opens on a tap (sw-push.ts): the notification's link with its id.
    await page.goto(`${target}?from-push=${notification?.id}`);
    await expect
      .poll(async () => (await notifications())[0]?.is_read, { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).pathname).toBe(target);
    await otherContext.close();
    await context.close();
  });
});
