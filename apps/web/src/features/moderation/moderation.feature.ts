import { defineFeature } from '@/shared/feature/feature';
import nav from './moderation.feature.fr.json';
import { useIsModerator } from './useIsModerator';

const handlers = () => import('./moderation.socket');

/**
 * Moderation (docs/adr/0021-moderation.md): the queue at /admin/moderation for the
 * community's and the groups' moderators (the server says who), its menu entry for the
 * community's, and the `moderation_case` frames of the notification socket that keep it live.
 * 'Signaler' is in moderation.public.ts, for the features that show items.
 */
export const moderationFeature = defineFeature(
  {
    name: 'moderation',
    routes: {
      app: [
        {
          path: 'admin/moderation',
          handle: { wide: true },
          lazy: () => import('./ModerationPage').then((m) => ({ Component: m.ModerationPage })),
        },
      ],
    },
    nav: [
      {
        menu: 'profile',
        label: 'moderation',
        to: '/admin/moderation',
        icon: 'biShieldLock',
        order: 90,
        useShown: useIsModerator,
      },
    ],
    socketFrames: {
      moderation_case: (_frame, queryClient) =>
        void handlers().then((m) => m.refreshCases(queryClient)),
    },
  },
  nav,
);
