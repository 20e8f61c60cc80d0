/**
 * Lighthouse 12, mobile with its default (simulated) throttling, on the pages whose goals
 * docs/performance.md gives: a first visit with an empty browser cache, the demo member signed
 * in for the protected pages. It starts the real server as `npm start` does (the built web app,
 * embedded PGlite in a temporary DATA_DIR with the demo seed) on a free port, and writes the
 * table into docs/performance.md between the lighthouse markers.
 *
 * Usage: `npm run bench:lighthouse` (builds the web app first). BENCH_LIGHTHOUSE_RUNS=3 runs
 * every page three times and keeps the run with the median performance score;
 * BENCH_LIGHTHOUSE_WRITE=false only prints; BENCH_LIGHTHOUSE_PAGES=/feed/home,/messaging audits
 * only those pages (a look at one page, never a table); BENCH_LIGHTHOUSE_DIST=/path serves
 * another build of the web app (to compare two builds); BENCH_LIGHTHOUSE_LANTERN=true writes,
 * beside each report, the simulated LCP's requests and tasks with their simulated start and end
 * (what ends last holds the LCP; ADR 0012). The JSON reports stay in a temporary folder.
 *
 * Before the audits, every page is visited once, unmeasured, in its own browser: the server
 * then answers as a running server does (its code compiled by V8, PGlite's queries prepared),
 * not as one that was started a second ago. Each audit is still a first visit: a new browser
 * profile, nothing cached, nothing stored.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { Simulator } from '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';
import { setLocalStorage } from './cdp.ts';

const root = new URL('..', import.meta.url).pathname;
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
// The demo member of the README (apps/server/src/modules/users/users.seed.ts).
const DEMO = { email: 'marie.dupont@koinonia.local', password: 'Koinonia-Marie-2026' };
// apps/web/src/shared/constants.ts, STORAGE_KEYS: the app reads its session from there.
const STORAGE_KEYS = { access: 'access_token', refresh: 'refresh_token' };
const ALL_PAGES = [
  { path: '/landing', signedIn: false },
  { path: '/auth/sign-in', signedIn: false },
  { path: '/feed/home', signedIn: true },
  { path: '/messaging', signedIn: true },
  { path: '/profile/feed', signedIn: true },
  // The news, read by a guest (public pages): the list, and its newest article, whose id the
  // running server gives (`articlePath`).
  { path: '/blogs', signedIn: false },
  { path: '/blogs/{blogId}', signedIn: false },
  { path: '/help', signedIn: false },
];
const lantern = process.env.BENCH_LIGHTHOUSE_LANTERN === 'true';
const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const PAGES = only ? ALL_PAGES.filter((page) => only.includes(page.path)) : ALL_PAGES;
if (PAGES.length === 0) throw new Error(`BENCH_LIGHTHOUSE_PAGES names none of the pages`);
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DEMO_SEED: 'true',
    LOG_LEVEL: 'warn',
  };
  // The embedded defaults, whatever the shell running the bench has set.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'S3_BUCKET', 'WEB_DIST_DIR'])
    delete env[name];
  if (process.env.BENCH_LIGHTHOUSE_DIST) env.WEB_DIST_DIR = process.env.BENCH_LIGHTHOUSE_DIST;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'apps/server'),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Seeding the demo on embedded PGlite took over two minutes on a shared machine (load 20).
  const deadline = Date.now() + 360_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error('the server did not answer /readyz within 360 s');
}

async function signIn(origin: string): Promise<{ access: string; refresh: string }> {
  const response = await fetch(`${origin}/api/auth/sign-in/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return (await response.json()) as { access: string; refresh: string };
}

/** A page's real path: '/blogs/{blogId}' is the newest published article of the demo. */
const resolved = new Map<string, string>();
async function realPath(origin: string, path: string): Promise<string> {
  if (!path.includes('{blogId}')) return path;
  if (!resolved.has(path)) {
    const list = (await (await fetch(`${origin}/api/blogs/?limit=1`)).json()) as {
      results: { id: string }[];
    };
    const id = list.results[0]?.id;
    if (!id) throw new Error('the demo has no published article');
    resolved.set(path, path.replace('{blogId}', id));
  }
  return resolved.get(path) as string;
}

/** One audit in a fresh Chrome (a new profile: nothing cached, nothing stored). */
async function audit(origin: string, page: (typeof PAGES)[number]): Promise<Result> {
  const path = await realPath(origin, page.path);
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (page.signedIn) {
      const tokens = await signIn(origin);
      // A tiny JSON answer of the origin: no app code runs, nothing of the app gets cached.
      await setLocalStorage(chrome.port, `${origin}/healthz`, {
        [STORAGE_KEYS.access]: tokens.access,
        [STORAGE_KEYS.refresh]: tokens.refresh,
      });
    }
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
    const finalPath = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (finalPath !== path) throw new Error(`${path} ended on ${finalPath}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const score = (lhr: Result, category: string) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function row(path: string, lhr: Result): string {
  const lcp = (numeric(lhr, 'largest-contentful-paint') / 1000).toFixed(1);
  const tbt = Math.round(numeric(lhr, 'total-blocking-time'));
  const bytes = Math.round(numeric(lhr, 'total-byte-weight') / 1024);
  return (
    `| ${path} | ${score(lhr, 'performance')} | ${score(lhr, 'accessibility')} | ` +
    `${score(lhr, 'best-practices')} | ${score(lhr, 'seo')} | ${lcp} s | ${tbt.toLocaleString('en')} ms | ` +
    `${bytes.toLocaleString('en')} KB |`
  );
}

/** The audits that keep a category under 100, with what Lighthouse says about each. */
function failures(lhr: Result): string[] {
  const lines: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const result = lhr.audits[ref.id];
      if (!result || ref.weight === 0 || result.score === null || result.score === 1) continue;
      lines.push(`${id} · ${ref.id}: ${result.title}`);
      const details = result.details as { items?: unknown[] } | undefined;
      for (const item of details?.items?.slice(0, 5) ?? [])
        lines.push(`    ${JSON.stringify(item).slice(0, 400)}`);
    }
  }
  return lines;
}

/**
 * The last audit's simulated LCP (Lighthouse's Lantern keeps each simulation's node timings):
 * for its optimistic and pessimistic graphs, one line per request or main-thread task, by
 * simulated end time. Lighthouse's LCP is the mean of the two graphs' last ends.
 */
function lanternLines(origin: string): string[] {
  const lines: string[] = [];
  for (const [label, timings] of Simulator.allNodeTimings) {
    if (!label.endsWith('LargestContentfulPaint')) continue;
    lines.push(`== ${label}`);
    const ordered = [...timings.entries()].sort(([, a], [, b]) => a.endTime - b.endTime);
    for (const [node, timing] of ordered) {
      const what =
        node.type === 'network'
          ? `${node.request.priority} ${node.request.resourceType ?? ''} ` +
            `${node.request.url.replace(origin, '').slice(0, 80)} ${node.request.transferSize} B`
          : `main thread, ${Math.round((node.endTime - node.startTime) / 1000)} ms observed`;
      lines.push(`${Math.round(timing.startTime)}\t${Math.round(timing.endTime)}\t${what}`);
    }
  }
  return lines;
}

function writeTable(table: string): void {
  const file = join(root, 'docs/performance.md');
  const start = '<!-- bench:lighthouse:start -->';
  const end = '<!-- bench:lighthouse:end -->';
  const text = readFileSync(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const block = `${start}\n${table}\n${end}`;
  const next =
    from >= 0 && to > from
      ? `${text.slice(0, from)}${block}${text.slice(to + end.length)}`
      : `${text.trimEnd()}\n\n## Lighthouse (\`npm run bench:lighthouse\`)\n\n${block}\n`;
  writeFileSync(file, next);
  console.log(`\nTable written into docs/performance.md`);
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'koinonia-lighthouse-'));
const reports = join(dataDir, 'reports');
mkdirSync(reports);
const load = () =>
  execSync('uptime')
    .toString()
    .trim()
    .replace(/.*load average: /, '');
const loadAtStart = load();
console.log(`Koinonia on ${origin}, data in ${dataDir}; load average ${loadAtStart}`);
const server = await startServer(port, dataDir);

const rows: string[] = [];
let version = '';
try {
  for (const page of PAGES) await audit(origin, page);
  for (const page of PAGES) {
    const results: Result[] = [];
    for (let run = 0; run < runs; run += 1) {
      let lhr = await audit(origin, page);
      // On a loaded machine Lighthouse sometimes fails to record its trace (NO_NAVSTART): every
      // timing is then missing and the score 0. Such a run says nothing of the page: run again.
      for (let retry = 0; lhr.runtimeError && retry < 2; retry += 1) {
        console.log(`run ${run + 1}/${runs} ${page.path}: ${lhr.runtimeError.code}, run again`);
        lhr = await audit(origin, page);
      }
      const name = `${page.path.slice(1).replace(/\//g, '-')}-${run + 1}`;
      writeFileSync(join(reports, `${name}.json`), JSON.stringify(lhr));
      if (lantern)
        writeFileSync(join(reports, `${name}.lantern.tsv`), lanternLines(origin).join('\n'));
      console.log(`run ${run + 1}/${runs} ${row(page.path, lhr)}`);
      results.push(lhr);
      version = lhr.lighthouseVersion;
    }
    results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const median = results[Math.floor(results.length / 2)] as Result;
    rows.push(row(page.path, median));
    for (const line of failures(median)) console.log(`  ${line}`);
  }
} finally {
  server.kill('SIGTERM');
}

const git = (command: string) => execSync(`git ${command}`, { cwd: root }).toString().trim();
const commit = `${git('rev-parse --short HEAD')}${git('status --porcelain') ? ' with uncommitted changes' : ''}`;
const table = [
  `Lighthouse ${version}, ` +
    `mobile, default throttling, empty cache; commit ${commit}, ` +
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
    `${runs === 1 ? 'one run' : `median of ${runs} runs`} a page, load average ${loadAtStart} → ${load()}.`,
  '',
  '| page | performance | accessibility | best practices | SEO | LCP | TBT | total bytes |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...rows,
].join('\n');
console.log(`\n${table}\nReports (JSON): ${reports}`);
// A table of some pages only would replace the whole one: never written.
if (process.env.BENCH_LIGHTHOUSE_WRITE !== 'false' && !only) writeTable(table);
// The database goes; the reports stay for a closer look.
rmSync(join(dataDir, 'db'), { recursive: true, force: true });
