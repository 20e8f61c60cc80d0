import { defineFeature } from '@/shared/feature/feature';
import nav from './news.feature.fr.json';

const editor = () => import('./EditorPage').then((m) => ({ Component: m.EditorPage }));

/**
 * Latest news (spec §2: /blogs, /blogs/{blogId}, public): the list and an article, in the
 * member's layout or the public frame; the editor (editors only, /blogs/new and
 * /blogs/{blogId}/edit); and the weekly parish sheet (/feuille, /feuille/{date}), public, in a
 * frame of its own that prints on one A4 page.
 */
export const newsFeature = defineFeature(
  {
    name: 'news',
    routes: {
      publicOrMember: [
        {
          path: 'blogs',
          handle: { wide: true },
          lazy: () =>
            Promise.all([import('./BlogsPage'), import('./news.loaders')]).then(([page, data]) => ({
              Component: page.BlogsPage,
              loader: data.blogsLoader,
            })),
        },
        { path: 'blogs/new', handle: { wide: true }, lazy: editor },
        {
          path: 'blogs/:blogId',
          handle: { wide: true },
          lazy: () =>
            Promise.all([import('./ArticlePage'), import('./news.loaders')]).then(
              ([page, data]) => ({ Component: page.ArticlePage, loader: data.articleLoader }),
            ),
        },
        { path: 'blogs/:blogId/edit', handle: { wide: true }, lazy: editor },
      ],
      public: [
        {
          path: 'feuille',
          lazy: () => import('./SheetPage').then((m) => ({ Component: m.SheetPage })),
        },
        {
          path: 'feuille/:date',
          lazy: () => import('./SheetPage').then((m) => ({ Component: m.SheetPage })),
        },
      ],
    },
    nav: [{ menu: 'profile', label: 'news', to: '/blogs', icon: 'biNewspaper', order: 30 }],
  },
  nav,
);
