import { redirect } from 'react-router';
import { defineFeature } from '@/shared/feature/feature';
import { SETTINGS_PAGES } from './settings-pages';
import nav from './settings.feature.fr.json';

const pages = {
  account: () => import('./AccountPage').then((m) => ({ Component: m.AccountPage })),
  notification: () =>
    import('./NotificationSettingsPage').then((m) => ({ Component: m.NotificationSettingsPage })),
  privacy: () => import('./PrivacyPage').then((m) => ({ Component: m.PrivacyPage })),
  communication: () =>
    import('./CommunicationPage').then((m) => ({ Component: m.CommunicationPage })),
  messaging: () =>
    import('./MessagingSettingsPage').then((m) => ({ Component: m.MessagingSettingsPage })),
  'close-account': () =>
    import('./CloseAccountPage').then((m) => ({ Component: m.CloseAccountPage })),
} as const;

/** The settings pages (spec §2): /settings/… in the settings layout. */
export const settingsFeature = defineFeature(
  {
    name: 'settings',
    routes: {
      app: [
        {
          path: 'settings',
          // The settings' own side menu stands where the member's left column was (roomy), and
          // its footer links are the page's (ownFooter): layout-handle.ts.
          handle: { roomy: true, ownFooter: true },
          lazy: () => import('./SettingsLayout').then((m) => ({ Component: m.SettingsLayout })),
          children: [
            { index: true, loader: () => redirect('/settings/account') },
            ...SETTINGS_PAGES.map((page) => ({ path: page.path, lazy: pages[page.path] })),
          ],
        },
        {
          // 'Voir mon profil comme…': the profile's width, without the settings' side menu.
          path: 'settings/privacy/preview',
          handle: { wide: true },
          lazy: () =>
            import('./ProfilePreviewPage').then((m) => ({ Component: m.ProfilePreviewPage })),
        },
      ],
    },
    nav: [
      { menu: 'profile', label: 'settings', to: '/settings/account', icon: 'biGear', order: 70 },
      { menu: 'card', label: 'accountSettings', to: '/settings/account', order: 30 },
      { menu: 'footer', label: 'settings', to: '/settings/account', order: 20 },
      // The settings menu of spec §2, in the account menu.
      ...SETTINGS_PAGES.map((page, index) => ({
        menu: 'settings' as const,
        label: page.label,
        to: `/settings/${page.path}`,
        order: (index + 1) * 10,
      })),
    ],
  },
  nav,
);
