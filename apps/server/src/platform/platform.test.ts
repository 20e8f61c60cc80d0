import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let withWeb: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    beforeReady(app) {
      app.get('/api/test/boom', () => {
        throw new Error('SELECT secret FROM users at /srv/koinonia/src/secret.ts:42');
      });
    },
  });
  const dist = path.join(t.dataDir, 'web-dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Koinonia</title><div id="root"></div>',
  );
  await writeFile(
    path.join(dist, 'classic.html'),
    '<!doctype html><title>Koinonia — version allégée</title><main id="classic"></main>',
  );
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("koinonia");');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Koinonia"}');
  withWeb = await createTestApp({ database: t.database, env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await withWeb.close();
  await t.close();
});

describe('errors', () => {
  it('answers 404 JSON for unknown /api, /ws and /media paths', async () => {
    for (const url of [
      '/api/nothing/here/',
      '/api/auth/sign-up',
      '/ws/unknown',
      '/media/nope.webp',
    ]) {
      for (const app of [t.app, withWeb.app]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Ressource introuvable.', code: 'not_found' });
      }
    }
    const post = await withWeb.app.inject({ method: 'POST', url: '/api/nothing/', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('answers 500 without leaking the error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe('{"error":"Erreur interne du serveur","code":"internal_error"}');
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
  });

  it('answers 503 on /readyz when the database does not answer', async () => {
    const broken = await createTestApp({
      database: { ...t.database, ping: () => Promise.resolve(false) },
    });
    try {
      expect((await broken.app.inject({ url: '/readyz' })).statusCode).toBe(503);
    } finally {
      await broken.app.close();
    }
  });
});

describe('security headers', () => {
  it('sends a strict CSP, no-referrer and no HSTS over http', async () => {
    const response = await withWeb.app.inject({ url: '/feed/home' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com;');
    // Our own origins only: no socket to any host (docs/security.md).
    expect(csp).toContain("connect-src 'self' http://koinonia.test ws://koinonia.test;");
    expect(csp).not.toMatch(/connect-src[^;]*\bwss?:(\s|;)/);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the public address is https', async () => {
    const https = await createTestApp({
      database: t.database,
      env: { PUBLIC_URL: 'https://koinonia.example' },
    });
    try {
      const response = await https.app.inject({ url: '/healthz' });
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
      expect(String(response.headers['content-security-policy'])).toContain(
        "connect-src 'self' https://koinonia.example wss://koinonia.example;",
      );
    } finally {
      await https.app.close();
    }
  });
});

describe('CSP connect-src', () => {
  it('adds the origins of the VITE_* addresses the server is given', async () => {
    const split = await createTestApp({
      database: t.database,
      env: {
        PUBLIC_URL: 'https://koinonia.example',
        VITE_API_ORIGIN: 'https://api.koinonia.example',
        VITE_CHAT_WEBSOCKET_URL: 'wss://chat.koinonia.example/ws/messages',
        VITE_MEDIA_UPLOAD_URL: 'https://api.cloudinary.com/v1_1/demo/image/upload',
        VITE_UPLOAD_PRESET: 'not-an-origin',
      },
    });
    try {
      const csp = String(
        (await split.app.inject({ url: '/healthz' })).headers['content-security-policy'],
      );
      const connect = csp.split(';').find((part) => part.startsWith('connect-src'));
      expect(connect?.split(' ').sort()).toEqual(
        [
          'connect-src',
          "'self'",
          'https://koinonia.example',
          'wss://koinonia.example',
          'https://api.koinonia.example',
          'wss://api.koinonia.example',
          'https://chat.koinonia.example',
          'wss://chat.koinonia.example',
          'https://api.cloudinary.com',
          'wss://api.cloudinary.com',
        ].sort(),
      );
    } finally {
      await split.app.close();
    }
  });
});

describe('OpenAPI', () => {
  it('serves the generated document and the UI', async () => {
    const json = await t.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/sign-up/',
        '/api/auth/token/refresh/',
        '/api/users/profil/',
      ]),
    );
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    // Swagger UI gets the CSP it needs; framing is still refused.
    const uiCsp = String(ui.headers['content-security-policy']);
    expect(uiCsp).toContain("img-src 'self' data: validator.swagger.io");
    expect(uiCsp).not.toContain('upgrade-insecure-requests');
    expect(uiCsp).toContain("frame-ancestors 'none'");
  });
});

describe('the web app', () => {
  it('says how to build it when it is not built', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build');
  });

  it('serves index.html for app routes, without cache', async () => {
    for (const url of ['/', '/feed/home', '/auth/verify?token=abc']) {
      const response = await withWeb.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the light feed’s own page at /classic, not the app, without cache', async () => {
    for (const url of ['/classic', '/classic/', '/classic?from=menu', '/classic.html']) {
      const response = await withWeb.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<main id="classic">');
      expect(response.body).not.toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    // Only that address: a path under it is the app's (its not-found page).
    const under = await withWeb.app.inject({ url: '/classic/autre' });
    expect(under.body).toContain('<div id="root">');
  });

  it('serves hashed assets with a year of immutable cache, other files briefly', async () => {
    const asset = await withWeb.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toContain('javascript');
    const favicon = await withWeb.app.inject({ url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    // The service worker and the install manifest are revalidated at every load: a cached old
    // worker would keep an old version's precache (docs/adr/0019-pwa-and-offline.md).
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const response = await withWeb.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const missingAsset = await withWeb.app.inject({ url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json().code).toBe('not_found');
  });
});
