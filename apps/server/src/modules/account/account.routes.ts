/**
 * `GET` and `POST /api/users/close-account/` and `POST /api/users/reactivate/` (ADR 0009). Both check a
 * password with argon2: limited per address like the other sign-in calls.
 */
import {
  closeAccountBodySchema,
  closeAccountResponseSchema,
  closingCheckSchema,
  errorResponseSchema,
  signInBodySchema,
  signInResponseSchema,
} from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { ipLimit } from '../../platform/rate-limit.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { AccountService } from './account.service.ts';

interface AccountRoutesOptions {
  account: AccountService;
  auth: AuthService;
  rateLimits: Config['rateLimits'];
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** Prefix `/api/users`. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { account, auth, rateLimits },
) => {
  const tags = ['account'];

  app.post(
    '/close-account/',
    {
      // Closing stays open to a member with new terms to accept (platform/write-gate.ts).
      config: { ...ipLimit(rateLimits.authIp), allowedWhileTermsPending: true },
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: `Closes the account: hidden and signed out at once, deleted after the grace period`,
        body: closeAccountBodySchema,
        response: { 200: closeAccountResponseSchema, ...errors },
      },
    },
    (request) => account.close(request.userId, request.body),
  );

  app.get(
    '/close-account/',
    {
      config: { allowedWhileTermsPending: true },
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          'What stands in the way of closing: the groups and pages the member alone owns with others in them',
        response: { 200: closingCheckSchema, 401: errorResponseSchema },
      },
    },
    (request) => account.closingCheck(request.userId),
  );

  app.post(
    '/reactivate/',
    {
      config: ipLimit(rateLimits.signInIp),
      schema: {
        tags,
        summary: 'Signs in to a closed account within its grace period, which opens it again',
        body: signInBodySchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    (request) =>
      auth.signIn(
        { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] },
        { reactivate: true },
      ),
  );
};
