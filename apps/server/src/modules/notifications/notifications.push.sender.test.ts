/**
 * What the sender answers for each reply of a push service (docs/adr/0020-web-push.md,
 * 'Sending'): 2xx is sent; 404 and 410 mean the device is gone (the service then forgets it,
 * notifications.push.test.ts); any other status, a refused connection or a redirect is a failure
 * the job queue retries.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebPushSender, type PushDevice } from './notifications.push.sender.ts';

let server: Server;
let base: string;
const received: { path: string; encoding: string | undefined; bytes: number }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({
        path,
        encoding: request.headers['content-encoding'],
        bytes: Buffer.concat(chunks).length,
      });
      const status = Number(/\/status\/(\d+)$/.exec(path)?.[1] ?? 201);
      if (status === 301) response.setHeader('location', `${base}/status/201`);
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const keys = webpush.generateVAPIDKeys();
const sender = createWebPushSender({
  publicKey: keys.publicKey,
  privateKey: keys.privateKey,
  subject: 'mailto:aide@paroisse.fr',
});

/** A browser's subscription keys (P-256 and a 16-byte secret), at an endpoint of the fake service. */
function device(status: number): PushDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${base}/status/${status}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

describe('the answer of a push service', () => {
  it('is sent on 2xx, with the payload encrypted (aes128gcm)', async () => {
    expect(await sender.send(device(201), '{"title":"Koinonia"}')).toEqual({
      outcome: 'sent',
      status: 201,
    });
    const last = received.at(-1);
    expect(last?.encoding).toBe('aes128gcm');
    expect(last?.bytes).toBeGreaterThan('{"title":"Koinonia"}'.length);
  });

  it.each([404, 410])('is gone on %i: the subscription expired or was revoked', async (status) => {
    expect(await sender.send(device(status), '{}')).toEqual({ outcome: 'gone', status });
  });

  it.each([400, 413, 429, 500, 503])('fails on %i, for the job queue to retry', async (status) => {
    expect(await sender.send(device(status), '{}')).toEqual({ outcome: 'failed', status });
  });

  it('follows no redirect, and fails when nothing answers', async () => {
    const before = received.length;
    expect(await sender.send(device(301), '{}')).toEqual({ outcome: 'failed', status: 301 });
    expect(received.length).toBe(before + 1);
    const closed = { ...device(201), endpoint: 'http://127.0.0.1:1/push' };
    expect(await sender.send(closed, '{}')).toEqual({ outcome: 'failed' });
  });
});
