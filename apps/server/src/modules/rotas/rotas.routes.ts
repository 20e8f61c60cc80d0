/**
 * The rotas' routes (docs/adr/0028-volunteer-rotas.md): a group's services under
 * `/api/groups/{id}/services/`, the slots, answers, away dates and 'Mes services' under
 * `/api/services/`, and the private ICS feed that a calendar app fetches without a session.
 */
import {
  createRotaServiceBodySchema,
  errorResponseSchema,
  idParamsSchema,
  lineText,
  rotaAnswerBodySchema,
  rotaAssignBodySchema,
  rotaAwayBodySchema,
  rotaAwayListSchema,
  rotaCallBodySchema,
  rotaCallSchema,
  rotaCandidatesSchema,
  rotaFeedSchema,
  rotaMineSchema,
  rotaServiceListSchema,
  rotaServiceSchema,
  rotaSlotBodySchema,
  rotaSlotParamsSchema,
  rotaSlotSchema,
  rotaUncoveredSchema,
} from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rotasIcs } from './rotas.ics.ts';
import type { RotasService } from './rotas.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const tags = ['services'];
const security = [{ bearer: [] }];

export interface RotasRoutesOptions {
  rotas: RotasService;
  publicUrl: string;
  timeZone: string;
}

/** `/api/groups/{id}/services/…`: a group's services. */
export const groupServicesRoutes: FastifyPluginAsyncZod<RotasRoutesOptions> = async (
  app,
  { rotas },
) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/:id/services/',
    {
      schema: {
        tags,
        security,
        summary: "A group's services and their slots of the coming weeks; its members only",
        params: idParamsSchema,
        response: { 200: rotaServiceListSchema, ...errors },
      },
    },
    (request) => rotas.list(request.userId, request.params.id),
  );

  app.post(
    '/:id/services/',
    {
      schema: {
        tags,
        security,
        summary:
          "Defines a service (weekly: weekday and time; or attached to one of the group's events) with the places it needs; the group's leaders",
        params: idParamsSchema,
        body: createRotaServiceBodySchema,
        response: { 201: rotaServiceSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await rotas.create(request.userId, request.params.id, request.body)),
  );

  app.get(
    '/:id/services/uncovered/',
    {
      schema: {
        tags,
        security,
        summary: 'The slots of the next four weeks not covered; the group’s leaders',
        params: idParamsSchema,
        response: { 200: rotaUncoveredSchema, ...errors },
      },
    },
    (request) => rotas.uncovered(request.userId, request.params.id),
  );

  app.post(
    '/:id/services/uncovered/message/',
    {
      schema: {
        tags,
        security,
        summary:
          'One message (notification and mail) to every member who could take an uncovered slot; the group’s leaders',
        params: idParamsSchema,
        body: rotaCallBodySchema,
        response: { 200: rotaCallSchema, ...errors },
      },
    },
    (request) => rotas.call(request.userId, request.params.id, request.body.text),
  );
};

/** The ICS feed a calendar app fetches without a session: its token is the key. */
export const servicesFeedRoutes: FastifyPluginAsyncZod<RotasRoutesOptions> = async (
  app,
  { rotas, publicUrl, timeZone },
) => {
  app.get(
    '/calendar/:file',
    {
      schema: {
        tags,
        summary:
          "A member's private feed of their services (iCalendar); the address holds its token",
        params: z.object({ file: lineText().max(80) }),
      },
    },
    async (request, reply) => {
      const userId = await rotas.feedOwner(request.params.file.replace(/\.ics$/, ''));
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(rotasIcs(await rotas.feedSlots(userId), { zone: timeZone, publicUrl }));
    },
  );
};

/** `/api/services/…`: slots, answers, away dates, 'Mes services'. */
export const servicesRoutes: FastifyPluginAsyncZod<RotasRoutesOptions> = async (app, { rotas }) => {
  app.addHook('onRequest', app.authenticate);
  const one = { 200: rotaSlotSchema, ...errors };

  app.get(
    '/mine/',
    {
      schema: {
        tags,
        security,
        summary:
          "'Mes services': the places I accepted, those awaiting my answer, and those I may take",
        response: { 200: rotaMineSchema, ...errors },
      },
    },
    (request) => rotas.mine(request.userId),
  );

  app.get(
    '/away/',
    {
      schema: {
        tags,
        security,
        summary: 'My away dates',
        response: { 200: rotaAwayListSchema, ...errors },
      },
    },
    (request) => rotas.absences(request.userId),
  );

  app.post(
    '/away/',
    {
      schema: {
        tags,
        security,
        summary:
          'Marks days when I am away (first and last included): not proposed nor assigned then',
        body: rotaAwayBodySchema,
        response: { 201: rotaAwayListSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await rotas.addAbsence(request.userId, request.body)),
  );

  app.delete(
    '/away/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Removes one of my away periods',
        params: idParamsSchema,
        response: { 200: rotaAwayListSchema, ...errors },
      },
    },
    (request) => rotas.removeAbsence(request.userId, request.params.id),
  );

  app.get(
    '/calendar/',
    {
      schema: {
        tags,
        security,
        summary: 'The address of my private ICS feed of my services',
        response: { 200: rotaFeedSchema, ...errors },
      },
    },
    (request) => rotas.feed(request.userId),
  );

  app.post(
    '/calendar/renew/',
    {
      schema: {
        tags,
        security,
        summary: 'A new address for my services’ feed; the old one stops working',
        response: { 200: rotaFeedSchema, ...errors },
      },
    },
    (request) => rotas.renewFeed(request.userId),
  );

  app.patch(
    '/slots/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Opens a slot to volunteers, or closes it; the group’s leaders',
        params: rotaSlotParamsSchema,
        body: rotaSlotBodySchema,
        response: one,
      },
    },
    (request) => rotas.setOpen(request.userId, request.params.id, request.body.open),
  );

  app.get(
    '/slots/:id/candidates/',
    {
      schema: {
        tags,
        security,
        summary:
          'The members a leader may ask for the slot: in the group, not away that day, no block either way',
        params: rotaSlotParamsSchema,
        response: { 200: rotaCandidatesSchema, ...errors },
      },
    },
    (request) => rotas.candidates(request.userId, request.params.id),
  );

  app.post(
    '/slots/:id/assign/',
    {
      schema: {
        tags,
        security,
        summary: 'Asks a member to take a place (they answer); the group’s leaders',
        params: rotaSlotParamsSchema,
        body: rotaAssignBodySchema,
        response: one,
      },
    },
    (request) => rotas.assign(request.userId, request.params.id, request.body.user_id),
  );

  app.post(
    '/slots/:id/answer/',
    {
      schema: {
        tags,
        security,
        summary:
          'Accepts or declines a place: one I was asked for, a free place of an open slot, or one offered for a replacement (the first to accept takes it)',
        params: rotaSlotParamsSchema,
        body: rotaAnswerBodySchema,
        response: one,
      },
    },
    (request) => rotas.answer(request.userId, request.params.id, request.body.answer),
  );

  app.post(
    '/slots/:id/replacement/',
    {
      schema: {
        tags,
        security,
        summary:
          'Asks the group for a replacement: my place stays mine until another member accepts it',
        params: rotaSlotParamsSchema,
        response: one,
      },
    },
    (request) => rotas.askReplacement(request.userId, request.params.id),
  );
};
