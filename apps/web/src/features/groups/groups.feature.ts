import type { NotificationType } from '@koinonia/contracts';
import type { NotificationHandler } from '@/shared/feature/feature';
import { defineFeature } from '@/shared/feature/feature';
import nav from './groups.feature.fr.json';

const handlers = () => import('./groups.notifications');

/**
 * The types whose row in the contracts' table says `refresh: 'groups'`: the lists, the
 * invitations' count and the group concerned reload. GROUP_POST_NEW says 'feed' and is the
 * publications feature's, like POST_NEW.
 */
const ABOUT_A_GROUP = [
  'GROUP_INVITATION',
  'GROUP_REQUEST_NEW',
  'GROUP_REQUEST_ACCEPT',
  'GROUP_ROLE_CHANGE',
] as const satisfies readonly NotificationType[];

const refreshGroups: NotificationHandler = (notification, queryClient) =>
  handlers().then((m) => m.refreshGroups(notification, queryClient));

/** Groups and community pages: the lists, a group's page, and a page's creation. */
export const groupsFeature = defineFeature(
  {
    name: 'groups',
    routes: {
      app: [
        {
          path: 'feed/groups',
          handle: { wide: true },
          lazy: () => import('./GroupsPage').then((m) => ({ Component: m.GroupsPage })),
        },
        {
          path: 'feed/groups/:groupId',
          handle: { wide: true },
          lazy: () => import('./GroupPage').then((m) => ({ Component: m.GroupPage })),
        },
        {
          // 'Abonnements' of the account menu (docs/spec-deviations.md: the further menu).
          path: 'subscriptions',
          lazy: () =>
            import('./SubscriptionsPage').then((m) => ({ Component: m.SubscriptionsPage })),
        },
        {
          path: 'feed/create-page',
          lazy: () => import('./CreatePagePage').then((m) => ({ Component: m.CreatePagePage })),
        },
      ],
    },
    nav: [
      { menu: 'profile', label: 'groups', to: '/feed/groups', icon: 'biHouseHeart', order: 50 },
    ],
    notifications: Object.fromEntries(ABOUT_A_GROUP.map((type) => [type, refreshGroups])),
  },
  nav,
);
