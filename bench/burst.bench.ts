/**
 * A burst: BENCH_BURST sign-ins, then as many feed requests, all sent at once to one node, once
 * with load shedding off (every request queues) and once with the default bounds.
 *
 * Before each burst of feed requests, the node's sustained rate on the same call is measured in
 * the same run, with the same kind of connection (one new connection per request, as the burst's):
 * BENCH_SUSTAINED_CONNECTIONS clients in turn for BENCH_SUSTAINED_SECONDS. Prints, per burst:
 * served (200) and refused (503) requests, latency p50/p99 of all answers and of the served ones,
 * the served requests per second over the whole burst (from the first request sent to the last
 * answer) and until the last 200, each against the sustained rate, and the status and time of
 * one request sent right after the burst's last answer (a node that stayed 'shedding' after the
 * crowd has gone refuses it).
 * Usage: `npm run bench:burst` (BENCH_BURST, BENCH_MEMBERS, BENCH_DATABASE_URL,
 * BENCH_BURST_MODES=off,on, BENCH_BURST_KINDS=sign-in,feed, BENCH_BURST_TIMELINE=true).
 */
import http from 'node:http';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { createAccessTokens } from '../apps/server/src/platform/access-token.ts';
import { percentile, start } from './harness.ts';
import { BENCH_JWT_SECRET, BENCH_PASSWORD } from './seed.ts';

const burst = Number(process.env.BENCH_BURST ?? 2000);
const modes = (process.env.BENCH_BURST_MODES ?? 'off,on').split(',');
const kinds = (process.env.BENCH_BURST_KINDS ?? 'sign-in,feed').split(',');
const sustainedConnections = Number(process.env.BENCH_SUSTAINED_CONNECTIONS ?? 32);
const sustainedSeconds = Number(process.env.BENCH_SUSTAINED_SECONDS ?? 5);

interface Answer {
  status: number;
  ms: number;
  /** When the answer came, from the burst's start. */
  at: number;
}

/** BENCH_BURST_TIMELINE=true also prints, per 100 ms of the burst, the 200s and 503s answered. */
const timeline = process.env.BENCH_BURST_TIMELINE === 'true';
let burstStart = 0;

/** Requests sent before this process reads the answers that have come (sendAll). */
const SLICE = 50;

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

function send(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path, headers, agent },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            at: performance.now() - burstStart,
          }),
        );
      },
    );
    request.on('error', () =>
      resolve({ status: 0, ms: performance.now() - started, at: performance.now() - burstStart }),
    );
    request.end(body);
  });
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const ms = (values: Answer[], p: number) =>
  values.length === 0
    ? '-'
    : `${Math.round(
        percentile(
          values.map((a) => a.ms),
          p,
        ),
      )} ms`;

function report(name: string, answers: Answer[], totalMs: number, sustained?: number): void {
  const served = answers.filter((answer) => answer.status === 200);
  const shed = answers.filter((answer) => answer.status === 503).length;
  const otherStatuses = new Map<number, number>();
  for (const answer of answers) {
    if (answer.status !== 200 && answer.status !== 503) {
      otherStatuses.set(answer.status, (otherStatuses.get(answer.status) ?? 0) + 1);
    }
  }
  const other = [...otherStatuses].map(([status, n]) => `${status}×${n}`).join(' ') || '0';
  const servedPerSecond = served.length / (totalMs / 1000);
  const lastServed = Math.max(0, ...served.map((answer) => answer.at));
  const servedUntilLast = lastServed > 0 ? served.length / (lastServed / 1000) : 0;
  const of = (rate: number) =>
    sustained === undefined ? '' : ` (${((rate / sustained) * 100).toFixed(0)} %)`;
  const share =
    sustained === undefined
      ? ''
      : `${of(servedPerSecond)}, until the last 200 ${servedUntilLast.toFixed(0)} req/s${of(servedUntilLast)}, sustained ${sustained.toFixed(0)}`;
  console.log(
    `${name.padEnd(24)} served ${String(served.length).padStart(5)}  503 ${((shed / answers.length) * 100).toFixed(1).padStart(5)} %  other ${other}` +
      `   all p50 ${ms(answers, 50)}, p99 ${ms(answers, 99)}` +
      `   served p50 ${ms(served, 50)}, p99 ${ms(served, 99)}` +
      `   burst ${(totalMs / 1000).toFixed(1)} s, served ${servedPerSecond.toFixed(0)} req/s${share}` +
      `   (load average ${load()})`,
  );
}

/**
 * Sends every request as fast as this process can, a slice at a time: opening 2,000 connections
 * in one synchronous loop kept this process from reading any answer for the first ~0.4 s, and
 * that delay, the load generator's own, was counted as the node's.
 */
async function sendAll(requests: (() => Promise<Answer>)[]): Promise<Promise<Answer>[]> {
  const pending: Promise<Answer>[] = [];
  for (let i = 0; i < requests.length; i += SLICE) {
    for (const request of requests.slice(i, i + SLICE)) pending.push(request());
    await new Promise((resolve) => setImmediate(resolve));
  }
  return pending;
}

function printTimeline(answers: Answer[]): void {
  const slots = new Map<number, { served: number; refused: number }>();
  for (const answer of answers) {
    const slot = Math.floor(answer.at / 100);
    const counts = slots.get(slot) ?? { served: 0, refused: 0 };
    if (answer.status === 200) counts.served += 1;
    else counts.refused += 1;
    slots.set(slot, counts);
  }
  for (const [slot, counts] of [...slots].sort(([a], [b]) => a - b)) {
    console.log(
      `  ${String(slot * 100).padStart(6)} ms  200 ×${counts.served}  other ×${counts.refused}`,
    );
  }
}

/** Sends every request at once; then one more as soon as the last answer is in. */
async function run(
  name: string,
  requests: (() => Promise<Answer>)[],
  after: () => Promise<Answer>,
  sustained?: number,
): Promise<void> {
  const started = performance.now();
  burstStart = started;
  const answers = await Promise.all(await sendAll(requests));
  report(name, answers, performance.now() - started, sustained);
  if (timeline) printTimeline(answers);
  const next = await after();
  console.log(
    `${''.padEnd(24)} the request right after the burst: ${next.status} in ${Math.round(next.ms)} ms`,
  );
}

/**
 * The node's sustained rate on the same call and the same kind of connection as the burst (one
 * new connection per request): BENCH_SUSTAINED_CONNECTIONS clients, each sending its next request
 * when the last is answered, for BENCH_SUSTAINED_SECONDS. Only 200s count.
 */
async function sustained(request: () => Promise<Answer>): Promise<number> {
  // A second first, not counted: a node just started is still compiling its hot paths.
  const warm = performance.now() + 1000;
  await Promise.all(
    Array.from({ length: sustainedConnections }, async () => {
      while (performance.now() < warm) await request();
    }),
  );
  const until = performance.now() + sustainedSeconds * 1000;
  let served = 0;
  let other = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: sustainedConnections }, async () => {
      while (performance.now() < until) {
        const answer = await request();
        if (answer.status === 200) served += 1;
        else other += 1;
      }
    }),
  );
  const perSecond = served / ((performance.now() - started) / 1000);
  console.log(
    `${'sustained'.padEnd(24)} ${perSecond.toFixed(0)} req/s served by ${sustainedConnections} clients in turn` +
      `${other > 0 ? ` (${other} not 200)` : ''}   (load average ${load()})`,
  );
  return perSecond;
}

console.log(
  `Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ` +
    `load average ${load()} at start`,
);
const tokens = createAccessTokens(BENCH_JWT_SECRET);
for (const mode of modes) {
  const shedding = mode === 'on';
  const app = await start(
    './server-under-test.ts',
    shedding ? {} : { SHED_ARGON2_QUEUE: '0', SHED_QUEUE_DELAY_MS: '0', SHED_MAX_IN_FLIGHT: '0' },
  );
  const emails = app.info.emails as string[];
  const ids = app.info.ids as string[];
  console.log(
    `\nload shedding ${shedding ? 'ON (defaults)' : 'OFF'}, ${String(app.info.database)}, ${emails.length} members, bursts of ${burst}`,
  );
  const json = { 'content-type': 'application/json' };
  const signIn = (i: number) => () =>
    send(
      app.port,
      'POST',
      '/api/auth/sign-in/',
      json,
      JSON.stringify({ email: emails[i % emails.length], password: BENCH_PASSWORD }),
    );
  if (kinds.includes('sign-in')) {
    await run(
      'POST /api/auth/sign-in/',
      Array.from({ length: burst }, (_, i) => signIn(i)),
      signIn(burst),
    );
    // Let the server settle, so the feed burst does not inherit the sign-in burst's lag.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  if (kinds.includes('feed')) {
    const headers = await Promise.all(
      ids.map(async (id) => ({ authorization: `Bearer ${await tokens.sign(id)}` })),
    );
    const feed = (i: number) => () =>
      send(app.port, 'GET', '/api/publications/', headers[i % headers.length] ?? {});
    let next = 0;
    const rate = await sustained(() => feed(next++)());
    await run(
      'GET /api/publications/',
      Array.from({ length: burst }, (_, i) => feed(i)),
      feed(burst),
      rate,
    );
  }
  app.process.send('stop');
  await new Promise((resolve) => app.process.once('exit', resolve));
}
