import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Jobs } from './jobs.ts';

/**
 * `/healthz`: the process answers. `/readyz`: the database answers `select 1` and the job queue
 * answers, with how many jobs wait and how many failed for good (dead letters).
 */
export function registerHealthRoutes(app: FastifyInstance, database: Database, jobs: Jobs): void {
  app.get('/healthz', { schema: { hide: true } }, () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const [database_ok, queue] = await Promise.all([database.ping(), jobs.status()]);
    const body = {
      status: database_ok && queue.ok ? 'ok' : 'unavailable',
      database: database_ok ? 'ok' : 'unavailable',
      jobs: { status: queue.ok ? 'ok' : 'unavailable', queued: queue.queued, dead: queue.dead },
    };
    return reply.status(body.status === 'ok' ? 200 : 503).send(body);
  });
}
