import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { FROM_PUSH_PARAM, TO_PAGE } from '@/pwa/pwa-names';
import { useMarkNotificationRead } from './notifications.queries';

/** A notification's id as the server makes them (a uuid). */
const NOTIFICATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A tap on a notification's push marks it read (docs/adr/0020-web-push.md). The service worker
 * holds no token (docs/adr/0019-pwa-and-offline.md): it opens the notification's page with
 * `?from-push=<id>`, or, when a tab is already on that page, focuses it and posts
 * `pushOpened`. The page marks the notification read through the API with the member's token,
 * and drops the parameter from the address (a reload or a shared link marks nothing again).
 */
export function useReadFromPush(): void {
  const { mutate: markRead } = useMarkNotificationRead();
  const [params, setParams] = useSearchParams();
  const fromPush = params.get(FROM_PUSH_PARAM);

  useEffect(() => {
    if (fromPush === null) return;
    if (NOTIFICATION_ID.test(fromPush)) markRead(fromPush.toLowerCase());
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(FROM_PUSH_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [fromPush, markRead, setParams]);

  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; notificationId?: unknown } | null;
      if (
        data?.type === TO_PAGE.pushOpened &&
        typeof data.notificationId === 'string' &&
        NOTIFICATION_ID.test(data.notificationId)
      ) {
        markRead(data.notificationId.toLowerCase());
      }
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [markRead]);
}
