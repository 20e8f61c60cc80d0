/** `/api/auth`: the table of ARCHITECTURE.md, paths and trailing slashes as written. */
import {
  detailResponseSchema,
  errorResponseSchema,
  forgotPassBodySchema,
  refreshBodySchema,
  resendVerificationBodySchema,
  resetPassBodySchema,
  signInBodySchema,
  signInResponseSchema,
  signOutBodySchema,
  signUpBodySchema,
  tokenPairSchema,
  verifyBodySchema,
  verifyResponseSchema,
} from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { ipLimit } from '../../platform/rate-limit.ts';
import type { AuthService } from './auth.service.ts';

interface AuthRoutesOptions {
  auth: AuthService;
  rateLimits: Config['rateLimits'];
}

const errors = { 400: errorResponseSchema, 429: errorResponseSchema };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, rateLimits },
) => {
  const perIp = ipLimit(rateLimits.authIp);
  const tags = ['auth'];

  app.post(
    '/sign-up/',
    {
      config: perIp,
      schema: { tags, body: signUpBodySchema, response: { 201: detailResponseSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await auth.signUp(request.body)),
  );

  app.post(
    '/verify/',
    {
      schema: { tags, body: verifyBodySchema, response: { 200: verifyResponseSchema, ...errors } },
    },
    (request) => auth.verify(request.body.token, request.headers['user-agent']),
  );

  app.post(
    '/resend-verification/',
    {
      config: perIp,
      schema: {
        tags,
        body: resendVerificationBodySchema,
        response: { 200: detailResponseSchema, ...errors },
      },
    },
    (request) => auth.resendVerification(request.body.email),
  );

  app.post(
    '/sign-in/',
    {
      config: ipLimit(rateLimits.signInIp),
      schema: {
        tags,
        body: signInBodySchema,
        response: {
          200: signInResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          ...errors,
        },
      },
    },
    (request) =>
      auth.signIn({ ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  app.post(
    '/unlock/',
    {
      config: perIp,
      schema: { tags, body: verifyBodySchema, response: { 200: detailResponseSchema, ...errors } },
    },
    (request) => auth.unlock(request.body.token),
  );

  app.post(
    '/token/refresh/',
    {
      schema: {
        tags,
        body: refreshBodySchema,
        response: { 200: tokenPairSchema, 401: errorResponseSchema },
      },
    },
    (request) => auth.refresh(request.body.refresh),
  );

  app.post(
    '/forgot-pass/',
    {
      config: perIp,
      schema: {
        tags,
        body: forgotPassBodySchema,
        response: { 200: detailResponseSchema, ...errors },
      },
    },
    (request) => auth.forgotPass(request.body),
  );

  app.post(
    '/reset-pass/',
    {
      config: perIp,
      schema: {
        tags,
        body: resetPassBodySchema,
        response: { 200: detailResponseSchema, ...errors },
      },
    },
    (request) => auth.resetPass(request.body),
  );

  app.post(
    '/sign-out/',
    { schema: { tags, body: signOutBodySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await auth.signOut(request.body.refresh);
      return reply.status(204).send(null);
    },
  );
};
