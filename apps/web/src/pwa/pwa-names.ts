/**
 * What the service worker (src/pwa/sw.ts) and the page agree on: the names of the caches, the
 * messages between them and the Background Sync tag (docs/adr/0019-pwa-and-offline.md). This
 * file is read in both worlds: it declares and imports nothing.
 */

/** The runtime caches: pictures and media, kept with limits, cleared at logout. */
export const RUNTIME_CACHES = {
  pictures: 'koinonia-pictures',
  media: 'koinonia-media',
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
  /** The network is back (a Background Sync): an open page sends what waits in its outbox. */
  flushOutbox: 'koinonia:flush-outbox',
} as const;

/** The Background Sync tag under which the page asks to be woken when the network returns. */
export const OUTBOX_SYNC_TAG = 'koinonia-outbox';

/** Where a navigation goes when the network is cut (spec §2: /offline). */
export const OFFLINE_PATH = '/offline';
