import { defineFeature } from '@/shared/feature/feature';
import { biPeople } from '@/shared/ui/icons.generated';
import nav from './connections.feature.fr.json';

/** Friends, invitations and requests: a tab of the own profile; 'Mon réseau' leads there. */
export const connectionsFeature = defineFeature(
  {
    name: 'connections',
    routes: {
      profile: [
        {
          path: 'connections',
          lazy: () => import('./ConnectionsPage').then((m) => ({ Component: m.ConnectionsPage })),
        },
      ],
    },
    nav: [
      { menu: 'header', label: 'network', to: '/profile/connections', icon: biPeople, order: 20 },
      {
        menu: 'profile',
        label: 'connections',
        to: '/profile/connections',
        icon: biPeople,
        order: 20,
      },
    ],
  },
  nav,
);
