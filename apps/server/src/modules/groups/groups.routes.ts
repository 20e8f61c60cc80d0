/** `/api/groups` (spec §7 names only `groupUrl`; ADR 0007): groups, pages and their members. */
import {
  createGroupBodySchema,
  errorResponseSchema,
  groupCountSchema,
  groupListQuerySchema,
  groupMemberPageSchema,
  groupMemberSchema,
  groupMembersQuerySchema,
  groupPageSchema,
  groupSchema,
  idParamsSchema,
  joinGroupBodySchema,
  lineText,
  memberActionBodySchema,
  membershipBodySchema,
  publicationPageSchema,
  updateGroupBodySchema,
} from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GroupsService } from './groups.service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

const pageQuerySchema = z.object({
  cursor: lineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

const memberParamsSchema = idParamsSchema.extend({ user_id: lineText().max(64) });

export const groupsRoutes: FastifyPluginAsyncZod<{ groups: GroupsService }> = async (
  app,
  { groups },
) => {
  const tags = ['groups'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          "My groups, groups to discover (friends' first, then the most active) or my invitations; ?search= ignores accents",
        querystring: groupListQuerySchema,
        response: { 200: groupPageSchema, ...errors },
      },
    },
    (request) => {
      const { query, search, kind, cursor, limit } = request.query;
      return groups.list(request.userId, query, { search, kind }, { cursor, limit });
    },
  );

  app.get(
    '/invitations/count/',
    {
      schema: {
        tags,
        security,
        summary: "How many invitations wait (the 'Invitations' tab)",
        response: { 200: groupCountSchema, ...errors },
      },
    },
    async (request) => ({ count: await groups.countInvitations(request.userId) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Creates a group or a page (kind PAGE); the creator is its owner',
        body: createGroupBodySchema,
        response: { 201: groupSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await groups.create(request.userId, request.body)),
  );

  app.get(
    '/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'One group as the member sees it (404 for a secret group to a non-member)',
        params: idParamsSchema,
        response: { 200: groupSchema, ...errors },
      },
    },
    (request) => groups.get(request.userId, request.params.id),
  );

  app.patch(
    '/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Edits the group (owners and admins)',
        params: idParamsSchema,
        body: updateGroupBodySchema,
        response: { 200: groupSchema, ...errors },
      },
    },
    (request) => groups.update(request.userId, request.params.id, request.body),
  );

  app.delete(
    '/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Archives the group: read-only and hidden from discovery (owners)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await groups.archive(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/join/',
    {
      schema: {
        tags,
        security,
        summary: 'Joins (OPEN, a page: follows), asks to join (REQUEST) or accepts an invitation',
        params: idParamsSchema,
        body: joinGroupBodySchema.optional(),
        response: { 200: groupSchema, ...errors },
      },
    },
    (request) => groups.join(request.userId, request.params.id, request.body?.message),
  );

  app.post(
    '/:id/leave/',
    {
      schema: {
        tags,
        security,
        summary: 'Leaves, cancels a request, refuses an invitation or unfollows a page',
        params: idParamsSchema,
        response: { 200: groupSchema, ...errors },
      },
    },
    (request) => groups.leave(request.userId, request.params.id),
  );

  app.patch(
    '/:id/membership/',
    {
      schema: {
        tags,
        security,
        summary: "The member's own choices: 'Notifier les nouvelles publications'",
        params: idParamsSchema,
        body: membershipBodySchema,
        response: { 200: groupSchema, ...errors },
      },
    },
    (request) => groups.setNotify(request.userId, request.params.id, request.body.notify_posts),
  );

  app.get(
    '/:id/members/',
    {
      schema: {
        tags,
        security,
        summary: 'Members (?role=), or for moderators the requests, invitations and bans',
        params: idParamsSchema,
        querystring: groupMembersQuerySchema,
        response: { 200: groupMemberPageSchema, ...errors },
      },
    },
    (request) => groups.members(request.userId, request.params.id, request.query),
  );

  app.post(
    '/:id/members/:user_id/',
    {
      schema: {
        tags,
        security,
        summary:
          'accept or reject a request, invite a friend, remove or ban a member, set_role (admins)',
        params: memberParamsSchema,
        body: memberActionBodySchema,
        response: { 200: groupMemberSchema, ...errors },
      },
    },
    (request) =>
      groups.act(
        request.userId,
        request.params.id,
        request.params.user_id,
        request.body.action,
        request.body.role,
      ),
  );

  app.get(
    '/:id/publications/',
    {
      schema: {
        tags,
        security,
        summary:
          "The group's publications, newest first (publish with POST /api/publications/ and group_id)",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: publicationPageSchema, ...errors },
      },
    },
    (request) => groups.publications(request.userId, request.params.id, request.query),
  );
};
