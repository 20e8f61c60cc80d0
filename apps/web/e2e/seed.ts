// The demo community the browser tests start from, created once per run by a first server that
// then stops: every server starts on a copy of its data dir and database (global-setup.ts).
// Creating it (members, photos, videos) costs about 25 s of CPU, so `npm test` makes it in a
// check of its own beside the API tests (`E2E_SEED_DIR`, scripts/test.mjs) and the browser tests
// find it ready; without that, the global setup makes it first.
//   node --import tsx e2e/seed.ts <dir>   seeds into <dir>/data, then writes <dir>/seeded.json
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase, dropDatabase, type TestDatabase } from './databases.ts';
import { startMailSink } from './mail-sink.ts';
import { freePort, startServer } from './server.ts';

export interface Seeded {
  /** A stopped server's data dir: copy it, never use it. */
  dataDir: string;
  /** With DATABASE_URL, the database it seeded: a template to copy, never used. */
  database?: TestDatabase;
}

/** Seeds the demo community into `dir`/data (and a new database when there is a server). */
export async function seedDemo(dir: string, smtpPort: number): Promise<Seeded> {
  const dataDir = join(dir, 'data');
  const database = await createDatabase();
  try {
    const seeder = await startServer({
      port: await freePort(),
      dataDir,
      smtpPort,
      databaseUrl: database?.url,
      // Seeding serves no page: it may run while the app is being built.
      env: { WEB_DIST_DIR: join(dir, 'no-web-build') },
    });
    await seeder.stop();
  } catch (error) {
    await dropDatabase(database);
    throw error;
  }
  return { dataDir, database };
}

const MARK = 'seeded.json';

/** What a finished `e2e/seed.ts <dir>` left in `dir`, or undefined if it did not finish. */
export function readySeed(dir: string | undefined): Seeded | undefined {
  if (!dir || !existsSync(join(dir, MARK))) return undefined;
  return JSON.parse(readFileSync(join(dir, MARK), 'utf8')) as Seeded;
}

if (import.meta.filename === process.argv[1]) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node --import tsx e2e/seed.ts <dir>');
  mkdirSync(join(dir, 'mail'), { recursive: true });
  const sink = await startMailSink(join(dir, 'mail'));
  try {
    writeFileSync(join(dir, MARK), JSON.stringify(await seedDemo(dir, sink.port)));
  } finally {
    await sink.close();
  }
  console.log(`The demo community is in ${dir}.`);
}
