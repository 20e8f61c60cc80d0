// Starts a local SMTP sink and one real server per worker (serving the built app), then hands
// their addresses to the browser tests: each test file talks to its worker's server
// (support.ts), so two files never share one at the same time. Each server has a temp data dir
// of its own, and its database there (PGlite) or, when DATABASE_URL is set, a PostgreSQL
// database of its own (databases.ts).
// Each server starts on a copy of the demo community (seed.ts), and so may the tests that start
// a server of their own (own-server.ts), instead of seeding again.
import { cpSync, mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, dropDatabase, type TestDatabase } from './databases.ts';
import { readySeed, type Seeded, seedDemo } from './seed.ts';
import { freePort, startServer, type RunningServer } from './server.ts';
import { startMailSink } from './mail-sink.ts';

export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(join(tmpdir(), 'koinonia-e2e-'));
  const mailDir = join(workDir, 'mail');
  mkdirSync(mailDir);
  const sink = await startMailSink(mailDir);
  const workers = project.config.maxWorkers;
  const ports: number[] = [];
  while (ports.length < workers) {
    const port = await freePort();
    if (port !== sink.port && !ports.includes(port)) ports.push(port);
  }
  const databases: TestDatabase[] = [];
  const dropAll = () => Promise.all(databases.map((database) => dropDatabase(database)));
  // Made beside the other checks by `npm test` (seed.ts), or here.
  const seedDir = process.env.E2E_SEED_DIR;
  let seeded: Seeded;
  try {
    seeded = readySeed(seedDir) ?? (await seedDemo(join(workDir, 'seeded'), sink.port));
  } catch (error) {
    await sink.close();
    rmSync(workDir, { recursive: true, force: true, maxRetries: 3 });
    throw error;
  }
  if (seeded.database) databases.push(seeded.database);
  const started = await Promise.allSettled(
    ports.map(async (port, index) => {
      const dataDir = join(workDir, `data-${index + 1}`);
      cpSync(seeded.dataDir, dataDir, { recursive: true });
      const database = await createDatabase(seeded.database?.name);
      if (database) databases.push(database);
      return startServer({
        port,
        dataDir,
        smtpPort: sink.port,
        demoSeed: false,
        databaseUrl: database?.url,
      });
    }),
  );
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stop = async () => {
    await Promise.all(servers.map((server: RunningServer) => server.stop()));
    await dropAll();
    await sink.close();
    rmSync(workDir, { recursive: true, force: true, maxRetries: 3 });
    if (seedDir) rmSync(seedDir, { recursive: true, force: true, maxRetries: 3 });
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }

  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  project.provide('mailDir', mailDir);
  project.provide('seededDataDir', seeded.dataDir);
  project.provide('seededDatabase', seeded.database?.name ?? '');
  project.provide('smtpPort', sink.port);
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: the worker numbered n (VITEST_POOL_ID) uses the n-th. */
    baseUrls: string[];
    mailDir: string;
    smtpPort: number;
    /** The data dir of a stopped server that created the demo community: copy it, never use it. */
    seededDataDir: string;
    /** With DATABASE_URL: the demo community's database, a template to copy, never used. */
    seededDatabase: string;
  }
}
