/**
 * The account calls: `/api/users/change-password/`, `change-email/` and
 * `confirm-email/` (under userUrl, as the issue writes them) and `/api/auth/sessions/`.
 */
import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  confirmEmailBodySchema,
  detailResponseSchema,
  errorResponseSchema,
  lineText,
  sessionListSchema,
} from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { ipLimit } from '../../platform/rate-limit.ts';
import type { AuthService } from './auth.service.ts';

interface AccountRoutesOptions {
  auth: AuthService;
  rateLimits: Config['rateLimits'];
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  429: errorResponseSchema,
};

/** Prefix `/api/users`. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { auth, rateLimits },
) => {
  // Each call checks a password (argon2) or a mailed token: limited like the other auth calls.
  const perIp = ipLimit(rateLimits.authIp);
  const tags = ['auth'];
  const security = [{ bearer: [] }];

  app.post(
    '/change-password/',
    {
      config: perIp,
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Changes the password (the current one required); every other session ends',
        body: changePasswordBodySchema,
        response: { 200: detailResponseSchema, ...errors },
      },
    },
    (request) => auth.changePassword(request.userId, request.sessionId, request.body),
  );

  app.post(
    '/change-email/',
    {
      config: perIp,
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Mails a confirmation link to the new address and a warning to the old one',
        body: changeEmailBodySchema,
        response: { 200: detailResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    (request) => auth.changeEmail(request.userId, request.body),
  );

  // The link may be opened on another device: the token alone proves the new mailbox.
  app.post(
    '/confirm-email/',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Confirms the new address with the token of its link; the change takes effect',
        body: confirmEmailBodySchema,
        response: { 200: detailResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    (request) => auth.confirmEmail(request.body.token),
  );
};

const sessionParams = z.object({ id: lineText().max(64) });

/** Prefix `/api/auth/sessions`. */
export const sessionRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (
  app,
  { auth },
) => {
  const tags = ['auth'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'The member’s signed-in devices, the last used first',
        response: { 200: sessionListSchema, 401: errorResponseSchema },
      },
    },
    (request) => auth.sessions(request.userId, request.sessionId),
  );

  // Ending sessions stays open to a member with new terms to accept (platform/write-gate.ts).
  app.delete(
    '/:id/',
    {
      config: { allowedWhileTermsPending: true },
      schema: {
        tags,
        security,
        summary: 'Signs that device out',
        params: sessionParams,
        response: { 204: z.null(), 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await auth.endSession(request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/sign-out-others/',
    {
      config: { allowedWhileTermsPending: true },
      schema: {
        tags,
        security,
        summary: 'Signs every other device out',
        response: { 200: detailResponseSchema, 401: errorResponseSchema },
      },
    },
    (request) => auth.endOtherSessions(request.userId, request.sessionId),
  );
};
