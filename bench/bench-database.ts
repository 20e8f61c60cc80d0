/** PostgreSQL databases the benchmarks make for themselves on the local server. */
import pg from 'pg';

/** The local server's database `name`, as the default of a bench's BENCH_*_DATABASE_URL. */
export const localDatabaseUrl = (name: string) => `postgres://postgres@127.0.0.1:5432/${name}`;

/** The database's name and a URL to the maintenance database of the same server. */
function split(url: string): { name: string; admin: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  parsed.pathname = '/postgres';
  return { name, admin: parsed.toString() };
}

/**
 * Drops the database of `url` if it exists and creates it empty (the bench migrates it). Only
 * a bench's own database (`koinonia_bench…`): a URL pointing anywhere else is refused.
 */
export async function recreateDatabase(url: string): Promise<string> {
  const { name, admin } = split(url);
  if (!name.startsWith('koinonia_bench'))
    throw new Error(`${name}: a bench only drops and recreates databases named koinonia_bench…`);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return name;
}
