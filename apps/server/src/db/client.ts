/**
 * Opens the database chosen by configuration: embedded PGlite (default) or PostgreSQL
 * (DATABASE_URL). Both are reached through the same drizzle API and the same migrations.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockEmbeddedDatabase } from './embedded-lock.ts';
/**
 * The drizzle database, whichever driver is under it. Each module's repository brings its own
 * tables (its `<name>.schema.ts`); the client knows none of them.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the checked-in migrations (apps/server/drizzle). */
  migrate(): Promise<void>;
  /** true when `select 1` answers. */
  ping(): Promise<boolean>;
  /**
   * Raw SQL for the job queue (pg-boss): one statement with values, or several without, the
   * way pg-boss sends them; answers the last statement's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'drizzle',
);

/** The PGlite extensions every migration may rely on. */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Wraps an already opened PGlite (tests open it from a dumped data dir). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => client.close(),
  };
}

export function openPglite(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  return fromPglite(new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS }));
}

/**
 * The embedded database at `dataDir`, held by this process alone until it is closed
 * (db/embedded-lock.ts): `holder` names the process in the refusal another one gets.
 */
export function openLockedPglite(dataDir: string, holder: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const release = lockEmbeddedDatabase(dataDir, holder);
  const database = fromPglite(new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS }));
  return { ...database, close: () => database.close().finally(release) };
}

export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const nodeDb = drizzleNodePg({ client: pool });
  const db = nodeDb as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(nodeDb, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}

/** The database of the configuration: PostgreSQL when DATABASE_URL is set, else PGlite. */
export function openDatabase(
  config: { databaseUrl: string | undefined; dataDir: string },
  holder = 'the Koinonia server',
): Database {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openLockedPglite(path.join(config.dataDir, 'db'), holder);
}
