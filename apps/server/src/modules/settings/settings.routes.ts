/** `/api/users/settings/`: the member's own settings, in one typed object. */
import { errorResponseSchema, settingsSchema, updateSettingsBodySchema } from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberLimit } from '../../platform/rate-limit.ts';
import type { SettingsService } from './settings.service.ts';

/** 'Envoyer un e-mail de test': a few an hour per member, never a way to flood a mailbox. */
const TEST_MAIL_LIMIT = { max: 3, windowSeconds: 3600 };

export const settingsRoutes: FastifyPluginAsyncZod<{
  settings: SettingsService;
  /** Sends the member a test mail at their address (the queued mailer). */
  sendTestMail(userId: string): Promise<void>;
}> = async (app, { settings, sendTestMail }) => {
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

  app.post(
    '/settings/test-mail/',
    {
      config: memberLimit(TEST_MAIL_LIMIT),
      schema: {
        tags,
        security,
        summary: "'Envoyer un e-mail de test': a mail to the member's own address",
        response: { 202: z.null(), ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await sendTestMail(request.userId);
      return reply.status(202).send(null);
    },
  );
};
