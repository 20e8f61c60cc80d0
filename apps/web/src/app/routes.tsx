import { redirect, type RouteObject } from 'react-router';
import { ErrorPage } from './ErrorPage';
import { guestOnlyLoader, peopleProfileLoader, protectedLoader } from './guards';
import { RootLayout } from './RootLayout';

/**
 * The route tree of spec §2. Every page and layout is loaded lazily; only the
 * root shell and its error page ship in the entry chunk, so that an error while
 * loading a chunk can still be shown.
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
      {
        path: 'landing',
        lazy: () =>
          import('@/features/landing/LandingPage').then((m) => ({ Component: m.LandingPage })),
      },

      // Guest-only pages: the authentication screens and their advanced variants.
      {
        path: 'auth',
        loader: guestOnlyLoader,
        lazy: () =>
          import('@/features/auth/layouts/AuthCardLayout').then((m) => ({
            Component: m.AuthCardLayout,
          })),
        children: [
          { index: true, loader: () => redirect('/auth/sign-in') },
          {
            path: 'sign-in',
            lazy: () =>
              import('@/features/auth/pages/SignInPage').then((m) => ({ Component: m.SignInPage })),
          },
          {
            path: 'sign-up',
            lazy: () =>
              import('@/features/auth/pages/SignUpPage').then((m) => ({ Component: m.SignUpPage })),
          },
          {
            path: 'verify',
            lazy: () =>
              import('@/features/auth/pages/VerifyPage').then((m) => ({ Component: m.VerifyPage })),
          },
          {
            path: 'unlock',
            lazy: () =>
              import('@/features/auth/pages/UnlockPage').then((m) => ({ Component: m.UnlockPage })),
          },
          {
            path: 'forgot-pass',
            lazy: () =>
              import('@/features/auth/pages/ForgotPassPage').then((m) => ({
                Component: m.ForgotPassPage,
              })),
          },
          {
            path: 'reset-pass',
            lazy: () =>
              import('@/features/auth/pages/ResetPassPage').then((m) => ({
                Component: m.ResetPassPage,
              })),
          },
        ],
      },
      {
        path: 'auth-advance',
        loader: guestOnlyLoader,
        lazy: () =>
          import('@/features/auth/layouts/AuthSplitLayout').then((m) => ({
            Component: m.AuthSplitLayout,
          })),
        children: [
          { index: true, loader: () => redirect('/auth-advance/sign-in') },
          {
            path: 'sign-in',
            lazy: () =>
              import('@/features/auth/pages/SignInPage').then((m) => ({ Component: m.SignInPage })),
          },
          {
            path: 'sign-up',
            lazy: () =>
              import('@/features/auth/pages/SignUpPage').then((m) => ({ Component: m.SignUpPage })),
          },
          {
            path: 'forgot-pass',
            lazy: () =>
              import('@/features/auth/pages/ForgotPassPage').then((m) => ({
                Component: m.ForgotPassPage,
              })),
          },
        ],
      },

      // Protected pages, inside the default layout.
      {
        loader: protectedLoader,
        lazy: () =>
          import('@/features/layout/DefaultLayout').then((m) => ({ Component: m.DefaultLayout })),
        children: [
          {
            path: 'feed/home',
            lazy: () => import('@/features/feed/HomePage').then((m) => ({ Component: m.HomePage })),
          },

          // A publication on its own page (spec §2), under three addresses.
          {
            path: 'feed/publica-details/:publicaId',
            lazy: () =>
              import('@/features/feed/PublicationDetailsPage').then((m) => ({
                Component: m.PublicationDetailsPage,
              })),
          },
          ...['feed/post-details', 'posts'].map((path) => ({
            path,
            lazy: () =>
              import('@/features/feed/PublicationDetailsPage').then((m) => ({
                Component: m.PostDetailsPage,
              })),
          })),

          // The video publications and their player pages (spec §2), under two names.
          ...['feed/videos', 'feed/post-videos'].flatMap((path) => [
            {
              path,
              lazy: () =>
                import('@/features/videos/VideosPage').then((m) => ({ Component: m.VideosPage })),
            },
            {
              path: `${path}/details`,
              lazy: () =>
                import('@/features/videos/VideosPage').then((m) => ({
                  Component: m.VideoDetailsPage,
                })),
            },
          ]),

          {
            path: 'messaging',
            handle: { wide: true },
            lazy: () =>
              import('@/features/messaging/MessagingPage').then((m) => ({
                Component: m.MessagingPage,
              })),
          },
          {
            path: 'notifications',
            lazy: () =>
              import('@/features/notifications/NotificationsPage').then((m) => ({
                Component: m.NotificationsPage,
              })),
          },

          // The own profile's layout (spec §2), wide: no context column.
          {
            path: 'profile',
            handle: { wide: true },
            lazy: () =>
              import('@/features/profile/ProfileLayout').then((m) => ({
                Component: m.ProfileLayout,
              })),
            children: [
              { index: true, loader: () => redirect('/profile/feed') },
              {
                path: 'feed',
                lazy: () =>
                  import('@/features/profile/pages/OwnTabs').then((m) => ({
                    Component: m.OwnFeedTab,
                  })),
              },
              {
                path: 'about',
                lazy: () =>
                  import('@/features/profile/pages/ProfileAboutPage').then((m) => ({
                    Component: m.ProfileAboutPage,
                  })),
              },
              {
                path: 'connections',
                lazy: () =>
                  import('@/features/connections/ConnectionsPage').then((m) => ({
                    Component: m.ConnectionsPage,
                  })),
              },
              {
                path: 'media',
                lazy: () =>
                  import('@/features/profile/pages/ProfileMediaPage').then((m) => ({
                    Component: m.ProfileMediaPage,
                  })),
              },
              {
                path: 'videos',
                lazy: () =>
                  import('@/features/profile/pages/OwnTabs').then((m) => ({
                    Component: m.OwnVideosTab,
                  })),
              },
              {
                path: 'events',
                lazy: () =>
                  import('@/features/profile/pages/EmptyTab').then((m) => ({
                    Component: m.OwnEventsTab,
                  })),
              },
              {
                path: 'activity',
                lazy: () =>
                  import('@/features/profile/pages/OwnTabs').then((m) => ({
                    Component: m.OwnActivityTab,
                  })),
              },
            ],
          },

          // Another member's profile layout (spec §2); my own id leads to /profile/feed.
          {
            path: 'feed/people-profile/:userId',
            handle: { wide: true },
            loader: peopleProfileLoader,
            lazy: () =>
              import('@/features/people/PeopleProfileLayout').then((m) => ({
                Component: m.PeopleProfileLayout,
              })),
            children: [
              {
                index: true,
                loader: ({ params }) =>
                  redirect(`/feed/people-profile/${encodeURIComponent(params.userId ?? '')}/feed`),
              },
              ...(
                [
                  ['feed', 'PeopleFeedTab'],
                  ['about', 'PeopleAboutTab'],
                  ['connections', 'PeopleConnectionsTab'],
                  ['media', 'PeopleMediaTab'],
                  ['videos', 'PeopleVideosTab'],
                  ['events', 'PeopleEventsTab'],
                  ['activity', 'PeopleActivityTab'],
                ] as const
              ).map(([path, name]) => ({
                path,
                lazy: () =>
                  import('@/features/people/PeopleTabs').then((m) => ({ Component: m[name] })),
              })),
            ],
          },
        ],
      },

      // Not found: /not-found and every unknown path.
      {
        path: 'not-found',
        lazy: () => import('./NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
      {
        path: '*',
        lazy: () => import('./NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
