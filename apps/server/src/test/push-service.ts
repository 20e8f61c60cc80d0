/**
 * A local push service for the API tests: the `web-push-testing` package's server and model,
 * run in this process on a free port. A device subscribes with the server's VAPID public key
 * and gets an endpoint `http://localhost:<port>/notify/<hash>` and its keys; the service checks
 * each push's VAPID signature, decrypts the payload with the device's private key (RFC 8291)
 * and keeps the plain text, which `received` answers. `expire` makes it answer 410.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

const require = createRequire(import.meta.url);

interface Subscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

interface PushApiModel {
  notifyUrl: string;
  subscribe(options: {
    applicationServerKey: string;
    userVisibleOnly: string;
  }): Promise<Subscription>;
  getNotifications(body: { clientHash: string }): { messages: string[] };
  expireSubscription(clientHash: string): void;
}

interface TestingServer {
  _app: { listen(port: number, host: string, ready: () => void): Server };
  setRequestHandlers(): void;
}

const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
  PushApiModel: new () => PushApiModel;
};
const WebPushTestingServer = require('web-push-testing/src/server.js') as new (
  model: PushApiModel,
  port: number,
) => TestingServer;

export interface LocalPushService {
  /** A browser's `pushManager.subscribe` with this key: its subscription JSON and its hash. */
  subscribe(publicKey: string): Promise<Subscription>;
  /** The decrypted payloads the device received, oldest first. */
  received(subscription: Subscription): string[];
  /** The member revoked it in the browser: later pushes are answered 410. */
  expire(subscription: Subscription): void;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const model = new PushApiModel();
  // The package's CLI picks a fixed port; here the system picks a free one.
  const testing = new WebPushTestingServer(model, 0);
  testing.setRequestHandlers();
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = testing._app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  model.notifyUrl = `http://127.0.0.1:${port}/notify/`;
  return {
    subscribe: (publicKey) =>
      model.subscribe({ applicationServerKey: publicKey, userVisibleOnly: 'true' }),
    received: ({ clientHash }) => model.getNotifications({ clientHash }).messages,
    expire: ({ clientHash }) => model.expireSubscription(clientHash),
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
