// Starting the real server for browser tests: embedded PGlite in a given data dir, or a
// PostgreSQL database of its own (databases.ts), serving the built app, mail to the test's SMTP sink. Used by the global setup, and by tests that
// stop and restart a server of their own.
import { spawn, type ChildProcess } from 'node:child_process';
import { createECDH, createHash } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/**
 * With PostgreSQL a server takes its secrets from its settings rather than making them in its
 * data dir: the same for every server of the run (a server restarted by a test keeps its
 * sessions), derived from a fixed seed so that every test process computes the same ones. They
 * sign nothing outside these local test servers.
 */
const SECRETS = (() => {
  const seed = (label: string) => createHash('sha256').update(`koinonia-e2e-${label}`).digest();
  const vapid = createECDH('prime256v1');
  vapid.setPrivateKey(seed('vapid'));
  return {
    JWT_SECRET: seed('jwt').toString('base64url'),
    VAPID_PUBLIC_KEY: vapid.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: vapid.getPrivateKey().toString('base64url'),
  };
})();

/** The settings that put a server, or the operator's command, on a database (databases.ts). */
export function databaseEnv(databaseUrl: string | undefined): Record<string, string> {
  return databaseUrl ? { DATABASE_URL: databaseUrl, ...SECRETS } : { DATABASE_URL: '' };
}

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
  output(): string;
}

export async function startServer(options: {
  port: number;
  dataDir: string;
  smtpPort: number;
  demoSeed?: boolean;
  /** A PostgreSQL database (databases.ts); without it, PGlite in the data dir. */
  databaseUrl?: string;
  /** More settings (WEB_DIST_DIR: a build of a test's own). */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: options.dataDir,
    SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
    DEMO_SEED: String(options.demoSeed ?? true),
    // The browser tests sign up far more members from one address than anyone would; the API
    // tests (auth.rate-limit.test.ts) hold the limit itself.
    RATE_LIMIT_AUTH_IP_MAX: '1000',
    RATE_LIMIT_SIGNIN_IP_MAX: '1000',
    // No load shedding: these tests drive the app, not its overload (load-shedding.test.ts
    // holds that), and on a loaded machine an event-loop stall alone shed a member's call (503).
    SHED_MAX_IN_FLIGHT: '0',
    SHED_QUEUE_DELAY_MS: '0',
    SHED_ARGON2_QUEUE: '0',
    ...options.env,
  };
  // PostgreSQL only when the caller gives a database of its own (databases.ts); Redis never:
  // each server is one node, and the API tests cover Redis.
  if (options.databaseUrl) Object.assign(env, databaseEnv(options.databaseUrl));
  else delete env.DATABASE_URL;
  delete env.REDIS_URL;

  let output = '';
  // One process, tsx as a loader: a signal reaches the server itself (tsx's CLI relays it and
  // kills a child that does not answer within 60 ms, a busy one included).
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((done) => server.once('exit', done));
  // However this test process ends (a failed test, an interrupted run), the server ends with it:
  // a server left behind holds its port and its data dir.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);

  // Ready as soon as /readyz says so; the bound is for a server that never will. Its start (the
  // migrations and the demo seed, photos and videos included) shares the machine with the other
  // checks of `npm test`, which may stretch it several times over.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server stopped at start:\n${output}`);
    if (Date.now() > deadline) {
      // Stopped before saying so, lest it go on writing in a data dir the caller removes.
      server.kill('SIGKILL');
      await exited;
      process.off('exit', killOnExit);
      throw new Error(`The server did not become ready:\n${output}`);
    }
    const ready = await fetch(`${baseUrl}/readyz`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ready) break;
    await new Promise((wait) => setTimeout(wait, 250));
  }

  return {
    baseUrl,
    output: () => output,
    async stop() {
      server.kill('SIGTERM');
      await exited;
      process.off('exit', killOnExit);
    },
  };
}
