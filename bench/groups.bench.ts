/**
 * The groups benchmark: the home feed with group publications, the group lists and a
 * group's feed, on PostgreSQL with 10,000 members, 2,000 groups and pages, ~50,000 memberships
 * and 200,000 publications of which 35 % are in groups (bench/groups-seed.ts), 64 connections.
 *
 * Each scenario is measured right after a bare Fastify route that sends **the very bytes of
 * one of its answers** (fetched from the app just before) with no work at all: its ratio is
 * taken against that, as feed.bench.ts does. Neither side is compressed (autocannon sends no
 * Accept-Encoding). The home feed is measured twice: for members in several groups (one of
 * them large) and, as the reference of the publications benchmark, for members in
 * no group at all, so that "keeps its ratio" is read within one run.
 *
 * The app runs with load shedding off (SHED_MAX_IN_FLIGHT=0, SHED_QUEUE_DELAY_MS=0, unless
 * the environment sets them): the bench measures the work, not the refusals.
 *
 * Usage: `npm run bench:groups` (seeds `koinonia_bench_groups` first when it is empty;
 * BENCH_GROUPS_RESEED=true seeds it again). Requests rotate over BENCH_GROUPS_MEMBERS_SIGNED_IN
 * members (32) of each kind. BENCH_GROUPS_EXPLAIN=false skips the query plans at the end.
 */
import { execSync } from 'node:child_process';
import type { Request } from 'autocannon';
import pg from 'pg';
import { explainGroups } from './groups-explain.ts';
import { GROUPS_DATABASE_URL, seedGroups } from './groups-seed.ts';
import { measure, printMachine, ratio, start, type Child, type Figure } from './harness.ts';
import { BENCH_PASSWORD } from './seed.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const signedIn = Number(process.env.BENCH_GROUPS_MEMBERS_SIGNED_IN ?? 32);
/** What members type in the groups' search box (accents left out, as they do). */
const SEARCHES = ['chorale', 'priere', 'alpha', 'saint-etienne', 'jeunes', 'eglise', 'scouts'];
/** The web app's page of groups (GROUP_PAGE_SIZE in apps/web). */
const GROUP_PAGE = 12;

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: GROUPS_DATABASE_URL });
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
        (select count(*) from relationships where status = 'ACCEPTED') as friendships,
        (select count(*) from groups where kind = 'GROUP') as groups,
        (select count(*) from groups where kind = 'PAGE') as pages,
        (select count(*) from group_members where status = 'MEMBER') as memberships,
        (select count(*) from group_members where status <> 'MEMBER') as requests_invitations_bans,
        (select count(*) from publications) as publications,
        (select count(*) from publications where group_id is not null) as group_publications,
        (select count(*) from comments) as comments,
        (select count(*) from publication_reactions) as publication_reactions`);
      return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
    });
  } catch {
    return undefined; // no database yet, or not migrated
  }
}

/**
 * Emails of `n` members spread over the community: in several groups (4 or more, one of them
 * over 200 members), or in none.
 */
function someMembers(n: number, inGroups: boolean): Promise<string[]> {
  return withClient(async (client) => {
    const { rows } = await client.query<{ email: string }>(
      inGroups
        ? `select u.email from users u
            join group_members gm on gm.user_id = u.id and gm.status = 'MEMBER'
            join groups g on g.id = gm.group_id
           group by u.id having count(*) >= 4 and max(g.member_count) > 200
           order by md5(u.id::text) limit $1`
        : `select u.email from users u
           where not exists (select 1 from group_members gm where gm.user_id = u.id)
           order by md5(u.id::text) limit $1`,
      [n],
    );
    return rows.map((row) => row.email);
  });
}

let sizes = await counts();
if (process.env.BENCH_GROUPS_RESEED === 'true' || !sizes?.group_publications) {
  console.log(`Seeding ${GROUPS_DATABASE_URL}\n`);
  await seedGroups();
  sizes = await counts();
}

printMachine(connections);
console.log(`Load average at start: ${execSync('uptime').toString().trim()}`);
console.log(`Data: ${JSON.stringify(sizes)}\n`);

const bare = await start('./bare-server.ts');
// Load shedding off (as burst.bench.ts's "before"): at 64 connections its default of 32 calls
// in flight would answer half the requests 503 and the bench would measure the refusals.
const app = await start('./server-under-test.ts', {
  BENCH_DATABASE_URL: GROUPS_DATABASE_URL,
  BENCH_SEED: 'false',
  SHED_MAX_IN_FLIGHT: process.env.SHED_MAX_IN_FLIGHT ?? '0',
  SHED_QUEUE_DELAY_MS: process.env.SHED_QUEUE_DELAY_MS ?? '0',
});
const base = `http://127.0.0.1:${app.port}/api`;

interface Reader {
  headers: Record<string, string>;
  cursors: string[];
  groups: string[];
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Each member signs in, reads three pages of their feed and lists their groups. */
async function signIn(emails: string[]): Promise<Reader[]> {
  const readers: Reader[] = [];
  for (const email of emails) {
    const { access } = await json<{ access: string }>(
      await fetch(`${base}/auth/sign-in/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: BENCH_PASSWORD }),
      }),
    );
    const headers = { authorization: `Bearer ${access}` };
    const reader: Reader = { headers, cursors: [], groups: [] };
    let cursor: string | null = null;
    for (let pageNumber = 0; pageNumber < 3; pageNumber += 1) {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const page = await json<{ next: string | null }>(
        await fetch(`${base}/publications/${query}`, { headers }),
      );
      cursor = page.next;
      if (!cursor) break;
      reader.cursors.push(cursor);
    }
    const mine = await json<{ results: { id: string }[] }>(
      await fetch(`${base}/groups/?query=mine&limit=50`, { headers }),
    );
    reader.groups = mine.results.map((group) => group.id);
    if (reader.cursors.length > 0) readers.push(reader);
  }
  return readers;
}

const members = await signIn(await someMembers(signedIn, true));
const loners = await signIn(await someMembers(signedIn, false));
console.log(
  `Koinonia on ${String(app.info.database)}: ${members.length} members in groups signed in ` +
    `(${members.reduce((n, r) => n + r.groups.length, 0)} memberships), ` +
    `${loners.length} members in no group\n`,
);

interface Made {
  path: string;
}

/** Requests that rotate over the readers: request i goes to reader i mod n. */
function rotating(readers: Reader[], make: (reader: Reader, i: number) => Made): Request[] {
  let i = 0;
  return [
    {
      setupRequest: (request: Request): Request => {
        i += 1;
        const reader = readers[i % readers.length] as Reader;
        const { path } = make(reader, Math.floor(i / readers.length));
        return { ...request, method: 'GET', path: `/api${path}`, headers: reader.headers };
      },
    },
  ];
}

const pick = <T>(list: T[], i: number): T => list[i % list.length] as T;

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

interface Row {
  figure: Figure;
  baseline: Figure;
  bytes: number;
}

const rows: Row[] = [];

/**
 * One scenario: the bare route sends the bytes of `sample` (one real answer), then the app
 * takes the rotating requests; the ratio is against that bare run.
 */
async function scenario(
  name: string,
  readers: Reader[],
  sample: Made & { reader: Reader },
  make: (reader: Reader, i: number) => Made,
  target: Child = app,
): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${target.port}/api${sample.path}`, {
    headers: sample.reader.headers,
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${sample.path}: ${response.status} ${body}`);
  await serveStatic(bare, body);
  const bytes = Buffer.byteLength(body);
  const baseline = await measure(`bare GET /static (${bytes} B)`, bare, {
    path: '/static',
    connections,
  });
  const figure = await measure(name, target, {
    path: '/api/',
    connections,
    requests: rotating(readers, make),
  });
  rows.push({ figure, baseline, bytes });
}

const first = members[0];
const firstLoner = loners[0];
if (!first || !firstLoner) throw new Error('no member with a feed signed in');
const withGroups = members.filter((reader) => reader.groups.length > 0);

const hello = await measure('bare Fastify GET /bare (hello)', bare, {
  path: '/bare',
  connections,
});

await scenario(
  'home feed, member in groups (first page)',
  members,
  { reader: first, path: '/publications/' },
  () => ({ path: '/publications/' }),
);
await scenario(
  'home feed, member in groups (next page)',
  members,
  { reader: first, path: `/publications/?cursor=${encodeURIComponent(first.cursors[0] ?? '')}` },
  (reader, i) => ({ path: `/publications/?cursor=${encodeURIComponent(pick(reader.cursors, i))}` }),
);
await scenario(
  'home feed, member in no group (first page)',
  loners,
  { reader: firstLoner, path: '/publications/' },
  () => ({ path: '/publications/' }),
);
await scenario(
  'GET /api/groups/?query=mine',
  members,
  { reader: first, path: `/groups/?query=mine&limit=${GROUP_PAGE}` },
  () => ({ path: `/groups/?query=mine&limit=${GROUP_PAGE}` }),
);
await scenario(
  'GET /api/groups/?query=discover',
  members,
  { reader: first, path: `/groups/?query=discover&limit=${GROUP_PAGE}` },
  () => ({ path: `/groups/?query=discover&limit=${GROUP_PAGE}` }),
);
await scenario(
  'GET /api/groups/?query=discover&search=',
  members,
  { reader: first, path: `/groups/?query=discover&search=chorale&limit=${GROUP_PAGE}` },
  (_reader, i) => ({
    path: `/groups/?query=discover&search=${pick(SEARCHES, i)}&limit=${GROUP_PAGE}`,
  }),
);
await scenario(
  'GET /api/groups/{id}/publications/',
  withGroups,
  { reader: first, path: `/groups/${first.groups[0] ?? ''}/publications/` },
  (reader, i) => ({ path: `/groups/${pick(reader.groups, i)}/publications/` }),
);

console.log(`\nLoad average at end: ${execSync('uptime').toString().trim()}\n`);
console.log(
  '| scenario | req/s | p50 | p99 | event-loop p99 | bare static, same bytes: req/s, p50 / p99 | vs static bytes |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
console.log(
  `| bare hello \`GET /bare\` | ${Math.round(hello.requestsPerSecond).toLocaleString('en')} | ` +
    `${hello.p50} ms | ${hello.p99} ms | ${hello.eventLoopP99.toFixed(1)} ms | | |`,
);
for (const { figure, baseline, bytes } of rows) {
  console.log(
    `| ${figure.name} | ${Math.round(figure.requestsPerSecond).toLocaleString('en')} | ` +
      `${figure.p50} ms | ${figure.p99} ms | ${figure.eventLoopP99.toFixed(1)} ms | ` +
      `${(bytes / 1024).toFixed(1)} KB: ${Math.round(baseline.requestsPerSecond).toLocaleString('en')}, ` +
      `${baseline.p50} / ${baseline.p99} ms | ${ratio(figure, baseline)}` +
      `${figure.errors > 0 ? ` (${figure.errors} errors)` : ''} |`,
  );
}
const errors = rows.reduce((n, row) => n + row.figure.errors, 0);
if (errors > 0) console.log(`\n${errors} non-2xx answers or errors: read the lines above.`);

bare.process.send('stop');
app.process.send('stop');

if (process.env.BENCH_GROUPS_EXPLAIN !== 'false') {
  console.log('\nQuery plans (EXPLAIN ANALYZE, BUFFERS):');
  await explainGroups(GROUPS_DATABASE_URL);
}
