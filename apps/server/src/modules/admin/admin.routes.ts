/**
 * `/api/admin/…`: the admin console's API, admins only (admin.policy.ts: a guest 401, any
 * other member 403, on every route), and `/api/instance/`, the community's public profile
 * (the landing and the sign-up page read its name, description, logo and sign-up mode).
 */
import {
  adminInvitationBodySchema,
  adminMemberListQuerySchema,
  adminMemberPageSchema,
  adminMemberSchema,
  adminRoleChangeSchema,
  adminStatsSchema,
  communityProfilePatchSchema,
  communityProfileSchema,
  detailResponseSchema,
  errorResponseSchema,
  idParamsSchema,
} from '@koinonia/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RolesService } from '../roles/roles.service.ts';
import { refusal } from './admin.policy.ts';
import type { AdminService } from './admin.service.ts';

interface AdminRoutesOptions {
  admin: AdminService;
  roles: Pick<RolesService, 'has'>;
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  app,
  { admin, roles },
) => {
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const refused = refusal({
      id: request.userId,
      admin: await roles.has(request.userId, 'admin'),
    });
    if (refused) throw refused;
  });

  app.get(
    '/members/',
    {
      schema: {
        tags,
        security,
        summary: 'Members, newest first: ?search= (name or address), ?status=, ?cursor=',
        querystring: adminMemberListQuerySchema,
        response: { 200: adminMemberPageSchema, ...errors },
      },
    },
    (request) => admin.members(request.query),
  );

  app.patch(
    '/members/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Grants (held: true) or revokes a community role',
        params: idParamsSchema,
        body: adminRoleChangeSchema,
        response: { 200: adminMemberSchema, ...errors },
      },
    },
    (request) => admin.changeRole(request.userId, request.params.id, request.body),
  );

  app.post(
    '/members/:id/verification-mail/',
    {
      schema: {
        tags,
        security,
        summary: 'Mails the member a new link confirming their address',
        params: idParamsSchema,
        response: { 202: detailResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await admin.resendVerification(request.userId, request.params.id)),
  );

  app.get(
    '/stats/',
    {
      schema: {
        tags,
        security,
        summary: 'The community at a glance',
        response: { 200: adminStatsSchema, ...errors },
      },
    },
    () => admin.stats(),
  );

  app.get(
    '/community/',
    {
      schema: {
        tags,
        security,
        summary: "The community's name, description, logo and sign-up mode",
        response: { 200: communityProfileSchema, ...errors },
      },
    },
    () => admin.profile(),
  );

  app.patch(
    '/community/',
    {
      schema: {
        tags,
        security,
        summary: 'Changes the fields sent (the logo: a path of an image the admin uploaded)',
        body: communityProfilePatchSchema,
        response: { 200: communityProfileSchema, ...errors },
      },
    },
    (request) => admin.updateProfile(request.userId, request.body),
  );

  app.post(
    '/invitations/',
    {
      schema: {
        tags,
        security,
        summary: 'Mails a single-use sign-up link (valid 14 days)',
        body: adminInvitationBodySchema,
        response: { 202: detailResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await admin.invite(request.userId, request.body.email)),
  );
};

/** `GET /api/instance/`: public. */
export const instanceRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (
  app,
  { admin },
) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: "The community's public profile: name, description, logo, sign-up mode",
        response: { 200: communityProfileSchema },
      },
    },
    () => admin.profile(),
  );
};
