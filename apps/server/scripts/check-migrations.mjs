// Fails when the schema changed without a migration: runs `drizzle-kit generate` on a copy of
// the migrations and checks that it finds nothing to write.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const serverDir = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'koinonia-migrations-'));
try {
  const out = join(work, 'drizzle');
  cpSync(join(serverDir, 'drizzle'), out, { recursive: true });
  const config = join(work, 'drizzle.config.mjs');
  writeFileSync(
    config,
    `export default ${JSON.stringify({
      dialect: 'postgresql',
      // drizzle-kit resolves both paths against the working directory, relative only.
      schema: ['./src/modules/*/*.schema.ts', './src/platform/*.schema.ts'],
      out: relative(serverDir, out),
    })};\n`,
  );
  const result = spawnSync('npx', ['drizzle-kit', 'generate', '--config', config], {
    cwd: serverDir,
    encoding: 'utf8',
  });
  // drizzle-kit may exit 0 after an error: trust only its "nothing to migrate" sentence.
  if (result.status !== 0 || !/No schema changes/i.test(result.stdout + result.stderr)) {
    console.error(result.stdout, result.stderr);
    console.error(
      'The schema changed without a migration: run `npm run db:generate -w apps/server` and commit apps/server/drizzle.',
    );
    process.exit(1);
  }
  console.log('Migrations match the schema.');
} finally {
  rmSync(work, { recursive: true, force: true });
}
