/**
 * The one test-support entry: a fresh database per test file (PGlite from the migrated dump,
 * or a new PostgreSQL database when the `postgres` project runs), the real app, captured mail.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, fromPglite, openPostgres, PGLITE_EXTENSIONS } from '../db/client.ts';
import { createPasswordHasher, type PasswordCost, TEST_COST } from '../platform/passwords.ts';
import { CapturedMailer } from './captured-mailer.ts';
import { postgresUrl, testDatabaseName } from './test-databases.ts';

export const onPostgres = process.env.KOINONIA_TEST_DB === 'postgres';

/**
 * How long `vi.waitFor` waits for what a socket or a job delivers: vitest's default second is
 * plenty on a quiet machine, not on a CI machine at a load of 12 (docs/testing.md). It returns
 * as soon as the expectation holds, so a longer bound costs nothing when all is well.
 */
export const LIVE = { timeout: 10_000 } as const;

/** Generous limits so ordinary tests never meet them; rate-limit tests pass small ones. */
const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  PUBLIC_URL: 'http://koinonia.test',
  DEMO_SEED: 'false',
  LOG_LEVEL: 'info',
  RATE_LIMIT_SIGNIN_IP_MAX: '10000',
  RATE_LIMIT_AUTH_IP_MAX: '10000',
  RATE_LIMIT_SIGNIN_ACCOUNT_MAX: '10000',
  RATE_LIMIT_REPORT_MAX: '10000',
  // A loaded CI machine must not shed other tests' requests; load-shedding.test.ts turns it on.
  SHED_ARGON2_QUEUE: '0',
  SHED_MAX_IN_FLIGHT: '0',
  SHED_QUEUE_DELAY_MS: '0',
};

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

// The server's lib has no DOM: WebAssembly's one function used here, declared.
const wasmApi = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
  }
).WebAssembly;
/**
 * What every PGlite of this worker starts from, read and compiled once: the migrated dump, the
 * PostgreSQL WebAssembly module and its file system bundle. With one compiled module, what V8
 * optimised of it while the tests ran is kept for the next database instead of being done again
 * (the PGlite run took ~10 % less CPU: docs/testing.md).
 */
let pgliteStart:
  Promise<{ dump: Blob; pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;
function pgliteArtifacts() {
  pgliteStart ??= (async () => {
    const require = createRequire(import.meta.url);
    const [dump, wasm, data] = await Promise.all([
      readFile(inject('pgliteDump')),
      readFile(require.resolve('@electric-sql/pglite/pglite.wasm')),
      readFile(require.resolve('@electric-sql/pglite/pglite.data')),
    ]);
    return {
      dump: new Blob([dump]),
      pgliteWasmModule: await wasmApi.compile(wasm),
      fsBundle: new Blob([data]),
    };
  })();
  return pgliteStart;
}

/** A fresh, migrated database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!onPostgres) {
    const client = idlePglites.pop() ?? (await openPgliteCopy());
    const database = fromPglite(client);
    return { database, drop: () => giveBack(client) };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('the postgres test project needs DATABASE_URL');
  // A copy of the run's migrated template (global-setup.ts): nothing to migrate here.
  const name = testDatabaseName();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const database = openPostgres(postgresUrl(serverUrl, name));
  return {
    database,
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * PGlite copies that a test file has given back, emptied to the dump's state, for the next
 * file of this worker. Opening a copy from the dump costs ~0.6 s of CPU (the WebAssembly
 * instance, the data directory, PostgreSQL's start); emptying one ~0.05 s (docs/testing.md).
 */
const idlePglites: PGlite[] = [];

async function openPgliteCopy(): Promise<PGlite> {
  const { dump, pgliteWasmModule, fsBundle } = await pgliteArtifacts();
  const client = new PGlite({
    loadDataDir: dump,
    pgliteWasmModule,
    fsBundle,
    extensions: PGLITE_EXTENSIONS,
  });
  pristine ??= readPristine(client);
  await pristine;
  return client;
}

/** What a copy holds as the dump made it: read from the worker's first copy, before any use. */
interface Pristine {
  /** Every table that is not a partition (deleting from a partitioned table reaches them). */
  tables: string[];
  /** The rows the migrations and the first start wrote, table by table, as JSON. */
  seeded: { table: string; columns: string; rows: string }[];
  /** Each sequence as it was: `setval` arguments. */
  sequences: { name: string; value: string; called: boolean }[];
  /** The schema's shape: a file that changed it gives its copy up. */
  catalog: string;
}
let pristine: Promise<Pristine> | undefined;

// The number and newest transaction of the catalog rows that describe the app's schema: DDL
// adds, changes or removes some, whatever it did.
const CATALOG_SHAPE = `select count(*) || ':' || max(xmin::text::bigint) as shape from (
  select xmin from pg_class union all select xmin from pg_attribute
  union all select xmin from pg_constraint union all select xmin from pg_index
  union all select xmin from pg_trigger union all select xmin from pg_proc
  union all select xmin from pg_namespace union all select xmin from pg_type) s`;

async function readPristine(client: PGlite): Promise<Pristine> {
  const tables = (
    await client.query<{ name: string }>(`select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')`)
  ).rows.map((row) => row.name);
  const seeded: Pristine['seeded'] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ rows: string | null; columns: string }>(
      `select (select json_agg(t)::text from ${table} t) as rows,
        (select string_agg(quote_ident(attname), ', ' order by attnum) from pg_attribute
          where attrelid = '${table}'::regclass and attnum > 0 and not attisdropped
            and attgenerated = '') as columns`,
    );
    const [row] = rows;
    if (row?.rows) seeded.push({ table, columns: row.columns, rows: row.rows });
  }
  const sequences = (
    await client.query<{ name: string; value: string; called: boolean }>(
      `select format('%I.%I', schemaname, sequencename) as name,
        coalesce(last_value, start_value)::text as value, last_value is not null as called
      from pg_sequences`,
    )
  ).rows;
  const catalog = (await client.query<{ shape: string }>(CATALOG_SHAPE)).rows[0]?.shape ?? '';
  return { tables, seeded, sequences, catalog };
}

/**
 * Empties a copy back to the dump's state and keeps it for the next file; closes it instead
 * when it cannot be trusted (closed, stuck in a transaction, or its schema changed).
 */
async function giveBack(client: PGlite): Promise<void> {
  if (client.closed) return;
  try {
    const { tables, seeded, sequences, catalog } = await (pristine as Promise<Pristine>);
    // Session state: settings, temporary tables, prepared statements, listeners, locks.
    await client.exec('DISCARD ALL');
    const shape = (await client.query<{ shape: string }>(CATALOG_SHAPE)).rows[0]?.shape;
    if (shape !== catalog) throw new Error('the schema changed');
    const used = (
      await client.query<{ name: string }>(
        tables
          .map((table) => `select '${table}' as name where exists (select from ${table})`)
          .join(' union all '),
      )
    ).rows.map((row) => row.name);
    const refill = seeded.map(
      ({ table, columns, rows }) =>
        `insert into ${table} (${columns}) overriding system value select ${columns} ` +
        `from json_populate_recordset(null::${table}, ${quoteLiteral(rows)});`,
    );
    // Triggers off (a table that refuses deletes, foreign keys): every table is emptied.
    await client.exec(
      [
        'begin;',
        'set local session_replication_role = replica;',
        ...[...new Set([...used, ...seeded.map((entry) => entry.table)])].map(
          (table) => `delete from ${table};`,
        ),
        ...refill,
        ...sequences.map(
          ({ name, value, called }) => `select setval('${name}', ${value}, ${called});`,
        ),
        'commit;',
        // The copy lives on: let PostgreSQL recycle the write-ahead log it wrote.
        'checkpoint;',
      ].join('\n'),
    );
    idlePglites.push(client);
  } catch {
    await client.close().catch(() => undefined);
  }
}

function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

export interface TestAppOptions {
  /** Extra environment variables (e.g. small rate limits, WEB_DIST_DIR). */
  env?: Record<string, string>;
  /** Reuse the database of another test app of the same file. */
  database?: Database;
  /** Keep every log line in `logs`. */
  captureLogs?: boolean;
  /**
   * Redis keys and channels of the realtime hub; apps that must see each other (several
   * nodes in one test) share one. Defaults to a fresh prefix per app.
   */
  realtimePrefix?: string;
  /** Changes the configuration before the app is built (e.g. shorter socket timings). */
  configure?: (config: Config) => void;
  /** Adds test-only routes before the app is sealed. */
  beforeReady?: (app: FastifyInstance) => void;
  /** The app's clock (e.g. a fixed day for birthdays). */
  now?: () => Date;
  /**
   * Work jobs in the background as a production node does (tests that call the app over real
   * HTTP, where no `inject` drains them). Default false.
   */
  workJobs?: boolean;
  /**
   * The mail of another test app (several nodes on one database: whichever node works a mail
   * job sends it, as in production, and the test reads it in one place).
   */
  mails?: CapturedMailer;
  /**
   * What a password costs to hash: the least argon2id allows by default (TEST_COST), a
   * server's own (OWASP_COST) where a test needs hashes that take time (load shedding).
   */
  passwordCost?: PasswordCost;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  mails: CapturedMailer;
  logs: string[];
  dataDir: string;
  /**
   * Whether each `inject` works the jobs it caused before resolving (default true). A test
   * sets it false to leave them stored, as a node that dies after commit would.
   */
  jobs: { drainAfterInject: boolean };
  close(): Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'koinonia-test-'));
  const testDb = options.database ? undefined : await createTestDatabase();
  const database = options.database ?? (testDb as TestDatabase).database;
  const env: Record<string, string> = {
    ...TEST_ENV,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-dist'),
    ...(onPostgres && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...options.env,
  };
  const config = loadConfig(env);
  // Each app counts in its own Redis keys, so test files never share a limit.
  const redisPrefix = `koinonia-test-${randomBytes(6).toString('hex')}:`;
  config.rateLimits.redisPrefix = redisPrefix;
  config.realtime.redisPrefix = options.realtimePrefix ?? redisPrefix;
  options.configure?.(config);

  const mails = options.mails ?? new CapturedMailer();
  const logs: string[] = [];
  const app = await buildApp({
    config,
    db: database,
    // With an SMTP_URL the real SMTP mailer is used (the queued-mail test).
    mailer: options.env?.SMTP_URL ? undefined : mails,
    hasher: createPasswordHasher(
      config.argon2MaxConcurrency,
      { maxQueue: config.shed.argon2Queue, retryAfterSeconds: config.shed.retryAfterSeconds },
      options.passwordCost ?? TEST_COST,
    ),
    now: options.now,
    workJobs: options.workJobs ?? false,
    // A test sends a scheduled job itself (`runSchedules` in platform/jobs.ts says why).
    runSchedules: false,
    logger: options.captureLogs
      ? { stream: { write: (line: string) => void logs.push(line) } }
      : false,
  });
  options.beforeReady?.(app);
  await app.ready();
  const jobs = { drainAfterInject: true };
  drainJobsAfterInject(app, jobs);

  return {
    app,
    database,
    config,
    mails,
    logs,
    dataDir,
    jobs,
    async close() {
      await app.close();
      if (config.redisUrl) {
        await deleteRedisKeys(config.redisUrl, redisPrefix);
        await deleteRedisKeys(config.redisUrl, `koinonia:${config.realtime.redisPrefix}`);
      }
      await testDb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app's jobs (mail, event deliveries) are stored in the database as in production; here no
 * loop works them in the background: each `inject` works the jobs it caused before it resolves
 * (the queues it sent to, not all fifty: `drain({ sentHere: true })`), so that what a request
 * causes is done when the test looks (and a test can still stop the queue). A job sent by
 * another app, a retry or a scheduled job waits for the test's own `app.jobs.drain()`.
 */
function drainJobsAfterInject(app: FastifyInstance, jobs: TestApp['jobs']): void {
  const inject = app.inject.bind(app) as (options: unknown) => Promise<unknown>;
  app.inject = (async (options: unknown) => {
    const response = await inject(options);
    if (jobs.drainAfterInject) await app.jobs.drain({ sentHere: true });
    return response;
  }) as unknown as FastifyInstance['inject'];
}

/** Deletes only the keys this test app wrote. */
async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 200);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

/**
 * A clock for the tests that wait for time to pass (reminders, digests, summaries, expiries,
 * deletions): real time moved by `shift` milliseconds, never slept. Pass `now` to the app.
 */
export function testClock(): { shift: number; now: () => Date } {
  const clock = { shift: 0, now: () => new Date(Date.now() + clock.shift) };
  return clock;
}
