/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { OFFLINE_PATH, RUNTIME_CACHES } from './pwa-names';

type PrecacheEntry = string | { url: string; revision: string | null };

/** What the server answers itself, never the app's shell: the API, the sockets, the files. */
const NOT_APP = /^\/(api|ws|media|healthz|readyz)(\/|$)/;
const DAY = 24 * 60 * 60;
/** A parish page's schedule (docs/adr/0026-parish-page.md), kept for offline reading. */
export const PARISH_SCHEDULE = /^\/api\/groups\/[0-9a-f-]{36}\/schedule\/$/;

/** Whether a schedule's answer is the one every reader gets (not an admin's): then it is kept. */
export async function sharedWithAll(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { is_admin?: unknown };
    return body.is_admin === false;
  } catch {
    return false;
  }
}

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
 * - a parish page's schedule (`GET /api/groups/{id}/schedule/`, public: guests read it) goes
 *   to the network first and, cut off, is answered from the last copy kept
 *   (docs/adr/0026-parish-page.md); a copy is kept only when it is the one every reader gets
 *   (`is_admin` false), so it tells nothing of a member;
 * - nothing else is touched: the other /api answers go to the network and are never cached,
 *   so no member is ever served another member's data.
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

  registerRoute(
    ({ request, url }) =>
      request.method === 'GET' &&
      url.origin === scope.location.origin &&
      PARISH_SCHEDULE.test(url.pathname),
    new NetworkFirst({
      cacheName: RUNTIME_CACHES.parishSchedules,
      networkTimeoutSeconds: 5,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        {
          cacheWillUpdate: async ({ response }) =>
            (await sharedWithAll(response)) ? response : null,
        },
        new ExpirationPlugin({ maxEntries: 10, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
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
