import { defineFeature } from '@/shared/feature/feature';
import nav from './prayers.feature.fr.json';

/**
 * 'Intentions de prière' (/priere, docs/adr/0025-prayer-intentions.md): members confide
 * intentions (anonymously if they wish) to the community, their friends or a group; the others
 * answer 'Je prie' and leave a word of support; the author gives thanks.
 */
export const prayersFeature = defineFeature(
  {
    name: 'prayers',
    routes: {
      app: [
        {
          path: 'priere',
          lazy: () => import('./PrayersPage').then((m) => ({ Component: m.PrayersPage })),
        },
      ],
    },
    nav: [{ menu: 'profile', label: 'prayers', to: '/priere', icon: 'biHeart', order: 47 }],
  },
  nav,
);
