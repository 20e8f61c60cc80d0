import { redirect, type RouteObject } from 'react-router';
import { profileUrl } from '@/features/users/users.urls';
import { requestEarly } from '@/shared/api/client';
import { ErrorPage } from './ErrorPage';
import { routesFor } from './compose-routes';
import { FEATURES } from './features';
import { guestOnlyLoader, protectedLoader } from './guards';
import { RootLayout } from './RootLayout';

/**
 * The route tree of spec §2, composed from the feature list: each feature declares its
 * routes by slot (public, guest-only, inside the signed-in layout, or under another
 * feature's route id). Every page and layout is loaded lazily; only the root shell and
 * its error page ship in the entry chunk, so that an error while loading a chunk can
 * still be shown.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: ErrorPage,
    HydrateFallback: () => null,
    children: [
      { index: true, loader: () => redirect('/landing') },

      // Public pages.
      ...routesFor(FEATURES, 'public'),

      // Public pages that a member reads in the app's layout (a guest in the public frame).
      {
        id: 'publicOrMember',
        lazy: () =>
          import('./layout/PublicOrMemberLayout').then((m) => ({
            Component: m.PublicOrMemberLayout,
          })),
        children: routesFor(FEATURES, 'publicOrMember'),
      },

      // Guest-only pages: a signed-in member goes to /feed/home.
      { id: 'guestOnly', loader: guestOnlyLoader, children: routesFor(FEATURES, 'guestOnly') },

      // Protected pages, inside the default layout.
      {
        id: 'app',
        loader: (args) => {
          protectedLoader(args);
          // The member's profile is asked for at once, beside the layout's code, not after it.
          return requestEarly([profileUrl]);
        },
        lazy: () => import('./layout/DefaultLayout').then((m) => ({ Component: m.DefaultLayout })),
        children: routesFor(FEATURES, 'app'),
      },

      // Not found: /not-found and every unknown path, in the member's layout or the public one.
      ...['not-found', '*'].map((path) => ({
        path,
        lazy: () => import('./NotFoundPage').then((m) => ({ Component: m.NotFoundRoute })),
      })),
    ],
  },
];
