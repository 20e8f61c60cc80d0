import { defineFeature } from '@/shared/feature/feature';
import nav from './pwa.feature.fr.json';

/**
 * The installable app (spec §2: /offline and /download; docs/adr/0019-pwa-and-offline.md):
 * the page a navigation without network lands on, with the last feed seen, and how to install
 * Koinonia. The service worker and the outbox live in src/pwa and src/shared/offline.
 */
export const pwaFeature = defineFeature(
  {
    name: 'pwa',
    routes: {
      // Public: a member whose session cannot be checked without the network still gets it.
      public: [
        {
          path: 'offline',
          lazy: () => import('./OfflinePage').then((m) => ({ Component: m.OfflinePage })),
        },
      ],
      publicOrMember: [
        {
          path: 'download',
          lazy: () => import('./DownloadPage').then((m) => ({ Component: m.DownloadPage })),
        },
      ],
    },
    nav: [{ menu: 'footer', label: 'download', to: '/download', order: 25 }],
  },
  nav,
);
