/**
 * The PostgreSQL databases of the API tests (global-setup.ts makes the template, test-app.ts a
 * copy of it per test file).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** No run lasts this long: an older test database was left by a run that was killed. */
const STALE_AFTER_SECONDS = 6 * 3600;

/**
 * The name of a database the tests make on PostgreSQL: a prefix, the creation time in seconds
 * (base 36) and random bytes. The time lets a later run drop what an interrupted one left; the
 * random part keeps runs that start together (other checkouts, CI) apart.
 */
export function testDatabaseName(kind: 'test' | 'template' = 'test'): string {
  const seconds = Math.floor(Date.now() / 1000).toString(36);
  const prefix = kind === 'template' ? 'koinonia_tpl_' : 'koinonia_t_';
  return `${prefix}${seconds}_${randomBytes(6).toString('hex')}`;
}

export function postgresUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Drops the test databases and templates that a killed run left behind (hours old). */
export async function dropStaleDatabases(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'koinonia\\_t%'`,
    );
    const now = Date.now() / 1000;
    for (const { datname } of rows) {
      const match = /^koinonia_t(?:pl)?_([0-9a-z]+)_[0-9a-f]{12}$/.exec(datname);
      if (!match || now - parseInt(match[1] as string, 36) < STALE_AFTER_SECONDS) continue;
      // Another run may be dropping it too.
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
    }
  } finally {
    await admin.end();
  }
}
