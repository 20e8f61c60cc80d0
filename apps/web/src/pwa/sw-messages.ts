/// <reference lib="webworker" />
import { OUTBOX_SYNC_TAG, RUNTIME_CACHES, TO_PAGE, TO_WORKER } from './pwa-names';

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * The worker's side of the conversation with the pages (docs/adr/0019-pwa-and-offline.md):
 * - `skipWaiting`: the member clicked 'Recharger', the new version takes over;
 * - `clearMemberData`: the session ended, the pictures and media kept for it go;
 * - a Background Sync: the network is back, an open page sends its outbox. The worker holds
 *   no token (they stay in the page's storage, spec §4): with no page open, the writes wait
 *   for the next start of the app.
 */
export function installMessages(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type === TO_WORKER.skipWaiting) {
      event.waitUntil(scope.skipWaiting());
    } else if (type === TO_WORKER.clearMemberData) {
      const done = Promise.all(Object.values(RUNTIME_CACHES).map((name) => caches.delete(name)));
      event.waitUntil(done.then(() => event.ports[0]?.postMessage({ cleared: true })));
    }
  });

  scope.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      scope.clients
        .matchAll({ type: 'window' })
        .then((pages) => pages.forEach((page) => page.postMessage({ type: TO_PAGE.flushOutbox }))),
    );
  });
}
