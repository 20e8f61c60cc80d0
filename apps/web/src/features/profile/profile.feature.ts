import { redirect } from 'react-router';
import { feedUrl, reactionTypesUrl } from '@/features/publications/publications.urls';
import { listUrl, userFilesUrl } from '@/features/users/users.urls';
import { getAccessToken } from '@/shared/session/session';
import { userIdFromToken } from '@/shared/session/jwt';
import { requestEarly } from '@/shared/api/client';
import { defineFeature } from '@/shared/feature/feature';
import nav from './profile.feature.fr.json';

/**
 * The own profile's layout (spec §2), wide, with its tabs. Its route id `profile` is a slot:
 * another feature hangs a tab there (connections).
 */
export const profileFeature = defineFeature(
  {
    name: 'profile',
    routes: {
      app: [
        {
          id: 'profile',
          path: 'profile',
          handle: { wide: true },
          // The side column's photos and friends are asked for at once, beside the code.
          loader: () => requestEarly([userFilesUrl, listUrl({ query: 'friend', cursor: '' })]),
          lazy: () => import('./ProfileLayout').then((m) => ({ Component: m.ProfileLayout })),
          children: [
            { index: true, loader: () => redirect('/profile/feed') },
            {
              path: 'feed',
              // The member's publications, asked for beside the code: the token names the member.
              loader: () => {
                const me = userIdFromToken(getAccessToken());
                return me ? requestEarly([feedUrl({ author: me }, ''), reactionTypesUrl]) : null;
              },
              lazy: () => import('./pages/OwnFeedTab').then((m) => ({ Component: m.OwnFeedTab })),
            },
            {
              path: 'about',
              lazy: () =>
                import('./pages/ProfileAboutPage').then((m) => ({
                  Component: m.ProfileAboutPage,
                })),
            },
            {
              path: 'media',
              lazy: () =>
                import('./pages/ProfileMediaPage').then((m) => ({
                  Component: m.ProfileMediaPage,
                })),
            },
            {
              path: 'videos',
              lazy: () => import('./pages/OwnTabs').then((m) => ({ Component: m.OwnVideosTab })),
            },
            {
              path: 'events',
              lazy: () => import('./pages/OwnTabs').then((m) => ({ Component: m.OwnEventsTab })),
            },
            {
              path: 'activity',
              lazy: () => import('./pages/OwnTabs').then((m) => ({ Component: m.OwnActivityTab })),
            },
          ],
        },
      ],
    },
    nav: [
      { menu: 'card', label: 'myProfile', to: '/profile/feed', order: 10 },
      { menu: 'card', label: 'about', to: '/profile/about', order: 20 },
    ],
  },
  nav,
);
