/** `/api/search` (search.service.ts): the search of everything, for members. */
import { errorResponseSchema, searchQuerySchema, searchResultsSchema } from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (
  app,
  { search },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags: ['search'],
        security: [{ bearer: [] }],
        summary:
          'Members, groups, pages, events, articles and help articles matching ?q= (accents, case and typos forgiven); ?kind= pages one kind',
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    (request) => search.search(request.userId, request.query),
  );
};
