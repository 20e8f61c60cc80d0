/**
 * The album grid of 200 photos: bytes and requests of its first screen (docs/performance.md,
 * "The album grid").
 *
 * The real app (server-under-test.ts: embedded PGlite unless BENCH_DATABASE_URL, the built web
 * app served by the server itself) with one member, who makes an album and adds 200 photos
 * through the API (`POST /api/albums/`, then `POST /api/albums/{id}/items/`, multipart, 15 files
 * a request). The photos are made at bench time with sharp: 3000×2000 JPEGs of gradients and
 * noise of varied strength, so that they weigh as phone photos do (a few hundred KB to a few
 * MB each).
 *
 * Then `/feed/albums/{id}` in Chromium (playwright-core, /usr/bin/chromium), signed in as the
 * app is (its token in local storage), at 390×844 DPR 3 (a phone) and 1366×768 DPR 1, each in a
 * fresh context (nothing cached): the network idle without scrolling, the requests and the
 * bytes on the wire (CDP `Network.loadingFinished` encodedDataLength: headers and body as
 * transferred) counted, all, images only and the API's. In the same run, the bare limit: what
 * the first screen would cost with the originals of the tiles it shows (the sum of their
 * uploaded sizes), and with every original of the album (what a grid without copies nor lazy
 * loading would fetch). Then the page is scrolled to the bottom once and, the network idle
 * again, the bytes counted again.
 *
 * Usage: `npm run bench:album-grid` (builds the web app first). BENCH_ALBUM_PHOTOS=200 sets
 * the album's size.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import sharp from 'sharp';
import { createAccessTokens } from '../apps/server/src/platform/access-token.ts';
import { start } from './harness.ts';
import { BENCH_JWT_SECRET } from './seed.ts';

const PHOTOS = Number(process.env.BENCH_ALBUM_PHOTOS ?? 200);
const FILES_PER_REQUEST = 15;
const WIDTH = 3000;
const HEIGHT = 2000;
const WEB_INDEX = new URL('../apps/web/dist/index.html', import.meta.url);
// apps/web/src/shared/constants.ts, STORAGE_KEYS: the app reads its session from there.
const ACCESS_KEY = 'access_token';
const VIEWPORTS = [
  { name: '390×844, DPR 3', width: 390, height: 844, scale: 3, mobile: true },
  { name: '1366×768, DPR 1', width: 1366, height: 768, scale: 1, mobile: false },
];

if (!existsSync(WEB_INDEX)) {
  throw new Error(
    `${WEB_INDEX.pathname} is missing: build the web app first (npm run build), ` +
      'or run `npm run bench:album-grid` from the root, which does',
  );
}

const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/.*load average: /, '');
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A deterministic pseudo-random sequence (mulberry32), so every run makes the same photos. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Grain to draw from (uniform, −0.5 to 0.5): a prime length, so rows do not repeat it. */
const NOISE = Float32Array.from({ length: 1_048_573 }, random(7));

/**
 * Photo `n`: a coarse field of random colours enlarged smoothly (the scene), with per-pixel
 * noise whose strength varies from photo to photo (the sensor's grain: what makes a phone
 * photo weigh), as a JPEG of quality 88.
 */
async function photo(n: number): Promise<Buffer> {
  const next = random(n + 1);
  const cells = 8 + Math.floor(next() * 24);
  const coarse = Buffer.alloc(cells * Math.round((cells * 2) / 3) * 3);
  for (let i = 0; i < coarse.length; i += 1) coarse[i] = Math.floor(next() * 256);
  const scene = await sharp(coarse, {
    raw: { width: cells, height: Math.round((cells * 2) / 3), channels: 3 },
  })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  const grain = 4 + next() * 56;
  const offset = Math.floor(next() * NOISE.length);
  for (let i = 0; i < scene.length; i += 1) {
    const value = (scene[i] as number) + (NOISE[(i * 7 + offset) % NOISE.length] as number) * grain;
    scene[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return sharp(scene, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Item {
  id: string;
  url: string;
}

console.log(
  `Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
);
const loadAtStart = load();
console.log(`Load average at start: ${loadAtStart}`);

const app = await start('./server-under-test.ts', { BENCH_MEMBERS: '1' });
const base = `http://127.0.0.1:${app.port}`;
const memberId = (app.info.ids as string[])[0];
if (!memberId) throw new Error('the server seeded no member');
const token = await createAccessTokens(BENCH_JWT_SECRET).sign(memberId);
const headers = { authorization: `Bearer ${token}` };
console.log(`Koinonia on ${String(app.info.database)} at ${base}`);

const album = await json<{ id: string }>(
  await fetch(`${base}/api/albums/`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Pèlerinage à Vézelay', audience: 'friends' }),
  }),
);

/** Each item's uploaded size (its original, as the phone made it), by item id. */
const originalOf = new Map<string, number>();
const madeAt = Date.now();
let uploadMs = 0;
for (let first = 0; first < PHOTOS; first += FILES_PER_REQUEST) {
  const form = new FormData();
  const sizes: number[] = [];
  for (let n = first; n < Math.min(PHOTOS, first + FILES_PER_REQUEST); n += 1) {
    const bytes = await photo(n);
    sizes.push(bytes.length);
    form.append('files', new Blob([bytes], { type: 'image/jpeg' }), `IMG_${1000 + n}.jpg`);
  }
  const sentAt = Date.now();
  const added = await json<Item[] | { items: Item[] }>(
    await fetch(`${base}/api/albums/${album.id}/items/`, { method: 'POST', headers, body: form }),
  );
  uploadMs += Date.now() - sentAt;
  const items = Array.isArray(added) ? added : added.items;
  if (items.length !== sizes.length) throw new Error(`${sizes.length} sent, ${items.length} added`);
  items.forEach((item, i) => originalOf.set(item.id, sizes[i] as number));
  process.stdout.write(`\r${originalOf.size}/${PHOTOS} photos added`);
}
const originals = [...originalOf.values()];
const allOriginals = originals.reduce((sum, n) => sum + n, 0);
console.log(
  `\n${PHOTOS} photos of ${WIDTH}×${HEIGHT} made and added in ` +
    `${((Date.now() - madeAt) / 1000).toFixed(0)} s (uploads ${(uploadMs / 1000).toFixed(0)} s): ` +
    `${mb(allOriginals)} of originals, ${kb(Math.min(...originals))} to ` +
    `${kb(Math.max(...originals))}, median ${kb([...originals].sort((a, b) => a - b)[Math.floor(originals.length / 2)] as number)}`,
);

/** Every item's signed address (its path, without the query), to find a tile's item. */
const itemOfPath = new Map<string, string>();
let cursor: string | null = '';
while (cursor !== null) {
  const page: { results: Item[]; next: string | null } = await json(
    await fetch(
      `${base}/api/albums/${album.id}/items/?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { headers },
    ),
  );
  for (const item of page.results) itemOfPath.set(item.url.split('?')[0] as string, item.id);
  cursor = page.next;
}
if (itemOfPath.size !== PHOTOS) throw new Error(`the album lists ${itemOfPath.size} items`);

interface Tally {
  requests: number;
  bytes: number;
  imageRequests: number;
  imageBytes: number;
  apiRequests: number;
  apiBytes: number;
  failed: number;
}

/** Counts every request of the page as it ends, with the bytes it moved on the wire. */
function tally(session: CDPSession): Tally {
  const seen = new Map<string, { url: string; type: string }>();
  const counts: Tally = {
    requests: 0,
    bytes: 0,
    imageRequests: 0,
    imageBytes: 0,
    apiRequests: 0,
    apiBytes: 0,
    failed: 0,
  };
  session.on('Network.requestWillBeSent', (event) => {
    seen.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other' });
  });
  session.on('Network.loadingFinished', (event) => {
    const request = seen.get(event.requestId);
    if (!request || request.url.startsWith('data:')) return;
    counts.requests += 1;
    counts.bytes += event.encodedDataLength;
    if (request.type === 'Image') {
      counts.imageRequests += 1;
      counts.imageBytes += event.encodedDataLength;
    }
    if (new URL(request.url).pathname.startsWith('/api/')) {
      counts.apiRequests += 1;
      counts.apiBytes += event.encodedDataLength;
    }
  });
  session.on('Network.loadingFailed', () => {
    counts.failed += 1;
  });
  return counts;
}

// What runs in the page is written as text: the bench's TypeScript has no DOM types.
const TILES = `[...document.querySelectorAll('.album-tile-open img')]`;

/** The tiles' photos on screen (any part of them inside the viewport), by their address. */
function visibleTiles(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(
    `${TILES}.filter((img) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    }).map((img) => img.getAttribute('src') ?? '')`,
  );
}

interface Result {
  viewport: string;
  first: Tally;
  tiles: number;
  tilesInDom: number;
  visibleOriginals: number;
  photosLoaded: number;
  afterScroll: Tally;
  tilesAfterScroll: number;
  idleMs: number;
}

async function measureViewport(
  browser: Browser,
  viewport: (typeof VIEWPORTS)[number],
): Promise<Result> {
  const context = await browser.newContext({
    baseURL: base,
    locale: 'fr-FR',
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.scale,
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
  });
  await context.addInitScript({
    content: `localStorage.setItem(${JSON.stringify(ACCESS_KEY)}, ${JSON.stringify(token)});`,
  });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  const counts = tally(session);
  const openedAt = Date.now();
  await page.goto(`/feed/albums/${album.id}`, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.locator('.album-tile-open img').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const idleMs = Date.now() - openedAt;
  if (new URL(page.url()).pathname !== `/feed/albums/${album.id}`) {
    throw new Error(`${viewport.name}: ended on ${page.url()}`);
  }
  const first = { ...counts };
  const onScreen = await visibleTiles(page);
  const tilesInDom = await page.locator('.album-tile-open img').count();
  const photosLoaded = await page.evaluate<number>(
    `${TILES}.filter((img) => img.complete && img.naturalWidth > 0).length`,
  );
  let visibleOriginals = 0;
  for (const src of onScreen) {
    const id = itemOfPath.get(src.split('?')[0] as string);
    if (!id) throw new Error(`a tile shows ${src}, no item of the album`);
    visibleOriginals += originalOf.get(id) ?? 0;
  }
  await page.evaluate('scrollTo(0, document.documentElement.scrollHeight)');
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const tilesAfterScroll = await page.locator('.album-tile-open img').count();
  const afterScroll = { ...counts };
  await context.close();
  return {
    viewport: viewport.name,
    first,
    tiles: onScreen.length,
    tilesInDom,
    visibleOriginals,
    photosLoaded,
    afterScroll,
    tilesAfterScroll,
    idleMs,
  };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const results: Result[] = [];
try {
  // One unmeasured visit first: the server's code compiled, PGlite's queries prepared.
  await measureViewport(browser, VIEWPORTS[1] as (typeof VIEWPORTS)[number]);
  for (const viewport of VIEWPORTS) results.push(await measureViewport(browser, viewport));
} finally {
  await browser.close();
  app.process.send('stop');
}

const loadAtEnd = load();
const ratioOf = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;
console.log(`\nLoad average ${loadAtStart} → ${loadAtEnd}\n`);
console.log(
  '| viewport | first screen: requests, bytes | images: requests, bytes | API: requests, bytes | ' +
    'tiles on screen / in the page / photos loaded | originals of the tiles on screen | vs | ' +
    `all ${PHOTOS} originals | vs | after one scroll to the bottom: requests, bytes (images) | tiles then |`,
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  console.log(
    `| ${r.viewport} | ${r.first.requests}, ${kb(r.first.bytes)} | ` +
      `${r.first.imageRequests}, ${kb(r.first.imageBytes)} | ${r.first.apiRequests}, ${kb(r.first.apiBytes)} | ` +
      `${r.tiles} / ${r.tilesInDom} / ${r.photosLoaded} | ${mb(r.visibleOriginals)} | ` +
      `${ratioOf(r.first.bytes, r.visibleOriginals)} | ${mb(allOriginals)} | ` +
      `${ratioOf(r.first.bytes, allOriginals)} | ${r.afterScroll.requests}, ` +
      `${kb(r.afterScroll.bytes)} (${kb(r.afterScroll.imageBytes)}) | ${r.tilesAfterScroll} |`,
  );
  if (r.first.failed || r.afterScroll.failed)
    console.log(`  ${r.afterScroll.failed} requests failed (cancelled or refused)`);
  console.log(`  network idle ${(r.idleMs / 1000).toFixed(1)} s after opening`);
}
