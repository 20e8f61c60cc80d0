/**
 * The search benchmark (docs/adr/0022-search.md): `GET /api/search/` on 10,000 members, 2,000
 * groups and pages, 20,000 events and 1,000 articles (bench/search-seed.ts), goal p99 ≤ 50 ms.
 *
 * The app runs in this process on embedded PGlite (a temp dir; the seed is most of the run's
 * time) or, with BENCH_SEARCH_DATABASE_URL, on PostgreSQL (its `koinonia_bench…` database is
 * dropped and seeded again; with BENCH_SEARCH_KEEP=1, any database is used as it is and seeded only
 * when empty). Each scenario is asked BENCH_SEARCH_ROUNDS times (200) one after
 * the other through the real HTTP stack (`app.inject`: routing, the auth guard, validation,
 * serialisation), by 20 members in turn, its questions in turn, after 20 rounds of warm-up:
 * PGlite is one session, so the figures are one request's latency, not a throughput.
 *
 * Scenarios: every kind at once (the header's popover, `?q=`), each kind's first page
 * (`&kind=…`, 20 hits), and typos (the trigram fallback). Questions typed as members type them:
 * without accents, abbreviated ('st jean', 'n.-d.'), a first name alone.
 *
 * Usage: `npm run bench:search -w bench` (BENCH_SEARCH_DATA_DIR=<dir> keeps the embedded
 * database there and seeds it only when empty).
 */
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEARCH_KINDS } from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createAccessTokens } from '../apps/server/src/platform/access-token.ts';
import { recreateDatabase } from './bench-database.ts';
import { percentile } from './harness.ts';
import { SEARCH_SIZES, seedSearch } from './search-seed.ts';
import { BENCH_JWT_SECRET, BENCH_VAPID } from './seed.ts';

const rounds = Number(process.env.BENCH_SEARCH_ROUNDS ?? 200);
const warmUp = 20;
const databaseUrl = process.env.BENCH_SEARCH_DATABASE_URL;
// BENCH_SEARCH_KEEP=1 uses the database as it is (seeded only when empty), so that a before and
// an after are measured on the same rows; otherwise it is dropped and created again.
if (databaseUrl && process.env.BENCH_SEARCH_KEEP !== '1') await recreateDatabase(databaseUrl);

const config = loadConfig({
  DATA_DIR:
    process.env.BENCH_SEARCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'koinonia-bench-search-')),
  DATABASE_URL: databaseUrl,
  JWT_SECRET: BENCH_JWT_SECRET,
  ...BENCH_VAPID,
  DEMO_SEED: 'false',
  LOG_LEVEL: 'warn',
  SHED_MAX_IN_FLIGHT: '0',
  SHED_QUEUE_DELAY_MS: '0',
});
const database = openDatabase(config, 'the search benchmark');
await database.migrate();

console.log(
  `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}`,
);
console.log(`Load average at start: ${execSync('uptime').toString().trim()}`);
console.log(`Database: ${database.kind}; sizes: ${JSON.stringify(SEARCH_SIZES)}`);
// BENCH_SEARCH_DATA_DIR keeps an embedded database between runs: seeded once, then reused.
const seeded = (await database.db.execute(
  sql`select exists (select 1 from events) as yes`,
)) as unknown as {
  rows: { yes: boolean }[];
};
if (!seeded.rows[0]?.yes) {
  const seedStart = performance.now();
  await seedSearch(database.db);
  console.log(`Seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s\n`);
}

const app = await buildApp({ config, db: database, logger: false });
await app.ready();
const tokens = createAccessTokens(BENCH_JWT_SECRET);
const askers = (
  (await database.db.execute(
    sql`select id from users order by md5(id::text) limit 20`,
  )) as unknown as {
    rows: { id: string }[];
  }
).rows;
const headers = await Promise.all(
  askers.map(async ({ id }) => ({ authorization: `Bearer ${await tokens.sign(id)}` })),
);

const QUESTIONS = [
  'helene',
  'marie dup',
  'chorale saint jean',
  'st jean',
  'pelerinage lourdes',
  'celebrations',
  'n.-d. de lourdes',
  'veillee',
  'jean',
  'catechese',
];
const TYPOS = ['chorrale', 'pelerinnage', 'helenne lefevre', 'kermese', 'cathechese'];

interface Scenario {
  name: string;
  questions: readonly string[];
  kind?: string;
}
const scenarios: Scenario[] = [
  { name: 'every kind (the popover)', questions: QUESTIONS },
  ...SEARCH_KINDS.map((kind) => ({ name: `${kind}, first page`, questions: QUESTIONS, kind })),
  { name: 'typos, every kind', questions: TYPOS },
];

async function ask(round: number, scenario: Scenario): Promise<number> {
  const q = scenario.questions[round % scenario.questions.length] ?? 'jean';
  const params = new URLSearchParams({ q, ...(scenario.kind ? { kind: scenario.kind } : {}) });
  const begin = performance.now();
  const response = await app.inject({
    url: `/api/search/?${params.toString()}`,
    headers: headers[round % headers.length],
  });
  const took = performance.now() - begin;
  if (response.statusCode !== 200) throw new Error(`${q}: ${response.statusCode} ${response.body}`);
  return took;
}

console.log('| scenario | p50 | p95 | p99 | max | hits (first question) |');
console.log('|---|---|---|---|---|---|');
for (const scenario of scenarios) {
  for (let round = 0; round < warmUp; round += 1) await ask(round, scenario);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) times.push(await ask(round, scenario));
  const first = (
    await app.inject({
      url: `/api/search/?${new URLSearchParams({ q: scenario.questions[0] ?? '', ...(scenario.kind ? { kind: scenario.kind } : {}) }).toString()}`,
      headers: headers[0],
    })
  ).json<{ sections: { results: unknown[] }[] }>();
  const hits = first.sections.reduce((n, section) => n + section.results.length, 0);
  const ms = (p: number) => `${percentile(times, p).toFixed(1)} ms`;
  console.log(
    `| ${scenario.name} | ${ms(50)} | ${ms(95)} | ${ms(99)} | ${Math.max(...times).toFixed(1)} ms | ${hits} |`,
  );
}

await app.close();
await database.close();
