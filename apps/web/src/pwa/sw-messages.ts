/// <reference lib="webworker" />
import { OUTBOX_SYNC_TAG, RUNTIME_CACHES, TO_PAGE, TO_WORKER } from './pwa-names';

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * The worker's side of the conversation with the pages (docs/adr/0019-pwa-and-offline.md):
 * - `skipWaiting`: the member clicked 'Recharger', the new version takes over;
 * - `clearMemberData`: the session ended, the pictures and media kept for it go;
 * - a Background Sync: the network is back, an open page sends its outbox and answers how many
 *   writes it still holds; any left (the server not reachable yet) fail the sync, which the
 *   browser then tries again later. The worker holds no token (they stay in the page's
 *   storage, spec §4): with no page open, the writes wait for the next start of the app.
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
      scope.clients.matchAll({ type: 'window' }).then(async (pages) => {
        const left = await Promise.all(pages.map(askToSend));
        // A page that still holds writes (the server unreachable, though the device is online)
        // fails the sync: the browser tries again later, with its own back-off.
        if (left.some((waiting) => waiting > 0)) throw new Error('outbox still waiting');
      }),
    );
  });
}

/** How long a page has to send its outbox before the worker stops waiting for its answer. */
const SEND_TIMEOUT_MS = 60_000;

/** Asks one page to send its outbox; answers how many writes it still holds (0 if silent). */
function askToSend(page: Client): Promise<number> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(0), SEND_TIMEOUT_MS);
    channel.port1.onmessage = (answer: MessageEvent) => {
      clearTimeout(timer);
      const waiting = (answer.data as { waiting?: unknown } | null)?.waiting;
      resolve(typeof waiting === 'number' ? waiting : 0);
    };
    page.postMessage({ type: TO_PAGE.flushOutbox }, [channel.port2]);
  });
}
