#!/usr/bin/env node
// `npm test`: everything a change must pass, stopping at the first failure.
// The checks run side by side, a few at a time (docs/testing.md says why and where the time
// goes): each one's output is kept and printed whole when it ends, with its time; the first
// that fails stops the others.
// The browser tests need Chromium: installed from Debian when missing and we may (root or
// `sudo -n`); otherwise we fail with the way to install it, never skip.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/** Where the seed check leaves the demo community for the browser tests, which remove it. */
const seedDir = path.join(os.tmpdir(), `koinonia-e2e-seed-${process.pid}-${Date.now()}`);

/**
 * The checks, in the order they start: each as soon as a place is free (see `concurrency`) and
 * the checks it comes `after` have passed; the longest first. Figures: docs/testing.md.
 */
const checks = [
  {
    title: 'API tests on PGlite',
    args: ['run', 'test', '-w', 'apps/server', '--', '--project', 'pglite'],
  },
  ...(process.env.DATABASE_URL
    ? [
        {
          title: `API tests on PostgreSQL${process.env.REDIS_URL ? ' and Redis' : ''}`,
          args: ['run', 'test', '-w', 'apps/server', '--', '--project', 'postgres'],
        },
      ]
    : []),
  // The browser tests' demo community (apps/web/e2e/seed.ts), made here beside the API tests
  // rather than first thing in the browser tests, which wait for every other check.
  {
    title: 'Demo community for the browser tests',
    args: ['run', 'test:e2e:seed', '-w', 'apps/web', '--', seedDir],
  },
  { title: 'Build (with the bundle budget)', args: ['run', 'build'] },
  // The types too: scripts/typecheck-and-lint.mjs builds each TypeScript program once for both.
  { title: 'Typecheck, lint and format', args: ['run', 'lint'] },
  { title: 'Web unit tests', args: ['run', 'test', '-w', 'apps/web'] },
  {
    title: 'Migrations up to date',
    args: ['run', 'db:check', '-w', 'apps/server', '--if-present'],
  },
];
// The browser tests come last, alone: they need the build, and they take both cores themselves
// (two files at a time, each with its server and Chromium: apps/web/e2e/vitest.config.ts).
// Started beside the API suites and lint, they starved them: the PGlite suite had 17 % of a
// core, and nothing had ended after 900 s (docs/testing.md, "The order").
checks.push({
  title: 'Browser tests',
  args: ['run', 'test:e2e'],
  after: checks.map((check) => check.title),
});

/**
 * How many checks run at once: one per core and one more, since the PostgreSQL tests spend
 * much of their time waiting on the database server. TEST_CONCURRENCY=1 runs them one by one.
 */
const concurrency = Number(process.env.TEST_CONCURRENCY) || os.availableParallelism() + 1;

const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const pending = [...checks];
const running = new Map();
const passed = [];
/** [title, seconds it took, second it started at] of each check that passed. */
const times = [];
let failed = false;

function startReady() {
  while (!failed && running.size < concurrency) {
    const index = pending.findIndex((check) =>
      (check.after ?? []).every((title) => passed.includes(title)),
    );
    if (index === -1) return;
    const [check] = pending.splice(index, 1);
    run(check);
  }
}

function run(check) {
  const t0 = Date.now();
  console.log(`▶ ${check.title} (started at ${seconds(started)} s)`);
  // Its own process group, so that a failure elsewhere stops it and everything it started.
  // Through bash, whose `times` then prints the CPU its children used (their children
  // included, Chromium too; not the PostgreSQL server's).
  const child = spawn(
    'bash',
    ['-c', 'npm "$@"; code=$?; times; exit $code', 'npm', ...check.args],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CHROMIUM_PATH: browser, E2E_SEED_DIR: seedDir },
    },
  );
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  running.set(check.title, { child, t0 });
  child.on('close', (code, signal) => {
    running.delete(check.title);
    if (failed) return finishIfIdle();
    const { text, cpu } = withoutTimes(Buffer.concat(output).toString().trimEnd());
    console.log(`\n━━━━ ${check.title} ━━━━\n${text}`);
    if (code !== 0) {
      console.error(
        `\n✖ ${check.title} failed after ${seconds(t0)} s${signal ? ` (${signal})` : ''}.`,
      );
      failed = true;
      for (const [title, other] of running) {
        console.error(`  stopping ${title} (running for ${seconds(other.t0)} s)`);
        kill(other.child);
      }
      return finishIfIdle();
    }
    console.log(`✔ ${check.title} (${seconds(t0)} s, ${cpu.toFixed(0)} s of CPU)\n`);
    passed.push(check.title);
    times.push([check.title, seconds(t0), ((t0 - started) / 1000).toFixed(1), cpu.toFixed(0)]);
    startReady();
    finishIfIdle();
  });
}

/**
 * The output without the two lines of bash's `times` at its end, and the CPU seconds (user and
 * system) of the check's processes, read from the second.
 */
function withoutTimes(output) {
  const lines = output.split('\n');
  const children = lines.at(-1)?.match(/^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/);
  if (!children) return { text: output, cpu: 0 };
  const [, um, us, sm, ss] = children.map(Number);
  return { text: lines.slice(0, -2).join('\n').trimEnd(), cpu: um * 60 + us + sm * 60 + ss };
}

function kill(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

function finishIfIdle() {
  if (running.size > 0) return;
  if (failed) {
    // The browser tests remove the demo community once they have used it; here, nobody will.
    // (Its PostgreSQL database goes with the next run's clean-up of databases hours old.)
    rmSync(seedDir, { recursive: true, force: true });
    process.exit(1);
  }
  if (pending.length > 0) return;
  console.log('Times (each check, and when it started):');
  for (const [title, time, at, cpu] of times) {
    console.log(`  ${time.padStart(6)} s  ${title} (from ${at} s, ${cpu} s of CPU)`);
  }
  const cpu = times.reduce((sum, [, , , used]) => sum + Number(used), 0);
  console.log(`  ${String(cpu).padStart(6)} s of CPU in all (the PostgreSQL server's not counted)`);
  console.log(`\nAll checks passed in ${seconds(started)} s (${concurrency} at a time).`);
}

// Every minute, what is still running: a slow check shows before it ends.
const heartbeat = setInterval(() => {
  const now = [...running].map(([title, { t0 }]) => `${title} (${seconds(t0)} s)`);
  if (now.length > 0) console.log(`… at ${seconds(started)} s, running: ${now.join(', ')}`);
}, 60_000);
heartbeat.unref();

// Ctrl-C or a CI timeout: stop every check's process group, not only npm.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    failed = true;
    for (const { child } of running.values()) kill(child);
    setTimeout(() => process.exit(130), 5_000).unref();
  });
}

startReady();
