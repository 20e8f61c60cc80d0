/**
 * A test app listening on a port of its own, for tests over real sockets: `socket()` opens one
 * (the member's token in the URL, as the web app does) and `close()` ends every socket it opened
 * before the app. The tests that only inject requests use createTestApp alone.
 */
import type { AddressInfo } from 'node:net';
import { openSocket, type OpenSocketOptions, type TestSocket } from '../realtime/socket-client.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export interface ListeningTestApp extends TestApp {
  /** ws://127.0.0.1:<port> of the listening app. */
  wsBase: string;
  /** A socket on `path`, ended by `close()`. */
  socket(path: string, options?: OpenSocketOptions): TestSocket;
}

export async function createListeningTestApp(
  options: TestAppOptions = {},
): Promise<ListeningTestApp> {
  const t = await createTestApp(options);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const wsBase = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const opened: TestSocket[] = [];
  const closeApp = t.close;
  return Object.assign(t, {
    wsBase,
    socket(path: string, socketOptions: OpenSocketOptions = {}) {
      const socket = openSocket(wsBase, path, socketOptions);
      opened.push(socket);
      return socket;
    },
    async close() {
      for (const socket of opened) socket.ws.terminate();
      await closeApp();
    },
  });
}

/** The bearer token of a signed-in test member, as a socket URL carries it. */
export const tokenOf = (member: { headers: { authorization: string } }): string =>
  member.headers.authorization.slice(7);
