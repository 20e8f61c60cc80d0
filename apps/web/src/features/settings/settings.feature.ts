import { defineFeature } from '@/shared/feature/feature';
import { biGear } from '@/shared/ui/icons.generated';
import nav from './settings.feature.fr.json';

/** The settings pages (spec §2: /settings/…): their entries wait, disabled with '(bientôt)'. */
export const settingsFeature = defineFeature(
  {
    name: 'settings',
    soon: true,
    nav: [
      { menu: 'profile', label: 'settings', to: '/settings/account', icon: biGear, order: 70 },
      { menu: 'card', label: 'accountSettings', to: '/settings/account', order: 30 },
      { menu: 'footer', label: 'settings', to: '/settings/account', order: 20 },
      // The settings menu of spec §2, in the account menu.
      { menu: 'settings', label: 'account', to: '/settings/account', order: 10 },
      { menu: 'settings', label: 'notification', to: '/settings/notification', order: 20 },
      { menu: 'settings', label: 'privacy', to: '/settings/privacy', order: 30 },
      { menu: 'settings', label: 'communication', to: '/settings/communication', order: 40 },
      { menu: 'settings', label: 'messaging', to: '/settings/messaging', order: 50 },
      { menu: 'settings', label: 'closeAccount', to: '/settings/close-account', order: 60 },
    ],
  },
  nav,
);
