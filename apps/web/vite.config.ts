import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { FIRST_SCREEN_PAGES } from './src/app/first-screen-pages.ts';

const backend = process.env.KOINONIA_BACKEND ?? 'http://localhost:3000';

const TESTS = 'src/**/*.test.{ts,tsx}';
/** The test files that replace a module with `vi.mock`: they run isolated (see `test`). */
const MOCKING_TESTS = readdirSync(new URL('src', import.meta.url), { recursive: true })
  .map((file) => `src/${String(file)}`)
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(new URL(file, import.meta.url), 'utf8').includes('vi.mock('));

interface AstNode {
  type: string;
  start: number;
  [key: string]: unknown;
}

/**
 * The contracts' modules only declare: their top-level constants are zod schemas built by
 * calls (`z.object(…)`, `lineText(…).max(…)`) that the bundler must otherwise keep, since a call
 * might do something. So a page that takes one constant from a module (`PUBLICATION_MAX_PHOTOS`,
 * `ACCEPTED_IMAGE_TYPES`) loaded every schema of it, and zod (25 KB gzip) with them (ADR
 * 0010). This marks each call in a top-level `const` of `packages/contracts/src` as pure (a
 * `@__PURE__` annotation): a schema nobody uses is dropped, one that is used is kept as it was.
 * Build only: tests and the dev server run the contracts as written.
 */
function pureContracts(): Plugin {
  return {
    name: 'koinonia:pure-contracts',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('/packages/contracts/src/')) return null;
      const positions = new Set<number>();
      const visit = (value: unknown): void => {
        if (Array.isArray(value)) return value.forEach(visit);
        if (!value || typeof value !== 'object') return;
        const node = value as AstNode;
        // What a function does runs when it is called, not when the module loads.
        if (/Function|Class/.test(node.type)) return;
        if (node.type === 'CallExpression' || node.type === 'NewExpression') {
          positions.add(node.start);
        }
        for (const child of Object.values(node)) visit(child);
      };
      for (const statement of this.parse(code).body as unknown as AstNode[]) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if ((declaration as AstNode | null)?.type === 'VariableDeclaration') visit(declaration);
      }
      if (positions.size === 0) return null;
      let annotated = code;
      for (const position of [...positions].sort((a, b) => b - a)) {
        annotated = `${annotated.slice(0, position)}/* @__PURE__ */ ${annotated.slice(position)}`;
      }
      return { code: annotated, map: null };
    },
  };
}

/** The app's page (index.html), as opposed to the light feed's (classic.html). */
const isAppPage = (htmlPath: string) => !htmlPath.endsWith('/classic.html');

/**
 * The light feed (docs/classic.md): `/classic` is its own page, `classic.html`, a second
 * input of the build with its own small script. The dev and preview servers answer the
 * address with it, as the server does (apps/server/src/platform/web-static.ts).
 */
function classicPage(): Plugin {
  const rewrite = (request: { url?: string }, _response: unknown, next: () => void) => {
    if (request.url && /^\/classic\/?(\?|$)/.test(request.url)) {
      request.url = request.url.replace(/^\/classic\/?/, '/classic.html');
    }
    next();
  };
  return {
    name: 'koinonia:classic-page',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/** A feature's front doors (ADR 0002): files that only re-export. */
const FRONT_DOOR = /\/src\/features\/([^/]+)\/\1\.(public|ui|urls)\.ts$/;

/** The modules a guest's pages load: the entry, the landing page, the auth pages and layouts. */
const GUEST_PAGES =
  /\/src\/(features\/(landing\/|auth\/(pages|layouts)\/)|app\/layout\/PublicLayout)/;

/**
 * The pages a guest reads in the public frame that the signed-in layout also shows (the news:
 * `publicOrMember` routes), with their loaders and that frame.
 */
const READER_PAGES =
  /\/src\/(features\/news\/(BlogsPage|ArticlePage|news\.loaders)\.tsx?$|app\/layout\/PublicOrMemberLayout)/;

/**
 * The signed-in layout's chunk (ADR 0010): every module the layout imports, directly or
 * not, that no guest's page needs. A signed-in page's chunk imports them from it (loaded beside
 * it) instead of carrying its own copies, as the inlining of small common chunks (below) made
 * it: /feed/home loaded 23 KB of source twice, /profile/feed 43 KB. What a guest's page needs
 * too stays out, or /landing would load the layout.
 *
 * Of those modules, the ones the news' reader pages need too (react-query, the responsive
 * image, the avatar…) form a chunk of their own, `ReaderShell`, that the layout's chunk
 * imports: a guest reading the news loads it and not the layout's menus, bell and socket
 * (docs/performance.md, "The news as a guest"). A signed-in page loads both, the same bytes.
 */
function signedInShell() {
  const layout = fileURLToPath(new URL('./src/app/layout/DefaultLayout.tsx', import.meta.url));
  const captured = new Set<string>();
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'koinonia:signed-in-shell',
    apply: 'build',
    buildEnd() {
      const closure = (from: string[]) => {
        const found = new Set<string>();
        const stack = [...from];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (found.has(id)) continue;
          found.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      const guests = closure(
        [...this.getModuleIds()].filter(
          (id) => this.getModuleInfo(id)?.isEntry || GUEST_PAGES.test(id),
        ),
      );
      const readers = closure([...this.getModuleIds()].filter((id) => READER_PAGES.test(id)));
      for (const id of closure([layout])) {
        if (guests.has(id)) continue;
        (readers.has(id) ? shared : captured).add(id);
      }
    },
    // The group's files, named for public/boot.js: a signed-in member's browser asks for them
    // as soon as the splash screen has painted, beside the entry, not after it.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!isAppPage(context.path)) return;
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === 'DefaultLayout',
        );
        if (chunk?.type !== 'chunk') return;
        const reader = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === 'ReaderShell',
        );
        // The member features' manifests (ADR 0023): the router asks for them before any
        // signed-in page, beside the layout.
        const members = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === 'member-features',
        );
        const files = [
          chunk.fileName,
          ...(reader ? [reader.fileName] : []),
          ...(members ? [members.fileName] : []),
          ...(chunk.viteMetadata?.importedCss ?? []),
        ];
        return [
          {
            tag: 'meta',
            attrs: {
              name: 'koinonia-signed-in-shell',
              content: files.map((file) => `/${file}`).join(' '),
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
  return {
    plugin,
    test: (id: string) => captured.has(id),
    readerTest: (id: string) => shared.has(id),
  };
}

const shell = signedInShell();

/**
 * The files of each page of `FIRST_SCREEN_PAGES` (src/app/first-screen-pages.ts), named for
 * public/boot.js in `<meta name="koinonia-page-chunks" data-path="…" content="…">`, with
 * `data-member` for a member's page and `data-answers` for its first answers: the browser asks for them as soon as the splash screen has painted, beside the
 * entry, instead of once the entry has run and the router has matched the page
 * (docs/performance.md, "The news as a guest" and "Lighthouse"; ADR 0011 does the same for the
 * signed-in layout). On a member's page that is also after the member features' chunk (ADR 0023),
 * which the router loads before it can match the page.
 */
function pageChunks(): Plugin {
  return {
    name: 'koinonia:page-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!isAppPage(context.path)) return;
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output) => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const staticClosure = (from: string[]) => {
          const found = new Set<string>();
          const stack = [...from];
          while (stack.length > 0) {
            const file = stack.pop() as string;
            if (found.has(file)) continue;
            found.add(file);
            stack.push(...(byFile.get(file)?.imports ?? []));
          }
          return found;
        };
        const entry = staticClosure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        // What public/boot.js already asks for a member: the signed-in layout's files.
        const shell = staticClosure(
          chunks
            .filter((c) => ['DefaultLayout', 'ReaderShell', 'member-features'].includes(c.name))
            .map((c) => c.fileName),
        );
        return FIRST_SCREEN_PAGES.map((route) => {
          const roots = chunks
            .filter((chunk) =>
              chunk.moduleIds.some((id) => route.modules.some((m) => id.endsWith(`/src/${m}`))),
            )
            .map((chunk) => chunk.fileName);
          const files = [...staticClosure(roots)].filter(
            (file) => !entry.has(file) && !(route.member && shell.has(file)),
          );
          const css = files.flatMap((file) => [
            ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
          ]);
          return {
            tag: 'meta',
            attrs: {
              name: 'koinonia-page-chunks',
              'data-path': route.path,
              ...(route.member ? { 'data-member': '' } : {}),
              ...(route.answers ? { 'data-answers': route.answers.join(' ') } : {}),
              content: [...files, ...css].map((file) => `/${file}`).join(' '),
            },
            injectTo: 'head-prepend' as const,
          };
        });
      },
    },
  };
}

/**
 * This build's id: `KOINONIA_BUILD_ID` when the deploy names it, else the time of the build. The
 * page carries it (`<meta name="koinonia-build">`, `__KOINONIA_BUILD__`): a changed index.html
 * changes the service worker's precache list, so an open tab learns of the new version
 * (docs/adr/0019-pwa-and-offline.md), and a tab reloads once per build after a chunk load error.
 */
const BUILD_ID = process.env.KOINONIA_BUILD_ID ?? new Date().toISOString();

function buildIdMeta(): Plugin {
  return {
    name: 'koinonia:build-id',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'koinonia-build', content: BUILD_ID }, injectTo: 'head' },
    ],
  };
}

/**
 * The one service worker (src/pwa/sw.ts, docs/adr/0019-pwa-and-offline.md), built in
 * `injectManifest` mode: Workbox only writes the precache list into it. The manifest is
 * public/manifest.webmanifest; the page registers the worker itself (src/shared/offline).
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/pwa',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    // The app shell: the page, every script, style and font of the build, the icons and sounds.
    globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest,wav}'],
    globIgnores: ['**/*.map', 'sw.js'],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  },
});

export default defineConfig({
  define: { __KOINONIA_BUILD__: JSON.stringify(BUILD_ID) },
  plugins: [
    react(),
    pureContracts(),
    shell.plugin,
    pageChunks(),
    classicPage(),
    buildIdMeta(),
    serviceWorker,
  ],
  // The texts' JSON files are imported whole (`import fr from './x.fr.json'`): without a named
  // export per key, each is one object. The entry holds the manifests' nav labels: 0.2 KB gzip
  // less there (the budget of ADR 0010), and less in every page's chunk.
  json: { namedExports: false },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': backend,
      '/media': backend,
      '/ws': { target: backend, ws: true },
    },
  },
  build: {
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // The app, and the light feed's page of its own (classicPage above).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        classic: fileURLToPath(new URL('./classic.html', import.meta.url)),
      },
      // Fewer files before a page's first paint (ADR 0010): the common chunks under 12 KB of
      // source (a query hook, a path helper, a texts file) are copied into the chunks that use
      // them instead of each being one more request. /feed/home went from 50 script files to
      // 15 for 5 KB more; on a phone's HTTP/1.1, six requests at a time, that was a second of
      // round trips. The option turns on strictExecutionOrder (modules run in source order
      // whichever chunk holds them) and needs the entry's exports left free to change. The
      // signed-in layout's group (above) is captured without its dependencies: those the entry
      // holds stay in it.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            // React, its DOM renderer and the router: one chunk, which the entry imports and
            // every lazy chunk takes them from (ADR 0023). Left to the bundler, the modules the
            // member features' manifests share with the entry (the router's utilities, the
            // preload helper) became two small chunks more on every page's first screen.
            {
              name: 'framework',
              test: /\/node_modules\/(react|react-dom|react-router|scheduler)\/|preload-helper/,
            },
            { name: 'DefaultLayout', test: shell.test, includeDependenciesRecursively: false },
            {
              name: 'ReaderShell',
              test: shell.readerTest,
              includeDependenciesRecursively: false,
            },
          ],
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
        },
      },
      treeshake: {
        // The contracts' modules only declare (constants, zod schemas, helpers): a page that
        // takes a constant or a helper from them does not need the other modules' schemas,
        // nor zod when what it takes is zod-free (with pureContracts above). The icons' modules
        // only declare too (scripts/generate-icons.mjs): a chunk keeps the icons it draws. A
        // feature's front doors (<name>.public.ts, .ui.ts, .urls.ts) only re-export or declare: a chunk
        // that takes one thing through a door does not load the rest behind it (ADR 0002).
        moduleSideEffects: (id: string) =>
          !id.includes('/packages/contracts/src/') &&
          !/\/shared\/ui\/icons[-./]/.test(id) &&
          !FRONT_DOOR.test(id),
      },
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Most files share their worker's modules and page (`isolate: false`): a fresh page and
    // React per file was three quarters of the suite's time (docs/testing.md). A file that
    // replaces a module (`vi.mock`) runs isolated, so its stand-in never reaches another file.
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: [TESTS], exclude: MOCKING_TESTS, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING_TESTS } },
    ],
  },
});
