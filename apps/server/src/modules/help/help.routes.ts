/** `/api/help`: the help centre, readable by guests; members answer 'Cet article vous a-t-il aidé ?'. */
import {
  errorResponseSchema,
  helpArticleSchema,
  helpFeedbackBodySchema,
  helpFeedbackSchema,
  helpIndexSchema,
  helpSearchQuerySchema,
  helpSearchSchema,
} from '@koinonia/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HelpService } from './help.service.ts';

const params = z.object({ id: z.string().max(100) });

export const helpRoutes: FastifyPluginAsyncZod<{ help: HelpService }> = async (app, { help }) => {
  const tags = ['help'];
  /** Guests or members: a token, when sent, is checked (an expired one is a 401 to refresh). */
  const optional: { [label: string]: string[] }[] = [{}, { bearer: [] }];
  const maybeMember = async (request: FastifyRequest) => {
    if (request.headers.authorization !== undefined) await app.authenticate(request);
  };

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The categories with their articles, and the support link (public)',
        response: { 200: helpIndexSchema },
      },
    },
    () => help.index(),
  );

  app.get(
    '/search/',
    {
      schema: {
        tags,
        summary: 'Articles whose title or text hold the words of ?q=, accents and case ignored',
        querystring: helpSearchQuerySchema,
        response: { 200: helpSearchSchema, 400: errorResponseSchema },
      },
    },
    (request) => help.search(request.query.q),
  );

  app.get(
    '/articles/:id/',
    {
      onRequest: maybeMember,
      schema: {
        tags,
        security: optional,
        summary: 'An article as safe HTML, its category, related articles and answers',
        params,
        response: { 200: helpArticleSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    (request) => help.article(request.params.id, request.userId || null),
  );

  app.put(
    '/articles/:id/feedback/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "'Cet article vous a-t-il aidé ?': one answer per member, changeable",
        params,
        body: helpFeedbackBodySchema,
        response: {
          200: helpFeedbackSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    (request) => help.answer(request.userId, request.params.id, request.body.helpful),
  );
};
