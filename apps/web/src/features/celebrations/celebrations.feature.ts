import { defineFeature } from '@/shared/feature/feature';
import nav from './celebrations.feature.fr.json';

/**
 * Celebrations (spec §2: /feed/celebration): friends' birthdays, name days and join
 * anniversaries, today, this week and this month, and the wish sent from there. The right
 * column's 'Anniversaires' card (features/discover) stays the short form of it.
 */
export const celebrationsFeature = defineFeature(
  {
    name: 'celebrations',
    routes: {
      app: [
        {
          path: 'feed/celebration',
          lazy: () => import('./CelebrationsPage').then((m) => ({ Component: m.CelebrationsPage })),
        },
      ],
    },
    nav: [
      { menu: 'profile', label: 'celebration', to: '/feed/celebration', icon: 'biGift', order: 45 },
    ],
  },
  nav,
);
