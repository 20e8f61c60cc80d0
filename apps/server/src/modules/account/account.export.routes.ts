/**
 * `/api/users/export/` ('Télécharger mes données'): ask for an archive, list the
 * member's archives, download one. Signed in only: the mailed link opens the signed-in page.
 */
import {
  dataExportListSchema,
  dataExportRequestedSchema,
  errorResponseSchema,
  idParamsSchema,
} from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DataExports } from './account.export.ts';

/** `koinonia-mes-donnees-2026-11-24.zip`: the day the archive was made (UTC). */
const fileName = (at: Date) => `koinonia-mes-donnees-${at.toISOString().slice(0, 10)}.zip`;

/** Prefix `/api/users`. */
export const accountExportRoutes: FastifyPluginAsyncZod<{ exports: DataExports }> = async (
  app,
  { exports },
) => {
  const tags = ['account'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/export/',
    {
      // Open to a member with new terms to accept (platform/write-gate.ts).
      config: { allowedWhileTermsPending: true },
      schema: {
        tags,
        security,
        summary: 'Asks for an archive of the member’s data (once an hour), mailed when ready',
        response: {
          202: dataExportRequestedSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => reply.status(202).send(await exports.request(request.userId)),
  );

  app.get(
    '/export/',
    {
      schema: {
        tags,
        security,
        summary: 'The member’s archives still kept, newest first',
        response: { 200: dataExportListSchema, 401: errorResponseSchema },
      },
    },
    (request) => exports.list(request.userId),
  );

  app.get(
    '/export/:id/',
    {
      schema: {
        tags,
        security,
        summary: 'Downloads one of the member’s archives (a ZIP)',
        // No response schema: the answer is the file's stream (401 and 404 are the usual error).
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { file, createdAt } = await exports.open(request.userId, request.params.id);
      void reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName(createdAt)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      if (file.size > 0) void reply.header('content-length', file.size);
      return reply.send(file.stream);
    },
  );
};
