import type { NotificationHandler } from '@/shared/realtime/notification-handler';
import type { PublicationRemovedEvent } from '@koinonia/contracts';
import type { QueryClient } from '@tanstack/react-query';
import {
  publicationsKeys,
  refreshPublication,
  removePublicationFromCache,
} from './publications.queries';

const ABOUT_A_PUBLICATION = /^(POST_|COMMENTAIRE|REPONSE)/;

/**
 * Publication notifications (spec §4): POST_NEW reloads the list; a reaction, comment
 * or reply re-fetches that publication (more.post, else more.id) and updates it in place,
 * and reloads its comments when they are shown.
 */
export const publicationNotificationHandlers: NotificationHandler[] = [
  {
    matches: (type) => type === 'POST_NEW',
    handle: (_notification, queryClient) =>
      queryClient.invalidateQueries({ queryKey: publicationsKeys.feed() }),
  },
  {
    matches: (type) => type !== 'POST_NEW' && ABOUT_A_PUBLICATION.test(type),
    handle: (notification, queryClient) => {
      const id = notification.more.post ?? notification.more.id;
      if (!id) return undefined;
      // The comments list of an opened publication follows too (an inactive one is only marked).
      return Promise.all([
        refreshPublication(queryClient, id),
        queryClient.invalidateQueries({ queryKey: publicationsKeys.comments(id) }),
      ]);
    },
  },
];

/** `publication_removed` (ours, not a notification): a deleted publication leaves every list. */
export function handlePublicationRemoved(
  event: PublicationRemovedEvent,
  queryClient: QueryClient,
): void {
  removePublicationFromCache(queryClient, event.publication_id);
}
