import type { PushKey, PushSubscriptionBody } from '@koinonia/contracts';
import { apiRequest } from '@/shared/api/client';
import { notificationUrl } from '@/shared/api/endpoints';
import { runsInstalled } from '@/shared/offline/install-prompt';

/**
 * Web push on this device (docs/adr/0020-web-push.md), as /settings/notification offers it:
 * - `unsupported`: the browser has no push (or no service worker: the dev server, an iPhone
 *   outside the home screen);
 * - `denied`: the member refused notifications in the browser; only the browser's site
 *   settings can undo it, which the page explains;
 * - `on`: this device is subscribed, and the server knows it;
 * - `off`: push is possible and not switched on.
 * The permission is asked only from the member's tap on the switch, never at load.
 */
export type PushDeviceState = 'unsupported' | 'denied' | 'on' | 'off';

const subscriptionsUrl = `${notificationUrl}/push-subscriptions/`;

export function pushSupported(): boolean {
  return (
    'serviceWorker' in navigator &&
    typeof window.PushManager !== 'undefined' &&
    typeof window.Notification !== 'undefined'
  );
}

/** An iPhone or iPad browsing in Safari: web push only once the app is on the home screen. */
export function needsHomeScreen(): boolean {
  const appleMobile =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  return appleMobile && !runsInstalled();
}

/** The worker that receives the pushes; none on the dev server. */
const registration = () => navigator.serviceWorker.getRegistration('/').catch(() => undefined);

function base64urlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(current: ArrayBuffer | null, publicKey: string): boolean {
  if (!current) return false;
  const wanted = base64urlToBytes(publicKey);
  const have = new Uint8Array(current);
  return have.length === wanted.length && have.every((byte, index) => byte === wanted[index]);
}

/** Tells the server about this device (idempotent: one row per endpoint). */
async function register(subscription: PushSubscription): Promise<void> {
  const json = subscription.toJSON();
  const body: PushSubscriptionBody = {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
  await apiRequest(subscriptionsUrl, { method: 'POST', body });
}

/**
 * Where this device stands. A subscription the browser holds is sent again to the server
 * (it may have been forgotten there, e.g. after the push service renewed it).
 */
export async function readPushState(): Promise<PushDeviceState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const worker = await registration();
  if (!worker) return 'unsupported';
  const subscription = await worker.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  await register(subscription);
  return 'on';
}

/** The member's tap on the switch: the browser asks, then the device subscribes. */
export async function enablePush(): Promise<PushDeviceState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const worker = await registration();
  if (!worker) return 'unsupported';
  const { public_key } = await apiRequest<PushKey>(`${subscriptionsUrl}key/`);
  let subscription = await worker.pushManager.getSubscription();
  // Made with another key (the server's keys changed): replaced.
  if (subscription && !sameKey(subscription.options.applicationServerKey, public_key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64urlToBytes(public_key),
  });
  await register(subscription);
  return 'on';
}

/** The member switches this device off: the server forgets it, then the browser. */
export async function disablePush(): Promise<PushDeviceState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await apiRequest(subscriptionsUrl, {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
    });
    await subscription.unsubscribe();
  }
  return 'off';
}
