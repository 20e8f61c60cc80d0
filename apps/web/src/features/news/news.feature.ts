import { defineFeature } from '@/shared/feature/feature';
import nav from './news.feature.fr.json';

/** Latest news (spec §2: /blogs): its entries wait, disabled with '(bientôt)', for its issue. */
export const newsFeature = defineFeature(
  {
    name: 'news',
    soon: true,
    nav: [{ menu: 'profile', label: 'news', to: '/blogs', icon: 'biNewspaper', order: 30 }],
  },
  nav,
);
