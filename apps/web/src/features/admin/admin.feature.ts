import { defineFeature } from '@/shared/feature/feature';
import nav from './admin.feature.fr.json';

const page = () => import('./AdminPage').then((m) => ({ Component: m.AdminPage }));

/**
 * The admin console (/admin, admins only: the server refuses the others, the profile menu shows
 * its entry to admins only): the community at a glance, the members and their roles, and the
 * community's profile and sign-up mode, one tab each (/admin, /admin/members,
 * /admin/community).
 */
export const adminFeature = defineFeature(
  {
    name: 'admin',
    routes: {
      app: [{ path: 'admin/:tab?', lazy: page }],
    },
    nav: [
      {
        menu: 'profile',
        label: 'admin',
        to: '/admin',
        icon: 'biShieldLock',
        order: 80,
        role: 'admin',
      },
    ],
  },
  nav,
);
