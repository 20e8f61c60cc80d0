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
const result = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts'], {
  cwd: webDir,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
