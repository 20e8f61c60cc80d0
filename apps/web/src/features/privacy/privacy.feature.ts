import { defineFeature } from '@/shared/feature/feature';
import nav from './privacy.feature.fr.json';

/** Privacy and terms (spec §2: /privacy-terms): its links wait, disabled with '(bientôt)'. */
export const privacyFeature = defineFeature(
  {
    name: 'privacy',
    soon: true,
    nav: [
      { menu: 'card', label: 'privacy', to: '/privacy-terms', order: 50 },
      { menu: 'footer', label: 'privacy', to: '/privacy-terms', order: 40 },
    ],
  },
  nav,
);
