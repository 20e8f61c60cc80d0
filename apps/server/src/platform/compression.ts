/**
 * On-the-fly compression of the API's JSON answers: brotli or gzip as the
 * request's Accept-Encoding prefers, above 1 KB (below, the headers outweigh the saving).
 * Only routes under /api are compressed: the web app's files are compressed once at build and
 * sent as they are (web-static.ts, `preCompressed`), media files are images and videos that
 * are compressed already and read with Range requests, and websocket upgrades are no answers.
 * Registered before every route: the plugin decides per route when the route is added.
 */
import compress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go out as they are. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // This hook runs before the plugin's own `onRoute` (hooks run in the order they were added),
  // so the plugin sees `compress: false` on every route outside /api.
  app.addHook('onRoute', (route: RouteOptions & { websocket?: boolean }) => {
    const api = route.url.startsWith('/api/') && !route.websocket;
    if (!api && route.compress === undefined) route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // mime-db's list still applies besides these (text, JS and the like under /api/docs).
    customTypes: JSON_TYPE,
    // Brotli's default quality (11) costs ~10× the CPU of 4 for a few percent less.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies stay plain JSON: nothing here sends compressed bodies.
    globalDecompression: false,
  });
}
