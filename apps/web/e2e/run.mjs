// Browser tests: the built app served by the real server, driven in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '../../../scripts/chromium-path.mjs';

const webDir = fileURLToPath(new URL('..', import.meta.url));
if (!chromiumPath()) {
  console.error(
    'Chromium is missing: install it with `sudo apt-get install -y chromium` or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
if (!existsSync(`${webDir}/dist/index.html`)) {
  console.error('The web app is not built: run `npm run build` first.');
  process.exit(1);
}
// `npm run test:e2e -- e2e/albums.e2e.ts` runs that file alone: the arguments go to vitest.
const args = ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)];
const result = spawnSync('npx', args, {
  cwd: webDir,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
