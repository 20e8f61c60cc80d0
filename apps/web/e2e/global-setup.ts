// Starts a local SMTP sink and one real server per worker (embedded PGlite in a temp dir of its
// own, serving the built app), then hands their addresses to the browser tests: each test file
// talks to its worker's server (support.ts), so two files never share one at the same time.
// The demo community is created once, by a first server that then stops: each server starts on
// a copy of its data dir, and so may the tests that start a server of their own (seededCopy in
// server.ts), instead of seeding again (about 25 s of CPU each, docs/testing.md).
import { cpSync, mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
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
  const seeded = join(workDir, 'seeded');
  try {
    const seeder = await startServer({
      port: await freePort(),
      dataDir: seeded,
      smtpPort: sink.port,
    });
    await seeder.stop();
  } catch (error) {
    await sink.close();
    rmSync(workDir, { recursive: true, force: true, maxRetries: 3 });
    throw error;
  }
  const started = await Promise.allSettled(
    ports.map((port, index) => {
      const dataDir = join(workDir, `data-${index + 1}`);
      cpSync(seeded, dataDir, { recursive: true });
      return startServer({ port, dataDir, smtpPort: sink.port, demoSeed: false });
    }),
  );
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stop = async () => {
    await Promise.all(servers.map((server: RunningServer) => server.stop()));
    await sink.close();
    rmSync(workDir, { recursive: true, force: true, maxRetries: 3 });
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
  project.provide('seededDataDir', seeded);
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
  }
}
