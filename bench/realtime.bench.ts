/**
 * Realtime on two nodes sharing PostgreSQL and Redis, against the bare limits in the same run:
 * - send-to-receive latency: POST /api/messaging/messages/ on node 2, received on a member's
 *   /ws/messages/ socket on node 1 (through Redis), at a steady rate; the bare limit is a Redis
 *   pub/sub round trip between two connections of this process at the same rate;
 * - the memory of idle /ws/notifications/ sockets on one node;
 * - the time for one notification published on node 2 to reach 1,000 members on node 1.
 * Usage: `npm run bench:realtime` (BENCH_RATE messages per second, BENCH_IDLE_SOCKETS). It
 * drops and creates its database first: BENCH_DATABASE_URL, `koinonia_bench_realtime` on the
 * local PostgreSQL by default; REDIS_URL defaults to the local Redis.
 */
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { createAccessTokens } from '../apps/server/src/platform/access-token.ts';
import { localDatabaseUrl, recreateDatabase } from './bench-database.ts';
import { memoryOf, percentile, printMachine, start, type Child } from './harness.ts';
import { BENCH_JWT_SECRET } from './seed.ts';

// Two nodes share PostgreSQL and Redis. The first node seeds members: the database starts empty.
const databaseUrl = process.env.BENCH_DATABASE_URL ?? localDatabaseUrl('koinonia_bench_realtime');
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
await recreateDatabase(databaseUrl);
const shared = { BENCH_DATABASE_URL: databaseUrl, REDIS_URL: redisUrl };

const rate = Number(process.env.BENCH_RATE ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const idleSockets = Number(process.env.BENCH_IDLE_SOCKETS ?? 10_000);
const tokens = createAccessTokens(BENCH_JWT_SECRET);

printMachine();
const node1 = await start('./server-under-test.ts', { ...shared, BENCH_MEMBERS: '1000' });
const node2 = await start('./server-under-test.ts', { ...shared, BENCH_SEED: 'false' });
const ids = node1.info.ids as string[];
console.log(`Two nodes on PostgreSQL and Redis, ${ids.length} members\n`);

function report(name: string, latencies: number[], expected: number) {
  console.log(
    `${name.padEnd(44)} p50 ${percentile(latencies, 50).toFixed(2)} ms   p99 ` +
      `${percentile(latencies, 99).toFixed(2)} ms   received ${latencies.length}/${expected}`,
  );
}

/** Calls `send(i)` `rate` times a second for `seconds`, spread evenly. */
async function steady(send: (i: number) => void): Promise<number> {
  const total = rate * seconds;
  const started = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    send(i);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return total;
}

// The bare limit: a Redis pub/sub round trip at the same rate.
{
  const publisher = new Redis(redisUrl);
  const subscriber = new Redis(redisUrl);
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  await subscriber.subscribe('koinonia-bench:bare');
  subscriber.on('message', (_channel, payload: string) => {
    const at = sentAt.get(payload);
    if (at !== undefined) latencies.push(performance.now() - at);
  });
  const total = await steady((i) => {
    sentAt.set(String(i), performance.now());
    void publisher.publish('koinonia-bench:bare', String(i));
  });
  report('bare Redis pub/sub round trip', latencies, total);
  publisher.disconnect();
  subscriber.disconnect();
}

function openSocket(node: Child, path: string, userId: string): Promise<WebSocket> {
  return tokens.sign(userId).then(
    (token) =>
      new Promise((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${node.port}${path}?token=${token}`);
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
      }),
  );
}

// Send to receive: 20 pairs of friends (the seed befriends member i with i+1 … i+5).
{
  const pairs = Array.from({ length: 20 }, (_, k) => ({
    sender: ids[k * 10] ?? '',
    receiver: ids[k * 10 + 1] ?? '',
  }));
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const sockets = await Promise.all(
    pairs.map((pair) => openSocket(node1, '/ws/messages/', pair.receiver)),
  );
  for (const socket of sockets) {
    socket.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString()) as { type: string; message?: { content: string } };
      const at =
        event.type === 'new_message' ? sentAt.get(event.message?.content ?? '') : undefined;
      if (at !== undefined) latencies.push(performance.now() - at);
    });
  }
  const senderTokens = await Promise.all(pairs.map((pair) => tokens.sign(pair.sender)));
  let failures = 0;
  const total = await steady((i) => {
    const pair = pairs[i % pairs.length];
    if (!pair) return;
    const content = `m${i}`;
    sentAt.set(content, performance.now());
    void fetch(`http://127.0.0.1:${node2.port}/api/messaging/messages/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${senderTokens[i % pairs.length] ?? ''}`,
      },
      body: JSON.stringify({ receiver_id: pair.receiver, content, client_id: crypto.randomUUID() }),
    }).then((answer) => {
      if (answer.status !== 201) failures += 1;
    });
  });
  report(`message: POST node 2 → socket node 1 (${rate}/s)`, latencies, total);
  if (failures) console.log(`  ${failures} sends were refused`);
  for (const socket of sockets) socket.close();
}

// Idle sockets: the memory one node spends on each.
{
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = await memoryOf(node1);
  const sockets: WebSocket[] = [];
  for (let i = 0; i < idleSockets; i += 500) {
    const batch = Array.from({ length: Math.min(500, idleSockets - i) }, (_, k) =>
      openSocket(node1, '/ws/notifications/', ids[(i + k) % ids.length] ?? ''),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = await memoryOf(node1);
  const perSocket = (key: keyof NodeJS.MemoryUsage) =>
    ((after[key] - before[key]) / sockets.length / 1024).toFixed(1);
  console.log(
    `${`${sockets.length} idle notification sockets on node 1`.padEnd(44)} ` +
      `rss +${perSocket('rss')} KB, heap +${perSocket('heapUsed')} KB per socket`,
  );
  for (const socket of sockets) socket.terminate();
}

// Fan-out: one notification to 1,000 members connected to node 1, published on node 2.
{
  const audience = ids.slice(0, 1000);
  const sockets: WebSocket[] = [];
  for (let i = 0; i < audience.length; i += 250) {
    sockets.push(
      ...(await Promise.all(
        audience.slice(i, i + 250).map((userId) => openSocket(node1, '/ws/notifications/', userId)),
      )),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const times: number[] = [];
  const runs = 5;
  for (let run = 0; run < runs; run += 1) {
    let received = 0;
    const started = performance.now();
    const done = new Promise<void>((resolve) => {
      for (const socket of sockets) {
        socket.once('message', () => {
          received += 1;
          if (received === sockets.length) resolve();
        });
      }
    });
    node2.process.send({
      type: 'fanout',
      userIds: audience,
      event: { type: 'new_notification', notification: { message: `annonce ${run}` } },
    });
    await done;
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(
    `${`one notification to ${sockets.length} members (node 2 → 1)`.padEnd(44)} ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms   worst ${Math.max(...times).toFixed(1)} ms ` +
      `over ${runs} runs`,
  );
  for (const socket of sockets) socket.terminate();
}

node1.process.send('stop');
node2.process.send('stop');
process.exit(0);
