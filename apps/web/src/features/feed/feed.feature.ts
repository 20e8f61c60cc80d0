import { defineFeature } from '@/shared/feature/feature';
import { feedUrl, reactionTypesUrl } from '@/features/publications/publications.urls';
import { requestEarly } from '@/shared/api/client';
import nav from './feed.feature.fr.json';

/** The home feed and a publication on its own page (spec §2, under three addresses). */
export const feedFeature = defineFeature(
  {
    name: 'feed',
    routes: {
      app: [
        {
          path: 'feed/home',
          // The feed's first page is asked for at once, beside the page's code, not after it
          // (in the order `?sort=` asks: HomePage's `feedSortOf`).
          loader: ({ request }) =>
            requestEarly([
              feedUrl(
                new URL(request.url).searchParams.get('sort') === 'popular'
                  ? { sort: 'popular' }
                  : {},
                '',
              ),
              reactionTypesUrl,
            ]),
          lazy: () => import('./HomePage').then((m) => ({ Component: m.HomePage })),
        },
        {
          path: 'feed/publica-details/:publicaId',
          lazy: () =>
            import('./PublicationDetailsPage').then((m) => ({
              Component: m.PublicationDetailsPage,
            })),
        },
        ...['feed/post-details', 'posts'].map((path) => ({
          path,
          lazy: () =>
            import('./PublicationDetailsPage').then((m) => ({ Component: m.PostDetailsPage })),
        })),
      ],
    },
    nav: [
      { menu: 'header', label: 'home', to: '/feed/home', icon: 'biHouseDoor', order: 10 },
      { menu: 'profile', label: 'feed', to: '/feed/home', icon: 'biHouseDoor', order: 10 },
    ],
  },
  nav,
);
