import { defineFeature } from '@/shared/feature/feature';
import nav from './landing.feature.fr.json';

/** The public welcome page (spec §2: / redirects to /landing). */
export const landingFeature = defineFeature(
  {
    name: 'landing',
    routes: {
      public: [
        {
          path: 'landing',
          lazy: () => import('./LandingPage').then((m) => ({ Component: m.LandingPage })),
        },
      ],
    },
    nav: [{ menu: 'footer', label: 'about', to: '/landing', order: 1 }],
  },
  nav,
);
