import { defineFeature } from '@/shared/feature/feature';
import nav from './classic.feature.fr.json';

/**
 * The light feed (spec §2: /classic, shown disabled in the spec's menu; enabled here:
 * docs/classic.md, docs/spec-deviations.md). Not a route of the app: a page of its own
 * (its HTML file and page/classic.main.ts) for old phones and slow connections, which the menu
 * loads as a document.
 */
export const classicFeature = defineFeature(
  {
    name: 'classic',
    nav: [{ menu: 'card', label: 'classic', to: '/classic', order: 45, document: true }],
  },
  nav,
);
