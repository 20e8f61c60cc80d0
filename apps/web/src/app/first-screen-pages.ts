/**
 * The pages whose own code, and for a member's page its first answers, a first visit asks for
 * early: public/boot.js asks for them as soon as the splash screen has painted, beside the entry,
 * instead of once the entry has run and the router has matched the page (vite.config.ts,
 * `pageChunks`, names them in `<meta name="koinonia-page-chunks">`; docs/performance.md,
 * "Lighthouse" and "The news as a guest"; ADR 0011 does the same for the signed-in layout).
 *
 * - `path`: a pattern of `location.pathname`.
 * - `modules`: the page's modules under src/: their chunks and what those import (but the
 *   entry's, and for a member's page the signed-in layout's, which boot.js asks for anyway).
 * - `member`: only for a member with a session (the page of a guest is the sign-in page).
 * - `answers`: the addresses the page's routes' loaders ask for (`requestEarly`), `{me}` being
 *   the member's id, and the roles the layout's first render asks for; `first-screen-pages.test.ts`
 *   checks them against the loaders. Asked for with the member's own token, never written into
 *   the page (docs/security.md).
 *
 * A page missing here still works: its code and answers come once the entry has run.
 * Plain data, no import: vite.config.ts reads it.
 */
export interface FirstScreenPage {
  path: string;
  modules: string[];
  member?: boolean;
  answers?: string[];
}

/** Asked for by the signed-in layout's first render, not by a loader: `apiRequest` takes it. */
export const ROLES = '/api/roles/me/';

const READER_FRAME = ['features/news/news.loaders.ts', 'app/layout/PublicOrMemberLayout.tsx'];
// The signed-in layout's: its loader's (app/routes.tsx: the member's profile), and the member's
// roles, which its first render asks for (the menus: app/layout/useNavOf.ts).
const LAYOUT = ['/api/users/profil/', ROLES];

export const FIRST_SCREEN_PAGES: FirstScreenPage[] = [
  // The news' reader pages, for a guest as for a member.
  { path: '^/blogs/?$', modules: ['features/news/BlogsPage.tsx', ...READER_FRAME] },
  {
    path: '^/blogs/(?!new/?$)[^/]+/?$',
    modules: ['features/news/ArticlePage.tsx', ...READER_FRAME],
  },
  // The signed-in pages a member opens first (those `npm run bench:lighthouse` measures).
  {
    path: '^/feed/home/?$',
    modules: ['features/feed/HomePage.tsx'],
    member: true,
    answers: [...LAYOUT, '/api/publications/', '/api/publications/reaction-types/'],
  },
  {
    path: '^/messaging/?$',
    modules: ['features/messaging/MessagingPage.tsx'],
    member: true,
    answers: [...LAYOUT, '/api/messaging/conversations/'],
  },
  {
    path: '^/profile/feed/?$',
    modules: ['features/profile/ProfileLayout.tsx', 'features/publications/OwnFeedTab.tsx'],
    member: true,
    answers: [
      ...LAYOUT,
      '/api/users/user_files/',
      '/api/users/?query=friend&limit=20',
      '/api/publications/?author={me}',
      '/api/publications/reaction-types/',
    ],
  },
];
