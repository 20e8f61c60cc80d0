/** `/api/prayers` ('Intentions de prière': docs/adr/0025-prayer-intentions.md). */
import {
  createPrayerBodySchema,
  errorResponseSchema,
  idParamsSchema,
  prayBodySchema,
  prayerDigestBodySchema,
  prayerDigestSchema,
  prayerIntentionSchema,
  prayerListQuerySchema,
  prayerListSchema,
  prayerRenewBodySchema,
  prayerSupportBodySchema,
  prayerThanksgivingBodySchema,
} from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PrayersService } from './prayers.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

const supportParamsSchema = idParamsSchema.extend({ supportId: idParamsSchema.shape.id });

export const prayersRoutes: FastifyPluginAsyncZod<{ prayers: PrayersService }> = async (
  app,
  { prayers },
) => {
  const tags = ['prayers'];
  const security = [{ bearer: [] }];
  const one = { 200: prayerIntentionSchema, ...errors };
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          "The active intentions I see (newest first), a group's (`group_id`), or mine in any state (`filter=mine`)",
        querystring: prayerListQuerySchema,
        response: { 200: prayerListSchema, ...errors },
      },
    },
    (request) => prayers.list(request.userId, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Confides an intention (anonymous or not) to the community, my friends or a group',
        body: createPrayerBodySchema,
        response: { 201: prayerIntentionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await prayers.create(request.userId, request.body)),
  );

  app.get(
    '/digest/',
    {
      schema: {
        tags,
        security,
        summary: 'My daily mail of the intentions I pray for, and its hour (community time)',
        response: { 200: prayerDigestSchema, ...errors },
      },
    },
    (request) => prayers.digest(request.userId),
  );

  app.patch(
    '/digest/',
    {
      schema: {
        tags,
        security,
        summary: 'Turns my daily mail on (at an hour, 0 to 23, community time) or off',
        body: prayerDigestBodySchema,
        response: { 200: prayerDigestSchema, ...errors },
      },
    },
    (request) => prayers.setDigest(request.userId, request.body),
  );

  app.get(
    '/:id/',
    {
      schema: { tags, security, summary: 'One intention', params: idParamsSchema, response: one },
    },
    (request) => prayers.get(request.userId, request.params.id),
  );

  app.post(
    '/:id/pray/',
    {
      schema: {
        tags,
        security,
        summary: "'Je prie': once per member (again changes nothing but the anonymity)",
        params: idParamsSchema,
        body: prayBodySchema.nullish(),
        response: one,
      },
    },
    (request) => prayers.pray(request.userId, request.params.id, request.body?.anonymous ?? false),
  );

  app.delete(
    '/:id/pray/',
    {
      schema: {
        tags,
        security,
        summary: "Withdraws my 'Je prie'",
        params: idParamsSchema,
        response: one,
      },
    },
    (request) => prayers.unpray(request.userId, request.params.id),
  );

  app.post(
    '/:id/supports/',
    {
      schema: {
        tags,
        security,
        summary: 'Leaves a short word of support',
        params: idParamsSchema,
        body: prayerSupportBodySchema,
        response: { 201: prayerIntentionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await prayers.support(request.userId, request.params.id, request.body.text)),
  );

  app.delete(
    '/:id/supports/:supportId/',
    {
      schema: {
        tags,
        security,
        summary: 'Removes my word of support',
        params: supportParamsSchema,
        response: one,
      },
    },
    (request) => prayers.removeSupport(request.userId, request.params.id, request.params.supportId),
  );

  app.post(
    '/:id/thanksgiving/',
    {
      schema: {
        tags,
        security,
        summary: "The author's 'Action de grâce', which closes the intention",
        params: idParamsSchema,
        body: prayerThanksgivingBodySchema,
        response: one,
      },
    },
    (request) => prayers.thank(request.userId, request.params.id, request.body.text),
  );

  app.post(
    '/:id/renew/',
    {
      schema: {
        tags,
        security,
        summary: 'Renews my intention: a new end date, a week from now by default',
        params: idParamsSchema,
        body: prayerRenewBodySchema.nullish(),
        response: one,
      },
    },
    (request) => prayers.renew(request.userId, request.params.id, request.body?.ends_at),
  );
};
