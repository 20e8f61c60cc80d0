/**
 * The real Koinonia app (embedded PGlite in a temp dir, or BENCH_DATABASE_URL), seeded with
 * BENCH_MEMBERS members, listening on a free port. Rate limits are raised so that the
 * benchmark measures the work, not the refusals.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { LISTEN_BACKLOG } from '../apps/server/src/platform/load-shedding.ts';
import { reportEventLoopDelay } from './event-loop.ts';
import { BENCH_JWT_SECRET, BENCH_VAPID, seedMembers } from './seed.ts';

const members = Number(process.env.BENCH_MEMBERS ?? 1000);
const unlimited = '1000000';
const config = loadConfig({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'koinonia-bench-')),
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  JWT_SECRET: BENCH_JWT_SECRET,
  ...BENCH_VAPID,
  REDIS_URL: process.env.REDIS_URL,
  DEMO_SEED: 'false',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_SIGNIN_IP_MAX: unlimited,
  RATE_LIMIT_SIGNIN_ACCOUNT_MAX: unlimited,
  RATE_LIMIT_AUTH_IP_MAX: unlimited,
  // Load shedding as the environment says (burst.bench.ts turns it off for its "before" run).
  SHED_ARGON2_QUEUE: process.env.SHED_ARGON2_QUEUE,
  SHED_QUEUE_DELAY_MS: process.env.SHED_QUEUE_DELAY_MS,
  SHED_MAX_IN_FLIGHT: process.env.SHED_MAX_IN_FLIGHT,
  // 0: no cached publications (feed.bench.ts's BENCH_FEED_COMPARE).
  PUBLICATION_CACHE_ENTRIES: process.env.PUBLICATION_CACHE_ENTRIES,
});
const database = openDatabase(config);
await database.migrate();
const friendsPerMember = Number(process.env.BENCH_FRIENDS_PER_MEMBER ?? 5);
// A second node shares the first one's database: it must not seed again.
const seeded =
  process.env.BENCH_SEED === 'false'
    ? []
    : await seedMembers(database.db, { members, friendsPerMember });
const app = await buildApp({ config, db: database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
const address = app.server.address();
reportEventLoopDelay({
  port: typeof address === 'object' && address ? address.port : 0,
  emails: seeded.map((member) => member.email),
  ids: seeded.map((member) => member.id),
  database: database.kind,
});

// `fanout`: one notification published to many members through this node's hub, as a
// publication's POST_NEW reaches every friend; the bench times its arrival on the other node.
process.on('message', (message: { type?: string; userIds?: string[]; event?: unknown }) => {
  if (message.type !== 'fanout' || !message.userIds) return;
  for (const userId of message.userIds)
    void app.hub.publish(userId, 'notifications', message.event);
});
