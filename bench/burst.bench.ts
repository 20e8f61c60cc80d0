/**
 * A burst: BENCH_BURST sign-ins, then as many feed requests, all sent at once to one
 * node, once with load shedding off (the server as before) and once with the default bounds.
 * Prints, per burst: how many were served (200) or shed (503), latency p50/p99 of all answers
 * and of the served ones, and how long the whole burst took.
 * Usage: `npm run bench:burst` (BENCH_BURST, BENCH_MEMBERS, BENCH_DATABASE_URL, BENCH_BURST_MODES).
 */
import http from 'node:http';
import { createAccessTokens } from '../apps/server/src/platform/access-token.ts';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { percentile, start } from './harness.ts';
import { BENCH_JWT_SECRET, BENCH_PASSWORD } from './seed.ts';

const burst = Number(process.env.BENCH_BURST ?? 2000);
const modes = (process.env.BENCH_BURST_MODES ?? 'off,on').split(',');

interface Answer {
  status: number;
  ms: number;
}

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
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(body);
  });
}

function report(name: string, answers: Answer[], totalMs: number): void {
  const served = answers.filter((answer) => answer.status === 200);
  const shed = answers.filter((answer) => answer.status === 503).length;
  const otherStatuses = new Map<number, number>();
  for (const answer of answers) {
    if (answer.status !== 200 && answer.status !== 503) {
      otherStatuses.set(answer.status, (otherStatuses.get(answer.status) ?? 0) + 1);
    }
  }
  const other = [...otherStatuses].map(([status, n]) => `${status}×${n}`).join(' ') || '0';
  const ms = (values: Answer[], p: number) =>
    values.length === 0
      ? '-'
      : `${Math.round(
          percentile(
            values.map((a) => a.ms),
            p,
          ),
        )} ms`;
  console.log(
    `${name.padEnd(28)} served ${String(served.length).padStart(5)}  503 ${((shed / answers.length) * 100).toFixed(1).padStart(5)} %  other ${other}` +
      `   all p50 ${ms(answers, 50)}, p99 ${ms(answers, 99)}` +
      `   served p50 ${ms(served, 50)}, p99 ${ms(served, 99)}   burst ${(totalMs / 1000).toFixed(1)} s`,
  );
}

async function run(name: string, requests: (() => Promise<Answer>)[]): Promise<void> {
  const started = performance.now();
  const answers = await Promise.all(requests.map((request) => request()));
  report(name, answers, performance.now() - started);
}

console.log(
  `Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ` +
    `load average ${loadavg()[0]?.toFixed(1)} at start`,
);
const tokens = createAccessTokens(BENCH_JWT_SECRET);
for (const mode of modes) {
  const shedding = mode === 'on';
  const app = await start(
    './server-under-test.ts',
    shedding
      ? {}
      : { SHED_ARGON2_QUEUE: '0', SHED_EVENT_LOOP_DELAY_MS: '0', SHED_MAX_IN_FLIGHT: '0' },
  );
  const emails = app.info.emails as string[];
  const ids = app.info.ids as string[];
  console.log(
    `\nload shedding ${shedding ? 'ON (defaults)' : 'OFF (as before load shedding)'}, ${String(app.info.database)}, ${emails.length} members, bursts of ${burst}`,
  );
  const json = { 'content-type': 'application/json' };
  await run(
    'POST /api/auth/sign-in/',
    Array.from({ length: burst }, (_, i) => () => {
      const email = emails[i % emails.length];
      return send(
        app.port,
        'POST',
        '/api/auth/sign-in/',
        json,
        JSON.stringify({ email, password: BENCH_PASSWORD }),
      );
    }),
  );
  // Let the server settle, so the feed burst does not inherit the sign-in burst's lag.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const headers = await Promise.all(
    ids.map(async (id) => ({ authorization: `Bearer ${await tokens.sign(id)}` })),
  );
  await run(
    'GET /api/publications/',
    Array.from(
      { length: burst },
      (_, i) => () =>
        send(app.port, 'GET', '/api/publications/', headers[i % headers.length] ?? {}),
    ),
  );
  app.process.send('stop');
  await new Promise((resolve) => app.process.once('exit', resolve));
}
