import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// API tests always run on PGlite; on PostgreSQL too when DATABASE_URL is set (issue 2, §6).
// `*.redis.test.ts` need the machine's Redis: they run in the postgres project, with REDIS_URL.
const REDIS_TESTS = 'src/**/*.redis.test.ts';
const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'pglite',
      env: { KOINONIA_TEST_DB: 'pglite' },
      exclude: [REDIS_TESTS],
      globalSetup: ['src/test/global-setup.ts'],
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
    },
  });
}

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // scripts/: the checks `npm run lint` runs, proved on planted violations.
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects,
  },
});
