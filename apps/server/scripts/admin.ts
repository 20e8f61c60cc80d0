/**
 * `npm run admin -- grant <email> <role>` (scripts/admin-command.ts): opens the configured
 * database as the server would (DATABASE_URL, else the embedded one under DATA_DIR, which the
 * server must not hold: db/embedded-lock.ts refuses then), applies the migrations, runs the
 * command and closes.
 */
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { runAdmin } from './admin-command.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const database = openDatabase(config, 'npm run admin');
  try {
    await database.migrate();
    const { code, lines } = await runAdmin(process.argv.slice(2), database.db);
    (code === 0 ? process.stdout : process.stderr).write(`${lines.join('\n')}\n`);
    return code;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
