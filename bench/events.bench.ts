/**
 * The events benchmark: the events list and the RSVP call, on PostgreSQL with
 * 10,000 members (~20 friends each), 400 groups and 20,000 events over ±3 months with their
 * organisers and answers (bench/events-seed.ts), 64 connections.
 *
 * Each scenario is measured right after a bare Fastify route that sends **the very bytes of
 * one of its answers** (fetched from the app just before) with no work at all: its ratio is
 * taken against that, as feed.bench.ts and groups.bench.ts do. Neither side is compressed
 * (autocannon sends no Accept-Encoding).
 *
 * - `GET /api/events/?tab=upcoming&limit=20` (first page and the next one) and `tab=mine`, for
 *   BENCH_EVENTS_MEMBERS_SIGNED_IN members (32) with at least 10 friends.
 * - `POST /api/events/{id}/rsvp/` `{answer, guests: 0}`: BENCH_EVENTS_RSVP_MEMBERS members
 *   (256), each answering 'going' then 'declined' on one event, then the next of their five,
 *   over BENCH_EVENTS_RSVP_EVENTS (200) upcoming public events with a capacity, full or nearly
 *   (the row lock, the waiting list and its promotion run); then all 64 connections on ONE new
 *   event of BENCH_EVENTS_HOT_SEATS (50) seats created through the API (every answer waits for
 *   the same row lock; each withdrawal promotes the head of the waiting list). What the
 *   answers wrote to the outbox (events.joined, events.promoted) is counted.
 *
 * Members are signed in with access tokens minted with the bench's JWT secret (no argon2 at
 * start); they have no block with anyone, so that every public event is theirs to see. The
 * app runs with load shedding off (as groups.bench.ts): the bench measures the work, not the
 * refusals. Reminders already due are marked sent before the app starts (as a running server
 * would have sent them). Every answer's status is counted: with guests 0, an answer is never
 * refused (409 'Cet événement est complet.' is only for more guests than the seats left, 409
 * 'annulé' or 'terminé' for an event cancelled or over: none here); anything but 2xx is printed.
 *
 * After the runs, the seats are checked on every event with a capacity: seats taken (1 +
 * guests of those going) never over the capacity, and nobody waiting while the head of the
 * waiting list would fit in the seats left. Then the list's query plans (events-explain.ts).
 *
 * Usage: `npm run bench:events` (seeds `koinonia_bench_events` with bench/events-seed.ts first
 * when it is empty; BENCH_EVENTS_RESEED=true seeds it again; BENCH_EVENTS_EXPLAIN=false skips
 * the plans).
 */
import { execSync } from 'node:child_process';
import type { Request } from 'autocannon';
import pg from 'pg';
import { createAccessTokens } from '../apps/server/src/platform/access-token.ts';
import { EVENT_PAGE, explainEvents } from './events-explain.ts';
import { EVENTS_DATABASE_URL, seedEvents } from './events-seed.ts';
import { measure, printMachine, ratio, start, type Child, type Figure } from './harness.ts';
import { BENCH_JWT_SECRET } from './seed.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const signedIn = Number(process.env.BENCH_EVENTS_MEMBERS_SIGNED_IN ?? 32);
const rsvpMembers = Number(process.env.BENCH_EVENTS_RSVP_MEMBERS ?? 256);
const rsvpEvents = Number(process.env.BENCH_EVENTS_RSVP_EVENTS ?? 200);
/** Seats of the single event all connections answer (the spec's coach of 50). */
const HOT_SEATS = Number(process.env.BENCH_EVENTS_HOT_SEATS ?? 50);

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: EVENTS_DATABASE_URL });
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
        (select count(*) from groups) as groups,
        (select count(*) from group_members where status = 'MEMBER') as memberships,
        (select count(*) from events) as events,
        (select count(*) from events where ends_at >= now()) as upcoming,
        (select count(*) from events where capacity is not null) as with_capacity,
        (select count(*) from event_organisers) as organisers,
        (select count(*) from event_participants) as answers,
        (select count(*) from event_participants where standing = 'going') as going,
        (select count(*) from event_participants where standing = 'waiting') as waiting`);
      return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
    });
  } catch {
    return undefined; // no database yet, or not migrated
  }
}

let sizes = await counts();
if (process.env.BENCH_EVENTS_RESEED === 'true' || !sizes?.answers) {
  console.log(`Seeding ${EVENTS_DATABASE_URL}\n`);
  await seedEvents();
  sizes = await counts();
}

/** Members with at least 10 friends and no block either way (every public event is theirs). */
function someMembers(n: number, salt: string): Promise<string[]> {
  return withClient(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `select u.id from users u
        join relationships r on (r.sender_id = u.id or r.receiver_id = u.id)
          and r.status = 'ACCEPTED'
       where not exists (select 1 from relationships b
         where (b.sender_id = u.id or b.receiver_id = u.id) and b.blocked)
       group by u.id having count(*) >= 10
       order by md5(u.id::text || $2) limit $1`,
      [n, salt],
    );
    return rows.map((row) => row.id);
  });
}

/**
 * Upcoming public confirmed events with a capacity and no approval, starting in 2 to 60 days
 * (none ends during the run), full or nearly: the most answered first. Organisers excluded
 * from the answering members by the caller.
 */
function rsvpTargets(n: number): Promise<{ id: string; capacity: number; seats: number }[]> {
  return withClient(async (client) => {
    const { rows } = await client.query<{ id: string; capacity: number; seats: number }>(
      `select e.id, e.capacity, coalesce(sum(1 + p.guests) filter (where p.standing = 'going'), 0)::int as seats
       from events e left join event_participants p on p.event_id = e.id
       where e.audience = 'public' and e.status = 'confirmed' and e.capacity is not null
         and not e.requires_approval
         and e.starts_at between now() + interval '2 days' and now() + interval '60 days'
       group by e.id
       having coalesce(sum(1 + p.guests) filter (where p.standing = 'going'), 0) >= e.capacity * 0.8
       order by md5(e.id::text) limit $1`,
      [n],
    );
    return rows;
  });
}

printMachine(connections);
console.log(`Load average at start: ${execSync('uptime').toString().trim()}`);
console.log(`Data: ${JSON.stringify(sizes)}\n`);

// Reminders already due (24 h and 1 h before the events of the next two days) are marked
// sent, as a running server would have sent them: else the first sweep of the reminders job
// sends ~1,400 at once during the first scenario.
await withClient((client) =>
  client.query(`insert into event_reminders (event_id, user_id, kind, starts_at)
    select p.event_id, p.user_id, k.kind, e.starts_at
    from events e join event_participants p on p.event_id = e.id and p.standing = 'going'
    cross join (values ('24h'), ('1h')) k(kind)
    where e.starts_at between now() and now() + interval '48 hours'
    on conflict do nothing`),
);

const bare = await start('./bare-server.ts');
const app = await start('./server-under-test.ts', {
  BENCH_DATABASE_URL: EVENTS_DATABASE_URL,
  BENCH_SEED: 'false',
  SHED_MAX_IN_FLIGHT: process.env.SHED_MAX_IN_FLIGHT ?? '0',
  SHED_QUEUE_DELAY_MS: process.env.SHED_QUEUE_DELAY_MS ?? '0',
});
const base = `http://127.0.0.1:${app.port}/api`;
const tokens = createAccessTokens(BENCH_JWT_SECRET);

interface Reader {
  id: string;
  headers: Record<string, string>;
  cursors: string[];
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(ids: string[]): Promise<Reader[]> {
  return Promise.all(
    ids.map(async (id) => ({
      id,
      headers: { authorization: `Bearer ${await tokens.sign(id)}` },
      cursors: [],
    })),
  );
}

// The list's readers: each reads the first page of 'À venir' (its cursor: the next page).
const readers = await signIn(await someMembers(signedIn, 'list'));
for (const reader of readers) {
  const page = await json<{ next: string | null }>(
    await fetch(`${base}/events/?tab=upcoming&limit=${EVENT_PAGE}`, { headers: reader.headers }),
  );
  if (page.next) reader.cursors.push(page.next);
}
const mineSizes = await Promise.all(
  readers.map(
    async (reader) =>
      (
        await json<{ results: unknown[] }>(
          await fetch(`${base}/events/?tab=mine&limit=${EVENT_PAGE}`, { headers: reader.headers }),
        )
      ).results.length,
  ),
);
const targets = await rsvpTargets(rsvpEvents);
const targetIds = new Set(targets.map((target) => target.id));
const organisers = new Set(
  await withClient(async (client) => {
    const { rows } = await client.query<{ user_id: string }>(
      `select user_id from event_organisers where event_id = any($1::uuid[])`,
      [[...targetIds]],
    );
    return rows.map((row) => row.user_id);
  }),
);
const answerers = (
  await signIn((await someMembers(rsvpMembers * 2, 'rsvp')).filter((id) => !organisers.has(id)))
).slice(0, rsvpMembers);
// The single event: the pilgrimage's coach, HOT_SEATS seats, created through the API by a
// member who is not answering, so that every seat is taken and given back by the answering
// members: the waiting list and its promotion run at each withdrawal.
const [organiserId] = (await someMembers(rsvpMembers * 2 + 1, 'rsvp')).slice(-1);
if (!organiserId) throw new Error('no organiser');
const [organiser] = await signIn([organiserId]);
const inThirtyDays = new Date(Date.now() + 30 * 86_400_000);
const created = await json<{ id: string }>(
  await fetch(`${base}/events/`, {
    method: 'POST',
    headers: { ...organiser?.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Pèlerinage à Lourdes — le car',
      category: 'pelerinage',
      starts_at: inThirtyDays.toISOString(),
      ends_at: new Date(inThirtyDays.getTime() + 2 * 86_400_000).toISOString(),
      location: 'Parvis de l’église Saint-Jean, 69002 Lyon',
      audience: 'public',
      capacity: HOT_SEATS,
    }),
  }),
);
const hot = { id: created.id, capacity: HOT_SEATS, seats: 0 };
const firstReader = readers[0];
if (!firstReader || answerers.length === 0) throw new Error('nothing to measure');
console.log(
  `Koinonia on ${String(app.info.database)}: ${readers.length} readers (tab=mine: ` +
    `${Math.min(...mineSizes)}–${Math.max(...mineSizes)} events on the first page), ` +
    `${answerers.length} answering members on ${targets.length} events with a capacity ` +
    `(${targets.filter((t) => t.seats >= t.capacity).length} full); the single event: ` +
    `a new public event of ${hot.capacity} seats\n`,
);

/**
 * The seats on every event with a capacity: over capacity, or someone waiting while the head
 * of the waiting list would fit in the seats left (both must be 0); and the single event's.
 */
function seats(singleId: string) {
  return withClient(async (client) => {
    const { rows: found } = await client.query<Record<string, string>>(
      `
    with s as (
      select e.id, e.capacity, e.status,
        coalesce((select sum(1 + p.guests) from event_participants p
          where p.event_id = e.id and p.standing = 'going'), 0) as seats
      from events e where e.capacity is not null),
    head as (
      select distinct on (event_id) event_id, guests from event_participants
      where standing = 'waiting' order by event_id, waiting_since, user_id),
    waiting as (select event_id, count(*) as n from event_participants
      where standing = 'waiting' group by event_id)
    select count(*) as events_with_capacity,
      count(*) filter (where s.seats > s.capacity) as over_capacity,
      count(*) filter (where h.event_id is not null and s.status = 'confirmed'
        and s.seats + 1 + h.guests <= s.capacity) as head_fits_while_waiting,
      count(*) filter (where w.n > 0 and s.seats < s.capacity) as waiting_with_free_seats,
      count(*) filter (where w.n > 0) as with_waiting_list,
      coalesce(sum(w.n), 0) as waiting,
      count(*) filter (where s.id = any($1::uuid[]) and s.seats > s.capacity) as targets_over,
      count(*) filter (where s.id = any($1::uuid[]) and h.event_id is not null
        and s.seats + 1 + h.guests <= s.capacity) as targets_head_fits
    from s left join head h on h.event_id = s.id left join waiting w on w.event_id = s.id`,
      [targets.map((target) => target.id)],
    );
    const single = await client.query<Record<string, string>>(
      `select e.capacity,
       (select coalesce(sum(1 + guests), 0) from event_participants
         where event_id = e.id and standing = 'going') as seats,
       (select count(*) from event_participants where event_id = e.id and standing = 'waiting') as waiting,
       (select count(*) from event_participants where event_id = e.id and standing = 'declined') as declined
     from events e where e.id = $1`,
      [singleId],
    );
    return { all: found[0], single: single.rows[0] };
  });
}
const before = await seats(hot.id);

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

interface Made {
  method?: Request['method'];
  path: string;
  body?: string;
}

/** Status codes of the answers of the scenario being run. */
let statuses: Record<string, number> = {};

/** Requests that rotate over the members: request i goes to member i mod n. */
function rotating(members: Reader[], make: (reader: Reader, i: number) => Made): Request[] {
  let i = 0;
  return [
    {
      setupRequest: (request: Request): Request => {
        i += 1;
        const reader = members[i % members.length] as Reader;
        const { method = 'GET', path, body } = make(reader, Math.floor(i / members.length));
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
      onResponse: (status: number) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
      },
    },
  ];
}

const pick = <T>(list: T[], i: number): T => list[i % list.length] as T;

interface Row {
  figure: Figure;
  baseline: Figure;
  bytes: number;
  statuses: Record<string, number>;
}
const rows: Row[] = [];

async function scenario(
  name: string,
  members: Reader[],
  sample: Made & { reader: Reader },
  make: (reader: Reader, i: number) => Made,
): Promise<void> {
  const response = await fetch(`${base}${sample.path}`, {
    method: sample.method ?? 'GET',
    headers: sample.body
      ? { ...sample.reader.headers, 'content-type': 'application/json' }
      : sample.reader.headers,
    body: sample.body,
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${sample.path}: ${response.status} ${body}`);
  await serveStatic(bare, body);
  const bytes = Buffer.byteLength(body);
  const baseline = await measure(`bare GET /static (${bytes} B)`, bare, {
    path: '/static',
    connections,
  });
  statuses = {};
  const figure = await measure(name, app, {
    path: '/api/',
    connections,
    requests: rotating(members, make),
  });
  console.log(`  statuses: ${JSON.stringify(statuses)}`);
  rows.push({ figure, baseline, bytes, statuses: { ...statuses } });
}

const hello = await measure('bare Fastify GET /bare (hello)', bare, {
  path: '/bare',
  connections,
});

await scenario(
  'GET /api/events/?tab=upcoming (first page)',
  readers,
  { reader: firstReader, path: `/events/?tab=upcoming&limit=${EVENT_PAGE}` },
  () => ({ path: `/events/?tab=upcoming&limit=${EVENT_PAGE}` }),
);
const withCursor = readers.filter((reader) => reader.cursors.length > 0);
const firstWithCursor = withCursor[0];
if (firstWithCursor) {
  await scenario(
    'GET /api/events/?tab=upcoming&cursor= (next)',
    withCursor,
    {
      reader: firstWithCursor,
      path: `/events/?tab=upcoming&limit=${EVENT_PAGE}&cursor=${encodeURIComponent(firstWithCursor.cursors[0] ?? '')}`,
    },
    (reader) => ({
      path: `/events/?tab=upcoming&limit=${EVENT_PAGE}&cursor=${encodeURIComponent(reader.cursors[0] ?? '')}`,
    }),
  );
}
await scenario(
  'GET /api/events/?tab=mine',
  readers,
  { reader: firstReader, path: `/events/?tab=mine&limit=${EVENT_PAGE}` },
  () => ({ path: `/events/?tab=mine&limit=${EVENT_PAGE}` }),
);

/**
 * A member's k-th answer: 'going' on an event, then 'declined' on the same one (a seat taken
 * is given back, so the waiting list's head is promoted), then the next event.
 */
function answer(eventId: string, k: number): Made {
  return {
    method: 'POST',
    path: `/events/${eventId}/rsvp/`,
    body: JSON.stringify({ answer: k % 2 === 0 ? 'going' : 'declined', guests: 0 }),
  };
}
/** What the answers wrote to the outbox: members seated, promoted from the waiting list. */
const outbox = () =>
  withClient(async (client) => {
    const { rows: found } = await client.query<{ name: string; n: string }>(
      `select name, count(*) as n from domain_events
       where name in ('events.joined', 'events.promoted') group by name`,
    );
    return Object.fromEntries(found.map((row) => [row.name, Number(row.n)]));
  });
const wrote: string[] = [];
async function counted(name: string, run: () => Promise<void>): Promise<void> {
  const before = await outbox();
  await run();
  const after = await outbox();
  const delta = (key: string) => (after[key] ?? 0) - (before[key] ?? 0);
  wrote.push(
    `${name}: ${delta('events.joined')} seated (events.joined), ` +
      `${delta('events.promoted')} promoted from the waiting list (events.promoted)`,
  );
}

const firstAnswerer = answerers[0] as Reader;
const targetList = targets.map((target) => target.id);
const manyName = `POST rsvp, ${answerers.length} members × ${targets.length} events`;
await counted(manyName, () =>
  scenario(
    manyName,
    answerers,
    { reader: firstAnswerer, ...answer(pick(targetList, 0), 0) },
    // Member i's k-th request: event (i·7 + ⌊k/2⌋ mod 5) mod n: 5 events a member, in turn.
    (reader, k) =>
      answer(pick(targetList, answerers.indexOf(reader) * 7 + (Math.floor(k / 2) % 5)), k),
  ),
);
const oneName = `POST rsvp, ${answerers.length} members × ONE event (${HOT_SEATS} seats)`;
await counted(oneName, () =>
  scenario(oneName, answerers, { reader: firstAnswerer, ...answer(hot.id, 0) }, (_reader, k) =>
    answer(hot.id, k),
  ),
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
for (const line of wrote) console.log(`\n${line}`);
const errors = rows.reduce((n, row) => n + row.figure.errors, 0);
if (errors > 0) console.log(`\n${errors} non-2xx answers or errors: read the lines above.`);

bare.process.send('stop');
app.process.send('stop');

const check = await seats(hot.id);
console.log(`\nSeats before the runs: ${JSON.stringify(before.all)}`);
console.log(`Seats after the runs: ${JSON.stringify(check.all)}`);
console.log(`The single event before: ${JSON.stringify(before.single)}`);
console.log(`The single event after: ${JSON.stringify(check.single)}`);

if (process.env.BENCH_EVENTS_EXPLAIN !== 'false') {
  console.log('\nQuery plans (EXPLAIN ANALYZE, BUFFERS):');
  await explainEvents(EVENTS_DATABASE_URL);
}
