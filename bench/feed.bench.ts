/**
 * The publications benchmark: the feed's first page, a next page, a publication by id
 * and a reaction, on PostgreSQL with 10,000 members, 200,000 publications, 600,000 comments and
 * 1,000,000 reactions, 64 connections, against two bare routes in the same run: a static route
 * that sends the very bytes of a feed page (a member's first page, fetched just before) with no
 * work at all, the baseline the ratios are taken against, and a bare hello for reference.
 * Neither side is compressed (autocannon sends no Accept-Encoding).
 *
 * Usage: `npm run bench:feed` (seeds `koinonia_bench_feed` with bench/feed-seed.ts first when
 * it is empty; BENCH_FEED_RESEED=true seeds it again). Requests rotate over BENCH_FEED_MEMBERS_SIGNED_IN
 * members (32), each with their own feed, cursors and visible publications.
 */
import { execSync } from 'node:child_process';
import type { Request } from 'autocannon';
import pg from 'pg';
import { measure, printMachine, ratio, start, type Figure } from './harness.ts';
import { explainFeed } from './feed-explain.ts';
import { FEED_DATABASE_URL, seedFeed } from './feed-seed.ts';
import { BENCH_PASSWORD } from './seed.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const signedIn = Number(process.env.BENCH_FEED_MEMBERS_SIGNED_IN ?? 32);
const KINDS = ['jaime', 'amen', 'priere', 'merci'];

async function counts(): Promise<Record<string, number> | undefined> {
  const client = new pg.Client({ connectionString: FEED_DATABASE_URL });
  try {
    await client.connect();
  } catch {
    return undefined; // no database yet
  }
  try {
    const { rows } = await client.query<Record<string, string>>(`select
      (select count(*) from users) as members,
      (select count(*) from relationships where status = 'ACCEPTED') as friendships,
      (select count(*) from publications) as publications,
      (select count(*) from publication_photos) as photos,
      (select count(*) from comments) as comments,
      (select count(*) from publication_reactions) as publication_reactions,
      (select count(*) from comment_reactions) as comment_reactions`);
    return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
  } catch {
    return undefined; // not migrated yet
  } finally {
    await client.end();
  }
}

/** Emails of `n` members spread over the community (every one has friends and a feed). */
async function someMembers(n: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: FEED_DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ email: string }>(
    `select email from users order by md5(id::text) limit $1`,
    [n],
  );
  await client.end();
  return rows.map((row) => row.email);
}

let sizes = await counts();
if (process.env.BENCH_FEED_RESEED === 'true' || !sizes?.publications) {
  console.log(`Seeding ${FEED_DATABASE_URL}\n`);
  await seedFeed();
  sizes = await counts();
}

printMachine(connections);
console.log(`Load average at start: ${execSync('uptime').toString().trim()}`);
console.log(`Data: ${JSON.stringify(sizes)}\n`);

const bare = await start('./bare-server.ts');
// Load shedding off (its defaults refuse part of 64 connections with 503): the bench
// measures what the feed serves, not the refusals. Set them to measure shedding itself.
const app = await start('./server-under-test.ts', {
  BENCH_DATABASE_URL: FEED_DATABASE_URL,
  BENCH_SEED: 'false',
  SHED_MAX_IN_FLIGHT: process.env.SHED_MAX_IN_FLIGHT ?? '0',
  SHED_QUEUE_DELAY_MS: process.env.SHED_QUEUE_DELAY_MS ?? '0',
});
const base = `http://127.0.0.1:${app.port}/api`;
// BENCH_FEED_COMPARE=true: a second server on the same database without cached publications
// (PUBLICATION_CACHE_ENTRIES=0), each scenario measured on both in alternating rounds, so that
// a loaded machine weighs on both alike (docs/performance.md, The feed).
// BENCH_FEED_COMPARE=timelines: the second server reads the feed without timelines
// (FEED_TIMELINES=0, docs/adr/0027-feed-timelines.md), both with cached publications.
const compare = process.env.BENCH_FEED_COMPARE;
const labels = compare === 'timelines' ? ['timelines', 'no timelines'] : ['cached', 'no cache'];
const plain =
  compare === 'true' || compare === 'timelines'
    ? await start('./server-under-test.ts', {
        BENCH_DATABASE_URL: FEED_DATABASE_URL,
        BENCH_SEED: 'false',
        SHED_MAX_IN_FLIGHT: process.env.SHED_MAX_IN_FLIGHT ?? '0',
        SHED_QUEUE_DELAY_MS: process.env.SHED_QUEUE_DELAY_MS ?? '0',
        ...(compare === 'timelines' ? { FEED_TIMELINES: '0' } : { PUBLICATION_CACHE_ENTRIES: '0' }),
      })
    : undefined;

interface Reader {
  headers: Record<string, string>;
  cursors: string[];
  ids: string[];
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

// Each member signs in, reads two pages of their feed: the cursors and the publications they
// see are what the scenarios then request, member by member.
const readers: Reader[] = [];
for (const email of await someMembers(signedIn)) {
  const { access } = await json<{ access: string }>(
    await fetch(`${base}/auth/sign-in/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    }),
  );
  const headers = { authorization: `Bearer ${access}` };
  const reader: Reader = { headers, cursors: [], ids: [] };
  let cursor: string | null = null;
  for (let pageNumber = 0; pageNumber < 3; pageNumber += 1) {
    const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const page = await json<{ results: { id: string }[]; next: string | null }>(
      await fetch(`${base}/publications/${query}`, { headers }),
    );
    reader.ids.push(...page.results.map((publication) => publication.id));
    cursor = page.next;
    if (!cursor) break;
    reader.cursors.push(cursor);
  }
  if (reader.cursors.length > 0 && reader.ids.length > 0) readers.push(reader);
}
console.log(
  `Koinonia on ${String(app.info.database)}: ${readers.length} members signed in, ` +
    `${readers.reduce((n, r) => n + r.ids.length, 0)} publications and ` +
    `${readers.reduce((n, r) => n + r.cursors.length, 0)} cursors from their feeds\n`,
);

/** Requests that rotate over the readers: request i goes to reader i mod n. */
function rotating(
  make: (reader: Reader, i: number) => { method?: Request['method']; path: string; body?: string },
): Request[] {
  let i = 0;
  return [
    {
      setupRequest: (request: Request): Request => {
        i += 1;
        const reader = readers[i % readers.length] as Reader;
        const { method = 'GET', path, body } = make(reader, Math.floor(i / readers.length));
        return {
          ...request,
          method,
          path: `/api${path}`,
          headers: body
            ? { ...reader.headers, 'content-type': 'application/json' }
            : reader.headers,
          ...(body === undefined ? {} : { body }),
        };
      },
    },
  ];
}

const pick = <T>(list: T[], i: number): T => list[i % list.length] as T;

// The baseline: the bare server sends the bytes of a real feed page, as they are.
const firstReader = readers[0];
if (!firstReader) throw new Error('no member with a feed signed in');
const feedPage = await (
  await fetch(`${base}/publications/`, { headers: firstReader.headers })
).text();
await new Promise<void>((resolve) => {
  const onMessage = (message: { type?: string }) => {
    if (message.type !== 'static-ready') return;
    bare.process.off('message', onMessage);
    resolve();
  };
  bare.process.on('message', onMessage);
  bare.process.send({ type: 'static', body: feedPage });
});
const staticBytes = Buffer.byteLength(feedPage);
console.log(
  `Static baseline: the ${staticBytes.toLocaleString('en')} bytes of a feed's first page\n`,
);

// BENCH_FEED_SCENARIOS=first,next,id,react (all by default): only those, so that a CPU profile
// of the server (BENCH_CPU_PROF=<dir>, harness.ts) is one scenario's.
const scenarios = new Set(
  (process.env.BENCH_FEED_SCENARIOS ?? 'first,next,id,react').split(',').map((s) => s.trim()),
);
const figures: Figure[] = [];
const run = async (scenario: string, name: string, path: string, requests: Request[]) => {
  if (!scenarios.has(scenario)) return;
  if (!plain) {
    figures.push(await measure(name, app, { path, connections, requests }));
    return;
  }
  for (const round of [1, 2]) {
    figures.push(
      await measure(`${name}, ${labels[0]}, round ${round}`, app, { path, connections, requests }),
    );
    figures.push(
      await measure(`${name}, ${labels[1]}, round ${round}`, plain, {
        path,
        connections,
        requests,
      }),
    );
  }
};

const helloFigure = await measure('bare Fastify GET /bare (hello)', bare, {
  path: '/bare',
  connections,
});
const bareFigure = await measure(`bare GET /static (${staticBytes} B)`, bare, {
  path: '/static',
  connections,
});
await run(
  'first',
  'GET /api/publications/ (first page)',
  '/api/publications/',
  rotating(() => ({ path: '/publications/' })),
);
await run(
  'next',
  'GET /api/publications/?cursor= (next)',
  '/api/publications/',
  rotating((reader, i) => ({
    path: `/publications/?cursor=${encodeURIComponent(pick(reader.cursors, i))}`,
  })),
);
await run(
  'id',
  'GET /api/publications/post/{id}/',
  '/api/publications/',
  rotating((reader, i) => ({ path: `/publications/post/${pick(reader.ids, i)}/` })),
);
// A member reacts, changes their reaction and now and then takes it back (one in five).
await run(
  'react',
  'POST /api/publications/post/{id}/react/',
  '/api/publications/',
  rotating((reader, i) => {
    const id = pick(reader.ids, Math.floor(i / 5));
    return i % 5 === 4
      ? { method: 'DELETE', path: `/publications/post/${id}/react/` }
      : {
          method: 'POST',
          path: `/publications/post/${id}/react/`,
          body: JSON.stringify({ kind: pick(KINDS, i) }),
        };
  }),
);

console.log(`\nLoad average at end: ${execSync('uptime').toString().trim()}\n`);
console.log('| scenario | req/s | p50 | p99 | event-loop p99 | vs static bytes |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const figure of [helloFigure, bareFigure, ...figures]) {
  console.log(
    `| ${figure.name} | ${Math.round(figure.requestsPerSecond).toLocaleString('en')} | ` +
      `${figure.p50} ms | ${figure.p99} ms | ${figure.eventLoopP99.toFixed(1)} ms | ` +
      `${figure === bareFigure ? '100 %' : ratio(figure, bareFigure)} |`,
  );
}

bare.process.send('stop');
app.process.send('stop');
plain?.process.send('stop');

if (process.env.BENCH_FEED_EXPLAIN !== 'false') {
  console.log('\nQuery plans of the feed (EXPLAIN ANALYZE, BUFFERS):');
  await explainFeed(FEED_DATABASE_URL);
}
