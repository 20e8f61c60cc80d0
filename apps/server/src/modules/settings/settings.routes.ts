/** `/api/users/settings/` (issue 13): the member's own settings, in one typed object. */
import { errorResponseSchema, settingsSchema, updateSettingsBodySchema } from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettingsService } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  const tags = ['settings'];
  const security = [{ bearer: [] }];
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/settings/',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in member’s settings, every key with its value or default',
        response: { 200: settingsSchema, ...errors },
      },
    },
    (request) => settings.of(request.userId),
  );

  app.patch(
    '/settings/',
    {
      schema: {
        tags,
        security,
        summary: 'Changes the keys given (object by object); answers the whole settings',
        body: updateSettingsBodySchema,
        response: { 200: settingsSchema, ...errors },
      },
    },
    (request) => settings.update(request.userId, request.body),
  );
};
