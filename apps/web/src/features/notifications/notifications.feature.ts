import { defineFeature } from '@/shared/feature/feature';
import nav from './notifications.feature.fr.json';

/** The notifications page; the bell and the socket are the layout's. */
export const notificationsFeature = defineFeature(
  {
    name: 'notifications',
    routes: {
      app: [
        {
          path: 'notifications',
          lazy: () =>
            import('./NotificationsPage').then((m) => ({ Component: m.NotificationsPage })),
        },
      ],
    },
    nav: [
      { menu: 'profile', label: 'notifications', to: '/notifications', icon: 'biBell', order: 60 },
    ],
  },
  nav,
);
