/**
 * What the benchmarks share: child processes that report their event-loop delay, autocannon
 * runs against them, and one line of figures per scenario.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, cpus } from 'node:os';
import autocannon from 'autocannon';

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

export interface Child {
  process: ChildProcess;
  port: number;
  info: Record<string, unknown>;
}

export function start(file: string, env: NodeJS.ProcessEnv = {}): Promise<Child> {
  const child = fork(new URL(file, import.meta.url), {
    // --expose-gc: memory is read after a full collection. BENCH_CPU_PROF=<dir> writes each
    // child's CPU profile there when it stops (open it in Chrome's DevTools).
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
    ],
    env: { ...process.env, ...env },
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

export interface Figure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  eventLoopP99: number;
}

export async function measure(
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

export function printMachine(connectionsUsed = connections): void {
  console.log(
    `Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
  );
  console.log(`autocannon: ${connectionsUsed} connections, ${seconds} s per scenario\n`);
}

export function ratio(part: Figure, whole: Figure): string {
  return `${((part.requestsPerSecond / whole.requestsPerSecond) * 100).toFixed(2)} %`;
}

/** The child's memory after a full collection (event-loop.ts answers `mem`). */
export function memoryOf(child: Child): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve) => {
    const onMessage = (message: { type: string; usage: NodeJS.MemoryUsage }) => {
      if (message.type !== 'mem') return;
      child.process.off('message', onMessage);
      resolve(message.usage);
    };
    child.process.on('message', onMessage);
    child.process.send('mem');
  });
}

/** p-th percentile (0–100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
