/**
 * SQL helpers every repository shares (ADR 0003): one place for what was copied into three
 * repositories. Module-specific fragments over a module's own tables live in that module's
 * `<name>.sql.ts` (users: the member card; relationship: the pair and the lists).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Runs a raw query and answers its rows: both drivers (PGlite, node-postgres) answer {rows}. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamp as the API's ISO text (UTC, milliseconds). */
export const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A drizzle transaction as the `Db` a repository is built on: both drivers' transactions run
 * the same query API; only their type parameters differ from the database's.
 */
export const asDb = (transaction: unknown): Db => transaction as Db;
