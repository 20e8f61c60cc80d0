import { defineFeature } from '@/shared/feature/feature';
import nav from './help.feature.fr.json';

/** Help (spec §2: /help): its links wait, disabled with '(bientôt)', for its issue. */
export const helpFeature = defineFeature(
  {
    name: 'help',
    soon: true,
    nav: [
      { menu: 'card', label: 'help', to: '/help', order: 40 },
      { menu: 'footer', label: 'help', to: '/help', order: 30 },
    ],
  },
  nav,
);
