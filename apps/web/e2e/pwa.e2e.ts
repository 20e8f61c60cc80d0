// The installable app (docs/adr/0019-pwa-and-offline.md), driven in Chromium against the real
// server: the service worker installs and controls the page; with the network cut a navigation
// lands on /offline with the last feed; a publication written offline is sent exactly once when
// the network returns, and one the server could not take is sent by a Background Sync or at the
// next start; a second build shows the reload prompt in an open tab, whose old chunks
// still load from its precache, and a tab that meets a deleted chunk reloads once onto the new
// build. The members' names appear in no other test file.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, befriend, me, newcomer, signIn } from './members-support.ts';
import { freePort, startServer, type RunningServer } from './server.ts';
import { launchBrowser, newContext } from './support.ts';

const shots = process.env.SCREENSHOTS_DIR;
const webDir = resolve(import.meta.dirname, '..');
const viteBin = join(
  resolve(createRequire(import.meta.url).resolve('vite/package.json'), '..'),
  'bin/vite.js',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Resolves once the page is controlled by an activated service worker (its precache done). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller?.state === 'activated',
    null,
    {
      timeout: 60_000,
    },
  );
}

/** The build the page runs (`<meta name="koinonia-build">`, vite.config.ts). */
const buildOf = (page: Page) => page.locator('meta[name="koinonia-build"]').getAttribute('content');

/** A navigation inside the app, as a link would make it (the router hears `popstate`). */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Screenshots at 390 and 1366 px, light and dark, into SCREENSHOTS_DIR (docs/testing.md). */
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

async function publicationsBy(page: Page, text: string): Promise<number> {
  const { id } = await me(page);
  const answer = await api(page, 'GET', `/api/publications/?author=${id}`);
  const { results } = (await answer.json()) as { results: { text: string }[] };
  return results.filter((publication) => publication.text === text).length;
}

describe('offline', () => {
  it('installs the service worker; without the network a navigation shows /offline and the last feed', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const member = await newcomer(page.request, 'Hildegarde', 'Morvan');
    await signIn(page, member.email);
    const answer = await api(page, 'POST', '/api/publications/', {
      type: 'texte',
      text: 'Veillée de prière jeudi soir à la chapelle',
      audience: 'friends',
      photos: [],
    });
    expect(answer.status()).toBe(201);
    await page.goto('/feed/home');
    await page.getByText('Veillée de prière jeudi soir à la chapelle').waitFor();
    await controlled(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/sw\.js$/,
    );

    await context.setOffline(true);
    await page.goto('/feed/home');
    await page.waitForURL(/\/offline\?from=%2Ffeed%2Fhome$/);
    await page.getByRole('heading', { name: 'Vous êtes hors ligne' }).waitFor();
    await page.getByRole('heading', { name: 'Ce qui fonctionne encore' }).waitFor();
    // The last feed page seen, readable without the network.
    const feed = page.getByRole('region', { name: 'Votre fil' });
    await feed.getByText('Veillée de prière jeudi soir à la chapelle').waitFor();
    await feed.getByText('Hildegarde Morvan').waitFor();
    if (shots) await screenshots(page, 'offline');

    // 'Réessayer' with the network back: the page that was asked for.
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Réessayer' }).click();
    await page.waitForURL(/\/feed\/home$/);
    await page.getByText('Veillée de prière jeudi soir à la chapelle').waitFor();

    // /download: the three ways to install, and what iOS asks for notifications.
    await page.goto('/download');
    await page.getByRole('heading', { name: 'Installer Koinonia' }).waitFor();
    for (const platform of ['Android', 'iPhone et iPad', 'Ordinateur']) {
      await page.getByRole('heading', { name: platform }).waitFor();
    }
    await page.getByText(/notifications ne fonctionnent qu'une fois Koinonia ajoutée/).waitFor();
    if (shots) await screenshots(page, 'download');
    await context.close();
  });

  it('a publication written offline waits, then is sent exactly once when the network returns', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const member = await newcomer(page.request, 'Théophane', 'Quéré');
    await signIn(page, member.email);
    await page.goto('/feed/home');
    await controlled(page);

    const text = 'Écrit dans le train, sans réseau : rendez-vous dimanche';
    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Quoi de neuf ?' }).fill(text);
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    const pending = page.getByRole('list', { name: 'Envois en attente' });
    await pending.getByText(text).waitFor();
    await pending.getByText("En attente d'envoi").waitFor();
    // The composer is free again for the next one.
    expect(await page.getByRole('textbox', { name: 'Quoi de neuf ?' }).inputValue()).toBe('');
    // Nothing reached the server while offline (the API is asked from the test, not the page).
    expect(await publicationsBy(page, text)).toBe(0);
    if (shots) await screenshots(page, 'pending-publication');

    await context.setOffline(false);
    await pending.waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByRole('article').filter({ hasText: text }).first().waitFor();
    await expect.poll(() => publicationsBy(page, text), { timeout: 10_000 }).toBe(1);
    // Still one once every trigger (the `online` event, the Background Sync) has had its turn.
    await page.waitForTimeout(2000);
    expect(await publicationsBy(page, text)).toBe(1);
    await context.close();
  });
});

/**
 * The service worker's registration id for this page's origin, for the DevTools protocol's
 * `ServiceWorker` domain (which can fire a Background Sync as the browser would).
 */
async function registrationId(devtools: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await devtools.send('ServiceWorker.enable');
  return found;
}

declare global {
  interface Window {
    __koinoniaSyncs?: number;
  }
}

/** Counts the worker's relays of a Background Sync to the page (src/pwa/sw-messages.ts). */
const COUNT_SYNCS = `navigator.serviceWorker?.addEventListener('message', (event) => {
  if (event.data?.type === 'koinonia:flush-outbox') window.__koinoniaSyncs = (window.__koinoniaSyncs ?? 0) + 1;
});`;

describe('the outbox sent without the `online` event', () => {
  it('a Background Sync relayed by the worker sends it, and so does the next start, each once', async () => {
    const context = await newContext(browser);
    await context.addInitScript(COUNT_SYNCS);
    const page = await context.newPage();
    const member = await newcomer(page.request, 'Maëlys', 'Trégouët');
    await signIn(page, member.email);
    await page.goto('/feed/home');
    await controlled(page);
    const origin = new URL(page.url()).origin;

    // The server cannot be reached though the browser says it is online: no `online` event
    // will come. The publication waits, and the page asks for a Background Sync.
    const unreachable = (route: Route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback();
    await context.route('**/api/publications/', unreachable);
    const text = 'Écrit au fond de l’église, sans réseau : chorale à 18 h';
    await page.getByRole('textbox', { name: 'Quoi de neuf ?' }).fill(text);
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    const pending = page.getByRole('list', { name: 'Envois en attente' });
    await pending.getByText(text).waitFor();
    await pending.getByText("En attente d'envoi").waitFor();
    // Chromium fires a sync registered while it believes it is online at once: the worker woke
    // the page, whose send met the same unreachable server, and the publication still waits.
    await expect.poll(() => page.evaluate(() => window.__koinoniaSyncs ?? 0)).toBeGreaterThan(0);
    // The page answered that its write still waits: the sync failed, and the browser keeps it
    // to try again later (src/pwa/sw-messages.ts).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          const sync = (registration as { sync?: { getTags(): Promise<string[]> } }).sync;
          return sync?.getTags();
        }),
      )
      .toContain('koinonia-outbox');

    // The server is back; nothing has sent the publication yet.
    await context.unroute('**/api/publications/', unreachable);
    await page.waitForTimeout(1500);
    expect(await publicationsBy(page, text)).toBe(0);
    await pending.getByText(text).waitFor();

    // The browser fires the Background Sync: the worker wakes the page, which sends it.
    const devtools = await context.newCDPSession(page);
    const relayed = await page.evaluate(() => window.__koinoniaSyncs ?? 0);
    await devtools.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId: await registrationId(devtools, origin),
      tag: 'koinonia-outbox',
      lastChance: false,
    });
    await pending.waitFor({ state: 'detached', timeout: 30_000 });
    expect(await page.evaluate(() => window.__koinoniaSyncs)).toBe(relayed + 1);
    await expect.poll(() => publicationsBy(page, text), { timeout: 10_000 }).toBe(1);

    // Written while unreachable again, and the tab closed before the network came back: the
    // next start of the app sends it.
    await context.route('**/api/publications/', unreachable);
    const later = 'Écrit avant de fermer l’onglet : merci pour les fleurs';
    await page.getByRole('textbox', { name: 'Quoi de neuf ?' }).fill(later);
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    await pending.getByText(later).waitFor();
    expect(await publicationsBy(page, later)).toBe(0);
    await page.close();
    await context.unroute('**/api/publications/', unreachable);
    const next = await context.newPage();
    await next.goto('/feed/home');
    await next.getByRole('article').filter({ hasText: later }).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => publicationsBy(next, later), { timeout: 10_000 }).toBe(1);
    expect(await publicationsBy(next, text)).toBe(1);
    // No API answer was kept by the worker, so none can be served to the next member of the
    // phone (src/pwa/sw-caching.ts: a parish's public schedule is the only one it may keep).
    const cachedApi = await next.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return {
        all: urls.length,
        api: urls.filter((url) => new URL(url).pathname.startsWith('/api/')),
      };
    });
    expect(cachedApi.all).toBeGreaterThan(0);
    expect(cachedApi.api).toEqual([]);
    await context.close();
  });
});

describe('a message written offline', () => {
  it("shows 'En attente d'envoi' in the chat, then is sent once", async () => {
    const contextA = await newContext(browser);
    const contextB = await newContext(browser);
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    const a = await newcomer(pageA.request, 'Apolline', 'Kerhervé');
    const b = await newcomer(pageB.request, 'Gwénolé', 'Le Bihan');
    await signIn(pageA, a.email);
    await signIn(pageB, b.email);
    const { idB } = await befriend(pageA, pageB);
    const first = await api(pageA, 'POST', '/api/messaging/messages/', {
      receiver_id: idB,
      content: 'Bonjour, à dimanche !',
    });
    expect(first.status()).toBe(201);
    await pageA.goto(`/messaging?with=${idB}`);
    const log = pageA.getByRole('log');
    await log.getByText('Bonjour, à dimanche !').waitFor();
    await controlled(pageA);

    const text = 'Écrit sans réseau : je garde les clés de la salle';
    await contextA.setOffline(true);
    await pageA.getByLabel('Votre message').fill(text);
    await pageA.getByRole('button', { name: 'Envoyer le message' }).click();
    const pending = log.getByRole('list', { name: "Messages en attente d'envoi" });
    await pending.getByText(text).waitFor();
    await pending.getByText("En attente d'envoi").waitFor();
    if (shots) await screenshots(pageA, 'pending-message');

    await contextA.setOffline(false);
    await pending.waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => log.getByText(text).count(), { timeout: 10_000 }).toBe(1);
    await contextA.close();
    await contextB.close();
  });
});

describe('a new version', () => {
  let server: RunningServer;
  let workDir: string;
  let served: string;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'koinonia-pwa-'));
    served = join(workDir, 'served');
    cpSync(join(webDir, 'dist'), served, { recursive: true });
    server = await startServer({
      port: await freePort(),
      dataDir: join(workDir, 'data'),
      smtpPort: inject('smtpPort'),
      demoSeed: false,
      env: { WEB_DIST_DIR: served },
    });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  /** Builds the app again with another build id, and serves it instead of the first one. */
  function deploySecondBuild(): void {
    const next = join(workDir, 'next');
    const built = spawnSync(
      process.execPath,
      [viteBin, 'build', '--outDir', next, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: webDir, env: { ...process.env, KOINONIA_BUILD_ID: 'second-build' }, encoding: 'utf8' },
    );
    expect(built.status, built.stderr).toBe(0);
    // As a deploy does: the old files (its chunks) are gone, the new ones are served.
    for (const entry of readdirSync(served)) rmSync(join(served, entry), { recursive: true });
    mkdirSync(served, { recursive: true });
    cpSync(next, served, { recursive: true });
  }

  it("an open tab shows 'Une nouvelle version est disponible — Recharger'; old chunks never fail", async () => {
    const context: BrowserContext = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'fr-FR',
      viewport: { width: 1280, height: 900 },
    });
    const open = await context.newPage();
    await open.goto('/landing');
    await controlled(open);
    const firstBuild = await buildOf(open);
    // A second tab of the first build, that will meet a chunk the deploy removed.
    const stale = await context.newPage();
    await stale.goto('/landing');
    await stale.getByRole('link', { name: 'Créer un compte' }).first().waitFor();
    // And one that already reloaded once for this build (shared/offline/chunk-reload.ts): it
    // offers the new version instead. Its banner's code came once its first screen painted.
    const offered = await context.newPage();
    await offered.goto('/landing');
    await offered.getByRole('link', { name: 'Créer un compte' }).first().waitFor();
    await offered.waitForFunction(
      () =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/assets\/pwa\.ui-[^/]*\.js$/.test(entry.name)),
      null,
      { timeout: 30_000 },
    );
    await offered.evaluate(
      (build) => sessionStorage.setItem('koinonia-reloaded-for-build', build ?? ''),
      firstBuild,
    );

    deploySecondBuild();
    // Any navigation makes the browser check the worker: the new one installs and waits.
    const other = await context.newPage();
    await other.goto('/landing');
    const banner = open.getByRole('status', { name: "Mise à jour de l'application" });
    await banner.waitFor({ timeout: 60_000 });
    expect((await banner.textContent())?.trim()).toBe(
      'Une nouvelle version est disponible — Recharger',
    );
    if (shots) await screenshots(open, 'update-prompt');

    // The open tab still runs the first build: a page it had not loaded yet comes from its
    // precache, though the server no longer has that file.
    await goInApp(open, '/download');
    // The first build is named by its time (vite.config.ts), which the page reads as a date.
    const firstDate = await open.evaluate(
      (id) =>
        new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' }).format(
          new Date(id ?? ''),
        ),
      firstBuild,
    );
    await open.getByText(`Version de l'application : ${firstDate}`).waitFor();

    // 'Recharger', from the keyboard: the new version takes over and the tab reloads on it.
    await open.getByRole('button', { name: 'Recharger' }).focus();
    await open.keyboard.press('Enter');
    // The tab reloads once the new worker took over, or after a few seconds all the same
    // (shared/offline/service-worker.ts): what counts is the build it then runs.
    await expect.poll(() => buildOf(open), { timeout: 60_000 }).toBe('second-build');
    await open.getByText("Version de l'application : second-build").waitFor();

    // The other tab of the first build asks for a chunk that is gone from the server and from
    // the precache (the new worker removed the first build's). The browser's HTTP cache still
    // had it (the first worker's precaching fetched it): emptied, as a phone short of space
    // does. The tab reloads once, onto the new build, at the page it wanted.
    const devtools = await context.newCDPSession(stale);
    await devtools.send('Network.clearBrowserCache');
    await goInApp(stale, '/download');
    await expect.poll(() => buildOf(stale), { timeout: 30_000 }).toBe('second-build');
    await stale.getByText("Version de l'application : second-build").waitFor();
    expect(new URL(stale.url()).pathname).toBe('/download');

    // The tab that already reloaded for its build shows the new version's banner instead of the
    // error page (app/ErrorPage.tsx); 'Recharger' brings the new build, at the page it wanted.
    await goInApp(offered, '/download');
    const offer = offered.getByRole('status', { name: "Mise à jour de l'application" });
    await offer.waitFor({ timeout: 30_000 });
    expect((await offer.textContent())?.trim()).toBe(
      'Une nouvelle version est disponible — Recharger',
    );
    expect(await offered.getByText('Unexpected Application Error').count()).toBe(0);
    if (shots) await screenshots(offered, 'vanished-chunk');
    await offered.getByRole('button', { name: 'Recharger' }).focus();
    await offered.keyboard.press('Enter');
    await expect.poll(() => buildOf(offered), { timeout: 30_000 }).toBe('second-build');
    await offered.getByText("Version de l'application : second-build").waitFor();
    expect(new URL(offered.url()).pathname).toBe('/download');
    await context.close();
  });
});
