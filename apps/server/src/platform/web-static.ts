/**
 * Serves the built SPA (WEB_DIST_DIR) and answers every unknown path: the app's index.html
 * for app routes, a 404 JSON for /api, /ws and /media (media files: modules/media).
 * Text files are sent as the brotli or gzip copy the build made beside them when the request
 * accepts it (apps/web/scripts/precompress.mjs), with `Vary: Accept-Encoding`; media files
 * (images, sounds, fonts) have no such copy and always go out as they are, Range requests too.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { MESSAGES } from './errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';
// A missing hashed asset is a 404, never index.html served as JavaScript.
const NOT_SPA = /^\/(api|ws|media|assets)(\/|$)/;
// Revalidated at every load: the pages (the app's, the light feed's), the service worker (a stale one would keep an old
// version's precache) and the install manifest (docs/adr/0019-pwa-and-offline.md).
const REVALIDATED = new Set(['index.html', 'classic.html', 'sw.js', 'manifest.webmanifest']);
// The compressed copies of a file (the path setHeaders receives is the one sent).
const COMPRESSED_COPY = /\.(br|gz)$/;
/**
 * /classic is a page of its own, not a route of the SPA: the light feed's HTML with its small
 * script (docs/classic.md), served whole so that no byte of the app comes before it.
 */
const CLASSIC = /^\/classic\/?$/;

export async function registerWebStatic(app: FastifyInstance, config: Config): Promise<void> {
  const distDir = config.webDistDir;
  const hasDist = existsSync(path.join(distDir, 'index.html'));

  if (hasDist) {
    await app.register(fastifyStatic, {
      root: distDir,
      cacheControl: false,
      preCompressed: true,
      // Hashed bundles never change; index.html must always be revalidated.
      setHeaders(reply, filePath) {
        const relative = path.relative(distDir, filePath).replace(COMPRESSED_COPY, '');
        if (relative.startsWith(`assets${path.sep}`)) reply.header('cache-control', IMMUTABLE);
        else if (REVALIDATED.has(relative)) reply.header('cache-control', 'no-cache');
        else reply.header('cache-control', SHORT);
      },
    });
  } else {
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send('Koinonia API is running. The web app is not built yet: run `npm run build`.\n'),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      hasDist &&
      isPage &&
      CLASSIC.test(urlPath) &&
      existsSync(path.join(distDir, 'classic.html'))
    ) {
      return reply.header('cache-control', 'no-cache').sendFile('classic.html', distDir);
    }
    if (hasDist && isPage && !NOT_SPA.test(urlPath)) {
      // History fallback: the SPA's router decides what this path shows.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir);
    }
    return reply.status(404).send({ error: MESSAGES.notFound, code: 'not_found' });
  });
}
