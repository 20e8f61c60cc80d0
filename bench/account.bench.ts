/**
 * The account benchmark: 'Télécharger mes données', what closed accounts cost the
 * feed, and the deletion of an account, on PostgreSQL with the community of
 * bench/account-seed.ts (10,000 members, ~20 friends each, 200,000 publications).
 *
 * The app is built in this process as server-under-test.ts builds it (loadConfig, the bench's
 * JWT secret, the migrated database, `buildApp`), listening on a free port, with its own
 * DATA_DIR (so the media storage is a folder the bench can read) and its jobs worked by
 * `app.jobs.drain()` rather than by background loops (what a request queues is worked when the
 * bench says, and timed). Every call is one request at a time: these are latencies, not
 * throughput.
 *
 * 1. **Export.** A new member, made at each run through the API: BENCH_ACCOUNT_FRIENDS (100)
 *    friends (invited and accepted), 20 groups (each made by one of the friends, joined by the
 *    member), 300 publications (30 with two photos, 10 in the groups), 150 comments and 300
 *    reactions on the friends' publications (and 100 comments, 200 reactions by the friends on
 *    theirs), 500 messages to 25 friends (100 answers), 30 events with 5 friends going to each;
 *    60 real JPEG/WebP files of ~320–370 KB written into the media storage with their rows, as
 *    an upload leaves them. Then `POST /api/users/export/` and the job drained: timed from the
 *    POST to the archive stored, BENCH_ACCOUNT_EXPORTS (3) times (the previous request moved an
 *    hour back so the hourly limit lets the next one through). The archive is unzipped and
 *    checked (every file there, byte for byte). **Bare limits, same run, same bytes, no
 *    database**: the archive's entries written again with yazl from memory to disk (same
 *    compression: JSON deflated, media stored); the same with the media read from their files
 *    (what the job's ZIP does once the database has answered); and a plain copy of the 60
 *    media files (`fs.copyFile`). Median of 3 each.
 * 2. **Closed accounts on the feed.** The feed's first page as the repository builds it
 *    (captured, as feed-explain.ts does), for the median member, the heaviest, and the member
 *    of (1): EXPLAIN (ANALYZE, BUFFERS) with no account closed and with 1 % of the members
 *    closed (set in SQL, `close_reason = 'bench:account'`, reopened at the end), the scans of
 *    `users c` (closedIds) and their loops; then the query timed from Node and
 *    `GET /api/publications/` over HTTP, in alternating rounds (0 %, 1 %, 0 %, …).
 * 3. **Deletion.** The member of (1) closes their account through the API (password checked),
 *    their grace period is moved into the past, and `account.deleteAccount` (every module's
 *    erase, then the outbox) is timed; the jobs it queued are drained. Then every uuid and
 *    json column of every table is searched for the member's id: outside users (the emptied
 *    row), comments (theirs on others' publications stay), messages and conversations (the
 *    other side's threads stay), nothing may be left; the media files and archives neither.
 *
 * The figures are written into docs/performance.md between the bench:account markers.
 *
 * Usage: `npm run bench:account` (seeds `koinonia_bench_account` with bench/account-seed.ts
 * first when it is empty; BENCH_ACCOUNT_RESEED=true seeds it again; BENCH_ACCOUNT_DOCS=false
 * leaves docs/performance.md alone).
 */
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { FIRST_COMMENTS_COUNT } from '@koinonia/contracts';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { fromBuffer, type Entry } from 'yauzl';
import { ZipFile } from 'yazl';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Db } from '../apps/server/src/db/client.ts';
import { createPublicationsRepository } from '../apps/server/src/modules/publications/publications.repository.ts';
import { createAccessTokens } from '../apps/server/src/platform/access-token.ts';
import { createPasswordHasher } from '../apps/server/src/platform/passwords.ts';
import { ACCOUNT_DATABASE_URL, seedAccount } from './account-seed.ts';
import { feedSizes } from './feed-explain.ts';
import { percentile } from './harness.ts';
import { BENCH_JWT_SECRET, BENCH_VAPID, BENCH_PASSWORD } from './seed.ts';

const FRIENDS = Number(process.env.BENCH_ACCOUNT_FRIENDS ?? 100);
const GROUPS = 20;
const PUBLICATIONS = 300;
const PHOTO_PUBLICATIONS = 30;
const GROUP_PUBLICATIONS = 10;
const PHOTOS = 2 * PHOTO_PUBLICATIONS;
const MESSAGES = 500;
const MESSAGE_FRIENDS = 25;
const EVENTS = 30;
const EXPORTS = Number(process.env.BENCH_ACCOUNT_EXPORTS ?? 3);
const BARE_RUNS = 3;
const CLOSED_SHARE = 0.01;
const ROUNDS = Number(process.env.BENCH_ACCOUNT_ROUNDS ?? 3);
const SQL_RUNS = 50;
const HTTP_RUNS = 30;
const CLOSE_MARK = 'bench:account';
/** Requests in flight while the member's data is made. */
const PARALLEL = 6;

const root = fileURLToPath(new URL('..', import.meta.url));
const MB = 1_000_000;
const ms = (value: number) =>
  value >= 100 ? Math.round(value).toLocaleString('en') : value.toFixed(1);
const mb = (bytes: number) => (bytes / MB).toFixed(1);
const median = (values: number[]) => percentile(values, 50);
const out: string[] = [];
/** A line for the console and for docs/performance.md. */
const say = (line = '') => {
  console.log(line);
  out.push(line);
};

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ACCOUNT_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
const query = <T extends pg.QueryResultRow>(text: string, values?: unknown[]) =>
  withClient(async (client) => (await client.query<T>(text, values)).rows);

async function counts(): Promise<Record<string, number> | undefined> {
  try {
    const [row] = await query<Record<string, string>>(`select
      (select count(*) from users where deleted_at is null) as members,
      (select count(*) from relationships where status = 'ACCEPTED') as friendships,
      (select count(*) from publications) as publications,
      (select count(*) from comments) as comments,
      (select count(*) from publication_reactions) as reactions`);
    return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
  } catch {
    return undefined; // no database yet, or not migrated
  }
}

let sizes = await counts();
if (process.env.BENCH_ACCOUNT_RESEED === 'true' || !sizes?.publications) {
  console.log(`Seeding ${ACCOUNT_DATABASE_URL}\n`);
  await seedAccount();
  sizes = await counts();
}
/** Accounts a run closed in SQL and could not reopen (interrupted): reopened first. */
const reopen = () =>
  query(
    `update users set closed_at = null, deletion_due_at = null, close_reason = null
     where close_reason = $1 and deleted_at is null`,
    [CLOSE_MARK],
  );
await reopen();

const loadBefore = loadavg();
const startedAt = new Date();
const head = execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
const dirty =
  execSync('git status --porcelain -- apps/server packages', { cwd: root }).toString().trim() !==
  '';
const [{ version: postgres } = { version: '?' }] = await query<{ version: string }>(
  `select current_setting('server_version') as version`,
);
console.log(
  `Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, PostgreSQL ${postgres}`,
);
console.log(`Load average at start: ${loadBefore.map((n) => n.toFixed(2)).join(', ')}`);
console.log(`Data: ${JSON.stringify(sizes)}\n`);

// ---------------------------------------------------------------------------------------
// The app, as server-under-test.ts builds it, with a DATA_DIR of ours.
const dataDir = await mkdtemp(join(tmpdir(), 'koinonia-bench-account-'));
const unlimited = '1000000';
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: ACCOUNT_DATABASE_URL,
  JWT_SECRET: BENCH_JWT_SECRET,
  ...BENCH_VAPID,
  DEMO_SEED: 'false',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_SIGNIN_IP_MAX: unlimited,
  RATE_LIMIT_SIGNIN_ACCOUNT_MAX: unlimited,
  RATE_LIMIT_AUTH_IP_MAX: unlimited,
  SHED_QUEUE_DELAY_MS: '0',
  SHED_MAX_IN_FLIGHT: '0',
});
const database = openDatabase(config);
await database.migrate();
const app = await buildApp({ config, db: database, logger: false, workJobs: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
const tokens = createAccessTokens(BENCH_JWT_SECRET);

// Members of an interrupted run (never deleted): deleted now, as their grace period ends.
for (const { id } of await query<{ id: string }>(
  `update users set closed_at = now(), deletion_due_at = now() - interval '1 minute'
   where email like 'compte.%@banc.koinonia.local' and deleted_at is null returning id`,
)) {
  await app.services.account.deleteAccount(id);
}
await app.jobs.drain();
const headersOf = async (id: string) => ({ authorization: `Bearer ${await tokens.sign(id)}` });

async function call<T = unknown>(
  id: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(await headersOf(id)),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** `work` on every item, PARALLEL at a time. */
async function each<T>(items: readonly T[], work: (item: T, i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < items.length) {
        const i = next;
        next += 1;
        await work(items[i] as T, i);
      }
    }),
  );
}

async function timedDrain(): Promise<number> {
  const started = performance.now();
  await app.jobs.drain();
  return performance.now() - started;
}

let closedIdsList: string[] = [];
let memberId = '';
try {
  // -------------------------------------------------------------------------------------
  // 1. The member and their data.
  const made = performance.now();
  const run = randomBytes(4).toString('hex');
  const passwordHash = await createPasswordHasher(1).hash(BENCH_PASSWORD);
  const [member] = await query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, bio, town, postcode,
       email_verified_at)
     values ($1, $2, 'Bénédicte', 'Archive', 'Paroissienne de Saint-Jean, chorale et catéchèse.',
       'Lyon', '69005', now())
     returning id`,
    [`compte.${run}@banc.koinonia.local`, passwordHash],
  );
  if (!member) throw new Error('no member');
  memberId = member.id;
  // The consents of sign-up (else the server's terms gate refuses the member's writes).
  const terms = app.services.terms;
  await terms.recordSignUp(memberId, (await terms.current()).version);
  const friends = (
    await query<{ id: string }>(
      `select id from users where deleted_at is null and closed_at is null
         and email like 'membre.%' order by md5(id::text || $1) limit $2`,
      [run, FRIENDS],
    )
  ).map((row) => row.id);
  const friend = (i: number) => friends[i % friends.length] as string;
  await each(friends, async (id) => {
    await call(memberId, 'POST', '/relationship/relationships/', { receiver: id });
    await call(id, 'POST', '/relationship/lock-update-relation/', {
      receiver: memberId,
      action: 'accept',
    });
  });

  // 60 real image files in the media storage, with their rows, as an upload leaves them.
  const noise = (seed: number) =>
    sharp({
      create: {
        width: 1280,
        height: 960,
        channels: 3,
        background: { r: 120 + seed * 20, g: 90, b: 60 },
        noise: { type: 'gaussian', mean: 128, sigma: 16 },
      },
    });
  const images = await Promise.all([
    noise(0).jpeg({ quality: 82 }).toBuffer(),
    noise(1).jpeg({ quality: 82 }).toBuffer(),
    noise(2).webp({ quality: 80 }).toBuffer(),
  ]);
  await mkdir(config.mediaDir, { recursive: true });
  const photos: { key: string; url: string; bytes: number }[] = [];
  for (let i = 0; i < PHOTOS; i += 1) {
    const bytes = images[i % 3 === 2 ? 2 : i % 2] as Buffer;
    const webp = i % 3 === 2;
    const key = `${randomBytes(16).toString('base64url')}.${webp ? 'webp' : 'jpg'}`;
    await writeFile(join(config.mediaDir, key), bytes);
    photos.push({ key, url: `/media/${key}`, bytes: bytes.length });
    await query(
      `insert into media (owner_id, storage_key, url, content_type, bytes, width, height)
       values ($1, $2, $3, $4, $5, 1280, 960)`,
      [memberId, key, `/media/${key}`, webp ? 'image/webp' : 'image/jpeg', bytes.length],
    );
  }
  const mediaBytes = photos.reduce((n, photo) => n + photo.bytes, 0);

  const groups: string[] = [];
  await each(
    Array.from({ length: GROUPS }, (_, i) => i),
    async (i) => {
      const group = await call<{ id: string }>(friend(i), 'POST', '/groups/', {
        name: `Fraternité ${run} ${i + 1}`,
        description: 'Un groupe de la paroisse.',
      });
      groups.push(group.id);
      await call(memberId, 'POST', `/groups/${group.id}/join/`, {});
    },
  );

  const texts = [
    'Merci à tous pour cette belle veillée de prière, quelle joie de vous retrouver !',
    'Rendez-vous samedi à 10 h pour le ménage de l’église, apportez vos gants.',
    'Pensez à nos malades cette semaine, en particulier à la famille Martin.',
    'Très belle homélie ce dimanche sur la parabole du semeur.',
  ];
  const own: string[] = [];
  await each(
    Array.from({ length: PUBLICATIONS }, (_, i) => i),
    async (i) => {
      const withPhotos = i < PHOTO_PUBLICATIONS;
      const inGroup = i >= PHOTO_PUBLICATIONS && i < PHOTO_PUBLICATIONS + GROUP_PUBLICATIONS;
      const post = await call<{ id: string }>(memberId, 'POST', '/publications/', {
        type: withPhotos ? 'photo' : 'texte',
        text: `${texts[i % texts.length] ?? ''} (${i + 1})`,
        photos: withPhotos ? photos.slice(2 * i, 2 * i + 2).map((photo) => photo.url) : [],
        audience: i % 3 === 0 ? 'public' : 'friends',
        ...(inGroup ? { group_id: groups[i % groups.length] } : {}),
      });
      own[i] = post.id;
    },
  );
  const theirs = (
    await query<{ id: string }>(
      `select id from publications where author_id = any($1::uuid[]) and audience <> 'private'
         and group_id is null order by created_at desc limit 300`,
      [friends],
    )
  ).map((row) => row.id);
  const kinds = ['jaime', 'amen', 'priere', 'merci'];
  await each(theirs, async (id, i) => {
    if (i < 150)
      await call(memberId, 'POST', `/publications/post/${id}/comments/`, {
        text: 'Je pense bien à vous, à dimanche.',
      });
    await call(memberId, 'POST', `/publications/post/${id}/react/`, { kind: kinds[i % 4] });
  });
  const outsideGroups = own.filter(
    (_, i) => i < PHOTO_PUBLICATIONS || i >= PHOTO_PUBLICATIONS + GROUP_PUBLICATIONS,
  );
  await each(outsideGroups.slice(0, 200), async (id, i) => {
    if (i < 100)
      await call(friend(i), 'POST', `/publications/post/${id}/comments/`, { text: 'Amen !' });
    await call(friend(i + 1), 'POST', `/publications/post/${id}/react/`, { kind: kinds[i % 4] });
  });
  await each(
    Array.from({ length: MESSAGES + 100 }, (_, i) => i),
    async (i) => {
      const other = friend(i % MESSAGE_FRIENDS);
      const mine = i < MESSAGES;
      await call(mine ? memberId : other, 'POST', '/messaging/messages/', {
        receiver_id: mine ? other : memberId,
        content: mine
          ? `Bonjour, on se voit à la messe de 10 h 30 ? (${i + 1})`
          : 'Oui, à dimanche, je garde une place.',
      });
    },
  );
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
  await each(
    Array.from({ length: EVENTS }, (_, i) => i),
    async (i) => {
      const starts = inDays(3 + i);
      const event = await call<{ id: string }>(memberId, 'POST', '/events/', {
        title: `Veillée de prière ${i + 1}`,
        category: 'priere',
        starts_at: starts.toISOString(),
        ends_at: new Date(starts.getTime() + 2 * 3_600_000).toISOString(),
        location: 'Église Saint-Jean, 12 place de l’Église, 69002 Lyon',
        audience: 'friends',
      });
      for (let k = 0; k < 5; k += 1) {
        await call(friend(i * 5 + k), 'POST', `/events/${event.id}/rsvp/`, {
          answer: 'going',
          guests: 0,
        });
      }
    },
  );
  const madeSeconds = (performance.now() - made) / 1000;
  const setupDrain = await timedDrain();
  const [held = {}] = await query<Record<string, string>>(
    `select
      (select count(*) from relationships where (sender_id = $1 or receiver_id = $1)
        and status = 'ACCEPTED') as friends,
      (select count(*) from group_members where user_id = $1 and status = 'MEMBER') as groups,
      (select count(*) from publications where author_id = $1) as publications,
      (select count(*) from publication_photos where user_id = $1) as photos,
      (select count(*) from comments where author_id = $1) as comments,
      (select count(*) from publication_reactions where user_id = $1) as reactions,
      (select count(*) from messages where sender_id = $1) as messages_sent,
      (select count(*) from messages where receiver_id = $1) as messages_received,
      (select count(*) from event_organisers where user_id = $1) as events_organised,
      (select count(*) from notifications where user_id = $1) as notifications`,
    [memberId],
  );
  console.log(
    `Member ${memberId} made through the API in ${madeSeconds.toFixed(1)} s ` +
      `(+ ${(setupDrain / 1000).toFixed(1)} s of jobs): ${JSON.stringify(held)}`,
  );

  // -------------------------------------------------------------------------------------
  // 2. Export: POST → job drained → archive stored.
  const exportsTimed: { post: number; total: number; bytes: number }[] = [];
  let archive = Buffer.alloc(0);
  for (let k = 0; k < EXPORTS; k += 1) {
    // The previous request an hour back: the hourly limit lets this one through.
    await query(
      `update data_exports set created_at = created_at - interval '2 hours' where user_id = $1`,
      [memberId],
    );
    await app.jobs.drain();
    const started = performance.now();
    const requested = await call<{ export: { id: string } }>(memberId, 'POST', '/users/export/');
    const post = performance.now() - started;
    await app.jobs.drain();
    const total = performance.now() - started;
    const [row] = await query<{ storage_key: string | null }>(
      `select storage_key from data_exports where id = $1`,
      [requested.export.id],
    );
    if (!row?.storage_key) throw new Error('the archive is not ready after the drain');
    const file = join(config.mediaDir, row.storage_key);
    const bytes = (await stat(file)).size;
    exportsTimed.push({ post, total, bytes });
    console.log(
      `export ${k + 1}: POST ${ms(post)} ms, ready after ${ms(total)} ms, ${mb(bytes)} MB`,
    );
    if (k === 0) archive = await readFile(file);
  }

  // The archive's entries, checked.
  const entries = await unzip(archive);
  const mediaEntries = [...entries.values()].filter((entry) => entry.name.startsWith('media/'));
  let mediaSame = 0;
  for (const photo of photos) {
    const entry = entries.get(`media/${photo.key}`);
    if (entry?.bytes.equals(await readFile(join(config.mediaDir, photo.key)))) mediaSame += 1;
  }
  const json = (name: string) =>
    JSON.parse(entries.get(name)?.bytes.toString() ?? '[]') as unknown[];
  const sectionSizes = {
    'publications.json': json('publications.json').length,
    'commentaires.json': json('commentaires.json').length,
    'reactions.json': json('reactions.json').length,
    'messages.json (conversations)': json('messages.json').length,
    'relations.json': json('relations.json').length,
    'groupes.json': json('groupes.json').length,
    'evenements-organises.json': json('evenements-organises.json').length,
    'fichiers.json': json('fichiers.json').length,
  };
  const jsonBytes = [...entries.values()]
    .filter((entry) => !entry.name.startsWith('media/'))
    .reduce((n, entry) => n + entry.bytes.length, 0);
  console.log(
    `archive: ${entries.size} entries, ${mediaEntries.length} media (${mediaSame} of ${photos.length} byte for byte), ` +
      `${mb(jsonBytes)} MB of JSON and HTML; ${JSON.stringify(sectionSizes)}`,
  );

  // Bare limits: the same bytes, no database.
  const bareDir = await mkdtemp(join(tmpdir(), 'koinonia-bench-account-bare-'));
  const bare = { memory: [] as number[], disk: [] as number[], copy: [] as number[] };
  let bareBytes = 0;
  for (let k = 0; k < BARE_RUNS; k += 1) {
    for (const fromDisk of [false, true]) {
      const target = join(bareDir, `bare-${k}-${fromDisk ? 'disk' : 'memory'}.zip`);
      const started = performance.now();
      const zip = new ZipFile();
      const mtime = new Date();
      for (const entry of entries.values()) {
        const options = { mtime, compress: entry.compressed };
        const key = entry.name.slice('media/'.length);
        if (fromDisk && entry.name.startsWith('media/'))
          zip.addReadStream(createReadStream(join(config.mediaDir, key)), entry.name, options);
        else zip.addBuffer(entry.bytes, entry.name, options);
      }
      zip.end();
      await pipeline(zip.outputStream, createWriteStream(target));
      (fromDisk ? bare.disk : bare.memory).push(performance.now() - started);
      bareBytes = (await stat(target)).size;
      await rm(target);
    }
    const copyDir = join(bareDir, `copy-${k}`);
    await mkdir(copyDir);
    const started = performance.now();
    for (const photo of photos)
      await copyFile(join(config.mediaDir, photo.key), join(copyDir, photo.key));
    bare.copy.push(performance.now() - started);
    await rm(copyDir, { recursive: true });
  }
  await rm(bareDir, { recursive: true });

  // -------------------------------------------------------------------------------------
  // 3. Closed accounts on the feed.
  const all = await feedSizes(database.db);
  const medianMember = all[Math.floor(all.length / 2)];
  const heaviest = all.filter((row) => row.id !== memberId).at(-1);
  const exported = all.find((row) => row.id === memberId);
  const readers = [
    ['median member', medianMember],
    ['heaviest member', heaviest],
    ['the member of (1)', exported],
  ].filter((pair): pair is [string, (typeof all)[number]] => pair[1] !== undefined);
  const members = (await query<{ n: string }>(`select count(*) as n from users`))[0];
  const toClose = Math.round(Number(members?.n ?? 0) * CLOSED_SHARE);
  closedIdsList = (
    await query<{ id: string }>(
      `select id from users where deleted_at is null and closed_at is null
         and id <> all($1::uuid[]) order by md5(id::text || $2) limit $3`,
      [readers.map(([, reader]) => reader.id), `closed ${run}`, toClose],
    )
  ).map((row) => row.id);
  const setClosed = async (closed: boolean) => {
    if (closed)
      await query(
        `update users set closed_at = now(), deletion_due_at = now() + interval '30 days',
           close_reason = $2 where id = any($1::uuid[])`,
        [closedIdsList, CLOSE_MARK],
      );
    else await reopen();
    // As autovacuum would after such a change: the planner sees the closed accounts.
    await query('analyze users');
  };
  const closedFriends = await Promise.all(
    readers.map(async ([, reader]) => {
      const [row] = await query<{ n: string }>(
        `select count(*) as n from relationships where status = 'ACCEPTED'
           and (sender_id = $1 or receiver_id = $1)
           and (case when sender_id = $1 then receiver_id else sender_id end) = any($2::uuid[])`,
        [reader.id, closedIdsList],
      );
      return Number(row?.n ?? 0);
    }),
  );

  const queries = await Promise.all(
    readers.map(([, reader]) =>
      captured(database.db, (recording) =>
        createPublicationsRepository(recording, FIRST_COMMENTS_COUNT).feed(
          reader.id,
          undefined,
          11,
        ),
      ),
    ),
  );
  const plans: { open: PlanSummary; closed: PlanSummary }[] = [];
  for (const feedQuery of queries) {
    await setClosed(false);
    const openPlan = await explain(database.db, feedQuery);
    await setClosed(true);
    const closedPlan = await explain(database.db, feedQuery);
    if (process.env.BENCH_ACCOUNT_PLANS === 'true')
      console.log(`\nPlan, none closed:\n${openPlan}\n\nPlan, 1 % closed:\n${closedPlan}\n`);
    const open = summarise(openPlan);
    const closed = summarise(closedPlan);
    plans.push({ open, closed });
  }
  const timings = readers.map(() => ({
    sqlOpen: [] as number[],
    sqlClosed: [] as number[],
    httpOpen: [] as number[],
    httpClosed: [] as number[],
    pageOpen: 0,
    pageClosed: 0,
  }));
  const readerHeaders = await Promise.all(readers.map(([, reader]) => headersOf(reader.id)));
  for (let round = 0; round < ROUNDS; round += 1) {
    // ABBA: neither side always runs second, on a warmer cache.
    for (const closed of round % 2 === 0 ? [false, true] : [true, false]) {
      await setClosed(closed);
      for (const [i, feedQuery] of queries.entries()) {
        const timing = timings[i];
        if (!timing) continue;
        for (let k = 0; k < SQL_RUNS; k += 1) {
          const started = performance.now();
          await database.db.execute(feedQuery);
          (closed ? timing.sqlClosed : timing.sqlOpen).push(performance.now() - started);
        }
        for (let k = 0; k < HTTP_RUNS; k += 1) {
          const started = performance.now();
          const response = await fetch(`${base}/publications/`, { headers: readerHeaders[i] });
          const page = (await response.json()) as { results?: unknown[] };
          (closed ? timing.httpClosed : timing.httpOpen).push(performance.now() - started);
          if (!response.ok) throw new Error(`GET /api/publications/: ${response.status}`);
          if (closed) timing.pageClosed = page.results?.length ?? 0;
          else timing.pageOpen = page.results?.length ?? 0;
        }
      }
    }
  }
  await setClosed(false);

  // -------------------------------------------------------------------------------------
  // 4. Deletion of the member of (1).
  await app.jobs.drain();
  const closing = performance.now();
  await call(memberId, 'POST', '/users/close-account/', {
    password: BENCH_PASSWORD,
    reason: 'Banc d’essai du compte.',
  });
  const closeMs = performance.now() - closing;
  const closeDrain = await timedDrain();
  await query(`update users set deletion_due_at = now() - interval '1 minute' where id = $1`, [
    memberId,
  ]);
  const [before = {}] = await query<Record<string, string>>(
    `select (select count(*) from data_exports where user_id = $1) as archives,
       (select count(*) from media where owner_id = $1) as files`,
    [memberId],
  );
  const deleting = performance.now();
  await app.services.account.deleteAccount(memberId);
  const deleteMs = performance.now() - deleting;
  const deleteDrain = await timedDrain();
  const left = await rowsNaming(memberId);
  const [user] = await query<{
    deleted_at: Date | null;
    closed_at: Date | null;
    email: string;
    first_name: string;
  }>(`select deleted_at, closed_at, email, first_name from users where id = $1`, [memberId]);
  const filesLeft = (await readdir(config.mediaDir)).filter((name) =>
    photos.some((photo) => photo.key === name),
  ).length;
  const archivesLeft = (await readdir(config.mediaDir)).includes('exports')
    ? (await readdir(join(config.mediaDir, 'exports'))).includes(memberId)
    : false;

  // -------------------------------------------------------------------------------------
  // The figures.
  const loadAfter = loadavg();
  const appTotal = median(exportsTimed.map((e) => e.total));
  const archiveBytes = exportsTimed[0]?.bytes ?? 0;
  const rate = (bytes: number, millis: number) => `${(bytes / MB / (millis / 1000)).toFixed(1)}`;
  const bareMemory = median(bare.memory);
  const bareDisk = median(bare.disk);
  const bareCopy = median(bare.copy);
  const vs = (part: number, whole: number) => `${((whole / part) * 100).toFixed(1)} %`;

  say(
    `\`npm run bench:account\`, commit ${head}${dirty ? ' (with uncommitted changes in apps/server or packages)' : ''}, ` +
      `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC; ${availableParallelism()} cores ` +
      `(${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, PostgreSQL ${postgres}; ` +
      `load average ${loadBefore.map((n) => n.toFixed(2)).join(', ')} → ${loadAfter.map((n) => n.toFixed(2)).join(', ')}.`,
  );
  say();
  say(
    `Community: ${(sizes?.members ?? 0).toLocaleString('en')} members, ${(sizes?.friendships ?? 0).toLocaleString('en')} friendships, ` +
      `${(sizes?.publications ?? 0).toLocaleString('en')} publications, ${(sizes?.comments ?? 0).toLocaleString('en')} comments, ` +
      `${(sizes?.reactions ?? 0).toLocaleString('en')} reactions (\`bench/account-seed.ts\`). The member, made through the API ` +
      `in ${madeSeconds.toFixed(0)} s (+ ${(setupDrain / 1000).toFixed(0)} s of the jobs it caused): ` +
      `${held.friends} friends, ${held.groups} groups, ${held.publications} publications (${held.photos} photos, ` +
      `${photos.length} files of ${mb(Math.min(...photos.map((p) => p.bytes)))}–${mb(Math.max(...photos.map((p) => p.bytes)))} MB, ${mb(mediaBytes)} MB), ` +
      `${held.comments} comments, ${held.reactions} reactions, ${held.messages_sent} messages sent ` +
      `(${held.messages_received} received), ${held.events_organised} events organised, ${held.notifications} notifications.`,
  );
  say();
  say(
    `**Export** (${EXPORTS} runs, one at a time; the archive: ${entries.size} entries, ` +
      `${mb(archiveBytes)} MB, of which ${mb(mediaBytes)} MB of media stored as they are and ` +
      `${mb(jsonBytes)} MB of JSON and HTML deflated; the ${photos.length} media ` +
      `${mediaSame === photos.length ? 'all' : `only ${mediaSame}`} byte for byte in it):`,
  );
  say();
  say('| what | time (median) | runs | MB/s | app vs this |');
  say('|---|---:|---|---:|---:|');
  say(
    `| app: \`POST /api/users/export/\` → job drained → archive stored | **${ms(appTotal)} ms** | ` +
      `${exportsTimed.map((e) => ms(e.total)).join(', ')} ms (POST alone ${exportsTimed.map((e) => ms(e.post)).join(', ')} ms) | ` +
      `${rate(archiveBytes, appTotal)} | 100 % |`,
  );
  say(
    `| bare: the same entries with yazl, from memory to disk (${mb(bareBytes)} MB) | ${ms(bareMemory)} ms | ` +
      `${bare.memory.map(ms).join(', ')} ms | ${rate(bareBytes, bareMemory)} | **${vs(appTotal, bareMemory)}** |`,
  );
  say(
    `| bare: the same with the media read from their files (the job's ZIP without the database) | ${ms(bareDisk)} ms | ` +
      `${bare.disk.map(ms).join(', ')} ms | ${rate(bareBytes, bareDisk)} | ${vs(appTotal, bareDisk)} |`,
  );
  say(
    `| bare: plain copy of the ${photos.length} media files (\`fs.copyFile\`, ${mb(mediaBytes)} MB) | ${ms(bareCopy)} ms | ` +
      `${bare.copy.map(ms).join(', ')} ms | ${rate(mediaBytes, bareCopy)} | ${vs(appTotal, bareCopy)} |`,
  );
  say();
  say(
    `**Closed accounts on the feed**: ${closedIdsList.length} of ${Number(members?.n ?? 0).toLocaleString('en')} ` +
      `accounts closed (${(CLOSED_SHARE * 100).toFixed(0)} %, drawn at random), against none. The first page as the ` +
      `repository builds it: EXPLAIN ANALYZE (warm), then ${ROUNDS} alternating rounds of ${SQL_RUNS} queries from ` +
      `Node and ${HTTP_RUNS} \`GET /api/publications/\` over HTTP, one at a time (medians):`,
  );
  say();
  say(
    '| reader | scans of `users c` (closedIds): 0 % → 1 % | execution 0 % → 1 % | SQL median 0 % → 1 % | HTTP median 0 % → 1 % | Δ a query (SQL / HTTP) |',
  );
  say('|---|---|---:|---:|---:|---:|');
  for (const [i, [label, reader]] of readers.entries()) {
    const plan = plans[i];
    const t = timings[i];
    if (!plan || !t) continue;
    const dSql = median(t.sqlClosed) - median(t.sqlOpen);
    const dHttp = median(t.httpClosed) - median(t.httpOpen);
    const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)} ms`;
    say(
      `| ${label}: ${reader.friends} friends (${closedFriends[i]} closed at 1 %), ${reader.feed.toLocaleString('en')} publications in the feed | ` +
        `${plan.open.scans} → ${plan.closed.scans} | ${plan.open.execution} → ${plan.closed.execution} ms | ` +
        `${median(t.sqlOpen).toFixed(2)} → ${median(t.sqlClosed).toFixed(2)} ms | ` +
        `${median(t.httpOpen).toFixed(1)} → ${median(t.httpClosed).toFixed(1)} ms | ${signed(dSql)} / ${signed(dHttp)} |`,
    );
  }
  say();
  say(
    `**Deletion** of the member of (1): closing through the API (password checked) ${ms(closeMs)} ms ` +
      `(+ ${ms(closeDrain)} ms of jobs); \`account.deleteAccount\` (every module's erase, ` +
      `${before.files} files and ${before.archives} archives among them) **${ms(deleteMs)} ms**, then ` +
      `${ms(deleteDrain)} ms of the jobs it queued. Afterwards: the users row ` +
      `${user?.deleted_at && !user.closed_at && !user.email.startsWith('compte.') ? 'emptied (deleted_at set, closed_at cleared, e-mail replaced)' : `NOT emptied (${JSON.stringify(user)})`}; ` +
      `rows naming the id outside users, comments, messages, conversations: ` +
      `**${left.outside.length === 0 ? '0' : left.outside.map((r) => `${r.where}: ${r.n}`).join(', ')}** ` +
      `(every uuid and json column of the public schema); kept: ` +
      `${left.kept.map((r) => `${r.where}: ${r.n}`).join(', ') || 'none'}; ` +
      `media files left ${filesLeft} of ${photos.length}, archives folder ${archivesLeft ? 'LEFT' : 'gone'}.`,
  );

  if (process.env.BENCH_ACCOUNT_DOCS !== 'false') await writeDocs(out.join('\n'));
} finally {
  if (closedIdsList.length > 0) await reopen();
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------

interface ZipEntry {
  name: string;
  bytes: Buffer;
  compressed: boolean;
}

/** Every entry of a ZIP, by name, in order, with whether it was deflated. */
function unzip(zip: Buffer): Promise<Map<string, ZipEntry>> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const found = new Map<string, ZipEntry>();
      file.on('error', reject);
      file.on('end', () => resolve(found));
      file.on('entry', (entry: Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            found.set(entry.fileName, {
              name: entry.fileName,
              bytes: Buffer.concat(chunks),
              compressed: entry.compressionMethod !== 0,
            });
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

/** The query the repository sends for `run`, captured on its way (as feed-explain.ts). */
async function captured(db: Db, run: (recording: Db) => Promise<unknown>): Promise<SQL> {
  let found: SQL | undefined;
  const recording = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'execute') {
        return (q: SQL) => {
          found = q;
          return target.execute(q);
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  await run(recording);
  if (!found) throw new Error('the repository sent no query');
  return found;
}

async function explain(db: Db, feedQuery: SQL): Promise<string> {
  await db.execute(feedQuery); // warm, as a running server is
  const result = (await db.execute(
    sql`explain (analyze, buffers, format text) ${feedQuery}`,
  )) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

interface PlanSummary {
  /** Each scan of `users c` (closedIds): its node, under what (InitPlan, SubPlan), its loops. */
  scans: string;
  execution: string;
}

/**
 * The scans of `users c…` (each closedIds) in a plan: how many ran, under what (InitPlan,
 * hashed SubPlan), with their loops, rows and time; how many the plan never executed.
 */
function summarise(plan: string): PlanSummary {
  const lines = plan.split('\n');
  const indent = (line: string) => line.length - line.trimStart().length;
  const ran: { owner: string; loops: number; rows: number; time: number }[] = [];
  let never = 0;
  for (const [i, line] of lines.entries()) {
    if (!/ on users c(_\d+)? /.test(line)) continue;
    if (line.includes('never executed')) {
      never += 1;
      continue;
    }
    let owner = 'plan';
    for (let j = i - 1; j >= 0; j -= 1) {
      const above = lines[j] ?? '';
      if (indent(above) < indent(line) && /(InitPlan|SubPlan)/.test(above)) {
        owner = above.includes('InitPlan') ? 'InitPlan' : 'hashed SubPlan';
        break;
      }
    }
    const actual = /actual time=[\d.]+\.\.([\d.]+) rows=(\d+) loops=(\d+)/.exec(line);
    ran.push({
      owner,
      time: Number(actual?.[1] ?? 0),
      rows: Number(actual?.[2] ?? 0),
      loops: Number(actual?.[3] ?? 0),
    });
  }
  const owners = [...new Set(ran.map((scan) => scan.owner))]
    .map((owner) => `${ran.filter((scan) => scan.owner === owner).length} ${owner}`)
    .join(' + ');
  const loops = [...new Set(ran.map((scan) => scan.loops))].join('/');
  const rows = [...new Set(ran.map((scan) => scan.rows))].join('/');
  const time = Math.max(0, ...ran.map((scan) => scan.time));
  const execution = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? '?';
  return {
    scans:
      `${ran.length} run (${owners || 'none'}; loops=${loops || '-'}, rows=${rows || '-'}, ` +
      `≤ ${time.toFixed(3)} ms each), ${never} never executed`,
    execution,
  };
}

/** Rows naming `id` in every uuid and json column of the public schema. */
async function rowsNaming(
  id: string,
): Promise<{ outside: { where: string; n: number }[]; kept: { where: string; n: number }[] }> {
  const KEPT = new Set(['users', 'comments', 'messages', 'conversations']);
  return withClient(async (client) => {
    const { rows: columns } = await client.query<{
      table_name: string;
      column_name: string;
      data_type: string;
    }>(
      `select c.table_name, c.column_name, c.data_type from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema
         and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
       where c.table_schema = 'public' and c.data_type in ('uuid', 'jsonb', 'json')
       order by 1, 2`,
    );
    const outside: { where: string; n: number }[] = [];
    const kept: { where: string; n: number }[] = [];
    for (const column of columns) {
      const name = `"${column.table_name}"."${column.column_name}"`;
      const where =
        column.data_type === 'uuid'
          ? `"${column.column_name}" = $1::uuid`
          : `"${column.column_name}"::text like '%' || $1 || '%'`;
      const { rows: found } = await client.query<{ n: string }>(
        `select count(*) as n from "${column.table_name}" where ${where}`,
        [id],
      );
      const n = Number(found[0]?.n ?? 0);
      if (n === 0) continue;
      (KEPT.has(column.table_name) ? kept : outside).push({ where: name, n });
    }
    return { outside, kept };
  });
}

async function writeDocs(block: string): Promise<void> {
  const file = join(root, 'docs/performance.md');
  const start = '<!-- bench:account:start -->';
  const end = '<!-- bench:account:end -->';
  const text = await readFile(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const marked = `${start}\n${block}\n${end}`;
  const next =
    from >= 0 && to > from
      ? `${text.slice(0, from)}${marked}${text.slice(to + end.length)}`
      : `${text.trimEnd()}\n\n## ${new Date().toISOString().slice(0, 10)}, Account\n\n` +
        `### Account: export, closing, deletion (\`npm run bench:account\`)\n\n${marked}\n`;
  await writeFile(file, next);
  console.log('\nFigures written into docs/performance.md');
}
