/**
 * EXPLAIN (ANALYZE, BUFFERS) of the news list and of the celebrations exactly as the server runs
 * them: the services are called with repositories over a database whose `execute` records the
 * queries, which are then explained with the same parameters (as events-explain.ts). As a guest:
 * the list's first page, the next one, `?category=`, `?q=`, an article's 'À lire aussi', and
 * this week's parish sheet (its articles, next week's public events: the events module's query);
 * for a member with friends: `GET /api/celebrations/`'s candidates.
 *
 * Usage: `npm run explain:news -w bench` (on the database made by `npm run seed:news`);
 * `-- --sql` also prints the SQL text of the list's first page.
 */
import { EVENT_FRIENDS_SHOWN, type NewsCategory } from '@koinonia/contracts';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../apps/server/src/db/client.ts';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { createCelebrationsRepository } from '../apps/server/src/modules/celebrations/celebrations.repository.ts';
import { createCelebrationsService } from '../apps/server/src/modules/celebrations/celebrations.service.ts';
import { createEventsRepository } from '../apps/server/src/modules/events/events.repository.ts';
import { createEventsService } from '../apps/server/src/modules/events/events.service.ts';
import { createNewsRepository } from '../apps/server/src/modules/news/news.repository.ts';
import { createNewsService } from '../apps/server/src/modules/news/news.service.ts';
import { explainText, timed } from './events-explain.ts';
import { NEWS_DATABASE_URL } from './news-seed.ts';

/** The list's default page (contracts blogs.ts `articleListQuerySchema`). */
export const NEWS_PAGE = 12;
/** What the bench searches: words of the articles' bodies, typed without accents. */
export const NEWS_SEARCHES = ['pelerinage', 'careme', 'chorale', 'bapteme', 'kermesse'];

/** `db` whose `execute` also pushes each query into `into`. */
function recording(db: Db, into: SQL[]): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'execute') {
        return (q: SQL) => {
          into.push(q);
          return target.execute(q);
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

function newsService(db: Db) {
  const events = createEventsService({
    repository: createEventsRepository(db, EVENT_FRIENDS_SHOWN),
    transaction: () => Promise.reject(new Error('no transaction in an explain')),
    ownedPath: () => Promise.resolve(null),
    isGroupMember: () => Promise.resolve(false),
    timeZone: 'Europe/Paris',
    now: () => new Date(),
    publicUrl: 'http://127.0.0.1',
    publicationsInEvent: () => Promise.reject(new Error('no discussion in an explain')),
  });
  return createNewsService({
    repository: createNewsRepository(db),
    transaction: () => Promise.reject(new Error('no transaction in an explain')),
    ownedPath: () => Promise.resolve(null),
    rolesOf: () => Promise.resolve([]),
    reactionKinds: () => Promise.resolve(['jaime', 'amen', 'priere', 'merci']),
    publicEvents: (viewer, from, to, limit) => events.publicBetween(viewer, from, to, limit),
    timeZone: 'Europe/Paris',
    now: () => new Date(),
  });
}

/** The query the list sends for a guest, and the page's next cursor. */
export async function newsListQuery(
  db: Db,
  query: { category?: NewsCategory; q?: string; cursor?: string },
): Promise<{ query: SQL; next: string | null; shown: number }> {
  const queries: SQL[] = [];
  const page = await newsService(recording(db, queries)).list(null, {
    limit: NEWS_PAGE,
    category: query.category,
    q: query.q,
    cursor: query.cursor,
  });
  const [sent] = queries;
  if (!sent) throw new Error('the list sent no query');
  return { query: sent, next: page.next, shown: page.results.length };
}

/**
 * Members with `min` to `max` accepted friends and no block either way, in the bench's order;
 * `inLargestGroup`: only members of the largest group.
 */
export async function membersWithFriends(
  db: Db,
  n: number,
  min = 15,
  max = 25,
  inLargestGroup = false,
): Promise<{ id: string; friends: number }[]> {
  const largest = inLargestGroup
    ? sql`and exists (select 1 from group_members gm where gm.user_id = u.id
        and gm.status = 'MEMBER'
        and gm.group_id = (select id from groups order by member_count desc limit 1))`
    : sql``;
  const result = (await db.execute(sql`
    select u.id, count(*)::int as friends from users u
      join relationships r on (r.sender_id = u.id or r.receiver_id = u.id)
        and r.status = 'ACCEPTED'
    where not exists (select 1 from relationships b
      where (b.sender_id = u.id or b.receiver_id = u.id) and b.blocked) ${largest}
    group by u.id having count(*) between ${min} and ${max}
    order by md5(u.id::text || 'celebrations') limit ${n}`)) as unknown as {
    rows: { id: string; friends: number }[];
  };
  return result.rows;
}

export async function explainNews(url = NEWS_DATABASE_URL, printSql = false): Promise<void> {
  const database = openPostgres(url);
  const db = database.db;
  const show = async (name: string, query: SQL) => {
    console.log(`${name}:\n${await explainText(db, query)}\n`);
    console.log(`${name}, ${await timed(db, query)}\n`);
  };

  const first = await newsListQuery(db, {});
  if (printSql) {
    const { sql: text, params } = new PgDialect().sqlToQuery(first.query);
    console.log(`${text}\n-- params: ${JSON.stringify(params)}\n`);
  }
  await show('GET /api/blogs/, first page (guest)', first.query);
  if (first.next) {
    const next = await newsListQuery(db, { cursor: first.next });
    await show('GET /api/blogs/, next page (guest)', next.query);
  }
  const category = await newsListQuery(db, { category: 'temoignages' });
  await show('GET /api/blogs/?category=temoignages (guest)', category.query);
  const search = await newsListQuery(db, { q: NEWS_SEARCHES[0] });
  await show(
    `GET /api/blogs/?q=${NEWS_SEARCHES[0] ?? ''} (guest, ${search.shown} shown)`,
    search.query,
  );

  // An article's page: the article, then 'À lire aussi' (the second query).
  const [newest] = (
    (await db.execute(sql`select id from articles where status = 'published'
      order by publish_at desc limit 1`)) as unknown as { rows: { id: string }[] }
  ).rows;
  if (newest) {
    const queries: SQL[] = [];
    await newsService(recording(db, queries)).get(null, newest.id);
    const [find, related] = queries;
    if (find) await show('GET /api/blogs/{id}/: the article (guest)', find);
    if (related) await show("GET /api/blogs/{id}/: 'À lire aussi' (guest)", related);
  }

  // This week's sheet: its articles, then next week's public events (the events module's query).
  const sheetQueries: SQL[] = [];
  const sheet = await newsService(recording(db, sheetQueries)).sheet(null);
  const [weekArticles, nextEvents] = sheetQueries;
  if (weekArticles) {
    await show(`GET /api/blogs/sheet/: the week's ${sheet.articles.length} articles`, weekArticles);
  }
  if (nextEvents) {
    await show(
      `GET /api/blogs/sheet/: next week's ${sheet.events.length} public events`,
      nextEvents,
    );
  }

  // The bench's first member, and the first one in the largest group (the parish-wide one).
  const [member] = await membersWithFriends(db, 1);
  const [inLargest] = await membersWithFriends(db, 1, 15, 25, true);
  for (const one of [member, inLargest]) {
    if (!one || (one === inLargest && one.id === member?.id)) continue;
    const groups = (
      (await db.execute(sql`select count(*)::int as groups,
          coalesce(sum(g.member_count), 0)::int as co_members
        from group_members gm join groups g on g.id = gm.group_id
        where gm.user_id = ${one.id}::uuid and gm.status = 'MEMBER'`)) as unknown as {
        rows: { groups: number; co_members: number }[];
      }
    ).rows[0];
    const queries: SQL[] = [];
    const page = await createCelebrationsService({
      repository: createCelebrationsRepository(recording(db, queries)),
      transaction: () => Promise.reject(new Error('no transaction in an explain')),
      timeZone: 'Europe/Paris',
      now: () => new Date(),
      isMember: () => Promise.resolve(true),
      isBlockedBetween: () => Promise.resolve(false),
      acceptsMessages: () => Promise.resolve(true),
    }).list(one.id);
    const occasions = Object.values(page.sections).reduce((n, items) => n + items.length, 0);
    const [candidates] = queries;
    if (candidates) {
      await show(
        `GET /api/celebrations/: candidates (member with ${one.friends} friends, ` +
          `${groups?.groups ?? 0} groups of ${groups?.co_members ?? 0} members in all; ` +
          `${occasions} occasions shown)`,
        candidates,
      );
    }
  }
  await database.close();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await explainNews(NEWS_DATABASE_URL, process.argv.includes('--sql'));
}
