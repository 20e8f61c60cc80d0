// Bundle budget (ADR 0001): the JavaScript that /landing loads and the
// JavaScript that /auth/sign-in loads must each stay under 120 KB gzip.
// Reads dist/.vite/manifest.json and, for each route, sums the gzip size of the
// entry chunk, the route's lazy chunks, everything they import statically
// (transitively): the JavaScript a first visit loads before the page's first paint.
// Exits 1 when a budget is broken. The signed-in pages of `npm run bench:lighthouse` are
// reported beside them, without a budget (ADR 0010; docs/performance.md).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const LAYOUT = 'src/app/layout/DefaultLayout.tsx';
const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

/** Lazy chunks each route loads, by source path (see src/app/routes.tsx). */
const ROUTES = {
  '/landing': ['src/features/landing/LandingPage.tsx'],
  '/auth/sign-in': [
    'src/features/auth/layouts/AuthCardLayout.tsx',
    'src/features/auth/pages/SignInPage.tsx',
  ],
};

/** The signed-in pages measured by Lighthouse: reported, no budget. */
// A signed-in page loads the member features' manifests too (ADR 0023), beside the layout.
const MEMBER_FEATURES = 'src/app/member-features.ts';
const REPORTED = {
  '/feed/home': [LAYOUT, MEMBER_FEATURES, 'src/features/feed/HomePage.tsx'],
  '/messaging': [LAYOUT, MEMBER_FEATURES, 'src/features/messaging/MessagingPage.tsx'],
  '/profile/feed': [
    LAYOUT,
    MEMBER_FEATURES,
    'src/features/profile/ProfileLayout.tsx',
    'src/features/publications/OwnFeedTab.tsx',
  ],
};

// The app's entry (index.html); the light feed's page (classic.html) is the build's other one.
const entryKey = 'index.html';
if (!manifest[entryKey]?.isEntry) {
  console.error('bundle budget: no entry chunk for index.html in the manifest');
  process.exit(1);
}

function chunkKey(source) {
  if (manifest[source]) return source;
  // A lazy module merged with others (vite.config.ts, codeSplitting) has a chunk of its name.
  const name = source.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  const merged = Object.keys(manifest).filter((key) => manifest[key].name === name);
  if (merged.length === 1) return merged[0];
  console.error(`bundle budget: ${source} is not a chunk of the build (was it renamed?)`);
  process.exit(1);
}

function collect(key, seen) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) collect(imported, seen);
}

const sizes = new Map();
function gzipKb(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(new URL(file, dist));
    sizes.set(file, gzipSync(bytes, { level: 9 }).length / 1024);
  }
  return sizes.get(file);
}

/** The JavaScript files a route loads before its first paint, and their gzip total. */
function routeScripts(lazyChunks) {
  const keys = new Set();
  collect(entryKey, keys);
  for (const source of lazyChunks) collect(chunkKey(source), keys);
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  return { files, total: files.reduce((sum, file) => sum + gzipKb(file), 0) };
}

let failed = false;
for (const [route, lazyChunks] of Object.entries(ROUTES)) {
  const { files, total } = routeScripts(lazyChunks);
  const ok = total <= BUDGET_KB;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${route}: ${total.toFixed(1)} KB gzip of JavaScript (budget ${BUDGET_KB} KB)`,
  );
  for (const file of files.sort((a, b) => gzipKb(b) - gzipKb(a))) {
    console.log(`       ${gzipKb(file).toFixed(1).padStart(6)} KB  ${file}`);
  }
}

for (const [route, lazyChunks] of Object.entries(REPORTED)) {
  const { files, total } = routeScripts(lazyChunks);
  console.log(
    `     ${route}: ${total.toFixed(1)} KB gzip of JavaScript before its first paint (${files.length} files)`,
  );
}

// The news as a guest reads it (docs/performance.md, "The news as a guest"): the reader pages
// load the modules they share with the signed-in layout from its `ReaderShell` chunk, never the
// layout's own chunk (its menus, bell and socket: 14 KB gzip and a long task for nothing a guest
// sees; vite.config.ts, READER_PAGES).
const READERS = {
  '/blogs': ['src/features/news/BlogsPage.tsx'],
  '/blogs/{blogId}': ['src/features/news/ArticlePage.tsx'],
};
const layoutFile = manifest[chunkKey(LAYOUT)].file;
for (const [route, pageChunks] of Object.entries(READERS)) {
  const { files, total } = routeScripts([
    'src/app/layout/PublicOrMemberLayout.tsx',
    'src/features/news/news.loaders.ts',
    ...pageChunks,
  ]);
  const ok = !files.includes(layoutFile);
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${route} (a guest): ${total.toFixed(1)} KB gzip of JavaScript (${files.length} files), ${ok ? 'without' : 'WITH'} the signed-in layout's chunk`,
  );
}

// What the signed-in layout mounts after the first paint on every page (the right column, the
// chat dock) must not bring zod: 82 KB of code to run on the phone while the member starts to
// read, for nothing these show. It once came with the right column through a constant of
// @koinonia/contracts' events module (now in a zod-free module).
const ZOD_CORE = /[`"]\$ZodType[`"]/;
for (const source of [
  'src/features/discover/ContextColumn.tsx',
  'src/features/messaging/ChatDock.tsx',
]) {
  const keys = new Set();
  collect(chunkKey(source), keys);
  const withZod = [...keys]
    .map((key) => manifest[key].file)
    .filter(
      (file) => file.endsWith('.js') && ZOD_CORE.test(readFileSync(new URL(file, dist), 'utf8')),
    );
  if (withZod.length > 0) {
    failed = true;
    console.error(`FAIL ${source} loads zod after the first paint (${withZod.join(', ')})`);
  } else console.log(`ok   ${source}: no zod after the first paint`);
}

// The light feed (/classic, docs/classic.md): its own page and script, for old phones and slow
// connections. Everything it loads before its first paint (the HTML's scripts and what they
// import) stays under 50 KB gzip, and none of it is a file of the app's entry (React, the
// router, the app's chunks).
const CLASSIC_BUDGET_KB = 50;
const CLASSIC = 'classic.html';
if (!manifest[CLASSIC]?.isEntry) {
  failed = true;
  console.error('FAIL /classic: classic.html is not an entry of the build (vite.config.ts)');
} else {
  const classicKeys = new Set();
  collect(CLASSIC, classicKeys);
  const appKeys = new Set();
  collect(entryKey, appKeys);
  const files = [...classicKeys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'));
  const bootKb = gzipKb('boot.js');
  const total = files.reduce((sum, file) => sum + gzipKb(file), 0) + bootKb;
  // The bundler's own runtime (a few hundred bytes) is the one file both may load.
  const shared = [...classicKeys].filter(
    (key) => appKeys.has(key) && !/rolldown-runtime/.test(manifest[key].file),
  );
  const ok = total <= CLASSIC_BUDGET_KB && shared.length === 0;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} /classic: ${total.toFixed(1)} KB gzip of JavaScript (budget ${CLASSIC_BUDGET_KB} KB)${shared.length > 0 ? `, sharing the app's ${shared.join(', ')}` : ''}`,
  );
  for (const file of [...files, 'boot.js'].sort((a, b) => gzipKb(b) - gzipKb(a))) {
    console.log(`       ${gzipKb(file).toFixed(1).padStart(6)} KB  ${file}`);
  }
}

if (failed) {
  console.error(
    `bundle budget broken: see the FAIL lines above (pages under ${BUDGET_KB} KB gzip, /classic under ${CLASSIC_BUDGET_KB} KB and apart from the app, no zod after the first paint, no signed-in layout for a guest's news).`,
  );
  process.exit(1);
}
