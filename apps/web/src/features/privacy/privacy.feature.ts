import { defineFeature } from '@/shared/feature/feature';
import nav from './privacy.feature.fr.json';

/**
 * Privacy and terms (spec §2: /privacy-terms, public): the community's privacy notice and terms
 * of use, in the member's layout or the public frame. The page that asks a member to accept a
 * new version before going on is `TermsGate` (privacy.ui.ts), shown by the signed-in layout.
 */
export const privacyFeature = defineFeature(
  {
    name: 'privacy',
    routes: {
      publicOrMember: [
        {
          path: 'privacy-terms',
          handle: { wide: true },
          lazy: () => import('./PrivacyTermsPage').then((m) => ({ Component: m.PrivacyTermsPage })),
        },
      ],
    },
    nav: [
      { menu: 'card', label: 'privacy', to: '/privacy-terms', order: 50 },
      { menu: 'footer', label: 'privacy', to: '/privacy-terms', order: 40 },
    ],
  },
  nav,
);
