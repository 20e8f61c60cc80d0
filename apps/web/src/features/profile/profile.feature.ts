import { redirect } from 'react-router';
import { listUrl, userFilesUrl } from '@/features/users/users.urls';
import { requestEarly } from '@/shared/api/client';
import { defineFeature } from '@/shared/feature/feature';
import nav from './profile.feature.fr.json';

/**
 * The own profile's layout (spec §2), wide, with its tabs: 'À propos' and 'Médias' are this
 * feature's; the others come with the features that add them (`profileTabs`).
 */
export const profileFeature = defineFeature(
  {
    name: 'profile',
    routes: {
      app: [
        {
          // The own profile's route: the features' profile tabs hang here (`PROFILE_ROUTES`).
          id: 'profile',
          path: 'profile',
          handle: { wide: true },
          // The side column's photos and friends are asked for at once, beside the code.
          loader: () => requestEarly([userFilesUrl, listUrl({ query: 'friend', cursor: '' })]),
          lazy: () => import('./ProfileLayout').then((m) => ({ Component: m.ProfileLayout })),
          children: [{ index: true, loader: () => redirect('/profile/feed') }],
        },
      ],
    },
    profileTabs: [
      {
        path: 'about',
        label: 'about',
        order: 20,
        own: {
          lazy: () =>
            import('./pages/ProfileAboutPage').then((m) => ({ Component: m.ProfileAboutPage })),
        },
      },
      {
        path: 'media',
        label: 'media',
        order: 40,
        own: {
          lazy: () =>
            import('./pages/ProfileMediaPage').then((m) => ({ Component: m.ProfileMediaPage })),
        },
      },
    ],
    nav: [
      { menu: 'card', label: 'myProfile', to: '/profile/feed', order: 10 },
      { menu: 'card', label: 'about', to: '/profile/about', order: 20 },
    ],
  },
  nav,
);
