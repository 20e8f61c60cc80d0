import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { MediaUploadResponse } from '@koinonia/contracts';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyJpeg, upload } from '../modules/media/media.fixtures.ts';
import { createSignedInMember, type Member } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

let t: TestApp;
let member: Member;
let webDist: string;
const SCRIPT = `console.log(${JSON.stringify('koinonia '.repeat(200))});`;
const INDEX = `<!doctype html><title>Koinonia</title><div id="root">${' '.repeat(500)}</div>`;
const SOUND = Buffer.alloc(4096, 7);
const TINY_SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';

/** A built web app as `npm run build` leaves it: text files with their .br and .gz copies. */
async function writeDist(dist: string): Promise<void> {
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await mkdir(path.join(dist, 'sounds'), { recursive: true });
  for (const [file, text] of [
    ['index.html', INDEX],
    ['assets/index-abc123.js', SCRIPT],
  ] as const) {
    await writeFile(path.join(dist, file), text);
    await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(text));
    await writeFile(path.join(dist, `${file}.gz`), gzipSync(text));
  }
  await writeFile(path.join(dist, 'sounds', 'notification.wav'), SOUND);
  // A file whose copies were no smaller than itself: the build wrote none.
  await writeFile(path.join(dist, 'tiny.svg'), TINY_SVG);
}

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'koinonia-web-dist-'));
  await writeDist(webDist);
  t = await createTestApp({
    env: { WEB_DIST_DIR: webDist },
    beforeReady(app) {
      app.get('/api/test/big', () => ({
        results: Array.from({ length: 100 }, (_, i) => ({ id: i, texte: 'Bonjour à tous !' })),
      }));
    },
  });
  member = await createSignedInMember(t);
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const accept = (encoding: string) => ({ 'accept-encoding': encoding });

describe('the web app’s files', () => {
  it('are sent as their brotli copy, their gzip copy or as they are, as the request accepts', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ url, headers: accept('gzip, deflate, br') });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await t.app.inject({ url, headers: accept('gzip') });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    for (const headers of [{}, accept('identity')]) {
      const plain = await t.app.inject({ url, headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(SCRIPT);
    }
  });

  it('keep index.html uncached whether it goes out compressed or not', async () => {
    for (const url of ['/', '/index.html', '/feed/home']) {
      const response = await t.app.inject({ url, headers: accept('br') });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      const body =
        response.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(response.rawPayload).toString()
          : response.body;
      expect(body, url).toBe(INDEX);
    }
    const root = await t.app.inject({ url: '/', headers: accept('br') });
    expect(root.headers['content-encoding']).toBe('br');
  });

  it('go out as they are when the build made no copy (never compressed on the fly)', async () => {
    const response = await t.app.inject({ url: '/tiny.svg', headers: accept('br, gzip') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(TINY_SVG);
  });

  it('never compress media, Range requests included', async () => {
    const url = '/sounds/notification.wav';
    const whole = await t.app.inject({ url, headers: accept('br, gzip') });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.equals(SOUND)).toBe(true);
    const part = await t.app.inject({
      url,
      headers: { ...accept('br, gzip'), range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.rawPayload.length).toBe(100);
  });
});

describe('API answers', () => {
  it('compress JSON above the threshold with brotli or gzip, as the request accepts', async () => {
    const plain = await t.app.inject({ url: '/api/test/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await t.app.inject({ url: '/api/test/big', headers: accept('gzip, br') });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await t.app.inject({ url: '/api/test/big', headers: accept('gzip') });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('compress a real route’s large answer (the OpenAPI document)', async () => {
    const response = await t.app.inject({ url: '/api/docs/json', headers: accept('br') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toHaveProperty(
      'openapi',
    );
  });

  it('leave small answers as they are', async () => {
    const profile = await t.app.inject({
      url: '/api/users/profil/',
      headers: { ...member.headers, ...accept('br, gzip') },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(profile.headers['content-encoding']).toBeUndefined();
    expect(profile.json()).toHaveProperty('id', member.id);
  });
});

describe('media files', () => {
  it('go out as stored, whole or in ranges, whatever the request accepts', async () => {
    const uploaded = await upload(t, member.headers.authorization.slice(7), {
      bytes: await noisyJpeg(),
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = new URL(uploaded.json<MediaUploadResponse>().secure_url).pathname;
    const whole = await t.app.inject({ url, headers: accept('br, gzip') });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    const part = await t.app.inject({
      url,
      headers: { ...accept('br, gzip'), range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 10))).toBe(true);
  });
});

describe('websocket upgrades', () => {
  it('switch protocols with no content encoding when the request accepts brotli', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const token = member.headers.authorization.slice(7);
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/notifications/?token=${token}`, {
      headers: accept('br, gzip'),
    });
    const [response] = (await once(ws, 'upgrade')) as [IncomingMessage];
    expect(response.statusCode).toBe(101);
    expect(response.headers['content-encoding']).toBeUndefined();
    ws.terminate();
  });
});
