import { redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { profileUrl } from '@/features/users/users.urls';
import { requestEarly } from '@/shared/api/client';
import { isAuthenticated } from '@/shared/session/session';
import { ErrorPage } from './ErrorPage';
import { lateRoutes, routesFor } from './compose-routes';
import { GUEST_FEATURES, loadFeatures } from './features';
import { guestOnlyLoader, protectedLoader } from './guards';
import { RootLayout } from './RootLayout';

/** A lazy module, once every feature's manifest is there too (the menus read them all). */
const withFeatures = <T,>(module: Promise<T>): Promise<T> =>
  Promise.all([module, loadFeatures()]).then(([loaded]) => loaded);

/**
 * The route tree of spec §2, composed from the feature lists: each feature declares its
 * routes by slot (public, guest-only, inside the signed-in layout, or under another
 * feature's route id). Every page and layout is loaded lazily; only the root shell and
 * its error page ship in the entry chunk, so that an error while loading a chunk can
 * still be shown. The tree starts with the guest features' routes; the member features'
 * join it on the first path it does not know (`discoverRoutes`, ADR 0023).
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
      ...routesFor(GUEST_FEATURES, 'public'),

      // Public pages that a member reads in the app's layout (a guest in the public frame).
      {
        id: 'publicOrMember',
        lazy: () =>
          import('./layout/PublicOrMemberLayout').then((m) => ({
            Component: m.PublicOrMemberLayout,
          })),
        children: routesFor(GUEST_FEATURES, 'publicOrMember'),
      },

      // Guest-only pages: a signed-in member goes to /feed/home.
      {
        id: 'guestOnly',
        loader: guestOnlyLoader,
        children: routesFor(GUEST_FEATURES, 'guestOnly'),
      },

      // Protected pages, inside the default layout.
      {
        id: 'app',
        loader: (args) => {
          protectedLoader(args);
          // The member's profile is asked for at once, beside the layout's code, not after it.
          return requestEarly([profileUrl]);
        },
        // Its menus list every feature's entries: the layout comes with their manifests.
        lazy: () =>
          withFeatures(import('./layout/DefaultLayout')).then((m) => ({
            Component: m.DefaultLayout,
          })),
        children: routesFor(GUEST_FEATURES, 'app'),
      },

      // Not found: /not-found and every unknown path, in the member's layout or the public one.
      ...['not-found', '*'].map((path) => ({
        path,
        // A member's not-found page is in the signed-in layout, with its menus.
        lazy: () =>
          (isAuthenticated()
            ? withFeatures(import('./NotFoundPage'))
            : import('./NotFoundPage')
          ).then((m) => ({ Component: m.NotFoundRoute })),
      })),
    ],
  },
];

/**
 * Lazy route discovery (ADR 0023): the first time the router meets a path that no page of the
 * guest features matches (a member's page, a deep link, an unknown path), the member features'
 * manifests are loaded and their routes hung in the tree, each under its slot's route; then the
 * router matches the path again (a path still unknown is the not-found page). One per router.
 */
export function discoverRoutes(): PatchRoutesOnNavigationFunction {
  let done = false;
  return async ({ matches, patch, signal }) => {
    if (done || isGuestPage(matches.at(-1)?.route)) return;
    const features = await loadFeatures();
    if (done || signal.aborted) return;
    const late = features.filter((feature) => !GUEST_FEATURES.includes(feature));
    for (const [parent, children] of lateRoutes(GUEST_FEATURES, late)) patch(parent, children);
    done = true;
  };
}

/**
 * The router asks also for a path that a page with parameters matches (`/blogs/{blogId}`): a page
 * of the guest features is one (member features never declare a path beside theirs), and a guest
 * reading it loads nothing more. The splat (not-found) and the slots' pathless routes are not.
 */
function isGuestPage(route: RouteObject | undefined): boolean {
  return Boolean(route?.path && route.path !== '*' && !route.children?.length);
}
