#!/usr/bin/env node
// `npm test`: everything a change must pass, in order, stopping at the first failure.
// The browser tests need Chromium: installed from Debian when missing and we may (root or
// `sudo -n`); otherwise we fail with the way to install it, never skip.
import { spawnSync } from 'node:child_process';
import { chromiumPath } from './chromium-path.mjs';

/** Whether apt-get may run: as root, or through `sudo -n` without a password prompt. */
function aptCommand() {
  if (process.getuid?.() === 0) return ['apt-get'];
  const sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
  return sudo.status === 0 ? ['sudo', '-n', 'apt-get'] : null;
}

// Without Chromium, install Debian's when this machine lets us; otherwise say how.
let browser = chromiumPath();
const apt = browser ? null : aptCommand();
if (!browser && apt) {
  console.log("\n▶ Chromium is missing: installing Debian's (apt-get install -y chromium)");
  const [command, ...prefix] = apt;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync(command, [...prefix, 'update'], { stdio: 'inherit', env });
  spawnSync(command, [...prefix, 'install', '-y', 'chromium'], { stdio: 'inherit', env });
  browser = chromiumPath();
}
if (!browser) {
  console.error(
    '\nChromium is missing, and the browser tests need it.\n' +
      'Install it with: sudo apt-get install -y chromium   (Debian/Ubuntu)\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.\n',
  );
  process.exit(1);
}

const steps = [
  ['Typecheck', 'npm', ['run', 'typecheck']],
  ['Lint and format', 'npm', ['run', 'lint']],
  ['Migrations up to date', 'npm', ['run', 'db:check', '-w', 'apps/server', '--if-present']],
  ['Unit and API tests', 'npm', ['run', 'test:unit']],
  ['Build (with the bundle budget)', 'npm', ['run', 'build']],
  ['Browser tests', 'npm', ['run', 'test:e2e']],
];

const started = Date.now();
for (const [title, command, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: browser },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
