/** OpenAPI 3 generated from the route zod schemas, served at /api/docs and /api/docs/json. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** `tags`: one per module (MODULES), with its description. */
export async function registerOpenApi(
  app: FastifyInstance,
  tags: { name: string; description: string }[],
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Koinonia API',
        description:
          'The API of the Koinonia community network. Error answers are `{error, code, details?}`.',
        version: '0.1.0',
      },
      tags,
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI's page needs its own CSP (its bundle has inline parts); the SPA keeps the strict one.
    staticCSP: true,
    // Plain http is fine on a development machine; framing stays forbidden as everywhere else.
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;/, '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
}
