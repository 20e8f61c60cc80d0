import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// API tests always run on PGlite; on PostgreSQL too when DATABASE_URL is set (docs/testing.md).
// `*.redis.test.ts` need the machine's Redis: they run in the postgres project, with REDIS_URL.
const REDIS_TESTS = 'src/**/*.redis.test.ts';

/**
 * Test files that open no database (pure rules, the platform's parts, the lint scripts): the
 * postgres project would run them a second time for nothing. Read from the files themselves, so
 * a file that starts using a test app runs on both databases again.
 */
function filesWithoutDatabase(): string[] {
  const root = path.dirname(fileURLToPath(import.meta.url));
  return ['src', 'scripts']
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join(dir, file),
      ),
    )
    .filter((file) => file.endsWith('.test.ts'))
    .filter(
      (file) =>
        !/test\/test-app\.ts|test-databases\.ts/.test(readFileSync(path.join(root, file), 'utf8')),
    );
}

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'pglite',
      env: { KOINONIA_TEST_DB: 'pglite' },
      exclude: [REDIS_TESTS],
    },
  },
];
if (process.env.DATABASE_URL) {
  projects.push({
    extends: true,
    test: {
      name: 'postgres',
      env: { KOINONIA_TEST_DB: 'postgres' },
      // The node's life cycle runs once, on the embedded default; so do the files that open no
      // database (the Redis hub's file opens none but needs Redis: it runs here only).
      exclude: [
        'src/main.test.ts',
        ...filesWithoutDatabase().filter((file) => !file.endsWith('.redis.test.ts')),
        ...(process.env.REDIS_URL ? [] : [REDIS_TESTS]),
      ],
      // After the pglite project, so that each keeps its one worker (see `isolate` below);
      // `npm test` runs the two projects side by side, each in a vitest of its own.
      sequence: { groupOrder: 1 },
    },
  });
}

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // scripts/: the checks `npm run lint` runs, proved on planted violations.
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    // The test files share their worker's modules: each builds its own app on its own database
    // (test-app.ts) and none mocks a module, so nothing of one file leaks into the next. An
    // isolated file paid ~3 s of CPU to import the app again before its first test, more than
    // most files spend testing (docs/testing.md).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects,
  },
});
