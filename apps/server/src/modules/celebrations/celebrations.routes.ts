/** `/api/celebrations` (celebrations.service.ts): the three sections and the wishes. */
import {
  celebrationsSchema,
  errorResponseSchema,
  wishBodySchema,
  wishSchema,
} from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CelebrationsService } from './celebrations.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const celebrationsRoutes: FastifyPluginAsyncZod<{
  celebrations: CelebrationsService;
}> = async (app, { celebrations }) => {
  const tags = ['celebrations'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          "Friends' birthdays, name days and join anniversaries: today, the next 6 days, then up to day 30",
        response: { 200: celebrationsSchema, ...errors },
      },
    },
    (request) => celebrations.list(request.userId),
  );

  app.post(
    '/wishes/',
    {
      schema: {
        tags,
        security,
        summary:
          "Wish a member today's occasion: a chat message to a friend, a notification to anyone else (once a year)",
        body: wishBodySchema,
        response: { 201: wishSchema, ...errors },
      },
    },
    async (request, reply) => {
      const wish = await celebrations.wish(request.userId, request.body);
      return reply.status(201).send(wish);
    },
  );
};
