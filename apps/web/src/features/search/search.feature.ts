import { defineFeature } from '@/shared/feature/feature';

/**
 * The search of everything (docs/adr/0022-search.md): the header's field (search.ui.ts, mounted
 * by the app's header) and the results page /search?q=&kind=, with a tab per kind.
 */
export const searchFeature = defineFeature({
  name: 'search',
  routes: {
    app: [
      {
        path: 'search',
        lazy: () => import('./SearchPage').then((m) => ({ Component: m.SearchPage })),
      },
    ],
  },
});
