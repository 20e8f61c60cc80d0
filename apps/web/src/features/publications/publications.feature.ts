import type { NotificationType } from '@koinonia/contracts';
import { requestEarly } from '@/shared/api/client';
import type { NotificationHandler } from '@/shared/feature/feature';
import { defineFeature } from '@/shared/feature/feature';
import { userIdFromToken } from '@/shared/session/jwt';
import { getAccessToken } from '@/shared/session/session';
import nav from './publications.feature.fr.json';
import { feedUrl, reactionTypesUrl } from './publications.urls';

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
 * show them) but the profiles' 'Publications' tab, and their notifications: POST_NEW and
 * GROUP_POST_NEW reload the lists (a group's feed among them), the others re-fetch the
 * publication, as does `publication_activity` (a card on screen: live-publications.ts);
 * `feed_changed` reloads the lists once the server's timeline holds a new one;
 * `publication_removed` takes a deleted one out; `video_progress` moves an
 * uploaded video's progress and shows its player once transcoded.
 */
export const publicationsFeature = defineFeature(
  {
    name: 'publications',
    routes: {
      // 'Mes favoris' of the account menu (docs/spec-deviations.md: the further menu).
      app: [
        {
          path: 'favorites',
          lazy: () => import('./FavoritesPage').then((m) => ({ Component: m.FavoritesPage })),
        },
      ],
    },
    profileTabs: [
      {
        path: 'feed',
        label: 'profileFeed',
        order: 10,
        own: {
          // The member's publications, asked for beside the code: the token names the member.
          loader: () => {
            const me = userIdFromToken(getAccessToken());
            return me ? requestEarly([feedUrl({ author: me }, ''), reactionTypesUrl]) : null;
          },
          lazy: () => import('./OwnFeedTab').then((m) => ({ Component: m.OwnFeedTab })),
        },
        member: {
          lazy: () => import('./MemberFeedTab').then((m) => ({ Component: m.MemberFeedTab })),
        },
      },
    ],
    notifications: {
      ...Object.fromEntries(NEW_IN_A_FEED.map((type) => [type, reloadFeeds])),
      ...Object.fromEntries(ABOUT_ONE_PUBLICATION.map((type) => [type, refreshOne])),
    },
    socketFrames: {
      feed_changed: (_frame, queryClient) =>
        void handlers().then((m) => m.handleFeedChanged(queryClient)),
      publication_removed: (frame, queryClient) =>
        void handlers().then((m) => m.handlePublicationRemoved(frame, queryClient)),
      video_progress: (frame, queryClient) =>
        void handlers().then((m) => m.handleVideoProgress(frame, queryClient)),
      publication_activity: (frame, queryClient) =>
        void handlers()
          .then((m) => m.handlePublicationActivity(frame, queryClient))
          .catch((error: unknown) => console.error('Live publication not refreshed', error)),
    },
  },
  nav,
);
