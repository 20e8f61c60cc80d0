// The browser tests' PostgreSQL databases, when DATABASE_URL names a server (CI does): the demo
// community is seeded once into one database, and each server starts on a copy of it
// (`CREATE DATABASE … TEMPLATE …`), as the API tests do (apps/server/src/test/test-databases.ts).
// Native PostgreSQL takes the queries out of the servers' processes: with the embedded PGlite
// each query ran on the server's event loop, beside the pages it serves (docs/testing.md).
// Without DATABASE_URL, every server keeps its own PGlite in its data dir.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  name: string;
  url: string;
}

const serverUrl = () => process.env.DATABASE_URL || undefined;

/**
 * A name the API tests' clean-up also knows (`koinonia_t_`, the creation time in base 36, random
 * bytes): a database left by a killed run is dropped by a later one, hours after.
 */
function databaseName(): string {
  const seconds = Math.floor(Date.now() / 1000).toString(36);
  return `koinonia_t_${seconds}_${randomBytes(6).toString('hex')}`;
}

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the PostgreSQL server, empty or a copy of `template` (which no one may be
 * connected to); undefined when the tests run on the embedded PGlite.
 */
export async function createDatabase(template?: string): Promise<TestDatabase | undefined> {
  const server = serverUrl();
  if (!server) return undefined;
  const name = databaseName();
  await asAdmin((admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(database: TestDatabase | undefined): Promise<void> {
  if (!database) return;
  await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`));
}
