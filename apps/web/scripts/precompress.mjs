// Brotli and gzip copies of every text file of dist/, made once at build so the
// server sends them by content negotiation (@fastify/static `preCompressed`, see
// apps/server/src/platform/web-static.ts) instead of compressing on every request.
// Media (images, sounds, fonts: already compressed, and read with Range requests) get none,
// and a copy is kept only when it is smaller than the file itself.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map|wasm)$/;
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    // .vite/ holds the build manifest: the server never serves it.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(file);
    } else if (TEXT.test(entry.name)) yield file;
  }
}

let original = 0;
let brotli = 0;
let gzip = 0;
let count = 0;
for (const file of files(dist)) {
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
  if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
  original += bytes.length;
  brotli += Math.min(br.length, bytes.length);
  gzip += Math.min(gz.length, bytes.length);
  count += 1;
}

const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `precompress: ${count} text files of ${relative(process.cwd(), dist) || 'dist'}: ` +
    `${kb(original)} → ${kb(brotli)} brotli, ${kb(gzip)} gzip, written beside each file`,
);
