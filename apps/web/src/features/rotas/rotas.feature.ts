import { defineFeature } from '@/shared/feature/feature';
import nav from './rotas.feature.fr.json';

/**
 * 'Mes services' (/services, docs/adr/0028-volunteer-rotas.md): the places a member accepted,
 * those awaiting their answer and those they may take, their away dates and calendar link. A
 * group's 'Services' tab is the groups feature's (rotas.ui.ts).
 */
export const rotasFeature = defineFeature(
  {
    name: 'rotas',
    routes: {
      app: [
        {
          path: 'services',
          lazy: () => import('./MyServicesPage').then((m) => ({ Component: m.MyServicesPage })),
        },
      ],
    },
    nav: [{ menu: 'profile', label: 'rotas', to: '/services', icon: 'biCalendarEvent', order: 48 }],
  },
  nav,
);
