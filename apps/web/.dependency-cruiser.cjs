// Boundaries of the web app (docs/adr/0002-web-features-and-boundaries.md), checked by
// `npm run lint` (and so `npm test`):
//   app       the router, layouts and the feature list: may import anything below it
//   features  one folder per domain: import shared, and other features only where the
//             layering allows it (never in a loop, never app)
//   shared    api client, ui kit, photo kit, format helpers: imports no feature and no app
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
        'A <name>.feature.ts is read by src/app only; another feature uses the components, ' +
        'hooks and query modules the feature exports, never its manifest.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/[^/]+\\.feature\\.tsx?$', pathNot: '^src/features/$1/' },
    },
    {
      name: 'no-dead-module',
      severity: 'error',
      comment:
        'A module the app never reaches from src/main.tsx is dead code (tests and their ' +
        'helpers, type declarations and generated icons excepted).',
      from: { path: '^src/main\\.tsx$' },
      to: {
        path: '^src/',
        pathNot: ['\\.test\\.tsx?$', '\\.test-data\\.ts$', '^src/test/', '\\.d\\.ts$'],
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
