import { lazy } from 'react';
import { defineFeature } from '@/shared/feature/feature';
import { requestEarly } from '@/shared/api/client';
import { conversationsPageUrl } from './messaging.urls';
import nav from './messaging.feature.fr.json';

/** The messaging page (roomy: the left column gives way, layout-handle.ts) and its header entry. */
export const messagingFeature = defineFeature(
  {
    name: 'messaging',
    routes: {
      app: [
        {
          path: 'messaging',
          handle: { roomy: true },
          // The conversations are asked for at once, beside the page's code, not after it.
          loader: () => requestEarly([conversationsPageUrl('')]),
          lazy: () => import('./MessagingPage').then((m) => ({ Component: m.MessagingPage })),
        },
      ],
    },
    nav: [
      {
        menu: 'header',
        label: 'messaging',
        to: '/messaging',
        icon: 'biChatDots',
        order: 30,
        Badge: lazy(() => import('./UnreadBadge')),
      },
    ],
  },
  nav,
);
