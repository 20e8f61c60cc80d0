import { RUNTIME_CACHES, TO_WORKER } from '@/pwa/pwa-names';
import { offlineStore } from './offline-db';
import { loadOutbox } from './outbox';

/**
 * Drops what this device kept for the member who leaves (docs/security.md, "The offline
 * caches"): the last feed page and the waiting writes (IndexedDB), the pictures and media kept
 * at runtime (Cache Storage), whatever the service worker holds for the member, and this
 * device's web push subscription (the push service then answers 410 and the server forgets the
 * device: docs/adr/0020-web-push.md). API answers are never cached (src/pwa/sw-caching.ts), so
 * nothing else of theirs stays behind. The next member of a shared phone finds none of it, and
 * gets none of their notifications.
 */
export async function clearMemberData(): Promise<void> {
  const steps: Promise<unknown>[] = [offlineStore().clear()];
  if (typeof caches !== 'undefined') {
    steps.push(...Object.values(RUNTIME_CACHES).map((name) => caches.delete(name)));
  }
  navigator.serviceWorker?.controller?.postMessage({ type: TO_WORKER.clearMemberData });
  steps.push(dropPushSubscription());
  await Promise.allSettled(steps);
  await loadOutbox();
}

/** Ends this device's web push subscription, if it has one. */
async function dropPushSubscription(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration('/');
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}
