/** `/api/roles/me/`: the signed-in member's roles, so the web shows an editor's controls. */
import { errorResponseSchema, myRolesSchema } from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RolesService } from './roles.service.ts';

export const rolesRoutes: FastifyPluginAsyncZod<{ roles: RolesService }> = async (
  app,
  { roles },
) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/me/',
    {
      schema: {
        tags: ['roles'],
        security: [{ bearer: [] }],
        summary: 'The community roles of the signed-in member (granted by `npm run admin`)',
        response: { 200: myRolesSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ roles: await roles.rolesOf(request.userId) }),
  );
};
