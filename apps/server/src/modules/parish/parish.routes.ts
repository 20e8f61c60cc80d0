/**
 * The parish page's routes under `/api/groups/{id}/` (docs/adr/0026-parish-page.md): the
 * schedule and its ICS feed, read by guests; the profile and schedule's editing; the requests.
 */
import {
  createParishRequestBodySchema,
  errorResponseSchema,
  idParamsSchema,
  parishExceptionBodySchema,
  parishItemParamsSchema,
  parishProfileBodySchema,
  parishRequestListSchema,
  parishRequestMessageBodySchema,
  parishRequestParamsSchema,
  parishRequestSchema,
  parishRequestStatusBodySchema,
  parishScheduleQuerySchema,
  parishScheduleSchema,
  parishTimeBodySchema,
} from '@koinonia/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parishIcs } from './parish.ics.ts';
import type { ParishService } from './parish.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const parishRoutes: FastifyPluginAsyncZod<{
  parish: ParishService;
  publicUrl: string;
  timeZone: string;
}> = async (app, { parish, publicUrl, timeZone }) => {
  const tags = ['parish'];
  const security = [{ bearer: [] }];
  /** Guests or members: a token, when sent, is checked (an expired one is a 401 to refresh). */
  const optional: { [label: string]: string[] }[] = [{}, { bearer: [] }];
  const maybeMember = async (request: FastifyRequest) => {
    if (request.headers.authorization !== undefined) await app.authenticate(request);
  };
  const reader = (request: FastifyRequest) => request.userId || null;
  const member = app.authenticate;

  app.get(
    '/:id/schedule/',
    {
      onRequest: maybeMember,
      schema: {
        tags,
        security: optional,
        summary:
          "A parish page's profile, weekly times, exceptions and the occurrences of the coming weeks (?from=AAAA-MM-JJ, ?weeks=1–12) in the community's time zone; guests too",
        params: idParamsSchema,
        querystring: parishScheduleQuerySchema,
        response: { 200: parishScheduleSchema, ...errors },
      },
    },
    (request) => parish.schedule(reader(request), request.params.id, request.query),
  );

  app.get(
    '/:id/schedule.ics',
    {
      onRequest: maybeMember,
      schema: {
        tags,
        security: optional,
        summary: "A parish page's occurrences of the next 8 weeks as an iCalendar feed; guests too",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const feed = await parish.feed(reader(request), request.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'public, max-age=900')
        .send(
          parishIcs(feed.occurrences, {
            name: feed.name,
            zone: timeZone,
            address: feed.profile.address,
            url: `${publicUrl}/feed/groups/${request.params.id}?tab=parish`,
          }),
        );
    },
  );

  app.put(
    '/:id/parish/',
    {
      onRequest: member,
      schema: {
        tags,
        security,
        summary:
          "Declares the page a parish or edits its profile (address, map link, contact, office hours, giving link); the page's admins",
        params: idParamsSchema,
        body: parishProfileBodySchema,
        response: { 200: parishScheduleSchema, ...errors },
      },
    },
    (request) => parish.saveProfile(request.userId, request.params.id, request.body),
  );

  app.post(
    '/:id/schedule/times/',
    {
      onRequest: member,
      schema: {
        tags,
        security,
        summary: "Adds a weekly time (Mass, confessions…); the page's admins",
        params: idParamsSchema,
        body: parishTimeBodySchema,
        response: { 201: parishScheduleSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await parish.addTime(request.userId, request.params.id, request.body)),
  );

  app.delete(
    '/:id/schedule/times/:itemId/',
    {
      onRequest: member,
      schema: {
        tags,
        security,
        summary: "Deletes a weekly time and its exceptions; the page's admins",
        params: parishItemParamsSchema,
        response: { 200: parishScheduleSchema, ...errors },
      },
    },
    (request) => parish.deleteTime(request.userId, request.params.id, request.params.itemId),
  );

  app.post(
    '/:id/schedule/exceptions/',
    {
      onRequest: member,
      schema: {
        tags,
        security,
        summary: "Cancels, moves or adds one occurrence; the page's admins",
        params: idParamsSchema,
        body: parishExceptionBodySchema,
        response: { 201: parishScheduleSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await parish.addException(request.userId, request.params.id, request.body)),
  );

  app.delete(
    '/:id/schedule/exceptions/:itemId/',
    {
      onRequest: member,
      schema: {
        tags,
        security,
        summary: "Deletes an exception; the page's admins",
        params: parishItemParamsSchema,
        response: { 200: parishScheduleSchema, ...errors },
      },
    },
    (request) => parish.deleteException(request.userId, request.params.id, request.params.itemId),
  );

  app.get(
    '/:id/requests/',
    {
      onRequest: member,
      schema: {
        tags,
        security,
        summary:
          "The requests to the parish office: the member's own; every one for the page's admins (newest first)",
        params: idParamsSchema,
        response: { 200: parishRequestListSchema, ...errors },
      },
    },
    (request) => parish.requests(request.userId, request.params.id),
  );

  app.post(
    '/:id/requests/',
    {
      onRequest: member,
      schema: {
        tags,
        security,
        summary:
          'Sends a request to the parish office (intention de messe, baptême, mariage, obsèques, visite à un malade)',
        params: idParamsSchema,
        body: createParishRequestBodySchema,
        response: { 201: parishRequestSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await parish.createRequest(request.userId, request.params.id, request.body)),
  );

  app.get(
    '/:id/requests/:requestId/',
    {
      onRequest: member,
      schema: {
        tags,
        security,
        summary: "A request with its messages: its member's and the page's admins' only",
        params: parishRequestParamsSchema,
        response: { 200: parishRequestSchema, ...errors },
      },
    },
    (request) => parish.request(request.userId, request.params.id, request.params.requestId),
  );

  app.patch(
    '/:id/requests/:requestId/',
    {
      onRequest: member,
      schema: {
        tags,
        security,
        summary:
          "Changes a request's status (reçue, en cours, confirmée, refusée); the page's admins",
        params: parishRequestParamsSchema,
        body: parishRequestStatusBodySchema,
        response: { 200: parishRequestSchema, ...errors },
      },
    },
    (request) =>
      parish.setStatus(
        request.userId,
        request.params.id,
        request.params.requestId,
        request.body.status,
      ),
  );

  app.post(
    '/:id/requests/:requestId/messages/',
    {
      onRequest: member,
      schema: {
        tags,
        security,
        summary: "Writes in a request: its member or the page's admins",
        params: parishRequestParamsSchema,
        body: parishRequestMessageBodySchema,
        response: { 201: parishRequestSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await parish.addMessage(
            request.userId,
            request.params.id,
            request.params.requestId,
            request.body.body,
          ),
        ),
  );
};
