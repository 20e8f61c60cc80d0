import { TO_WORKER } from '@/pwa/pwa-names';
import { updateAvailable } from './update-flag';

let waiting: ServiceWorker | null = null;
let accepted = false;

// How often an open tab asks the server whether a new version was deployed.
const UPDATE_CHECK_MS = 30 * 60 * 1000;

function offer(worker: ServiceWorker | null): void {
  if (!worker || !navigator.serviceWorker.controller) return;
  waiting = worker;
  updateAvailable.set(true);
}

// How long the page waits for the new worker to take over before it reloads all the same.
const TAKE_OVER_MS = 5_000;

/**
 * The member accepted the new version: the waiting worker takes over and the page reloads on
 * it. A tab whose worker was replaced by another tab's choice just reloads. The registration says
 * which worker waits now (the one offered may have been replaced or have taken over meanwhile);
 * and if no change of worker comes, the page reloads anyway: navigations go to the network first,
 * so the reload brings the new version either way.
 */
export async function applyUpdate(): Promise<void> {
  accepted = true;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const worker = registration?.waiting ?? (waiting?.state === 'installed' ? waiting : null);
  if (!worker) {
    window.location.reload();
    return;
  }
  worker.postMessage({ type: TO_WORKER.skipWaiting });
  setTimeout(() => window.location.reload(), TAKE_OVER_MS);
}

/**
 * Registers the one service worker (src/pwa/sw.ts) and watches for a new version
 * (docs/adr/0019-pwa-and-offline.md). A new worker installs beside the old one and waits: the
 * page shows 'Une nouvelle version est disponible — Recharger' instead of swapping the code
 * under a member who is writing. A production build only: the dev server has no worker.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  const container = navigator.serviceWorker;
  // The first worker taking the page (clientsClaim) is no new version: only a change of worker.
  let hadController = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (accepted) window.location.reload();
    // Another tab let the new version in: this one runs the old code on the new worker.
    else if (hadController) updateAvailable.set(true);
    hadController = true;
  });
  const registration = await container.register('/sw.js', { scope: '/' });
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  return registration;
}
