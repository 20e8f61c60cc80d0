import type { NotificationType } from '@koinonia/contracts';
import type { NotificationHandler } from '@/shared/feature/feature';
import { defineFeature } from '@/shared/feature/feature';

const handlers = () => import('./publications.notifications');

/**
 * The types whose row in the contracts' table says `refresh: 'publication'` (spec §4: the
 * publication is re-fetched). Listed by name, checked against the table by the compiler: the
 * table itself (with zod beside it in the contracts) stays out of the entry chunk.
 */
const ABOUT_ONE_PUBLICATION = [
  'POST_REACTION',
  'COMMENTAIRE_NEW',
  'COMMENTAIRE_REACTION',
  'REPONSE_NEW',
] as const satisfies readonly NotificationType[];

/** The types whose row says `refresh: 'feed'`: a new publication, in the feed or in a group. */
const NEW_IN_A_FEED = ['POST_NEW', 'GROUP_POST_NEW'] as const satisfies readonly NotificationType[];

const reloadFeeds: NotificationHandler = (notification, queryClient) =>
  handlers().then((m) => m.reloadFeeds(notification, queryClient));

const refreshOne: NotificationHandler = (notification, queryClient) =>
  handlers().then((m) => m.refreshNotifiedPublication(notification, queryClient));

/**
 * Publications, comments and reactions: no page of their own (the feed, profiles and details
 * show them), but their notifications: POST_NEW and GROUP_POST_NEW reload the lists (a
 * group's feed among them), the others re-fetch the publication; `publication_removed` takes
 * a deleted one out.
 */
export const publicationsFeature = defineFeature({
  name: 'publications',
  notifications: {
    ...Object.fromEntries(NEW_IN_A_FEED.map((type) => [type, reloadFeeds])),
    ...Object.fromEntries(ABOUT_ONE_PUBLICATION.map((type) => [type, refreshOne])),
  },
  socketFrames: {
    publication_removed: (frame, queryClient) =>
      void handlers().then((m) => m.handlePublicationRemoved(frame, queryClient)),
  },
});
