import { errorResponseSchema, userProfileSchema } from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UsersService } from './users.service.ts';

/** `/api/users` (spec §7, userUrl). The rest of the module comes with the members issue. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.get(
    '/profil/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in member’s profile',
        security: [{ bearer: [] }],
        response: { 200: userProfileSchema, 401: errorResponseSchema },
      },
    },
    (request) => users.getProfile(request.userId, request.userId),
  );
};
