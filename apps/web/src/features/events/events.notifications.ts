import type { Notification } from '@koinonia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { eventsKeys } from './events.queries';

/**
 * An invitation, a change, a cancellation, a promotion from the waiting list or a new
 * participant (refresh 'events'): the lists reload, and so does the event of `more.id` with
 * its participants (a member waiting on its page sees at once that they are in).
 */
export function refreshEvents(notification: Notification, queryClient: QueryClient) {
  const id = notification.more.id;
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: eventsKeys.lists() }),
    id ? queryClient.invalidateQueries({ queryKey: eventsKeys.detail(id) }) : undefined,
  ]);
}
