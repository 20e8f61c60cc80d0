// Starts a local SMTP sink and one real server per worker (embedded PGlite in a temp dir of its
// own, serving the built app), then hands their addresses to the browser tests: each test file
// talks to its worker's server (support.ts), so two files never share one at the same time.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
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
  const started = await Promise.allSettled(
    ports.map((port, index) =>
      startServer({ port, dataDir: join(workDir, `data-${index + 1}`), smtpPort: sink.port }),
    ),
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
  project.provide('smtpPort', sink.port);
  return stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: the worker numbered n (VITEST_POOL_ID) uses the n-th. */
    baseUrls: string[];
    mailDir: string;
    smtpPort: number;
  }
}
