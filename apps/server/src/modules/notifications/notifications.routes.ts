/** `/api/notifications` (spec §7, notificationUrl): paths and trailing slashes as written. */
import {
  errorResponseSchema,
  lineText,
  notificationPageSchema,
  notificationSchema,
  unreadCountSchema,
  idParamsSchema,
} from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NotificationsService } from './notifications.service.ts';

const listQuery = z.object({
  cursor: lineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
// Malformed ids answer 404 like unknown ones (the service checks).

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, { notifications }) => {
  const tags = ['notifications'];
  const security = [{ bearer: [] }];
  const errors = { 401: errorResponseSchema };
  const notFound = { 404: errorResponseSchema };
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'The member’s notifications, newest first, with the unread count',
        querystring: listQuery,
        response: { 200: notificationPageSchema, 400: errorResponseSchema, ...errors },
      },
    },
    (request) => notifications.list(request.userId, request.query),
  );

  app.get(
    '/notification/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'One of the member’s notifications',
        params: idParamsSchema,
        response: { 200: notificationSchema, ...errors, ...notFound },
      },
    },
    (request) => notifications.get(request.userId, request.params.id),
  );

  app.post(
    '/notification/:id/read/',
    {
      schema: {
        tags,
        security,
        summary: 'Marks one notification read',
        params: idParamsSchema,
        response: { 200: notificationSchema, ...errors, ...notFound },
      },
    },
    (request) => notifications.markRead(request.userId, request.params.id),
  );

  app.post(
    '/mark-all-read/',
    {
      schema: {
        tags,
        security,
        summary: 'Marks every notification of the member read',
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    (request) => notifications.markAllRead(request.userId),
  );
};
