import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// API tests always run on PGlite; on PostgreSQL too when DATABASE_URL is set (docs/testing.md).
// `*.redis.test.ts` need the machine's Redis: they run in the postgres project, with REDIS_URL.
const REDIS_TESTS = 'src/**/*.redis.test.ts';
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
      // The node's life cycle runs once, on the embedded default.
      exclude: ['src/main.test.ts', ...(process.env.REDIS_URL ? [] : [REDIS_TESTS])],
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
