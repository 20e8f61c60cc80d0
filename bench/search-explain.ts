/**
 * EXPLAIN (ANALYZE, BUFFERS) of the search of everything's slow kinds (events, groups, pages,
 * articles) exactly as the repositories send them: each repository runs over a database whose
 * `execute` records the query, which is then explained with the same parameters, in a
 * transaction that reads the typo threshold as the server's does (db/search.ts
 * `withTypoThreshold`). Docs: docs/adr/0022-search.md, docs/performance.md 'Search'.
 *
 * Usage, on the database the search benchmark seeded (bench/search.bench.ts):
 * `BENCH_SEARCH_DATABASE_URL=postgres://… npm run explain:search -w bench` on PostgreSQL, or
 * `BENCH_SEARCH_DATA_DIR=<dir> npm run explain:search -w bench` on its embedded PGlite;
 * `-- --sql` also prints the SQL text. The questions: argv after `--`, else 'jean' and
 * 'st jean' (a third of the events) and 'chorrale' (a typo).
 */
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Db, openDatabase } from '../apps/server/src/db/client.ts';
import { TYPO_SIMILARITY } from '../apps/server/src/db/search.ts';
import { createEventsRepository } from '../apps/server/src/modules/events/events.repository.ts';
import { createGroupsRepository } from '../apps/server/src/modules/groups/groups.repository.ts';
import { createNewsRepository } from '../apps/server/src/modules/news/news.repository.ts';
import { BENCH_JWT_SECRET, BENCH_VAPID } from './seed.ts';

const dataDir = process.env.BENCH_SEARCH_DATA_DIR;
const databaseUrl = process.env.BENCH_SEARCH_DATABASE_URL;
if (!dataDir && !databaseUrl) throw new Error('BENCH_SEARCH_DATABASE_URL or BENCH_SEARCH_DATA_DIR');
const database = openDatabase(
  loadConfig({
    DATA_DIR: dataDir ?? '/tmp',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: BENCH_JWT_SECRET,
    ...BENCH_VAPID,
    DEMO_SEED: 'false',
    LOG_LEVEL: 'warn',
  }),
  'the search explain',
);
const db = database.db;

/** The last query a repository sent, through a transaction or not. */
function recorder(): { db: Db; last: () => SQL } {
  let query: SQL | undefined;
  const recording: Db = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'execute') {
        return (q: SQL) => {
          query = q;
          return target.execute(q);
        };
      }
      if (property === 'transaction') {
        return (run: (tx: Db) => Promise<unknown>) => run(recording);
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return {
    db: recording,
    last: () => {
      if (!query) throw new Error('no query sent');
      return query;
    },
  };
}

async function explain(query: SQL): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`,
    );
    await tx.execute(query); // warm, as a running server is
    const result = (await tx.execute(
      sql`explain (analyze, buffers, format text) ${query}`,
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const { rows: askers } = (await db.execute(
  sql`select id from users order by md5(id::text) limit 1`,
)) as unknown as { rows: { id: string }[] };
const me = askers[0]?.id;
if (!me) throw new Error('no member: seed with the search benchmark first');
const record = recorder();
const events = createEventsRepository(record.db, 3);
const groups = createGroupsRepository(record.db, 3);
const news = createNewsRepository(record.db);
const page = { offset: 0, limit: 21 };
const args = process.argv.slice(2).filter((arg) => arg !== '--sql');
const questions = args.length > 0 ? args : ['jean', 'st jean', 'chorrale'];

console.log(`Database: ${database.kind}; member ${me}`);
for (const question of questions) {
  const kinds: [string, () => Promise<unknown>][] = [
    ['events', () => events.search(me, new Date(), question, page)],
    ['groups', () => groups.search(me, question, 'GROUP', page)],
    ['pages', () => groups.search(me, question, 'PAGE', page)],
    ['articles', () => news.search(question, page)],
  ];
  for (const [kind, run] of kinds) {
    await run();
    const query = record.last();
    if (process.argv.includes('--sql')) {
      const { sql: text, params } = new PgDialect().sqlToQuery(query);
      console.log(`${text}\n-- params: ${JSON.stringify(params)}\n`);
    }
    console.log(`\n## ${kind}, '${question}'\n${await explain(query)}`);
  }
}
await database.close();
