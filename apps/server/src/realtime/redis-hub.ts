/**
 * The hub of several nodes (REDIS_URL). Each member has one pub/sub channel,
 * `koinonia:<prefix>user:<id>`, that a node subscribes to while it holds at least one socket of
 * theirs; `publish` always goes through Redis, so a member on any node receives it (this node
 * included, through its own subscription). Presence is a sorted set per member whose entries
 * are the node ids holding a socket of theirs, scored by an expiry that a heartbeat pushes
 * forward: the members of a node that died without a word go offline within `presenceTtlMs`.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { HubSocket, SocketChannel, SocketHub } from './hub.ts';
import { LocalSockets } from './local-sockets.ts';
import { LocalTopics } from './topics.ts';

export interface RedisHubOptions {
  url: string;
  /** Put between `koinonia:` and the key's kind; tests give each app its own. */
  keyPrefix: string;
  /** How long a node's presence entries live without a heartbeat (the heartbeat runs at a third). */
  presenceTtlMs: number;
  onError(error: unknown): void;
}

/** Milliseconds of Redis's own clock, so nodes with skewed clocks agree on expiries. */
const NOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/** Adds the node; 1 when the member had no live entry before (their first socket anywhere). */
const JOIN = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local added = redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) * 2)
if added == 1 and redis.call('ZCARD', KEYS[1]) == 1 then return 1 end
return 0`;

/** Removes the node; 1 when no live entry is left (the member's last socket anywhere). */
const LEAVE = `${NOW}
local removed = redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if removed == 1 and redis.call('ZCARD', KEYS[1]) == 0 then return 1 end
return 0`;

/** Pushes the node's entry forward in every key (the heartbeat). */
const REFRESH = `${NOW}
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + tonumber(ARGV[2]), ARGV[1])
  redis.call('PEXPIRE', key, tonumber(ARGV[2]) * 2)
end
return #KEYS`;

/** 1 or 0 per key: does the member have a live entry? */
const ONLINE = `${NOW}
local result = {}
for i, key in ipairs(KEYS) do
  result[i] = redis.call('ZCOUNT', key, '(' .. now, '+inf') > 0 and 1 or 0
end
return result`;

/** Keys per script call, so one call never blocks Redis for long. */
const BATCH = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) result.push(items.slice(i, i + BATCH));
  return result;
}

export function createRedisHub(options: RedisHubOptions): SocketHub {
  const nodeId = randomUUID();
  const base = `koinonia:${options.keyPrefix}`;
  const channelOf = (userId: string) => `${base}user:${userId}`;
  const presenceOf = (userId: string) => `${base}presence:${userId}`;
  const ttl = String(options.presenceTtlMs);

  const redisOptions = { connectTimeout: 2000, maxRetriesPerRequest: 2 };
  const pub = new Redis(options.url, redisOptions);
  const sub = new Redis(options.url, redisOptions);
  pub.on('error', options.onError);
  sub.on('error', options.onError);

  const local = new LocalSockets();
  const topics = new LocalTopics();
  const userPrefix = `${base}user:`;
  const topicPrefix = `${base}topic:`;
  sub.on('message', (channel: string, message: string) => {
    if (channel.startsWith(topicPrefix)) {
      try {
        topics.deliver(channel.slice(topicPrefix.length), JSON.parse(message), options.onError);
      } catch (error) {
        options.onError(error);
      }
      return;
    }
    if (!channel.startsWith(userPrefix)) return;
    const userId = channel.slice(userPrefix.length);
    const bar = message.indexOf('|');
    const kind = message.slice(0, bar);
    const payload = message.slice(bar + 1);
    if (kind === 'close') {
      const { code, reason } = JSON.parse(payload) as { code: number; reason: string };
      local.closeAll(userId, code, reason);
    } else if (kind === 'notifications' || kind === 'messages') {
      local.deliver(userId, kind, payload);
    }
  });

  const heartbeat = setInterval(
    () => {
      void Promise.all(
        chunks(local.userIds().map(presenceOf)).map((keys) =>
          pub.eval(REFRESH, keys.length, ...keys, nodeId, ttl),
        ),
      ).catch(options.onError);
    },
    Math.max(50, Math.floor(options.presenceTtlMs / 3)),
  );
  heartbeat.unref();

  return {
    async publish(userId, channel: SocketChannel, event) {
      await pub.publish(channelOf(userId), `${channel}|${JSON.stringify(event)}`);
    },

    async onlineAmong(userIds) {
      const ids = [...new Set(userIds)];
      const online = new Set<string>();
      for (const batch of chunks(ids)) {
        const flags = (await pub.eval(ONLINE, batch.length, ...batch.map(presenceOf))) as number[];
        batch.forEach((id, i) => {
          if (flags[i] === 1) online.add(id);
        });
      }
      return online;
    },

    async attach(userId, channel, socket: HubSocket) {
      // No await before the commands are queued: a detach and an attach of the same member
      // reach Redis in the order they happened on this node.
      if (!local.add(userId, channel, socket)) return false;
      const subscribed = sub.subscribe(channelOf(userId));
      const joined = pub.eval(JOIN, 1, presenceOf(userId), nodeId, ttl);
      await subscribed;
      return (await joined) === 1;
    },

    async detach(userId, channel, socket) {
      if (!local.remove(userId, channel, socket)) return false;
      const unsubscribed = sub.unsubscribe(channelOf(userId));
      const left = pub.eval(LEAVE, 1, presenceOf(userId), nodeId);
      await unsubscribed;
      return (await left) === 1;
    },

    async disconnect(userId, code, reason) {
      await pub.publish(channelOf(userId), `close|${JSON.stringify({ code, reason })}`);
    },

    async broadcast(topic, event) {
      await pub.publish(`${topicPrefix}${topic}`, JSON.stringify(event));
    },

    async listen(topic, handler) {
      // The node subscribes with its first handler of the topic and leaves with its last.
      if (topics.add(topic, handler)) await sub.subscribe(`${topicPrefix}${topic}`);
      let done = false;
      return async () => {
        if (done) return;
        done = true;
        if (topics.remove(topic, handler)) await sub.unsubscribe(`${topicPrefix}${topic}`);
      };
    },

    localSockets: () => local.all(),

    async close() {
      clearInterval(heartbeat);
      // Sockets still registered (none after a graceful close) stop counting as online.
      const keys = local.userIds().map(presenceOf);
      await Promise.all(keys.map((key) => pub.zrem(key, nodeId).catch(options.onError)));
      await Promise.all([sub.quit().catch(() => undefined), pub.quit().catch(() => undefined)]);
    },
  };
}
