// Starts a local SMTP sink and the real server (embedded PGlite in a temp dir, serving the
// built app), then hands their addresses to the browser tests.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startServer } from './server.ts';
import { startMailSink } from './mail-sink.ts';

export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(join(tmpdir(), 'koinonia-e2e-'));
  const mailDir = join(workDir, 'mail');
  mkdirSync(mailDir);
  const sink = await startMailSink(mailDir);
  const server = await startServer({
    port: await freePort(),
    dataDir: join(workDir, 'data'),
    smtpPort: sink.port,
  });

  project.provide('baseUrl', server.baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('smtpPort', sink.port);

  return async () => {
    await server.stop();
    await sink.close();
    rmSync(workDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    smtpPort: number;
  }
}
