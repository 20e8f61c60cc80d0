/** `/api/relationship` (spec §7, relationShipUrl): invitations and the relation actions. */
import {
  errorResponseSchema,
  inviteBodySchema,
  relationActionBodySchema,
  relationSchema,
} from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RelationshipService } from './relationship.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const relationshipRoutes: FastifyPluginAsyncZod<{
  relationships: RelationshipService;
}> = async (app, { relationships }) => {
  const tags = ['relationship'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/relationships/',
    {
      schema: {
        tags,
        security,
        summary: 'Sends an invitation: the relation becomes PENDING',
        body: inviteBodySchema,
        response: { 201: relationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await relationships.invite(request.userId, request.body.receiver)),
  );

  app.post(
    '/lock-update-relation/',
    {
      schema: {
        tags,
        security,
        summary: 'accept, reject (cancel, refuse or remove a friend), block or unblock',
        body: relationActionBodySchema,
        response: { 200: relationSchema, ...errors },
      },
    },
    (request) => relationships.act(request.userId, request.body.receiver, request.body.action),
  );
};
