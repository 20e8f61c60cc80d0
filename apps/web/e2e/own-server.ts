// A server of a test's own (one that stops and restarts it), on a copy of the demo community
// that the global setup created: its data dir, and its PostgreSQL database when there is one.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createDatabase, dropDatabase } from './databases.ts';
import { freePort } from './server.ts';

export async function seededServerOptions(prefix: string) {
  const workDir = mkdtempSync(join(tmpdir(), `koinonia-${prefix}-`));
  const dataDir = join(workDir, 'data');
  cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  const database = await createDatabase(inject('seededDatabase') || undefined);
  return {
    workDir,
    /** What `startServer` takes, each time the test starts it. */
    options: {
      port: await freePort(),
      dataDir,
      smtpPort: inject('smtpPort'),
      demoSeed: false,
      databaseUrl: database?.url,
    },
    /** Once the server is stopped: its database and its directory go. */
    async dispose() {
      await dropDatabase(database);
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
