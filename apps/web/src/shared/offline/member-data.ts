import { RUNTIME_CACHES, TO_WORKER } from '@/pwa/pwa-names';
import { offlineStore } from './offline-db';
import { loadOutbox } from './outbox';

/**
 * Drops what this device kept for the member who leaves (docs/security.md, "The offline
 * caches"): the last feed page and the waiting writes (IndexedDB), the pictures and media kept
 * at runtime (Cache Storage), and whatever the service worker holds for the member. API answers
 * are never cached (src/pwa/sw-caching.ts), so nothing else of theirs stays behind. The next
 * member of a shared phone finds none of it.
 */
export async function clearMemberData(): Promise<void> {
  const steps: Promise<unknown>[] = [offlineStore().clear()];
  if (typeof caches !== 'undefined') {
    steps.push(...Object.values(RUNTIME_CACHES).map((name) => caches.delete(name)));
  }
  navigator.serviceWorker?.controller?.postMessage({ type: TO_WORKER.clearMemberData });
  await Promise.allSettled(steps);
  await loadOutbox();
}
