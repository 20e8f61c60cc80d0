/**
 * The search module (docs/adr/0022-search.md): `GET /api/search/`, the header's field and
 * /search. It owns no table: each kind is found by the module that owns it, through its service.
 */
import { defineModule } from '../../platform/module.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService, type SearchService } from './search.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    search: SearchService;
  }
}

export const searchModule = defineModule({
  name: 'search',
  tag: {
    name: 'search',
    description: 'One search for members, groups, pages, events, articles and help articles.',
  },
  tables: [],
  build: (ctx) =>
    createSearchService({
      members: (me, question, page) => ctx.services.users.search(me, question, page),
      groups: (me, question, page) => ctx.services.groups.search(me, question, 'GROUP', page),
      pages: (me, question, page) => ctx.services.groups.search(me, question, 'PAGE', page),
      events: (me, question, page) => ctx.services.events.search(me, question, page),
      articles: (_me, question, page) => ctx.services.news.search(question, page),
      help: (_me, question, page) => ctx.services.help.searchHits(question, page),
    }),
  routes: (app, _ctx, search) => app.register(searchRoutes, { prefix: '/api/search', search }),
});
