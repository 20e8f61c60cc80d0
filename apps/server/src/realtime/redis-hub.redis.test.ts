/** The Redis hub against the machine's Redis (postgres project with REDIS_URL only). */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { FakeSocket } from './fake-socket.ts';
import type { SocketHub } from './hub.ts';
import { createRedisHub } from './redis-hub.ts';

const url = process.env.REDIS_URL as string;
const prefix = `test-${randomBytes(6).toString('hex')}:`;
const hubs: SocketHub[] = [];
const errors: unknown[] = [];

function node(presenceTtlMs = 30_000): SocketHub {
  const hub = createRedisHub({
    url,
    keyPrefix: prefix,
    presenceTtlMs,
    onError: (error) => errors.push(error),
  });
  hubs.push(hub);
  return hub;
}

const until = async (check: () => boolean, ms = 1000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  return check();
};

afterAll(async () => {
  await Promise.all(hubs.map((hub) => hub.close()));
  const redis = new Redis(url);
  const keys = await redis.keys(`koinonia:${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  expect(errors).toEqual([]);
});

describe('the Redis hub', () => {
  it('delivers what one node publishes to the sockets of another', async () => {
    const [one, two] = [node(), node()];
    const socket = new FakeSocket();
    await one.attach('a', 'messages', socket);
    await two.publish('a', 'messages', { type: 'new_message', n: 1 });
    await two.publish('a', 'notifications', { type: 'new_notification', n: 2 });
    await one.publish('a', 'messages', { type: 'new_message', n: 3 });
    expect(await until(() => socket.sent.length === 2)).toBe(true);
    expect(socket.sent).toEqual([
      { type: 'new_message', n: 1 },
      { type: 'new_message', n: 3 },
    ]);
  });

  it('knows presence across nodes: online from the first socket anywhere to the last', async () => {
    const [one, two] = [node(), node()];
    const [s1, s2] = [new FakeSocket(), new FakeSocket()];
    expect(await one.attach('p', 'notifications', s1)).toBe(true);
    expect(await two.attach('p', 'messages', s2)).toBe(false);
    expect(await two.onlineAmong(['p', 'q'])).toEqual(new Set(['p']));
    expect(await one.detach('p', 'notifications', s1)).toBe(false);
    expect(await one.onlineAmong(['p'])).toEqual(new Set(['p']));
    expect(await two.detach('p', 'messages', s2)).toBe(true);
    expect(await one.onlineAmong(['p'])).toEqual(new Set());
  });

  it('keeps a live node present by its heartbeat, and forgets a dead one after the expiry', async () => {
    const live = node(300);
    await live.attach('h', 'messages', new FakeSocket());
    // A node that died without a word: an entry nobody refreshes.
    const redis = new Redis(url);
    const [seconds, micros] = await redis.time();
    const now = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
    await redis.zadd(`koinonia:${prefix}presence:d`, now + 300, 'dead-node');
    await redis.quit();
    expect(await live.onlineAmong(['h', 'd'])).toEqual(new Set(['h', 'd']));
    await new Promise((r) => setTimeout(r, 700));
    expect(await live.onlineAmong(['h', 'd'])).toEqual(new Set(['h']));
  });

  it('disconnects a member on every node', async () => {
    const [one, two] = [node(), node()];
    const socket = new FakeSocket();
    await one.attach('x', 'notifications', socket);
    await two.disconnect('x', 4001, 'Session terminée');
    expect(await until(() => socket.closed !== undefined)).toBe(true);
    expect(socket.closed).toEqual({ code: 4001, reason: 'Session terminée' });
  });
});
