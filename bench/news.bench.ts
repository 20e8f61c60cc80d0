/**
 * The news and celebrations benchmark, on PostgreSQL with 10,000 members (~20 friends each,
 * birthdays spread over the year), 400 groups, 2,000 published articles over two years of about
 * 600 words of Markdown, 350 scheduled or drafts, 20,000 comments and 20,000 reactions
 * (bench/news-seed.ts), 64 connections.
 *
 * Each scenario is measured right after a bare Fastify route that sends **the very bytes of
 * one of its answers** (fetched from the app just before) with no work at all: its ratio is
 * taken against that, as events.bench.ts and groups.bench.ts do. Neither side is compressed
 * (autocannon sends no Accept-Encoding); the bare route answers with a JSON content type
 * whatever the bytes (HTML, RSS): only the bytes count.
 *
 * As a guest (no token): `GET /api/blogs/` (first page, 12 articles), the next page (its
 * cursor), `?category=` (the six in turn), `?q=` (five words in turn, typed without accents:
 * news-explain.ts NEWS_SEARCHES), `GET /api/blogs/{id}/` (the article rendered to HTML with its
 * 'À lire aussi', over the BENCH_NEWS_ARTICLES_READ newest, 200), `GET /api/blogs/rss.xml`
 * (the 20 newest, rendered), `GET /blogs/{id}` (the web app's index.html with the article's
 * Open Graph tags: needs the web build, `npm run build`; the same articles) and
 * `GET /api/blogs/sheet/` (this week's parish sheet with next week's public events). Signed in:
 * `GET /api/celebrations/` for BENCH_NEWS_MEMBERS_SIGNED_IN members (32) with 15 to 25 friends
 * and no block, tokens minted with the bench's JWT secret (no argon2 at start).
 *
 * The app runs with load shedding off (as events.bench.ts): the bench measures the work, not the
 * refusals. What a running server would already have done is done before it starts: the events'
 * reminders of the next two days marked sent, and today's birthday notices claimed, so that
 * neither the reminders nor the morning job sends hundreds of notifications during a scenario.
 * No scheduled article falls due during a run (the seed schedules them a day ahead at least).
 * Every answer's status is counted; anything but 2xx is printed.
 *
 * Then the query plans of the list, the search, an article's 'À lire aussi' and the
 * celebrations' candidates (news-explain.ts).
 *
 * Usage: `npm run bench:news` (builds the web app, then seeds `koinonia_bench_news` with
 * bench/news-seed.ts first when it is empty; BENCH_NEWS_RESEED=true seeds it again;
 * BENCH_NEWS_EXPLAIN=false skips the plans).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { NEWS_CATEGORIES } from '@koinonia/contracts';
import type { Request } from 'autocannon';
import pg from 'pg';
import { createAccessTokens } from '../apps/server/src/platform/access-token.ts';
import { explainNews, NEWS_PAGE, NEWS_SEARCHES } from './news-explain.ts';
import { NEWS_DATABASE_URL, seedNews } from './news-seed.ts';
import { measure, printMachine, ratio, start, type Child, type Figure } from './harness.ts';
import { BENCH_JWT_SECRET } from './seed.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const signedIn = Number(process.env.BENCH_NEWS_MEMBERS_SIGNED_IN ?? 32);
const articlesRead = Number(process.env.BENCH_NEWS_ARTICLES_READ ?? 200);
const WEB_INDEX = new URL('../apps/web/dist/index.html', import.meta.url);

if (!existsSync(WEB_INDEX)) {
  throw new Error(
    `${WEB_INDEX.pathname} is missing: build the web app first (npm run build), ` +
      'or run `npm run bench:news` from the root, which does',
  );
}

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: NEWS_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function counts(): Promise<Record<string, number> | undefined> {
  try {
    return await withClient(async (client) => {
      const { rows } = await client.query<Record<string, string>>(`select
        (select count(*) from users) as members,
        (select count(*) from users where birthday is not null) as with_birthday,
        (select count(*) from relationships where status = 'ACCEPTED') as friendships,
        (select count(*) from groups) as groups,
        (select count(*) from events) as events,
        (select count(*) from articles where status = 'published') as published,
        (select count(*) from articles where status = 'scheduled') as scheduled,
        (select count(*) from articles where status = 'draft') as drafts,
        (select round(avg(array_length(regexp_split_to_array(trim(body), '\\s+'), 1)))
          from articles) as words_per_article,
        (select count(*) from article_comments) as comments,
        (select count(*) from article_reactions) as reactions`);
      return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
    });
  } catch {
    return undefined; // no database yet, or not migrated
  }
}

let sizes = await counts();
if (process.env.BENCH_NEWS_RESEED === 'true' || !sizes?.reactions) {
  console.log(`Seeding ${NEWS_DATABASE_URL}\n`);
  await seedNews();
  sizes = await counts();
}

/** Members with 15 to 25 friends and no block either way (everyone's occasions are theirs). */
function someMembers(n: number): Promise<{ id: string; friends: number; groupMembers: number }[]> {
  return withClient(async (client) => {
    const { rows } = await client.query<{ id: string; friends: number; group_members: number }>(
      `select f.id, f.friends,
         (select coalesce(sum(g.member_count), 0)::int from group_members gm
           join groups g on g.id = gm.group_id
          where gm.user_id = f.id and gm.status = 'MEMBER') as group_members
       from (select u.id, count(*)::int as friends from users u
         join relationships r on (r.sender_id = u.id or r.receiver_id = u.id)
           and r.status = 'ACCEPTED'
        where not exists (select 1 from relationships b
          where (b.sender_id = u.id or b.receiver_id = u.id) and b.blocked)
        group by u.id having count(*) between 15 and 25) f
       order by md5(f.id::text || 'celebrations') limit $1`,
      [n],
    );
    return rows.map((row) => ({
      id: row.id,
      friends: row.friends,
      groupMembers: row.group_members,
    }));
  });
}

printMachine(connections);
console.log(`Load average at start: ${execSync('uptime').toString().trim()}`);
console.log(`Data: ${JSON.stringify(sizes)}\n`);

// What a running server would have done already: the events' reminders due in the next two
// days sent (events.bench.ts), and today's birthday notices claimed by the morning job.
await withClient(async (client) => {
  await client.query(`insert into event_reminders (event_id, user_id, kind, starts_at)
    select p.event_id, p.user_id, k.kind, e.starts_at
    from events e join event_participants p on p.event_id = e.id and p.standing = 'going'
    cross join (values ('24h'), ('1h')) k(kind)
    where e.starts_at between now() and now() + interval '48 hours'
    on conflict do nothing`);
  await client.query(`insert into celebration_notices (user_id, day)
    select id, (now() at time zone 'Europe/Paris')::date from users
    on conflict do nothing`);
});

const bare = await start('./bare-server.ts');
const app = await start('./server-under-test.ts', {
  BENCH_DATABASE_URL: NEWS_DATABASE_URL,
  BENCH_SEED: 'false',
  SHED_MAX_IN_FLIGHT: process.env.SHED_MAX_IN_FLIGHT ?? '0',
  SHED_QUEUE_DELAY_MS: process.env.SHED_QUEUE_DELAY_MS ?? '0',
});
const base = `http://127.0.0.1:${app.port}`;
const tokens = createAccessTokens(BENCH_JWT_SECRET);

interface Reader {
  id: string | null;
  headers: Record<string, string>;
}
const guest: Reader = { id: null, headers: {} };

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const chosen = await someMembers(signedIn);
const members: Reader[] = await Promise.all(
  chosen.map(async ({ id }) => ({
    id,
    headers: { authorization: `Bearer ${await tokens.sign(id)}` },
  })),
);
const firstMember = members[0];
if (!firstMember) throw new Error('no member with 15 to 25 friends');
const celebrationSizes = await Promise.all(
  members.map(async (member) => {
    const page = await json<{ sections: Record<string, unknown[]> }>(
      await fetch(`${base}/api/celebrations/`, { headers: member.headers }),
    );
    return Object.values(page.sections).reduce((n, items) => n + items.length, 0);
  }),
);
const firstPage = await json<{ next: string | null }>(
  await fetch(`${base}/api/blogs/?limit=${NEWS_PAGE}`),
);
if (!firstPage.next) throw new Error('the first page has no next page');
const nextCursor = firstPage.next;
const searchHits = await Promise.all(
  NEWS_SEARCHES.map(async (q) => {
    const page = await json<{ results: unknown[] }>(
      await fetch(`${base}/api/blogs/?q=${encodeURIComponent(q)}`),
    );
    return page.results.length;
  }),
);
const articleIds = await withClient(async (client) => {
  const { rows } = await client.query<{ id: string }>(
    `select id from articles where status = 'published' order by publish_at desc limit $1`,
    [articlesRead],
  );
  return rows.map((row) => row.id);
});
console.log(
  `Koinonia on ${String(app.info.database)}: ${members.length} signed-in members with ` +
    `${Math.min(...chosen.map((m) => m.friends))}–${Math.max(...chosen.map((m) => m.friends))} ` +
    `friends and ${Math.min(...chosen.map((m) => m.groupMembers))}–` +
    `${Math.max(...chosen.map((m) => m.groupMembers))} members in their groups ` +
    `(${Math.min(...celebrationSizes)}–${Math.max(...celebrationSizes)} occasions within 30 days); ` +
    `searches ${NEWS_SEARCHES.map((q, i) => `'${q}' ${searchHits[i] ?? 0}`).join(', ')} ` +
    `articles on the first page; ${articleIds.length} articles read\n`,
);

/** The bare server sends `body` from now on, as it is. */
function serveStatic(child: Child, body: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const onMessage = (message: { type?: string }) => {
      if (message.type !== 'static-ready') return;
      child.process.off('message', onMessage);
      resolve();
    };
    child.process.on('message', onMessage);
    child.process.send({ type: 'static', body });
  });
}

/** Status codes of the answers of the scenario being run. */
let statuses: Record<string, number> = {};

/** Requests that rotate over the readers: request i goes to reader i mod n, as path(i / n). */
function rotating(readers: Reader[], path: (reader: Reader, i: number) => string): Request[] {
  let i = 0;
  return [
    {
      setupRequest: (request: Request): Request => {
        i += 1;
        const reader = readers[i % readers.length] as Reader;
        return {
          ...request,
          method: 'GET',
          path: path(reader, Math.floor(i / readers.length)),
          headers: reader.headers,
        };
      },
      onResponse: (status: number) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
      },
    },
  ];
}

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

interface Row {
  figure: Figure;
  baseline: Figure;
  bytes: number;
  statuses: Record<string, number>;
}
const rows: Row[] = [];

/**
 * Measures the bare route with the bytes of `sample`'s answer (checked with `expect`), then
 * the scenario.
 */
async function scenario(
  name: string,
  readers: Reader[],
  sample: { reader: Reader; path: string; expect?: string },
  path: (reader: Reader, i: number) => string,
): Promise<void> {
  const response = await fetch(`${base}${sample.path}`, { headers: sample.reader.headers });
  const body = await response.text();
  if (!response.ok) throw new Error(`${sample.path}: ${response.status} ${body}`);
  if (sample.expect && !body.includes(sample.expect)) {
    throw new Error(`${sample.path}: the answer holds no ${sample.expect}`);
  }
  await serveStatic(bare, body);
  const bytes = Buffer.byteLength(body);
  const baseline = await measure(`bare GET /static (${bytes} B)`, bare, {
    path: '/static',
    connections,
  });
  statuses = {};
  const figure = await measure(name, app, {
    path: '/',
    connections,
    requests: rotating(readers, path),
  });
  console.log(`  statuses: ${JSON.stringify(statuses)}`);
  rows.push({ figure, baseline, bytes, statuses: { ...statuses } });
}

const hello = await measure('bare Fastify GET /bare (hello)', bare, {
  path: '/bare',
  connections,
});

const list = `/api/blogs/?limit=${NEWS_PAGE}`;
await scenario(
  'GET /api/blogs/ (guest, first page)',
  [guest],
  { reader: guest, path: list },
  () => list,
);
const next = `${list}&cursor=${encodeURIComponent(nextCursor)}`;
await scenario(
  'GET /api/blogs/?cursor= (next page)',
  [guest],
  { reader: guest, path: next },
  () => next,
);
const byCategory = (i: number) => `${list}&category=${pick(NEWS_CATEGORIES, i)}`;
await scenario(
  'GET /api/blogs/?category= (six in turn)',
  [guest],
  { reader: guest, path: byCategory(0) },
  (_reader, i) => byCategory(i),
);
const searching = (i: number) => `${list}&q=${encodeURIComponent(pick(NEWS_SEARCHES, i))}`;
await scenario(
  'GET /api/blogs/?q= (five words in turn)',
  [guest],
  { reader: guest, path: searching(0) },
  (_reader, i) => searching(i),
);
const article = (i: number) => `/api/blogs/${pick(articleIds, i)}/`;
await scenario(
  `GET /api/blogs/{id}/ (guest, ${articleIds.length} articles)`,
  [guest],
  { reader: guest, path: article(0), expect: '"html"' },
  (_reader, i) => article(i),
);
await scenario(
  'GET /api/blogs/rss.xml',
  [guest],
  { reader: guest, path: '/api/blogs/rss.xml', expect: '<rss' },
  () => '/api/blogs/rss.xml',
);
const page = (i: number) => `/blogs/${pick(articleIds, i)}`;
await scenario(
  `GET /blogs/{id} (HTML page, Open Graph, ${articleIds.length} articles)`,
  [guest],
  { reader: guest, path: page(0), expect: 'og:title' },
  (_reader, i) => page(i),
);
await scenario(
  'GET /api/blogs/sheet/ (guest)',
  [guest],
  { reader: guest, path: '/api/blogs/sheet/' },
  () => '/api/blogs/sheet/',
);
await scenario(
  `GET /api/celebrations/ (${members.length} members)`,
  members,
  { reader: firstMember, path: '/api/celebrations/' },
  () => '/api/celebrations/',
);

console.log(`\nLoad average at end: ${execSync('uptime').toString().trim()}\n`);
console.log(
  '| scenario | req/s | p50 | p99 | event-loop p99 | bare static, same bytes: req/s, p50 / p99 | vs static bytes | statuses |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---|');
console.log(
  `| bare hello \`GET /bare\` | ${Math.round(hello.requestsPerSecond).toLocaleString('en')} | ` +
    `${hello.p50} ms | ${hello.p99} ms | ${hello.eventLoopP99.toFixed(1)} ms | | | |`,
);
for (const { figure, baseline, bytes, statuses: codes } of rows) {
  console.log(
    `| ${figure.name} | ${Math.round(figure.requestsPerSecond).toLocaleString('en')} | ` +
      `${figure.p50} ms | ${figure.p99} ms | ${figure.eventLoopP99.toFixed(1)} ms | ` +
      `${bytes} B: ${Math.round(baseline.requestsPerSecond).toLocaleString('en')}, ` +
      `${baseline.p50} / ${baseline.p99} ms | ${ratio(figure, baseline)} | ` +
      `${Object.entries(codes)
        .map(([code, n]) => `${code}: ${n.toLocaleString('en')}`)
        .join(', ')} |`,
  );
}
const errors = rows.reduce((n, row) => n + row.figure.errors, 0);
if (errors > 0) console.log(`\n${errors} non-2xx answers or errors: read the lines above.`);

bare.process.send('stop');
app.process.send('stop');

if (process.env.BENCH_NEWS_EXPLAIN !== 'false') {
  console.log('\nQuery plans (EXPLAIN ANALYZE, BUFFERS):');
  await explainNews(NEWS_DATABASE_URL);
}
