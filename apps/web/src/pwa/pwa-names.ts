/**
 * What the service worker (src/pwa/sw.ts) and the page agree on: the names of the caches, the
 * messages between them and the Background Sync tag (docs/adr/0019-pwa-and-offline.md). This
 * file is read in both worlds: it declares and imports nothing.
 */

/**
 * The runtime caches: pictures and media, kept with limits, and the parish pages' schedules
 * (docs/adr/0026-parish-page.md), read offline; all cleared at logout.
 */
export const RUNTIME_CACHES = {
  pictures: 'koinonia-pictures',
  media: 'koinonia-media',
  parishSchedules: 'koinonia-parish-schedules',
} as const;

/** The page's messages to the service worker. */
export const TO_WORKER = {
  /** The member accepted the new version: the waiting worker takes over. */
  skipWaiting: 'koinonia:skip-waiting',
  /** The session ended: the worker drops what it kept while the member was signed in. */
  clearMemberData: 'koinonia:clear-member-data',
} as const;

/** The service worker's messages to the pages. */
export const TO_PAGE = {
  /**
   * The network is back (a Background Sync): an open page sends what waits in its outbox, then
   * answers `{ waiting }` (how many writes it still holds) on the message's port.
   */
  flushOutbox: 'koinonia:flush-outbox',
  /**
   * The member tapped a push about a notification and this page, already on its link, was
   * focused: it marks the notification read (`notificationId`) with the member's token.
   */
  pushOpened: 'koinonia:push-opened',
} as const;

/**
 * The query parameter that a tap on a notification's push adds to the page it opens
 * (`/feed/publica-details/…?from-push=<notification id>`): the page marks that notification
 * read with the member's token, then drops the parameter (docs/adr/0020-web-push.md). The worker
 * holds no token (docs/adr/0019-pwa-and-offline.md).
 */
export const FROM_PUSH_PARAM = 'from-push';

/** The Background Sync tag under which the page asks to be woken when the network returns. */
export const OUTBOX_SYNC_TAG = 'koinonia-outbox';

/** Where a navigation goes when the network is cut (spec §2: /offline). */
export const OFFLINE_PATH = '/offline';
