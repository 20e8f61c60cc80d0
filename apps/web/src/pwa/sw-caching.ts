/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { OFFLINE_PATH, RUNTIME_CACHES } from './pwa-names';

type PrecacheEntry = string | { url: string; revision: string | null };

/** What the server answers itself, never the app's shell: the API, the sockets, the files. */
const NOT_APP = /^\/(api|ws|media|healthz|readyz)(\/|$)/;
const DAY = 24 * 60 * 60;

/**
 * Where a navigation that the network cannot answer goes: /offline itself gets the precached
 * shell (the app then shows the offline page), any other page is sent to /offline with the
 * page it wanted in `from`, for the 'Réessayer' button.
 */
export async function offlineAnswer(url: URL): Promise<Response> {
  if (url.pathname === OFFLINE_PATH) {
    return (await matchPrecache('/index.html')) ?? Response.error();
  }
  const from = `${url.pathname}${url.search}`;
  return Response.redirect(`${OFFLINE_PATH}?from=${encodeURIComponent(from)}`, 302);
}

/**
 * The caching of docs/adr/0019-pwa-and-offline.md:
 * - the app shell (index.html, every script, style and font, the icons) is precached; the
 *   precache of an older version is removed once the new worker takes over;
 * - navigations go to the network first (a new deploy is seen at once), else /offline;
 * - pictures and media are kept at runtime with limits (count, age, quota);
 * - nothing else is touched: /api answers go to the network and are never cached, so no
 *   member is ever served another member's data.
 */
export function installCaching(scope: ServiceWorkerGlobalScope, manifest: PrecacheEntry[]): void {
  cleanupOutdatedCaches();
  // The shell is served from the precache only as its own files: a navigation is answered by
  // the route below (network first), not by the precached index.html.
  precacheAndRoute(manifest, { directoryIndex: '', cleanURLs: false });

  registerRoute(
    ({ request, url }) =>
      request.mode === 'navigate' &&
      url.origin === scope.location.origin &&
      !NOT_APP.test(url.pathname),
    async ({ request, url }) => {
      try {
        return await fetch(request);
      } catch {
        return offlineAnswer(url);
      }
    },
  );

  registerRoute(
    ({ request, url }) =>
      request.destination === 'image' &&
      url.origin === scope.location.origin &&
      !url.pathname.startsWith('/api/'),
    new CacheFirst({
      cacheName: RUNTIME_CACHES.pictures,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  );

  // Sounds and videos: a whole file (200) is kept and its ranges answered from it; a partial
  // answer (206, a video streamed by ranges) goes to the page as it is and is not kept.
  registerRoute(
    ({ request, url }) =>
      (request.destination === 'audio' || request.destination === 'video') &&
      url.origin === scope.location.origin,
    new CacheFirst({
      cacheName: RUNTIME_CACHES.media,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new RangeRequestsPlugin(),
        new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  );
}
