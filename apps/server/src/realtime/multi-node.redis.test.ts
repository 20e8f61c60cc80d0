/**
 * Two real nodes on one PostgreSQL database and the machine's Redis: what one
 * node produces reaches a member connected to the other. Runs in the postgres project with
 * REDIS_URL only (vitest.config.ts).
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type Notification, SOCKET_UNAUTHORIZED } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  befriend,
  createMember,
  createSignedInMember,
  type Member,
  signIn,
} from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { SESSION_ENDED } from './session-listeners.ts';
import { openSocket, type TestSocket } from './socket-client.ts';

let one: TestApp;
let two: TestApp;
const ports: number[] = [];
const sockets: TestSocket[] = [];

beforeAll(async () => {
  if (!process.env.REDIS_URL) throw new Error('the multi-node test needs REDIS_URL');
  const realtimePrefix = `test-${randomBytes(6).toString('hex')}:`;
  // Real HTTP between nodes: each works its jobs (event deliveries) as in production.
  one = await createTestApp({ realtimePrefix, workJobs: true });
  // Each works its jobs: a mail job sent by one node may be sent by the other, into one box.
  two = await createTestApp({
    realtimePrefix,
    database: one.database,
    workJobs: true,
    mails: one.mails,
  });
  for (const node of [one, two]) {
    expect(node.config.redisUrl).toBeDefined();
    await node.app.listen({ port: 0, host: '127.0.0.1' });
    ports.push((node.app.server.address() as AddressInfo).port);
  }
});
afterAll(async () => {
  for (const socket of sockets) socket.ws.terminate();
  await two?.close();
  await one?.close();
});

const http = (node: 0 | 1) => `http://127.0.0.1:${ports[node]}`;
const token = (member: Pick<Member, 'headers'>) => member.headers.authorization.slice(7);

async function connect(node: 0 | 1, path: string, access: string): Promise<TestSocket> {
  const socket = openSocket(`ws://127.0.0.1:${ports[node]}`, path, { token: access });
  sockets.push(socket);
  await socket.ready();
  return socket;
}

describe('two nodes sharing PostgreSQL and Redis', () => {
  it('deliver a notification produced on node 2 to a socket on node 1 within a second', async () => {
    const [a, b] = await Promise.all([createSignedInMember(one), createSignedInMember(one)]);
    const socket = await connect(0, '/ws/notifications/', token(a));

    const started = Date.now();
    const invited = await fetch(`${http(1)}/api/relationship/relationships/`, {
      method: 'POST',
      headers: { ...b.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ receiver: a.id }),
    });
    expect(invited.status).toBe(201);
    const event = await socket.next(
      (e: { notification?: Notification }) =>
        e.notification?.notification_type === 'FRIEND_REQUEST_NEW',
      1000,
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(event.notification?.actor?.id).toBe(b.id);

    // What arrived is what node 1 lists from the shared database.
    const listed = await fetch(`${http(0)}/api/notifications/`, { headers: a.headers });
    expect(((await listed.json()) as { results: Notification[] }).results).toEqual([
      event.notification,
    ]);
  });

  it('deliver a live thread’s change made through node 2 to a subscriber on node 1', async () => {
    const [a, b] = await Promise.all([createSignedInMember(one), createSignedInMember(one)]);
    await befriend(one, a, b);
    const published = await fetch(`${http(0)}/api/publications/`, {
      method: 'POST',
      headers: { ...a.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'texte', text: 'Veillée', audience: 'friends' }),
    });
    const post = ((await published.json()) as { id: string }).id;
    const socket = await connect(0, '/ws/notifications/', token(b));
    socket.ws.send(JSON.stringify({ type: 'subscribe', publication_id: post }));
    await socket.ready();

    const commented = await fetch(`${http(1)}/api/publications/post/${post}/comments/`, {
      method: 'POST',
      headers: { ...a.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Ce soir, 20 h' }),
    });
    expect(commented.status).toBe(201);
    expect(
      await socket.next((e: { type?: string }) => e.type === 'publication_activity', 3000),
    ).toEqual({ type: 'publication_activity', publication_id: post, change: 'comment' });
  });

  it('share presence: a friend on node 2 goes online and offline for a member on node 1', async () => {
    const [a, b] = await Promise.all([createSignedInMember(one), createSignedInMember(one)]);
    await befriend(one, a, b);
    const watcher = await connect(0, '/ws/messages/', token(a));
    expect(await one.app.hub.onlineAmong([b.id])).toEqual(new Set());

    const started = Date.now();
    const remote = await connect(1, '/ws/messages/', token(b));
    await watcher.next((e: { status?: string }) => e.status === 'online', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await one.app.hub.onlineAmong([a.id, b.id])).toEqual(new Set([a.id, b.id]));

    await remote.close();
    await watcher.next((e: { status?: string }) => e.status === 'offline', 1000);
    expect(watcher.messages).toEqual([
      { type: 'presence', user_id: b.id, status: 'online' },
      { type: 'presence', user_id: b.id, status: 'offline' },
    ]);
    expect(await two.app.hub.onlineAmong([b.id])).toEqual(new Set());
  });

  it('close a member’s sockets on node 1 when they sign out through node 2', async () => {
    const input = await createMember(one);
    const session = await signIn(one, input);
    const socket = await connect(0, '/ws/notifications/', session.access);
    const signedOut = await fetch(`${http(1)}/api/auth/sign-out/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh: session.refresh }),
    });
    expect(signedOut.status).toBe(204);
    expect(await socket.closed).toEqual({ code: SOCKET_UNAUTHORIZED, reason: SESSION_ENDED });
  });
});
