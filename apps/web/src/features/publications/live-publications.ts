import { useEffect, type RefObject } from 'react';
import { onSocketOpen, sendOnSocket } from '@/shared/realtime/socket-senders';

/**
 * Live threads (apps/server publications.live.ts): a card on screen subscribes to its
 * publication on the notification socket, and unsubscribes when it leaves; the server then
 * sends `publication_activity` when someone comments, reacts or edits it
 * (publications.notifications.ts re-fetches it). Counted per publication: two cards of one
 * publication (the feed and a profile kept mounted) are one subscription. The server forgets a
 * closed connection's subscriptions: they are sent again when the socket reopens.
 */
const watched = new Map<string, number>();

onSocketOpen('notifications', (send) => {
  for (const id of watched.keys()) send({ type: 'subscribe', publication_id: id });
});

/** Follows a publication's thread; returns the function that stops (once). */
export function watchPublication(id: string): () => void {
  const count = watched.get(id) ?? 0;
  watched.set(id, count + 1);
  if (count === 0) sendOnSocket('notifications', { type: 'subscribe', publication_id: id });
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    const left = (watched.get(id) ?? 1) - 1;
    if (left > 0) {
      watched.set(id, left);
      return;
    }
    watched.delete(id);
    sendOnSocket('notifications', { type: 'unsubscribe', publication_id: id });
  };
}

/** The publications followed now (tests). */
export const watchedPublications = () => [...watched.keys()];

/** A card within this distance of the screen counts as on it. */
const NEAR_SCREEN = '200px 0px';

/**
 * Follows the publication while its card (`ref`) is on screen or near it; without
 * IntersectionObserver, while it is mounted.
 */
export function useLivePublication(ref: RefObject<Element | null>, id: string): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return watchPublication(id);
    let stop: (() => void) | null = null;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (visible && !stop) stop = watchPublication(id);
        if (!visible && stop) {
          stop();
          stop = null;
        }
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      stop?.();
    };
  }, [ref, id]);
}
