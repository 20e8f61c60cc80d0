/// <reference lib="webworker" />

/**
 * Web push in the one service worker (docs/adr/0020-web-push.md). The server sends, encrypted
 * for this device, either a notification's short French sentence with its ids, shown as
 * 'Koinonia', or a chat message (the sender's name as its title, the text shortened), and where
 * a tap leads (`PushPayload` and `MessagePushPayload` of the contracts, copied here: the worker
 * imports nothing of the app). Pushes about one publication, conversation or event share a tag,
 * so a new one replaces the last instead of piling up. A tap focuses a Koinonia tab already open
 * on that page, or another Koinonia tab sent there, or opens a new one; for a notification, the
 * page then marks it read with the member's token (the worker holds none): a page opened or
 * sent there gets `?from-push=<id>`, a page already there a `pushOpened` message.
 */
import { FROM_PUSH_PARAM, TO_PAGE } from './pwa-names';

interface PushData {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
  notification_id?: string;
}

const ICON = '/icons/icon-192.png';
const TITLE = 'Koinonia';
/** A title longer than this is not a member's name: the app's name is shown instead. */
const TITLE_MAX_LENGTH = 120;
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

/** A notification's id as the server makes them (a uuid), else nothing. */
function notificationIdOf(value: unknown): string | undefined {
  return typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : undefined;
}

/** `path` with `?from-push=<id>` added (after its own query, if any). */
export function withFromPush(path: string, notificationId: string | undefined): string {
  if (!notificationId) return path;
  const url = new URL(path, 'https://koinonia.invalid');
  url.searchParams.set(FROM_PUSH_PARAM, notificationId);
  return `${url.pathname}${url.search}`;
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
    const title =
      typeof data.title === 'string' &&
      data.title.trim() !== '' &&
      data.title.length <= TITLE_MAX_LENGTH
        ? data.title
        : TITLE;
    const notificationId = notificationIdOf(data.notification_id);
    event.waitUntil(
      scope.registration.showNotification(title, {
        body: typeof data.body === 'string' ? data.body : '',
        icon: ICON,
        badge: BADGE,
        lang: 'fr',
        tag: typeof data.tag === 'string' ? data.tag : url,
        data: notificationId ? { url, notificationId } : { url },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown; notificationId?: unknown } | null;
    const url = samePath(data?.url, origin);
    const notificationId = notificationIdOf(data?.notificationId);
    event.waitUntil(
      (async () => {
        const pages = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const mine = pages.filter((page) => new URL(page.url).origin === origin);
        const there = mine.find((page) => {
          const at = new URL(page.url);
          return `${at.pathname}${at.search}` === url;
        });
        if (there) {
          if (notificationId) there.postMessage({ type: TO_PAGE.pushOpened, notificationId });
          await there.focus();
          return;
        }
        const target = withFromPush(url, notificationId);
        const other = mine[0];
        if (other) {
          const moved = await other.navigate(target).catch(() => null);
          if (moved) {
            await moved.focus();
            return;
          }
        }
        await scope.clients.openWindow(target);
      })(),
    );
  });
}
