/** `/api/events` (spec §7 shows no event call; ADR 0008): events, answers, calendars. */
import {
  calendarFeedSchema,
  cancelEventBodySchema,
  createEventBodySchema,
  errorResponseSchema,
  eventListQuerySchema,
  eventPageSchema,
  eventParticipantActionBodySchema,
  eventParticipantPageSchema,
  eventParticipantsQuerySchema,
  eventSchema,
  idParamsSchema,
  lineText,
  publicationPageSchema,
  rsvpBodySchema,
  rsvpSchema,
  updateEventBodySchema,
} from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { participantsCsv } from './events.csv.ts';
import { icsOf } from './events.ics.ts';
import type { EventsService } from './events.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

interface EventsRoutesOptions {
  events: EventsService;
  publicUrl: string;
}

/** A file name for a download: the title's letters, never a path or a quote. */
const fileName = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60) || 'evenement';

/** The calendar feed that calendar apps fetch without a session: its token is the key. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (
  app,
  { events, publicUrl },
) => {
  app.get(
    '/calendar/:file',
    {
      schema: {
        tags: ['events'],
        summary: "A member's private calendar feed (iCalendar); the address holds its token",
        params: z.object({ file: lineText().max(80) }),
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const userId = await events.calendarOwner(token);
      const body = icsOf(await events.feedEvents(userId), { name: 'Koinonia', publicUrl });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );
};

export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (
  app,
  { events, publicUrl },
) => {
  const tags = ['events'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          'Events by tab (upcoming, this_week, online, local, mine, past), category, group, month (from, to) or member',
        querystring: eventListQuerySchema,
        response: { 200: eventPageSchema, ...errors },
      },
    },
    (request) => events.list(request.userId, request.query),
  );

  app.get(
    '/calendar/',
    {
      schema: {
        tags,
        security,
        summary: 'The address of my private calendar feed',
        response: { 200: calendarFeedSchema, ...errors },
      },
    },
    (request) => events.calendarFeed(request.userId),
  );

  app.post(
    '/calendar/renew/',
    {
      schema: {
        tags,
        security,
        summary: 'A new address for my calendar feed; the old one stops working',
        response: { 200: calendarFeedSchema, ...errors },
      },
    },
    (request) => events.renewCalendarFeed(request.userId),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Creates an event; the creator organises it',
        body: createEventBodySchema,
        response: { 201: eventSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await events.create(request.userId, request.body)),
  );

  app.get(
    '/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'One event as the member sees it',
        params: idParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    (request) => events.get(request.userId, request.params.id),
  );

  app.patch(
    '/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Edits the event (organisers); a new time or place is announced',
        params: idParamsSchema,
        body: updateEventBodySchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    (request) => events.update(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a draft or a past event (organisers); cancel the others',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await events.remove(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/cancel/',
    {
      schema: {
        tags,
        security,
        summary: 'Cancels the event with a message to every participant',
        params: idParamsSchema,
        body: cancelEventBodySchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    (request) => events.cancel(request.userId, request.params.id, request.body.message),
  );

  app.post(
    '/:id/rsvp/',
    {
      schema: {
        tags,
        security,
        summary: 'Answers: going (or the waiting list when full), interested, declined',
        params: idParamsSchema,
        body: rsvpBodySchema,
        response: { 200: rsvpSchema, ...errors },
      },
    },
    (request) => events.rsvp(request.userId, request.params.id, request.body),
  );

  app.get(
    '/:id/participants/',
    {
      schema: {
        tags,
        security,
        summary: 'Participants by answer (going and interested to all; the rest to organisers)',
        params: idParamsSchema,
        querystring: eventParticipantsQuerySchema,
        response: { 200: eventParticipantPageSchema, ...errors },
      },
    },
    (request) => events.participants(request.userId, request.params.id, request.query),
  );

  app.get(
    '/:id/participants.csv',
    {
      schema: {
        tags,
        security,
        summary: 'Every answer as CSV (organisers)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { event, participants } = await events.allParticipants(
        request.userId,
        request.params.id,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${fileName(event.title)}-participants.csv"`,
        )
        .send(participantsCsv(participants));
    },
  );

  app.post(
    '/:id/participants/:user_id/',
    {
      schema: {
        tags,
        security,
        summary: 'Approves or refuses an answer that needs approval (organisers)',
        params: idParamsSchema.extend({ user_id: lineText().max(64) }),
        body: eventParticipantActionBodySchema,
        response: { 200: rsvpSchema, ...errors },
      },
    },
    (request) =>
      events.decide(request.userId, request.params.id, request.params.user_id, request.body.action),
  );

  app.get(
    '/:id/publications/',
    {
      schema: {
        tags,
        security,
        summary:
          "The event's discussion, newest first (publish with POST /api/publications/ and event_id)",
        params: idParamsSchema,
        querystring: z.object({
          cursor: lineText().max(200).optional(),
          limit: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: { 200: publicationPageSchema, ...errors },
      },
    },
    (request) => events.publications(request.userId, request.params.id, request.query),
  );

  app.get(
    '/:id/ics/',
    {
      schema: {
        tags,
        security,
        summary: 'The event as an iCalendar file (Ajouter à mon agenda)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const row = await events.seen(request.userId, request.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(row.title)}.ics"`)
        .send(icsOf([row], { name: row.title, publicUrl }));
    },
  );
};
