import { TO_PAGE } from '@/pwa/pwa-names';
import { getAccessToken, subscribeSession } from '@/shared/session/session';
import { clearMemberData } from './member-data';
import { flushOutbox, loadOutbox, waitingCount } from './outbox';
import { registerServiceWorker } from './service-worker';

/**
 * The offline part of the app (docs/adr/0019-pwa-and-offline.md), started once the first
 * screen has painted: the service worker, and the outbox sent when the network returns (the
 * `online` event, a Background Sync relayed by the worker, or this start).
 */
export async function startOffline(): Promise<void> {
  navigator.serviceWorker?.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === TO_PAGE.flushOutbox) {
      // The worker's Background Sync waits for the answer: writes still held fail it, and the
      // browser tries again later (src/pwa/sw-messages.ts).
      void flushOutbox().then(() => event.ports[0]?.postMessage({ waiting: waitingCount() }));
    }
  });
  window.addEventListener('online', () => void flushOutbox());
  // Whatever ends the session (logout, a refused refresh, another tab) drops the member's data.
  subscribeSession(() => {
    if (!getAccessToken()) void clearMemberData();
    else void loadOutbox().then(flushOutbox);
  });
  await loadOutbox();
  if (navigator.onLine) void flushOutbox();
  await registerServiceWorker().catch(() => null);
}
