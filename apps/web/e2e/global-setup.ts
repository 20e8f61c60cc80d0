// Starts a local SMTP sink and the real server (embedded PGlite in a temp dir, serving the
// built app), then hands their addresses to the browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';

const repoRoot = resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess, logs: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped at start:\n${logs()}`);
    try {
      const answer = await fetch(url);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The server did not become ready:\n${logs()}`);
}

export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(join(tmpdir(), 'koinonia-e2e-'));
  const mailDir = join(workDir, 'mail');
  mkdirSync(mailDir);

  let mailCount = 0;
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mailCount += 1;
        writeFileSync(join(mailDir, `${Date.now()}-${mailCount}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((done) => sink.listen(smtpPort, '127.0.0.1', done));

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: join(workDir, 'data'),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    DEMO_SEED: 'true',
  };
  // The browser tests run on the embedded defaults; the API tests cover PostgreSQL and Redis.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;

  let output = '';
  const server = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilReady(`${baseUrl}/readyz`, server, () => output);

  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    await new Promise<void>((done) => sink.close(() => done()));
    rmSync(workDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
  }
}
