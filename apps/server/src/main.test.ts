/**
 * The node's life cycle, as an operator sees it: `main.ts` starts on an empty data dir
 * (migrations applied), says it is ready only once an API call would be served, on SIGTERM
 * finishes the requests in flight and exits 0, and exits within SHUTDOWN_TIMEOUT whatever hangs.
 * It runs once, on the embedded default (the postgres project excludes this file).
 */
import { randomUUID } from 'node:crypto';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { PGLITE_EXTENSIONS } from './db/client.ts';
import { createAccessTokens } from './platform/access-token.ts';

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
/**
 * Every node this file starts is killed when the file's tests end, however they end (a failed
 * assertion, an interrupted run): a node left behind would hold its port and its PGlite.
 */
const children = new Set<ChildProcess>();
const killChildren = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
};
process.once('exit', killChildren);
afterAll(async () => {
  killChildren();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const JWT_SECRET = 'main-test-secret-main-test-secret-0123456789';

/**
 * Starts a node as `npm start` does. Its data dir holds this run's migrated database (the global
 * setup's, ~1 s) unless `empty`: migrating from nothing is the first test's subject, and took
 * its seconds again in every other test.
 */
async function startNode(
  extraEnv: Record<string, string> = {},
  { empty = false, shedding = false } = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'koinonia-main-'));
  dirs.push(dataDir);
  if (!empty) {
    const migrated = new Blob([await readFile(inject('pgliteDump'))]);
    const database = new PGlite(path.join(dataDir, 'db'), {
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: migrated,
    });
    await database.close();
  }
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_SEED: 'false',
    // Load shedding only where it is the subject: on a loaded CI machine a stalled event loop
    // would turn an ordinary sign-up into a 503 (load-shedding.test.ts tests shedding).
    ...(shedding
      ? {}
      : { SHED_ARGON2_QUEUE: '0', SHED_MAX_IN_FLIGHT: '0', SHED_QUEUE_DELAY_MS: '0' }),
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
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, port, dataDir: env.DATA_DIR as string, output: () => output };
}

/** `npm run admin -- …` as the operator runs it, on the data dir of a node. */
async function admin(
  dataDir: string,
  ...args: string[]
): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, JWT_SECRET, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
    cwd: serverDir,
    env,
    stdio: 'pipe',
  });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await exitOf(child);
  children.delete(child);
  return { code, output };
}

type Node = Awaited<ReturnType<typeof startNode>>;

/** Polls /readyz until it answers 200 (or the node dies, or a minute passes). */
async function untilReady(node: Node): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && node.child.exitCode === null) {
    const ready = await fetch(`http://127.0.0.1:${node.port}/readyz`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ready) return true;
    await new Promise((wait) => setTimeout(wait, 20));
  }
  return false;
}

/** An SMTP server that accepts connections and never says a word (not even its greeting). */
async function startHungSmtpServer(): Promise<{
  port: number;
  connections: Socket[];
  stop(): void;
}> {
  const connections: Socket[] = [];
  const server = createServer((socket) => connections.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections,
    stop() {
      for (const socket of connections) socket.destroy();
      server.close();
    },
  };
}

describe('a Koinonia node', () => {
  it('starts on an empty data dir, then on SIGTERM finishes requests in flight and exits 0', async () => {
    // One hash at a time, so the five sign-ups below queue behind each other for a while.
    const node = await startNode({ ARGON2_MAX_CONCURRENCY: '1' }, { empty: true });
    const base = `http://127.0.0.1:${node.port}`;
    const deadline = Date.now() + 60_000;
    expect(await untilReady(node), node.output()).toBe(true);

    const inFlight = Array.from({ length: 5 }, (_, i) =>
      fetch(`${base}/api/auth/sign-up/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `arret.${i}@exemple.fr`,
          password: 'Un arrêt en douceur 2026',
          first_name: 'Paul',
          last_name: 'Roux',
          accept_terms: true,
          religious_data_consent: true,
        }),
      }).then((answer) => ({
        status: answer.status,
        connection: answer.headers.get('connection'),
      })),
    );
    // A sixth sign-up whose body is still on its way when the signal comes: whatever the
    // machine's load, it is in flight then, and is answered once its body has arrived.
    let sendRest: (() => void) | undefined;
    const body = JSON.stringify({
      email: 'arret.5@exemple.fr',
      password: 'Un arrêt en douceur 2026',
      first_name: 'Paul',
      last_name: 'Roux',
      accept_terms: true,
      religious_data_consent: true,
    });
    const held = fetch(`${base}/api/auth/sign-up/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(body.slice(0, 10)));
          sendRest = () => {
            controller.enqueue(new TextEncoder().encode(body.slice(10)));
            controller.close();
          };
        },
      }),
      duplex: 'half',
    } as RequestInit).then((answer) => ({
      status: answer.status,
      connection: answer.headers.get('connection'),
    }));
    // The signal goes once the node has received all six (its log says so).
    const received = () => node.output().split('"url":"/api/auth/sign-up/"').length - 1;
    while (received() < 6 && Date.now() < deadline) {
      await new Promise((wait) => setTimeout(wait, 5));
    }
    const exited = exitOf(node.child);
    node.child.kill('SIGTERM');
    while (!node.output().includes('SIGTERM received') && Date.now() < deadline) {
      await new Promise((wait) => setTimeout(wait, 5));
    }
    sendRest?.();

    // Every request received is answered; those answered after the signal say
    // `Connection: close` (a kept-alive connection would hold the node for 72 s).
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await held).toEqual({ status: 201, connection: 'close' });
    expect(await exited).toBe(0);
    expect(node.output()).toContain('closed cleanly');
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 90_000);

  it('says it is ready only once it serves API calls: none is shed after /readyz said 200', async () => {
    // The default shedding: the start-up's stuck event loop used to shed calls for a second
    // after listening, while /readyz already answered 200.
    const node = await startNode({}, { shedding: true });
    expect(await untilReady(node), node.output()).toBe(true);
    const statuses: number[] = [];
    const until = Date.now() + 1500;
    while (Date.now() < until) {
      const answer = await fetch(`http://127.0.0.1:${node.port}/api/users/profil/`);
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 503)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(0);
    node.child.kill('SIGTERM');
    expect(await exitOf(node.child)).toBe(0);
  }, 90_000);

  it('exits within SHUTDOWN_TIMEOUT on SIGTERM, with a mail stuck on a silent SMTP server and a socket open', async () => {
    const smtp = await startHungSmtpServer();
    try {
      const node = await startNode({
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SHUTDOWN_TIMEOUT: '2',
      });
      const base = `http://127.0.0.1:${node.port}`;
      expect(await untilReady(node), node.output()).toBe(true);

      const token = await createAccessTokens(JWT_SECRET).sign(randomUUID());
      const socket = new WebSocket(`ws://127.0.0.1:${node.port}/ws/notifications/?token=${token}`);
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      const socketClosed = new Promise<number>((resolve) => socket.once('close', resolve));

      // A sign-up's verification mail: its job starts, and its SMTP connection hangs.
      const signUp = await fetch(`${base}/api/auth/sign-up/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'silence@exemple.fr',
          password: 'Un arrêt sans attente 2026',
          first_name: 'Anne',
          last_name: 'Muet',
          accept_terms: true,
          religious_data_consent: true,
        }),
      });
      expect(signUp.status).toBe(201);
      const hangingSince = Date.now() + 30_000;
      while (smtp.connections.length === 0 && Date.now() < hangingSince) {
        await new Promise((wait) => setTimeout(wait, 20));
      }
      expect(smtp.connections.length, node.output()).toBe(1);

      const exited = exitOf(node.child);
      const signalledAt = Date.now();
      node.child.kill('SIGTERM');
      const code = await exited;
      const took = Date.now() - signalledAt;
      expect(took, node.output()).toBeLessThan(2000 + 1500);
      expect(await socketClosed).toBe(1001);
      // The mail's job is left in the queue, to be sent again after its expiry, and the log
      // says so; nothing else held the node.
      expect(node.output()).toMatch(/"jobs":\["mail\.send ×1"\].*left to their expiry/);
      expect(code, node.output()).toBe(0);
    } finally {
      smtp.stop();
    }
  }, 90_000);

  it('refuses to start on a bad value, with a sentence naming the variable', async () => {
    const node = await startNode({ PORT: 'abc' }, { empty: true });
    expect(await exitOf(node.child)).toBe(1);
    expect(node.output()).toMatch(/PORT/);
    expect(node.output()).not.toMatch(/\bat .*\.ts:\d+/);
  }, 60_000);

  it('holds its embedded database alone: a second node and npm run admin wait until it stops', async () => {
    const node = await startNode();
    expect(await untilReady(node), node.output()).toBe(true);
    const email = 'verrou.admin@exemple.fr';
    const signUp = await fetch(`http://127.0.0.1:${node.port}/api/auth/sign-up/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'Un verrou bien tenu 2026',
        first_name: 'Anne',
        last_name: 'Roux',
        accept_terms: true,
        religious_data_consent: true,
      }),
    });
    expect(signUp.status).toBe(201);
    const held = new RegExp(
      `open in another process \\(the Koinonia server, pid ${node.child.pid}\\)`,
    );

    const second = await startNode({ DATA_DIR: node.dataDir }, { empty: true });
    expect(await exitOf(second.child)).toBe(1);
    expect(second.output()).toMatch(held);
    const refused = await admin(node.dataDir, 'grant', email, 'editor');
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(held);

    const exited = exitOf(node.child);
    node.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const granted = await admin(node.dataDir, 'grant', email, 'editor');
    expect(granted, granted.output).toEqual({ code: 0, output: `${email} is now editor.\n` });
    const listed = await admin(node.dataDir, 'list');
    expect(listed.output).toMatch(new RegExp(`^editor +${email} \\(Anne Roux\\), since `));
  }, 120_000);
});
