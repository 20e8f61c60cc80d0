import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Jobs } from './jobs.ts';

/**
 * `/healthz`: the process answers. `/readyz`: an API call would be served now (not shed:
 * load-shedding.ts; the event loop stuck at start-up counts), the database answers `select 1` and
 * the job queue answers, with how many jobs wait, how many failed for good (dead letters) and
 * how many calls this node has shed since it started (`shed_total`).
 */
export function registerHealthRoutes(app: FastifyInstance, database: Database, jobs: Jobs): void {
  app.get('/healthz', { schema: { hide: true } }, () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const serving = app.shedding.wouldHandleAtOnce(request);
    const [database_ok, queue] = await Promise.all([database.ping(), jobs.status()]);
    const body = {
      status: serving && database_ok && queue.ok ? 'ok' : 'unavailable',
      api: serving ? 'ok' : 'overloaded',
      shed_total: app.shedding.total(),
      database: database_ok ? 'ok' : 'unavailable',
      jobs: { status: queue.ok ? 'ok' : 'unavailable', queued: queue.queued, dead: queue.dead },
    };
    return reply.status(body.status === 'ok' ? 200 : 503).send(body);
  });
}
