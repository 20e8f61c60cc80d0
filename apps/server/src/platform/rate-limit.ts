/**
 * Rate limits (only where asked: the auth routes set `config.rateLimit`). With REDIS_URL the
 * counters live in Redis so the limits hold across nodes; otherwise in process memory.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { rateLimited } from './errors.ts';

export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, {
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      // rate-limit defines its Lua command at once; queue it until connected.
      enableOfflineQueue: true,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'redis error'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => undefined);
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: config.rateLimits.redisPrefix } : {}),
    // A Redis outage must not lock every member out; the per-account limit lives in the database.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl / 1000),
  });
}

/** Route config for a per-IP limit. */
export function ipLimit(limit: { max: number; windowSeconds: number }) {
  return { rateLimit: { max: limit.max, timeWindow: limit.windowSeconds * 1000 } };
}

/**
 * Route config for a per-member limit: counted after authentication (preHandler), by member
 * id, so members sharing one address (a church hall) do not share it. `message` replaces the
 * general French refusal where the route has a sentence of its own (the reports'); `name`
 * keeps the counters of two limited routes apart.
 */
export function memberLimit(
  limit: { max: number; windowSeconds: number },
  options: { message?: string; name?: string } = {},
) {
  const { message, name = 'member' } = options;
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.windowSeconds * 1000,
      hook: 'preHandler' as const,
      keyGenerator: (request: { userId?: string; ip: string }) =>
        request.userId ? `${name}:${request.userId}` : request.ip,
      ...(message
        ? {
            errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
              rateLimited(context.ttl / 1000, message),
          }
        : {}),
    },
  };
}
