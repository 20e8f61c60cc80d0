/// <reference lib="webworker" />
/**
 * Koinonia's one service worker (docs/adr/0019-pwa-and-offline.md), built by vite-plugin-pwa
 * in `injectManifest` mode into dist/sw.js. Each concern is its own file, imported here:
 * - sw-caching.ts: the precached app shell, pictures and media at runtime, navigations
 *   network-first with /offline as the fallback; /api is never cached;
 * - sw-messages.ts: the update the member accepts, the data dropped at logout, Background Sync;
 * - sw-push.ts: web push, its `push` and `notificationclick` listeners
 *   (docs/adr/0020-web-push.md).
 * One worker on one scope, for caching and push alike.
 */
import { clientsClaim } from 'workbox-core';
import { installCaching } from './sw-caching';
import { installMessages } from './sw-messages';
import { installPush } from './sw-push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// The first worker takes the open pages at once (there is nothing older to keep them
// consistent with). A later one waits until the member accepts it (sw-messages.ts): the pages
// still open keep the chunks of their own version, precached by the worker they started with.
clientsClaim();
installCaching(self, self.__WB_MANIFEST);
installMessages(self);
installPush(self);
