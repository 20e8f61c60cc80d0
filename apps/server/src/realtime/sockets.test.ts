import type { AddressInfo } from 'node:net';
import { SOCKET_UNAUTHORIZED } from '@koinonia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../platform/access-token.ts';
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
import { CLOSE_REASONS, SOCKET_FORBIDDEN_ORIGIN } from './socket-routes.ts';

let t: TestApp;
let base: string;
const opened: TestSocket[] = [];

async function listen(app: TestApp['app']): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  t = await createTestApp({ captureLogs: true });
  base = await listen(t.app);
});
afterAll(async () => {
  for (const socket of opened) socket.ws.terminate();
  await t.close();
});

const tokenOf = (member: Pick<Member, 'headers'>) => member.headers.authorization.slice(7);

function connect(path: string, options: Parameters<typeof openSocket>[2] = {}): TestSocket {
  const socket = openSocket(base, path, options);
  opened.push(socket);
  return socket;
}

describe('the sockets refuse', () => {
  it.each(['/ws/notifications/', '/ws/notifications', '/ws/messages/', '/ws/messages'])(
    'a missing, bad or expired token on %s with 4401',
    async (path) => {
      const member = await createSignedInMember(t);
      const expired = await createAccessTokens(t.config.jwtSecret, -60).sign(member.id);
      const otherSecret = await createAccessTokens('another-secret-another-secret-0123456789').sign(
        member.id,
      );
      for (const token of [undefined, '', 'not-a-jwt', expired, otherSecret]) {
        const socket = connect(path, { token });
        expect(await socket.closed).toEqual({
          code: SOCKET_UNAUTHORIZED,
          reason: CLOSE_REASONS.unauthorized,
        });
      }
    },
  );

  it('a foreign Origin with 4403, and accepts none, the public origin or the same host', async () => {
    const member = await createSignedInMember(t);
    const token = tokenOf(member);
    const foreign = connect('/ws/notifications/', { token, origin: 'https://evil.example' });
    expect(await foreign.closed).toEqual({
      code: SOCKET_FORBIDDEN_ORIGIN,
      reason: CLOSE_REASONS.origin,
    });
    const host = new URL(base).host;
    for (const origin of [undefined, 'http://koinonia.test', `http://${host}`]) {
      const socket = connect('/ws/notifications/', { token, origin });
      await socket.opened;
      socket.ws.send(JSON.stringify({ type: 'ping', user_id: member.id }));
      expect(await socket.next((m: { type: string }) => m.type === 'pong')).toEqual({
        type: 'pong',
      });
      await socket.close();
    }
  });
});

describe('a socket', () => {
  it('answers a ping and ignores anything else a client sends, whatever user_id it claims', async () => {
    const [a, b] = await Promise.all([createSignedInMember(t), createSignedInMember(t)]);
    const socket = connect('/ws/messages/', { token: tokenOf(a) });
    await socket.opened;
    socket.ws.send('not json');
    socket.ws.send(JSON.stringify({ type: 'new_message', user_id: b.id, content: 'x' }));
    socket.ws.send(Buffer.from([1, 2, 3]));
    socket.ws.send(JSON.stringify({ type: 'ping', user_id: b.id }));
    await socket.next((m: { type: string }) => m.type === 'pong');
    expect(socket.messages).toEqual([{ type: 'pong' }]);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    expect(await t.app.hub.onlineAmong([a.id, b.id])).toEqual(new Set([a.id]));
    await socket.close();
  });

  it('never lets the token reach the log', async () => {
    const member = await createSignedInMember(t);
    const token = tokenOf(member);
    const socket = connect('/ws/notifications/', { token });
    await socket.opened;
    await socket.close();
    const bad = connect('/ws/messages', { token: `${token}x` });
    await bad.closed;
    const log = t.logs.join('\n');
    expect(log).toContain('/ws/notifications/?token=[REDACTED]');
    expect(log).toContain('/ws/messages?token=[REDACTED]');
    expect(log).not.toContain(token);
  });
});

describe('presence', () => {
  it('goes online to friends with the first socket and offline with the last', async () => {
    const [a, b, stranger] = await Promise.all([1, 2, 3].map(() => createSignedInMember(t)));
    await befriend(t, a!, b!);
    const watcher = connect('/ws/messages/', { token: tokenOf(a!) });
    const outsider = connect('/ws/messages/', { token: tokenOf(stranger!) });
    await Promise.all([watcher.ready(), outsider.ready()]);

    const first = connect('/ws/notifications/', { token: tokenOf(b!) });
    expect(await watcher.next((m: { user_id?: string }) => m.user_id === b!.id)).toEqual({
      type: 'presence',
      user_id: b!.id,
      status: 'online',
    });
    await first.ready();
    const second = connect('/ws/messages/', { token: tokenOf(b!) });
    await second.ready();
    expect(await t.app.hub.onlineAmong([a!.id, b!.id, stranger!.id])).toEqual(
      new Set([a!.id, b!.id, stranger!.id]),
    );
    await first.close();
    await second.close();
    await watcher.next(
      (m: { user_id?: string; status?: string }) => m.user_id === b!.id && m.status === 'offline',
    );
    // The second socket said nothing: one online, one offline.
    expect(watcher.messages).toEqual([
      { type: 'presence', user_id: b!.id, status: 'online' },
      { type: 'presence', user_id: b!.id, status: 'offline' },
    ]);
    expect(outsider.messages).toEqual([]);
    expect(await t.app.hub.onlineAmong([b!.id])).toEqual(new Set());
  });

  it('shows in the profile and friend list to friends only', async () => {
    const [a, b, stranger] = await Promise.all([1, 2, 3].map(() => createSignedInMember(t)));
    await befriend(t, a!, b!);
    const statusOf = async (viewer: Member) => {
      const profile = await t.app.inject({ url: `/api/users/${b!.id}/`, headers: viewer.headers });
      return profile.json<{ status: string }>().status;
    };
    const friendList = async () => {
      const list = await t.app.inject({ url: '/api/users/?query=friend', headers: a!.headers });
      return list.json<{ results: { id: string; status: string }[] }>().results;
    };
    expect(await statusOf(a!)).toBe('offline');

    const watcher = connect('/ws/messages/', { token: tokenOf(a!) });
    await watcher.ready();
    const socket = connect('/ws/notifications/', { token: tokenOf(b!) });
    await socket.ready();
    expect(await statusOf(a!)).toBe('online');
    expect(await friendList()).toEqual([expect.objectContaining({ id: b!.id, status: 'online' })]);
    // Presence is not for strangers.
    expect(await statusOf(stranger!)).toBe('offline');
    const search = await t.app.inject({
      url: `/api/users/?search=${b!.first_name}`,
      headers: stranger!.headers,
    });
    const found = search.json<{ results: { id: string; status: string }[] }>().results;
    expect(found.find((m) => m.id === b!.id)?.status ?? 'offline').toBe('offline');

    await socket.close();
    await watcher.next((m: { status?: string }) => m.status === 'offline');
    expect(await statusOf(a!)).toBe('offline');
    await watcher.close();
  });
});

describe('signing out or resetting the password', () => {
  it('closes every socket of the member with 4401, and only theirs', async () => {
    const input = await createMember(t);
    const session = await signIn(t, input);
    const other = await createSignedInMember(t);
    const sockets = [
      connect('/ws/notifications/', { token: session.access }),
      connect('/ws/messages/', { token: session.access }),
    ];
    const bystander = connect('/ws/messages/', { token: tokenOf(other) });
    await Promise.all([...sockets, bystander].map((s) => s.ready()));

    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out/',
      payload: { refresh: session.refresh },
    });
    expect(signOut.statusCode).toBe(204);
    for (const socket of sockets) {
      expect(await socket.closed).toEqual({ code: SOCKET_UNAUTHORIZED, reason: SESSION_ENDED });
    }
    expect(bystander.ws.readyState).toBe(bystander.ws.OPEN);

    const again = await signIn(t, input);
    const socket = connect('/ws/messages/', { token: again.access });
    await socket.ready();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-pass/',
      payload: { email: input.email },
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-pass/',
      payload: { token: t.mails.lastToken(input.email), password: 'Un nouveau mot de passe 42' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await socket.closed).toEqual({ code: SOCKET_UNAUTHORIZED, reason: SESSION_ENDED });
    await bystander.close();
  });
});

describe('a node', () => {
  it('drops a socket that stops answering pings', async () => {
    const quick = await createTestApp({
      database: t.database,
      configure: (config) => (config.realtime.pingIntervalMs = 100),
    });
    const url = await listen(quick.app);
    const member = await createSignedInMember(quick);
    const dead = openSocket(url, '/ws/messages/', { token: tokenOf(member), autoPong: false });
    const live = openSocket(url, '/ws/messages/', { token: tokenOf(member) });
    opened.push(dead, live);
    expect((await dead.closed).code).toBe(1006);
    expect(live.ws.readyState).toBe(live.ws.OPEN);
    await live.close();
    await quick.close();
  });

  it('closes its sockets with 1001 when it shuts down', async () => {
    const node = await createTestApp({ database: t.database });
    const url = await listen(node.app);
    const member = await createSignedInMember(node);
    const socket = openSocket(url, '/ws/notifications/', { token: tokenOf(member) });
    opened.push(socket);
    await socket.ready();
    const closing = node.close();
    expect(await socket.closed).toEqual({ code: 1001, reason: CLOSE_REASONS.shutdown });
    await closing;
  });
});
