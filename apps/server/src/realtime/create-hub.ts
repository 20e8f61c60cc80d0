/** The hub chosen by configuration: Redis pub/sub when REDIS_URL is set, else in process. */
import type { Config } from '../config.ts';
import type { SocketHub } from './hub.ts';
import { createMemoryHub } from './memory-hub.ts';
import { createRedisHub } from './redis-hub.ts';

export function createHub(config: Config, onError: (error: unknown) => void): SocketHub {
  if (!config.redisUrl) return createMemoryHub(onError);
  return createRedisHub({
    url: config.redisUrl,
    keyPrefix: config.realtime.redisPrefix,
    presenceTtlMs: config.realtime.presenceTtlMs,
    onError,
  });
}
