/**
 * Child-process side of the benchmark: tells the parent its port, and answers its requests for
 * the event-loop delay seen since the last reset (p99 in milliseconds).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

export type BenchMessage = { type: 'ready'; port: number; [extra: string]: unknown };

export function reportEventLoopDelay(ready: Omit<BenchMessage, 'type'>): void {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on('message', (message: unknown) => {
    if (message === 'reset') histogram.reset();
    if (message === 'read') {
      process.send?.({ type: 'eld', p99: histogram.percentile(99) / 1e6 });
    }
    if (message === 'mem') {
      (globalThis as { gc?: () => void }).gc?.();
      process.send?.({ type: 'mem', usage: process.memoryUsage() });
    }
    if (message === 'stop') process.exit(0);
  });
  process.send?.({ type: 'ready', ...ready });
}
