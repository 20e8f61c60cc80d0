/// <reference lib="webworker" />

/**
 * Web push in the one service worker (docs/adr/0020-web-push.md). The server sends, encrypted
 * for this device, the notification's short French sentence, its ids and where a tap leads
 * (`PushPayload` of the contracts, copied here: the worker imports nothing of the app). It is
 * shown as 'Koinonia' with the app's icon; pushes about one publication, conversation or event
 * share a tag, so a new one replaces the last instead of piling up. A tap focuses a Koinonia
 * tab already open on that page, or another Koinonia tab sent there, or opens a new one.
 */
interface PushData {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
  notification_id?: string;
}

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/icon-192.png';

/** Only a path of this site: a payload never sends a tap elsewhere. */
function samePath(url: unknown, origin: string): string {
  if (typeof url !== 'string') return '/notifications';
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}` : '/notifications';
  } catch {
    return '/notifications';
  }
}

function readPush(event: PushEvent): PushData {
  try {
    return (event.data?.json() ?? {}) as PushData;
  } catch {
    // Not JSON: shown as its text.
    return { body: event.data?.text() ?? '' };
  }
}

export function installPush(scope: ServiceWorkerGlobalScope): void {
  const origin = scope.location.origin;

  scope.addEventListener('push', (event) => {
    const data = readPush(event);
    const url = samePath(data.url, origin);
    event.waitUntil(
      scope.registration.showNotification('Koinonia', {
        body: typeof data.body === 'string' ? data.body : '',
        icon: ICON,
        badge: BADGE,
        lang: 'fr',
        tag: typeof data.tag === 'string' ? data.tag : url,
        data: { url, notificationId: data.notification_id },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = samePath((event.notification.data as { url?: unknown } | null)?.url, origin);
    event.waitUntil(
      (async () => {
        const pages = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const mine = pages.filter((page) => new URL(page.url).origin === origin);
        const there = mine.find((page) => {
          const at = new URL(page.url);
          return `${at.pathname}${at.search}` === url;
        });
        if (there) {
          await there.focus();
          return;
        }
        const other = mine[0];
        if (other) {
          const moved = await other.navigate(url).catch(() => null);
          if (moved) {
            await moved.focus();
            return;
          }
        }
        await scope.clients.openWindow(url);
      })(),
    );
  });
}
