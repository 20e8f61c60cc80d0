import { defineFeature } from '@/shared/feature/feature';
import nav from './connections.feature.fr.json';

/**
 * Friends, invitations and requests: the own profile's 'Connexions' tab, with the invitations
 * received as its badge; 'Mon réseau' leads there.
 */
export const connectionsFeature = defineFeature(
  {
    name: 'connections',
    profileTabs: [
      {
        path: 'connections',
        label: 'connections',
        order: 30,
        own: {
          lazy: () => import('./ConnectionsPage').then((m) => ({ Component: m.ConnectionsPage })),
        },
        ownPending: (me) => me.counts.invitations,
      },
    ],
    nav: [
      { menu: 'header', label: 'network', to: '/profile/connections', icon: 'biPeople', order: 20 },
      {
        menu: 'profile',
        label: 'connections',
        to: '/profile/connections',
        icon: 'biPeople',
        order: 20,
      },
    ],
  },
  nav,
);
