/**
 * `/api/notifications/push-subscriptions/` (docs/adr/0020-web-push.md): this device's web push,
 * switched on (POST, the browser's subscription) or off (DELETE, by endpoint), and the key the
 * browser subscribes with (GET key/).
 */
import {
  errorResponseSchema,
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionSchema,
  pushUnsubscribeBodySchema,
} from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PushService } from './notifications.push.service.ts';

export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  const tags = ['notifications'];
  const security = [{ bearer: [] }];
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/key/',
    {
      schema: {
        tags,
        security,
        summary: 'The VAPID public key that browsers subscribe with',
        response: { 200: pushKeySchema, 401: errorResponseSchema },
      },
    },
    () => push.key(),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'This device receives the member’s web pushes (re-subscribing updates it)',
        body: pushSubscriptionBodySchema,
        response: { 201: pushSubscriptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return push.subscribe(request.userId, request.body);
    },
  );

  app.delete(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'This device stops receiving web pushes',
        body: pushUnsubscribeBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await push.unsubscribe(request.userId, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
