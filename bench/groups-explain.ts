/**
 * EXPLAIN (ANALYZE, BUFFERS) of the groups benchmark's queries exactly as the server runs them
 * (the repositories are called on a database whose `execute` records the query, as
 * feed-explain.ts does): the home feed with group publications, a group's feed and the
 * 'Découvrir' and 'Mes groupes' lists. Members are chosen by how many publications their
 * groups hold: the median member in groups and the heaviest.
 *
 * It also runs the home feed's queries 16 at once, for queries a second and their latency.
 *
 * Usage: `npm run explain:groups -w bench` (on the database made by `npm run seed:groups`);
 * `-- --sql` also prints the SQL text.
 */
import { FIRST_COMMENTS_COUNT, GROUP_FRIENDS_SHOWN } from '@koinonia/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/client.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { createGroupsRepository } from '../apps/server/src/modules/groups/groups.repository.ts';
import { createPublicationsRepository } from '../apps/server/src/modules/publications/publications.repository.ts';
import type { PublicationRow } from '../apps/server/src/modules/publications/publications.sql.ts';
import { GROUPS_DATABASE_URL } from './groups-seed.ts';

const PAGE = 10;
const dialect = new PgDialect();

interface GroupMember {
  id: string;
  friends: number;
  groups: number;
  largest: number;
  group_publications: number;
}

/** Members in groups with their groups and the publications those hold, fewest first. */
async function groupSizes(db: Db): Promise<GroupMember[]> {
  const result = (await db.execute(sql`
    with gp as (select group_id, count(*)::int as n from publications
        where group_id is not null group by group_id),
      f as (select sender_id as member_id from relationships where status = 'ACCEPTED'
        union all select receiver_id from relationships where status = 'ACCEPTED'),
      fc as (select member_id, count(*)::int as n from f group by member_id)
    select gm.user_id as id, coalesce(max(fc.n), 0) as friends, count(*)::int as groups,
      max(g.member_count) as largest, coalesce(sum(gp.n), 0)::int as group_publications
    from group_members gm join groups g on g.id = gm.group_id
      left join gp on gp.group_id = gm.group_id left join fc on fc.member_id = gm.user_id
    where gm.status = 'MEMBER'
    group by gm.user_id order by group_publications, gm.user_id`)) as unknown as {
    rows: GroupMember[];
  };
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
  await db.execute(query); // warm, as a running server is
  const result = (await db.execute(
    sql`explain (analyze, buffers, format text) ${query}`,
  )) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** The query run one at a time from this process: its cost to PostgreSQL plus a round trip. */
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

/**
 * Each variant's queries run by `concurrency` connections at once, in alternating rounds of
 * `seconds` (the other sessions' load falls on all alike): queries a second and latency.
 */
async function throughputs(
  url: string,
  variants: Record<string, SQL[]>,
  concurrency = 16,
  rounds = 4,
  seconds = 2,
): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: concurrency });
  const names = Object.keys(variants);
  const durations: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const texts = (variants[name] ?? []).map((query) => dialect.sqlToQuery(query));
      const until = performance.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: concurrency }, async (_, worker) => {
          let i = worker;
          while (performance.now() < until) {
            const { sql: text, params } = texts[i % texts.length] as {
              sql: string;
              params: unknown[];
            };
            const started = performance.now();
            await pool.query(text, params);
            durations[name]?.push(performance.now() - started);
            i += 1;
          }
        }),
      );
    }
  }
  await pool.end();
  for (const name of names) {
    const all = (durations[name] ?? []).sort((a, b) => a - b);
    const at = (p: number) => (all[Math.floor((p / 100) * (all.length - 1))] ?? 0).toFixed(1);
    console.log(
      `${name.padEnd(8)} ${concurrency} at once, ${rounds} rounds of ${seconds} s: ` +
        `${Math.round(all.length / (rounds * seconds))} queries/s, p50 ${at(50)} ms, p99 ${at(99)} ms`,
    );
  }
}

/** How the plan reads the page's publications (not the pkey probes), and whether it sorts them all. */
function verdict(plan: string): string {
  const scans = [
    ...plan.matchAll(
      /(Seq Scan|Index Scan Backward|Index Scan|Bitmap Index Scan)(?: using (\S+))? on (\S+)(?: (p|p_\d+))?\s.*?rows=(\d+) loops=(\d+)/g,
    ),
  ]
    .map(([, how, using, on, , rows, loops]) => ({
      how,
      index: how === 'Bitmap Index Scan' ? on : using,
      table: how === 'Bitmap Index Scan' ? 'publications' : on,
      rows,
      loops,
    }))
    .filter(
      ({ index, table }) =>
        table === 'publications' &&
        (index === undefined || index.startsWith('publications_')) &&
        index !== 'publications_pkey',
    )
    .map(
      ({ how, index, rows, loops }) =>
        `${how}${index ? ` ${index}` : ''} (${rows} rows × ${loops})`,
    );
  const read = plan.match(/Bitmap Heap Scan on publications p .*?rows=(\d+) loops=1/);
  return [
    scans.join(', ') || 'no scan of publications found',
    read ? `all ${read[1]} candidate rows read from the heap, then sorted` : '',
    /Seq Scan on publications\b/.test(plan) ? 'SEQ SCAN of publications' : 'no seq scan',
  ]
    .filter(Boolean)
    .join('; ');
}

export async function explainGroups(url = GROUPS_DATABASE_URL, printSql = false): Promise<void> {
  const database = openPostgres(url);
  const db = database.db;
  const sizes = await groupSizes(db);
  const median = sizes[Math.floor(sizes.length / 2)];
  const heaviest = sizes.at(-1);
  const loadQueries: Record<'server', SQL[]> = { server: [] };
  for (const [label, member] of [
    ['median member in groups', median],
    ['heaviest member in groups', heaviest],
  ] as const) {
    if (!member) continue;
    console.log(
      `\n### ${label}: ${member.friends} friends, ${member.groups} groups (largest ` +
        `${member.largest} members), ${member.group_publications} publications in their groups\n`,
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
      const { sql: text, params } = dialect.sqlToQuery(first);
      console.log(`${text}\n-- params: ${JSON.stringify(params)}\n`);
    }
    const plan = await explain(db, first);
    console.log(`home feed, first page:\n${plan}\n`);
    console.log(`home feed, first page: ${verdict(plan)}`);
    console.log(`home feed, first page, ${await timed(db, first)}\n`);
    const last = firstPage[PAGE - 1];
    const after = last ? { key: last.sort_key, id: last.id } : undefined;
    const next = await captured(db, (recording) =>
      createPublicationsRepository(recording, FIRST_COMMENTS_COUNT).feed(
        member.id,
        after,
        PAGE + 1,
      ),
    );
    const nextPlan = await explain(db, next);
    console.log(`home feed, next page:\n${nextPlan}\n`);
    console.log(`home feed, next page: ${verdict(nextPlan)}`);
    console.log(`home feed, next page, ${await timed(db, next)}\n`);

    loadQueries.server.push(first, next);

    // A group's feed: the member's largest group, as GET /api/groups/{id}/publications/ reads it.
    const [largest] = (
      (await db.execute(sql`select g.id from group_members gm join groups g on g.id = gm.group_id
        where gm.user_id = ${member.id}::uuid and gm.status = 'MEMBER'
        order by g.member_count desc limit 1`)) as unknown as { rows: { id: string }[] }
    ).rows;
    if (largest) {
      const groupFeed = await captured(db, (recording) =>
        createPublicationsRepository(recording, FIRST_COMMENTS_COUNT).inGroup(
          member.id,
          largest.id,
          undefined,
          PAGE + 1,
        ),
      );
      const groupPlan = await explain(db, groupFeed);
      console.log(`group feed (their largest group), first page: ${verdict(groupPlan)}`);
      console.log(
        groupPlan
          .split('\n')
          .filter((line) => /Index|Limit|Execution/.test(line))
          .slice(0, 8)
          .join('\n'),
      );
      console.log(`group feed, ${await timed(db, groupFeed)}\n`);
    }
    for (const query of ['mine', 'discover'] as const) {
      const list = await captured(db, (recording) =>
        createGroupsRepository(recording, GROUP_FRIENDS_SHOWN).list(
          member.id,
          query,
          {},
          undefined,
          13,
        ),
      );
      const listPlan = await explain(db, list);
      console.log(`groups ?query=${query}:\n${listPlan}\n`);
      console.log(`groups ?query=${query}, ${await timed(db, list, 100)}\n`);
    }
  }
  await database.close();

  console.log(
    '\n### The feed query alone, 16 connections at once (first and next pages of both members)\n',
  );
  await throughputs(url, loadQueries);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await explainGroups(GROUPS_DATABASE_URL, process.argv.includes('--sql'));
}
