import { defineFeature } from '@/shared/feature/feature';

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
        roles: ['admin'],
      },
    ],
  },
  // Its one nav text, here rather than in an admin.feature.fr.json: this manifest is in the
  // first chunk of every page, which /auth/sign-in keeps under 120 KB gzip
  // (scripts/check-bundle-budget.mjs), and a JSON module costs that chunk a wrapper.
  { admin: 'Administration' },
);
