/** `/api/messaging` (spec §7, messagingUrl): conversations, messages, read marks, chat menu. */
import {
  conversationPageSchema,
  conversationSchema,
  errorResponseSchema,
  lineText,
  messagePageSchema,
  messageSchema,
  muteBodySchema,
  sendMessageBodySchema,
  unreadCountSchema,
  idParamsSchema,
} from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessagingService } from './messaging.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

const pageQuerySchema = z.object({
  cursor: lineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const messagingRoutes: FastifyPluginAsyncZod<{ messaging: MessagingService }> = async (
  app,
  { messaging },
) => {
  const tags = ['messaging'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/messages/',
    {
      schema: {
        tags,
        security,
        summary: 'Sends a message to a friend; a retried client_id answers the stored one (200)',
        body: sendMessageBodySchema,
        response: { 200: messageSchema, 201: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { message, created } = await messaging.send(request.userId, request.body);
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.get(
    '/conversations/',
    {
      schema: {
        tags,
        security,
        summary: 'My conversations, the most recent first',
        querystring: pageQuerySchema,
        response: { 200: conversationPageSchema, ...errors },
      },
    },
    (request) => messaging.listConversations(request.userId, request.query),
  );

  app.get(
    '/conversations/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'One of my conversations',
        params: idParamsSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    (request) => messaging.getConversation(request.userId, request.params.id),
  );

  app.get(
    '/conversation/:id/messages/',
    {
      schema: {
        tags,
        security,
        summary: 'Messages of a conversation, newest first; reading marks nothing',
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: messagePageSchema, ...errors },
      },
    },
    (request) => messaging.listMessages(request.userId, request.params.id, request.query),
  );

  app.post(
    '/mark-all-read/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Marks every message to me in the conversation read',
        params: idParamsSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    (request) => messaging.markConversationRead(request.userId, request.params.id),
  );

  app.post(
    '/mark-all-read/',
    {
      schema: {
        tags,
        security,
        summary: 'Marks every message to me read, in every conversation',
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    (request) => messaging.markAllRead(request.userId),
  );

  app.post(
    '/conversations/:id/mark-unread/',
    {
      schema: {
        tags,
        security,
        summary: 'Marks the conversation unread for me',
        params: idParamsSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    (request) => messaging.markUnread(request.userId, request.params.id),
  );

  app.post(
    '/conversations/:id/mute/',
    {
      schema: {
        tags,
        security,
        summary: 'Mutes or unmutes the conversation for me (no sound, no toast)',
        params: idParamsSchema,
        body: muteBodySchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    (request) => messaging.mute(request.userId, request.params.id, request.body.muted),
  );

  app.delete(
    '/conversations/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Hides the history for me only; a new message brings the conversation back',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await messaging.clear(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
