// Boundaries of the web app (docs/adr/0002-web-features-and-boundaries.md), checked by
// `npm run lint` (and so `npm test`):
//   app       the router, layouts and the feature list: reads the manifests, the features'
//             front doors, and lazily the chunks it mounts (right column, chat dock)
//   features  one folder per domain: import shared, and another feature only through its
//             front doors, <name>.public.ts, .ui.ts and .urls.ts (never in a loop, never app)
//   shared    api client, form and photo kits, profile page frame, people texts and paths, ui
//             kit, format helpers: imports no feature and no app
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module imports itself back, directly or around a loop.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-feature-loop',
      severity: 'error',
      comment:
        'No feature imports a feature that imports it back, directly or around a loop ' +
        '(folder level: features/a → features/b → features/a).',
      scope: 'folder',
      from: { path: '^src/features/[^/]+$' },
      to: { path: '^src/features/[^/]+$', circular: true },
    },
    {
      name: 'shared-imports-no-feature',
      severity: 'error',
      comment: 'src/shared is the bottom layer: it imports no feature and nothing of src/app.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(features|app)/' },
    },
    {
      name: 'features-import-no-app',
      severity: 'error',
      comment: 'The app composes the features; a feature never reaches back into it.',
      from: { path: '^src/features/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'feature-manifest-is-the-app-surface',
      severity: 'error',
      comment:
        'A <name>.feature.ts is read by src/app only; another feature uses what the feature ' +
        'exports through its front doors, never its manifest.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/[^/]+\\.feature\\.tsx?$', pathNot: '^src/features/$1/' },
    },
    {
      name: 'feature-through-front-doors',
      severity: 'error',
      comment:
        'Another feature is reached only through its front doors: <name>.public.ts (queries, ' +
        'hooks, types), <name>.ui.ts (components) and <name>.urls.ts (the addresses a route ' +
        'loader asks for early). Its other files are its own (ADR 0002).',
      from: { path: '^src/features/([^/]+)/', pathNot: '\\.test(-data)?\\.tsx?$' },
      to: {
        path: '^src/features/',
        pathNot: ['^src/features/$1/', '^src/features/([^/]+)/\\1\\.(public|ui|urls)\\.ts$'],
      },
    },
    {
      name: 'feature-tests-through-front-doors',
      severity: 'error',
      comment:
        "A feature's tests and test data reach another feature through its front doors, and " +
        'may use its test data (<name>.test-data.ts).',
      from: { path: '^src/features/([^/]+)/.*\\.test(-data)?\\.tsx?$' },
      to: {
        path: '^src/features/',
        pathNot: [
          '^src/features/$1/',
          '^src/features/([^/]+)/\\1\\.(public|ui|urls)\\.ts$',
          '\\.test-data\\.ts$',
        ],
      },
    },
    {
      name: 'app-through-front-doors',
      severity: 'error',
      comment:
        'The app reads the manifests and the front doors; it imports lazily (import()) the ' +
        'chunks it mounts, as a manifest does its pages (tests may use test data).',
      from: { path: '^src/app/' },
      to: {
        path: '^src/features/',
        // One pattern: dependency-cruiser joins a list into one regular expression, where a
        // second back-reference would point at the first group.
        pathNot: [
          '^src/features/([^/]+)/\\1\\.(public|ui|urls|feature)\\.ts$',
          '\\.test-data\\.ts$',
        ],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'service-worker-stands-alone',
      severity: 'error',
      comment:
        'The service worker (src/pwa) runs in its own world, without the DOM or the app: it ' +
        'imports only its own files and Workbox (docs/adr/0019-pwa-and-offline.md).',
      from: { path: '^src/pwa/' },
      to: { path: '^src/(app|features|shared)/' },
    },
    {
      name: 'classic-stands-alone',
      severity: 'error',
      comment:
        "The light feed's page (/classic, docs/classic.md) is a second entry of its own, under " +
        '50 KB: it takes nothing of the app (src/app, another feature, React, the router, the ' +
        'query cache), only small modules of src/shared and the contracts.',
      from: { path: '^src/features/classic/page/', pathNot: '\\.test\\.ts$' },
      to: {
        path: [
          '^src/app/',
          '^src/features/(?!classic/)',
          '^src/shared/(api/client|ui/|i18n/|form/|photo/|theme/|toast/)',
          'node_modules/(react|react-dom|react-router|@tanstack|react-bootstrap|zod)/',
        ],
      },
    },
    {
      name: 'no-dead-module',
      severity: 'error',
      comment:
        'A module the app never reaches from src/main.tsx is dead code (tests and their ' +
        "helpers, type declarations and generated icons excepted; the light feed's page has " +
        'its own entry, below).',
      from: { path: '^src/main\\.tsx$' },
      to: {
        path: '^src/',
        // The service worker's files start from its own entry (src/pwa/sw.ts), built apart;
        // the light feed's page from its own (below).
        pathNot: [
          '\\.test\\.tsx?$',
          '\\.test-data\\.ts$',
          '^src/test/',
          '\\.d\\.ts$',
          '^src/pwa/sw[.-]',
          '^src/features/classic/page/',
          // Read by the build (vite.config.ts, pageChunks) for public/boot.js, not by the app.
          '^src/app/first-screen-pages\\.ts$',
        ],
        reachable: false,
      },
    },
    {
      name: 'no-dead-classic-module',
      severity: 'error',
      comment:
        "A module of the light feed's page (docs/classic.md) that its entry, " +
        'features/classic/page/classic.main.ts, never reaches is dead code.',
      from: { path: '^src/features/classic/page/classic\\.main\\.ts$' },
      to: {
        path: '^src/features/classic/page/',
        pathNot: '\\.test\\.ts$',
        reachable: false,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.generated\\.ts$', '^src/shared/ui/icons/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
