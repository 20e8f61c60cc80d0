import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/** `/healthz`: the process answers. `/readyz`: the database answers `select 1`. */
export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  app.get('/healthz', { schema: { hide: true } }, () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (await database.ping()) return { status: 'ok' };
    return reply.status(503).send({ status: 'unavailable' });
  });
}
