/**
 * The node's life cycle, as an operator sees it: `main.ts` starts on an empty data dir
 * (migrations applied), and on SIGTERM finishes the requests in flight, then exits 0.
 * It runs once, on the embedded default (the postgres project excludes this file).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function startNode(extraEnv: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'koinonia-main-'));
  dirs.push(dataDir);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_SEED: 'false',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  // As `npm start` runs it: one process with tsx as a loader, so SIGTERM reaches the server
  // itself (tsx's CLI would relay it, and SIGKILL a child busy for more than 60 ms).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: 'pipe',
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, port, output: () => output };
}

describe('a Koinonia node', () => {
  it('starts on an empty data dir, then on SIGTERM finishes requests in flight and exits 0', async () => {
    // One hash at a time, so the five sign-ups below queue behind each other for a while. No
    // load shedding: this is about a graceful close (load-shedding.test.ts tests shedding), and
    // a loaded CI machine must not turn a queued sign-up into a 503.
    const node = await startNode({
      ARGON2_MAX_CONCURRENCY: '1',
      SHED_ARGON2_QUEUE: '0',
      SHED_QUEUE_DELAY_MS: '0',
      SHED_MAX_IN_FLIGHT: '0',
    });
    const base = `http://127.0.0.1:${node.port}`;
    const deadline = Date.now() + 60_000;
    let ready = false;
    while (!ready && Date.now() < deadline && node.child.exitCode === null) {
      ready = await fetch(`${base}/readyz`)
        .then((answer) => answer.ok)
        .catch(() => false);
      if (!ready) await new Promise((wait) => setTimeout(wait, 200));
    }
    expect(ready, node.output()).toBe(true);

    const inFlight = Array.from({ length: 5 }, (_, i) =>
      fetch(`${base}/api/auth/sign-up/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `arret.${i}@exemple.fr`,
          password: 'Un arrêt en douceur 2026',
          first_name: 'Paul',
          last_name: 'Roux',
        }),
      }).then((answer) => ({
        status: answer.status,
        connection: answer.headers.get('connection'),
      })),
    );
    // The signal goes once the node has received all five (its log says so), while the
    // queued hashes still run, whatever the machine's load.
    const received = () => node.output().split('"url":"/api/auth/sign-up/"').length - 1;
    while (received() < 5 && Date.now() < deadline) {
      await new Promise((wait) => setTimeout(wait, 5));
    }
    const exited = exitOf(node.child);
    node.child.kill('SIGTERM');

    // Every request received is answered; those answered after the signal say
    // `Connection: close` (a kept-alive connection would hold the node for 72 s).
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.some((answer) => answer.connection === 'close')).toBe(true);
    expect(await exited).toBe(0);
    expect(node.output()).toContain('closed cleanly');
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 90_000);

  it('refuses to start on a bad value, with a sentence naming the variable', async () => {
    const node = await startNode({ PORT: 'abc' });
    expect(await exitOf(node.child)).toBe(1);
    expect(node.output()).toMatch(/PORT/);
    expect(node.output()).not.toMatch(/\bat .*\.ts:\d+/);
  }, 60_000);
});
