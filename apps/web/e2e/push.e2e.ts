// Web push in Chromium (docs/adr/0020-web-push.md). Headless Chromium subscribes only through a
// real push service, which the test machines cannot reach: the server's sending is tested with a
// local push service (apps/server notifications.push.test.ts). Here: /settings/notification asks
// nothing at load and offers 'Recevoir les notifications sur cet appareil'; a push delivered to
// the service worker (through the DevTools protocol, as a push service would) shows 'Koinonia'
// with the notification's sentence, its tag and the page a tap opens. The member's name appears
// in no other test file.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newcomer, signIn } from './members-support.ts';
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
    await context.close();
  });
});
