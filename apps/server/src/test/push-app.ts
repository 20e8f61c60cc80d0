/**
 * A test app that pushes to a local push service (push-service.ts), listening on a port for the
 * sockets that tell whether a member is online: what the web-push tests share
 * (notifications.push.test.ts, notifications.message-push.test.ts).
 */
import type { PushKey, PushSubscriptionView } from '@koinonia/contracts';
import type { AddressInfo } from 'node:net';
import { openSocket, type TestSocket } from '../realtime/socket-client.ts';
import type { Member } from './factories.ts';
import { caller, ok } from './http.ts';
import { type LocalPushService, startLocalPushService } from './push-service.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const PUSH_SUBSCRIPTIONS_PATH = '/api/notifications/push-subscriptions/';

export type PushDevice = Awaited<ReturnType<LocalPushService['subscribe']>>;

export interface PushTestApp {
  t: TestApp;
  pushService: LocalPushService;
  /** A browser of `member` subscribes with the server's key and sends its subscription. */
  subscribeDevice(member: Member): Promise<PushDevice>;
  /** A socket of the member with `token` on `path`, ended by `close`. */
  socket(path: string, token: string): TestSocket;
  close(): Promise<void>;
}

export async function startPushTestApp(): Promise<PushTestApp> {
  const [t, pushService] = await Promise.all([
    createTestApp({
      // The local push service is http on 127.0.0.1, which production refuses.
      configure: (config) => {
        config.push.allowLocalEndpoints = true;
      },
    }),
    startLocalPushService(),
  ]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const socketBase = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const sockets: TestSocket[] = [];
  const call = caller(() => t);
  return {
    t,
    pushService,
    async subscribeDevice(member) {
      const { public_key } = ok<PushKey>(
        await call(member, 'GET', `${PUSH_SUBSCRIPTIONS_PATH}key/`),
      );
      const device = await pushService.subscribe(public_key);
      const { endpoint, keys } = device;
      ok<PushSubscriptionView>(
        await call(member, 'POST', PUSH_SUBSCRIPTIONS_PATH, { endpoint, keys }),
        201,
      );
      return device;
    },
    socket(path, token) {
      const socket = openSocket(socketBase, path, { token });
      sockets.push(socket);
      return socket;
    },
    async close() {
      for (const socket of sockets) socket.ws.terminate();
      await Promise.all([t.close(), pushService.close()]);
    },
  };
}
