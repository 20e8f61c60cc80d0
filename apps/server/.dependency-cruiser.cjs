// Boundaries of the server (docs/adr/0003-server-modules.md), checked by
// `npm run lint` (and so `npm test`):
//   app.ts, main.ts, seed.ts   compose MODULES and the platform
//   modules/<name>/            one folder per domain; another module is reached through its
//                              service (types), its facts, or its read fragments (<name>.public.ts);
//                              the SQL inside strings is checked by scripts/check-table-ownership.ts
//   platform/, realtime/, db/  plumbing every module uses: they import no module
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module imports itself back, directly or around a loop (type imports aside).',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      comment:
        'platform/, realtime/ and db/ are below the modules: they import none of them ' +
        '(a module adds its service and events to the platform by declaration merging).',
      from: { path: '^src/(platform|realtime|db)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'module-reads-only-its-own-tables',
      severity: 'error',
      comment:
        "A module queries only its own tables: another module's schema is imported by a " +
        'schema file (a foreign key) or a test, never by its repository or service.',
      from: { path: '^src/modules/([^/]+)/', pathNot: ['\\.schema\\.ts$', '\\.test\\.ts$'] },
      to: { path: '^src/modules/([^/]+)/[^/]+\\.schema\\.ts$', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'module-surface',
      severity: 'error',
      comment:
        'Another module is reached through its <name>.service.ts (types), <name>.facts.ts or ' +
        '<name>.public.ts (the read fragments it exports on purpose); never its repository, ' +
        'routes, presenter, own SQL (.sql.ts) or sub-services. Its manifest is read by ' +
        'modules/index.ts. Tests and their helpers (.fixtures.ts) may reach further.',
      from: { path: '^src/modules/([^/]+)/', pathNot: '\\.(test|fixtures)\\.ts$' },
      to: {
        path: '^src/modules/([^/]+)/',
        pathNot: [
          '^src/modules/$1/',
          '^src/modules/([^/]+)/\\1\\.(service|facts|public|schema)\\.ts$',
        ],
      },
    },
    {
      name: 'no-dead-module',
      severity: 'error',
      comment:
        'A module that src/main.ts never reaches is dead code (tests and their helpers aside).',
      from: { path: '^src/main\\.ts$' },
      to: {
        path: '^src/',
        pathNot: [
          '\\.test\\.ts$',
          '\\.d\\.ts$',
          // Test support: helpers, fixtures and socket doubles the tests import.
          '^src/test/',
          '[.-]fixtures\\.ts$',
          '-cases\\.ts$',
          '^src/realtime/(socket-client|fake-socket)\\.ts$',
          // Read by scripts/write-config-table.ts, the README table's writer.
          '^src/config-table\\.ts$',
        ],
        reachable: false,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
