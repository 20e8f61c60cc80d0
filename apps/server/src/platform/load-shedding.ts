/**
 * Load shedding (docs/security.md): when too many API calls are in progress or the event loop lags,
 * new ones are refused early with 503 and Retry-After, so the members who get in are served
 * fast instead of everyone waiting (Little's law: latency = calls in progress / throughput).
 * Only API calls are shed: /healthz, /readyz, sockets and static files stay served. (The
 * password hashing queue sheds its own overflow: passwords.ts.)
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@koinonia/contracts';
import { overloaded } from './errors.ts';

export const OVERLOADED: ErrorResponse = { error: overloaded(1).message, code: 'overloaded' };

/** The delay is the worst of the last few samples: about one second of memory. */
const SAMPLE_MS = 250;
const SAMPLES_KEPT = 4;

export interface LoadSheddingOptions {
  /** Event-loop delay beyond which API calls answer 503 (0: off). */
  eventLoopDelayMs: number;
  /** API calls in progress beyond which a new one answers 503 (0: off). */
  maxInFlight: number;
  retryAfterSeconds: number;
}

/** The event loop's recent delay, in ms (the worst sample of about the last second). */
function watchEventLoop(app: FastifyInstance): () => number {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const samples: number[] = [];
  const timer = setInterval(() => {
    samples.push(histogram.max / 1e6);
    if (samples.length > SAMPLES_KEPT) samples.shift();
    histogram.reset();
  }, SAMPLE_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    histogram.disable();
  });
  // The window being measured counts too: a lag shows at once, not at the next sample.
  return () => Math.max(0, ...samples, histogram.max / 1e6);
}

export function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): void {
  const delay = options.eventLoopDelayMs > 0 ? watchEventLoop(app) : () => 0;
  const shed = (reply: FastifyReply) =>
    reply
      .status(503)
      .header('retry-after', String(options.retryAfterSeconds))
      .type('application/json; charset=utf-8')
      .send(OVERLOADED);

  let inFlight = 0;
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) return;
    if (options.maxInFlight > 0 && inFlight >= options.maxInFlight) return shed(reply);
    if (options.eventLoopDelayMs > 0 && delay() > options.eventLoopDelayMs) return shed(reply);
    inFlight += 1;
    // 'close' comes once, whether the answer was sent or the client went away.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
}
