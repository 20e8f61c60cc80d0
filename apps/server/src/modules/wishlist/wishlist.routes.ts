/** `/api/wishlist` ('Liste de souhaits'): the community's needs and the members' pledges. */
import {
  createNeedBodySchema,
  errorResponseSchema,
  idParamsSchema,
  pledgeBodySchema,
  wishlistNeedSchema,
  wishlistSchema,
} from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WishlistService } from './wishlist.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (
  app,
  { wishlist },
) => {
  const tags = ['wishlist'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          "The community's needs (open first) with what is pledged and missing; editors also see who pledged what",
        response: { 200: wishlistSchema, ...errors },
      },
    },
    (request) => wishlist.list(request.userId),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Posts a need with its items and quantities (editors)',
        body: createNeedBodySchema,
        response: { 201: wishlistNeedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await wishlist.create(request.userId, request.body)),
  );

  app.post(
    '/:id/close/',
    {
      schema: {
        tags,
        security,
        summary: 'Closes a need: no more pledges (editors)',
        params: idParamsSchema,
        response: { 200: wishlistNeedSchema, ...errors },
      },
    },
    (request) => wishlist.close(request.userId, request.params.id),
  );

  app.post(
    '/items/:id/pledge/',
    {
      schema: {
        tags,
        security,
        summary: "Pledges to bring a quantity of an item ('Je l'apporte'), replacing my pledge",
        params: idParamsSchema,
        body: pledgeBodySchema,
        response: { 200: wishlistNeedSchema, ...errors },
      },
    },
    (request) => wishlist.pledge(request.userId, request.params.id, request.body.quantity),
  );

  app.delete(
    '/items/:id/pledge/',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraws my pledge on an item',
        params: idParamsSchema,
        response: { 200: wishlistNeedSchema, ...errors },
      },
    },
    (request) => wishlist.unpledge(request.userId, request.params.id),
  );
};
