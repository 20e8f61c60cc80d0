// The installable app's icons (public/manifest.webmanifest, index.html), drawn from
// public/favicon.svg with sharp: 192 and 512 px for the manifest, a maskable 512 px one (full
// bleed, the mark inside the central safe zone, so that Android's round or squircle masks
// never cut it), and the 180 px apple-touch-icon (opaque: iOS fills
// transparency with black). Run: node scripts/generate-app-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const outDir = new URL('icons/', publicDir);
mkdirSync(outDir, { recursive: true });
const svg = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
// The mark without its rounded tile: the tile's corners are the maskable icon's background.
const square = svg.replace('rx="16"', 'rx="0"');
const BACKGROUND = '#a8492a';

const render = (source, size) =>
  sharp(Buffer.from(source), { density: 72 * (size / 64) * 2 }).resize(size, size);

await render(svg, 192).png().toFile(new URL('icon-192.png', outDir).pathname);
await render(svg, 512).png().toFile(new URL('icon-512.png', outDir).pathname);
await render(square, 180)
  .flatten({ background: BACKGROUND })
  .png()
  .toFile(new URL('apple-touch-icon.png', outDir).pathname);

// Maskable: the mark reaches 32 % of the size from the centre, inside the 40 % safe zone:
// the full-bleed square of the gradient is kept whole by every mask.
await render(square, 512).png().toFile(new URL('maskable-512.png', outDir).pathname);
console.log(
  'Wrote public/icons/: icon-192.png, icon-512.png, maskable-512.png, apple-touch-icon.png',
);
