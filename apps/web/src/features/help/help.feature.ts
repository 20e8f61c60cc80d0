import { defineFeature } from '@/shared/feature/feature';
import nav from './help.feature.fr.json';

/**
 * Help (spec §2: /help and /help/details, public): the help centre (search, categories,
 * articles) and one article, in the member's layout or the public frame. The feed's guided tour
 * is `FeedTour` (help.ui.ts), mounted by the feed's home page.
 */
export const helpFeature = defineFeature(
  {
    name: 'help',
    routes: {
      publicOrMember: [
        {
          path: 'help',
          handle: { wide: true },
          lazy: () => import('./HelpPage').then((m) => ({ Component: m.HelpPage })),
        },
        {
          path: 'help/details',
          handle: { wide: true },
          lazy: () => import('./HelpDetailsPage').then((m) => ({ Component: m.HelpDetailsPage })),
        },
      ],
    },
    nav: [
      { menu: 'card', label: 'help', to: '/help', order: 40 },
      { menu: 'footer', label: 'help', to: '/help', order: 30 },
    ],
  },
  nav,
);
