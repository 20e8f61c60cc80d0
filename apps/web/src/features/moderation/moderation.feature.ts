import { defineFeature } from '@/shared/feature/feature';

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
          // The page's module exports its `Component` (fewer bytes here, in the entry chunk).
          lazy: () => import('./ModerationPage'),
        },
      ],
    },
    nav: [
      {
        menu: 'profile',
        label: 'moderation',
        to: '/admin/moderation',
        // The reports' flag ('Signaler'); the administration keeps the shield.
        icon: 'biFlag',
        order: 90,
        roles: ['moderator', 'admin'],
      },
    ],
    socketFrames: {
      // A case opened or changed: the queue's lists (moderation.api.ts's keys) load again.
      moderation_case: (_frame, queryClient) =>
        void queryClient.invalidateQueries({ queryKey: ['moderation'] }),
    },
  },
  // The nav label inline rather than in a JSON module: this file is in the entry chunk, whose
  // budget (scripts/check-bundle-budget.mjs, the sign-in page) has no byte to spare.
  { moderation: 'Modération' },
);
