/** `/api/publications` (spec §7, publicationUrl): the feed, publications, comments, reactions. */
import {
  activityPageSchema,
  activityQuerySchema,
  commentPageSchema,
  commentSchema,
  createCommentBodySchema,
  createPublicationBodySchema,
  errorResponseSchema,
  feedQuerySchema,
  lineText,
  publicationPageSchema,
  publicationSchema,
  publicationTypeSchema,
  reactBodySchema,
  reactionTypeSchema,
  savedQuerySchema,
  updateCommentBodySchema,
  updatePublicationBodySchema,
  idParamsSchema,
} from '@koinonia/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublicationsService } from './publications.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * A service's answer: JSON text assembled from cached publications (publications.cache.ts) is
 * sent as it is, already in the contract's shape (publications.cache.test.ts proves it), without
 * the schema's field-by-field serialisation; anything else goes through the schema.
 */
function answer<T>(reply: FastifyReply, result: T | string): T | FastifyReply {
  return typeof result === 'string'
    ? reply.type('application/json; charset=utf-8').send(result)
    : result;
}

const pageQuerySchema = z.object({
  cursor: lineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const publicationsRoutes: FastifyPluginAsyncZod<{
  publications: PublicationsService;
}> = async (app, { publications }) => {
  const tags = ['publications'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          "My feed (own and friends' publications), or ?author= a member's publications; ?has=photos|video keeps those with photos or a video",
        querystring: feedQuerySchema,
        response: { 200: publicationPageSchema, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await publications.listJson(request.userId, request.query)),
  );

  app.get(
    '/activity/',
    {
      schema: {
        tags,
        security,
        summary:
          "A member's activity, newest first: publications, comments, replies and reactions the viewer may see",
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema, ...errors },
      },
    },
    (request) => publications.activity(request.userId, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Publishes text, up to 15 photos or a YouTube/Vimeo video, for an audience',
        body: createPublicationBodySchema,
        response: { 201: publicationSchema, 200: publicationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { publication, created } = await publications.create(request.userId, request.body);
      // A retry with the same client_id answers the stored publication.
      return reply.status(created ? 201 : 200).send(publication);
    },
  );

  app.get(
    '/post-types/',
    {
      schema: {
        tags,
        security,
        summary: 'The publication types',
        response: { 200: z.array(publicationTypeSchema), ...errors },
      },
    },
    () => publications.types(),
  );

  app.get(
    '/reaction-types/',
    {
      schema: {
        tags,
        security,
        summary: 'The reactions offered on publications and comments',
        response: { 200: z.array(reactionTypeSchema), ...errors },
      },
    },
    () => publications.reactionTypes(),
  );

  app.get(
    '/post/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'One publication (404 when the member may not see it)',
        params: idParamsSchema,
        response: { 200: publicationSchema, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await publications.getJson(request.userId, request.params.id)),
  );

  app.patch(
    '/post/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Edits one of my publications',
        params: idParamsSchema,
        body: updatePublicationBodySchema,
        response: { 200: publicationSchema, ...errors },
      },
    },
    (request) => publications.update(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/post/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes one of my publications, with its comments and reactions',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await publications.remove(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/saved/',
    {
      schema: {
        tags,
        security,
        summary:
          "My favourites ('Mes favoris'), last saved first: those I may no longer see are left out",
        querystring: savedQuerySchema,
        response: { 200: publicationPageSchema, ...errors },
      },
    },
    (request) => publications.saved(request.userId, request.query),
  );

  app.post(
    '/post/:id/saved/',
    {
      schema: {
        tags,
        security,
        summary: "Saves a publication in my favourites ('Enregistrer'); again changes nothing",
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await publications.save(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/post/:id/saved/',
    {
      schema: {
        tags,
        security,
        summary: "Removes a publication from my favourites ('Retirer des favoris')",
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await publications.unsave(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/post/:id/react/',
    {
      schema: {
        tags,
        security,
        summary: 'Sets or changes my reaction to a publication',
        params: idParamsSchema,
        body: reactBodySchema,
        response: { 200: publicationSchema, ...errors },
      },
    },
    (request) => publications.react(request.userId, request.params.id, request.body.kind),
  );

  app.delete(
    '/post/:id/react/',
    {
      schema: {
        tags,
        security,
        summary: 'Removes my reaction to a publication',
        params: idParamsSchema,
        response: { 200: publicationSchema, ...errors },
      },
    },
    (request) => publications.unreact(request.userId, request.params.id),
  );

  app.get(
    '/post/:id/comments/',
    {
      schema: {
        tags,
        security,
        summary: 'Comments of a publication, oldest first, each with its replies',
        params: idParamsSchema,
        querystring: pageQuerySchema.extend({
          limit: z.coerce.number().int().min(1).max(100).default(25),
        }),
        response: { 200: commentPageSchema, ...errors },
      },
    },
    (request) => publications.comments(request.userId, request.params.id, request.query),
  );

  app.post(
    '/post/:id/comments/',
    {
      schema: {
        tags,
        security,
        summary: 'Comments a publication, or replies to a comment (reply_to)',
        params: idParamsSchema,
        body: createCommentBodySchema,
        response: { 201: commentSchema, 200: commentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { comment, created } = await publications.comment(
        request.userId,
        request.params.id,
        request.body,
      );
      // A retry with the same client_id answers the stored comment.
      return reply.status(created ? 201 : 200).send(comment);
    },
  );

  app.patch(
    '/comments/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Edits one of my comments',
        params: idParamsSchema,
        body: updateCommentBodySchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    (request) => publications.updateComment(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/comments/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes my comment, or any comment on my publication (with its replies)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await publications.removeComment(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/comments/:id/react/',
    {
      schema: {
        tags,
        security,
        summary: 'Sets or changes my reaction to a comment',
        params: idParamsSchema,
        body: reactBodySchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    (request) => publications.reactToComment(request.userId, request.params.id, request.body.kind),
  );

  app.delete(
    '/comments/:id/react/',
    {
      schema: {
        tags,
        security,
        summary: 'Removes my reaction to a comment',
        params: idParamsSchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    (request) => publications.unreactToComment(request.userId, request.params.id),
  );
};
