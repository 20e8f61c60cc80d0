/** `/api/terms`: the current privacy notice and terms (guests too), and a member's acceptance. */
import {
  acceptTermsBodySchema,
  detailResponseSchema,
  errorResponseSchema,
  termsDocumentSchema,
} from '@koinonia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TermsService } from './terms.service.ts';

export const termsRoutes: FastifyPluginAsyncZod<{ terms: TermsService }> = async (
  app,
  { terms },
) => {
  const tags = ['terms'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The current privacy notice and terms of use, as safe HTML (public)',
        response: { 200: termsDocumentSchema },
      },
    },
    () => terms.document(),
  );

  app.post(
    '/accept/',
    {
      // The one write the gate exists for (platform/write-gate.ts).
      config: { allowedWhileTermsPending: true },
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'The signed-in member accepts the current version (both consents)',
        body: acceptTermsBodySchema,
        response: {
          200: detailResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    (request) => terms.accept(request.userId, request.body),
  );
};
