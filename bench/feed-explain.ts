/**
 * EXPLAIN (ANALYZE, BUFFERS) of the feed exactly as the server runs it: the repository is
 * called on a database whose `execute` records the query, which is then explained with the
 * same parameters. Members are chosen by the size of their feed (own publications and their
 * friends' non-private ones): the median member and the heaviest.
 *
 * Usage: `npm run explain:feed -w bench` (on the database made by `npm run seed:feed`);
 * `-- --sql` also prints the SQL text.
 */
import { FIRST_COMMENTS_COUNT } from '@koinonia/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../apps/server/src/db/client.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { createPublicationsRepository } from '../apps/server/src/modules/publications/publications.repository.ts';
import type { PublicationRow } from '../apps/server/src/modules/publications/publications.sql.ts';
import { FEED_DATABASE_URL } from './feed-seed.ts';

const PAGE = 10;

interface FeedMember {
  id: string;
  friends: number;
  feed: number;
}

/** Members with their number of friends and the number of publications their feed holds. */
export async function feedSizes(db: Db): Promise<FeedMember[]> {
  const result = (await db.execute(sql`
    with f as (
      select sender_id as member_id, receiver_id as friend_id from relationships
        where status = 'ACCEPTED'
      union all
      select receiver_id, sender_id from relationships where status = 'ACCEPTED'),
    own as (select author_id, count(*)::int as n,
        count(*) filter (where audience <> 'private')::int as shared
      from publications group by author_id),
    friends as (select member_id, count(*)::int as n from f group by member_id),
    theirs as (select f.member_id, sum(own.shared)::int as n
      from f join own on own.author_id = f.friend_id group by f.member_id)
    select u.id, coalesce(friends.n, 0) as friends,
      coalesce(own.n, 0) + coalesce(theirs.n, 0) as feed
    from users u
      left join friends on friends.member_id = u.id
      left join own on own.author_id = u.id
      left join theirs on theirs.member_id = u.id
    order by feed, u.id`)) as unknown as { rows: FeedMember[] };
  return result.rows;
}

/** The query the repository sends for `run`, captured on its way to the database. */
async function captured(db: Db, run: (recording: Db) => Promise<unknown>): Promise<SQL> {
  let query: SQL | undefined;
  const recording = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'execute') {
        return (q: SQL) => {
          query = q;
          return target.execute(q);
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  await run(recording);
  if (!query) throw new Error('the repository sent no query');
  return query;
}

async function explain(db: Db, query: SQL): Promise<string> {
  // Warm once, as a running server is: the plan, not the first disk read, is what we want.
  await db.execute(query);
  const result = (await db.execute(
    sql`explain (analyze, buffers, format text) ${query}`,
  )) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** The query run one at a time from this process: its cost to PostgreSQL plus one round trip. */
async function timed(db: Db, query: SQL, times = 200): Promise<string> {
  const durations: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await db.execute(query);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (p: number) => (durations[Math.floor((p / 100) * (times - 1))] ?? 0).toFixed(2);
  return `${times} runs one after another: median ${at(50)} ms, p90 ${at(90)} ms`;
}

export async function explainFeed(url = FEED_DATABASE_URL, printSql = false): Promise<void> {
  const database = openPostgres(url);
  const db = database.db;
  const sizes = await feedSizes(db);
  const median = sizes[Math.floor(sizes.length / 2)];
  const heaviest = sizes.at(-1);
  for (const [label, member] of [
    ['median member', median],
    ['heaviest member', heaviest],
  ] as const) {
    if (!member) continue;
    console.log(
      `\n### ${label}: ${member.friends} friends, ${member.feed} publications in the feed\n`,
    );
    let firstPage: PublicationRow[] = [];
    const first = await captured(db, async (recording) => {
      firstPage = await createPublicationsRepository(recording, FIRST_COMMENTS_COUNT).feed(
        member.id,
        undefined,
        PAGE + 1,
      );
    });
    if (printSql) {
      const { sql: text, params } = new PgDialect().sqlToQuery(first);
      console.log(`${text}\n-- params: ${JSON.stringify(params)}\n`);
    }
    console.log(`first page:\n${await explain(db, first)}\n`);
    console.log(`first page, ${await timed(db, first)}\n`);
    const last = firstPage[PAGE - 1];
    if (!last) continue;
    const next = await captured(db, (recording) =>
      createPublicationsRepository(recording, FIRST_COMMENTS_COUNT).feed(
        member.id,
        { key: last.sort_key, id: last.id },
        PAGE + 1,
      ),
    );
    console.log(`next page:\n${await explain(db, next)}\n`);
    console.log(`next page, ${await timed(db, next)}\n`);
  }
  await database.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await explainFeed(FEED_DATABASE_URL, process.argv.includes('--sql'));
}
