/**
 * Sign-in and an authenticated `GET /api/users/profil/` on the real app, measured in the same
 * run as a bare Fastify JSON route (the machine's limit), with the server's event-loop delay.
 * Usage: `npm run bench` (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_MEMBERS, BENCH_DATABASE_URL).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, cpus } from 'node:os';
import autocannon from 'autocannon';
import { BENCH_PASSWORD } from './seed.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Child {
  process: ChildProcess;
  port: number;
  info: Record<string, unknown>;
}

function start(file: string): Promise<Child> {
  const child = fork(new URL(file, import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: process.env,
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    child.on('message', (message: { type: string; port: number }) => {
      if (message.type === 'ready') resolve({ process: child, port: message.port, info: message });
    });
  });
}

function eventLoopP99(child: Child): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: { type: string; p99: number }) => {
      if (message.type !== 'eld') return;
      child.process.off('message', onMessage);
      resolve(message.p99);
    };
    child.process.on('message', onMessage);
    child.process.send('read');
  });
}

interface Figure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  eventLoopP99: number;
}

async function measure(
  name: string,
  child: Child,
  options: Omit<autocannon.Options, 'url'> & { path: string },
): Promise<Figure> {
  child.process.send('reset');
  const { path, ...rest } = options;
  const result = await autocannon({
    url: `http://127.0.0.1:${child.port}${path}`,
    connections,
    duration: seconds,
    ...rest,
  });
  const figure = {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    eventLoopP99: await eventLoopP99(child),
  };
  console.log(
    `${name.padEnd(34)} ${figure.requestsPerSecond.toFixed(0).padStart(7)} req/s` +
      `   latency p50 ${figure.p50} ms, p99 ${figure.p99} ms` +
      `   event-loop p99 ${figure.eventLoopP99.toFixed(1)} ms   non-2xx/errors ${figure.errors}`,
  );
  return figure;
}

console.log(
  `Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
);
console.log(`autocannon: ${connections} connections, ${seconds} s per scenario\n`);

const bare = await start('./bare-server.ts');
const app = await start('./server-under-test.ts');
const emails = app.info.emails as string[];
console.log(`Koinonia on ${String(app.info.database)} with ${emails.length} members\n`);

const signIn = await fetch(`http://127.0.0.1:${app.port}/api/auth/sign-in/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: emails[0], password: BENCH_PASSWORD }),
});
const { access } = (await signIn.json()) as { access: string };

const figures: Figure[] = [];
figures.push(await measure('bare Fastify GET /bare', bare, { path: '/bare' }));
figures.push(
  await measure('GET /api/users/profil/ (signed in)', app, {
    path: '/api/users/profil/',
    headers: { authorization: `Bearer ${access}` },
  }),
);
let next = 0;
figures.push(
  await measure('POST /api/auth/sign-in/ (argon2id)', app, {
    path: '/api/auth/sign-in/',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          next = (next + 1) % emails.length;
          return {
            ...request,
            body: JSON.stringify({ email: emails[next], password: BENCH_PASSWORD }),
          };
        },
      },
    ],
  }),
);

const [bareFigure, profil, signInFigure] = figures;
if (bareFigure && profil && signInFigure) {
  console.log(
    `\nprofil / bare: ${((profil.requestsPerSecond / bareFigure.requestsPerSecond) * 100).toFixed(1)} %` +
      `   sign-in / bare: ${((signInFigure.requestsPerSecond / bareFigure.requestsPerSecond) * 100).toFixed(2)} %`,
  );
  console.log(
    `One node takes about ${signInFigure.requestsPerSecond.toFixed(0)} sign-ins per second; ` +
      `the default limits allow 30 attempts per 5 minutes per address (0.1 per second) and ` +
      `10 failures per 15 minutes per account.`,
  );
}

bare.process.send('stop');
app.process.send('stop');
