/**
 * EXPLAIN (ANALYZE, BUFFERS) of the events list exactly as the server runs it: the service's
 * `list` is called with a repository over a database whose `execute` records the query, which
 * is then explained with the same parameters. Tabs 'upcoming' (first and next page), 'mine'
 * and 'past', for members with friends chosen as the benchmark chooses them.
 *
 * Usage: `npm run explain:events -w bench` (on the database made by `npm run seed:events`);
 * `-- --sql` also prints the SQL text.
 */
import { EVENT_FRIENDS_SHOWN, type EventTab } from '@koinonia/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../apps/server/src/db/client.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { createEventsRepository } from '../apps/server/src/modules/events/events.repository.ts';
import { createEventsService } from '../apps/server/src/modules/events/events.service.ts';
import { EVENTS_DATABASE_URL } from './events-seed.ts';

export const EVENT_PAGE = 20;

/** The query the service sends for one page of `tab`, captured on its way to the database. */
export async function listQuery(
  db: Db,
  me: string,
  tab: EventTab,
  cursor?: string,
): Promise<{ query: SQL; next: string | null }> {
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
  const service = createEventsService({
    repository: createEventsRepository(recording, EVENT_FRIENDS_SHOWN),
    transaction: () => Promise.reject(new Error('no transaction in an explain')),
    ownedPath: () => Promise.resolve(null),
    isGroupMember: () => Promise.resolve(false),
    timeZone: 'Europe/Paris',
    now: () => new Date(),
    publicUrl: 'http://127.0.0.1',
    publicationsInEvent: () => Promise.reject(new Error('no discussion in an explain')),
  });
  const page = await service.list(me, { tab, limit: EVENT_PAGE, cursor });
  if (!query) throw new Error('the service sent no query');
  return { query, next: page.next };
}

export async function explainText(
  db: Db,
  query: SQL,
  options = 'analyze, buffers',
): Promise<string> {
  // Warm once, as a running server is: the plan, not the first disk read, is what we want.
  await db.execute(query);
  const result = (await db.execute(
    sql`explain (${sql.raw(options)}, format text) ${query}`,
  )) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** The query run one at a time from this process: its cost to PostgreSQL plus one round trip. */
export async function timed(db: Db, query: SQL, times = 100): Promise<string> {
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

/** A member with friends, as the benchmark signs them in (the first of its list). */
export async function memberWithFriends(db: Db, n = 1): Promise<{ id: string; friends: number }[]> {
  const result = (await db.execute(sql`
    select u.id, count(*)::int as friends from users u
      join relationships r on (r.sender_id = u.id or r.receiver_id = u.id)
        and r.status = 'ACCEPTED'
    group by u.id having count(*) >= 10
    order by md5(u.id::text) limit ${n}`)) as unknown as {
    rows: { id: string; friends: number }[];
  };
  return result.rows;
}

export async function explainEvents(url = EVENTS_DATABASE_URL, printSql = false): Promise<void> {
  const database = openPostgres(url);
  const db = database.db;
  const [member] = await memberWithFriends(db);
  if (!member) throw new Error('no member with friends');
  console.log(`\nmember ${member.id}: ${member.friends} friends\n`);
  const first = await listQuery(db, member.id, 'upcoming');
  if (printSql) {
    const { sql: text, params } = new PgDialect().sqlToQuery(first.query);
    console.log(`${text}\n-- params: ${JSON.stringify(params)}\n`);
  }
  console.log(`tab=upcoming, first page:\n${await explainText(db, first.query)}\n`);
  console.log(`tab=upcoming, first page, ${await timed(db, first.query)}\n`);
  if (first.next) {
    const next = await listQuery(db, member.id, 'upcoming', first.next);
    console.log(`tab=upcoming, next page:\n${await explainText(db, next.query)}\n`);
    console.log(`tab=upcoming, next page, ${await timed(db, next.query)}\n`);
  }
  const mine = await listQuery(db, member.id, 'mine');
  console.log(`tab=mine:\n${await explainText(db, mine.query)}\n`);
  console.log(`tab=mine, ${await timed(db, mine.query)}\n`);
  const past = await listQuery(db, member.id, 'past');
  console.log(`tab=past:\n${await explainText(db, past.query)}\n`);
  console.log(`tab=past, ${await timed(db, past.query)}\n`);
  await database.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await explainEvents(EVENTS_DATABASE_URL, process.argv.includes('--sql'));
}
