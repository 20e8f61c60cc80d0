import { defineFeature } from '@/shared/feature/feature';
import nav from './admin.feature.fr.json';

const console = () => import('./AdminPage').then((m) => ({ Component: m.AdminPage }));

/**
 * The admin console (/admin, admins only: the server refuses the others, the menus show its
 * entry to admins only): the community at a glance, the members and their roles, and the
 * community's profile and sign-up mode, one tab each (/admin, /admin/members,
 * /admin/community).
 */
export const adminFeature = defineFeature(
  {
    name: 'admin',
    routes: {
      app: [
        { path: 'admin', handle: { wide: true }, lazy: console },
        { path: 'admin/:tab', handle: { wide: true }, lazy: console },
      ],
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
      { menu: 'settings', label: 'admin', to: '/admin', order: 100, role: 'admin' },
    ],
  },
  nav,
);
