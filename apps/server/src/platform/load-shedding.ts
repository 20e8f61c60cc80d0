/**
 * Load shedding: a node handles up to `maxInFlight` API calls at once, lets the next ones wait
 * in a short queue, and refuses with 503 and Retry-After a call that has waited too long
 * (admission-queue.ts), so the members who get in are served fast instead of everyone waiting
 * (Little's law: latency = calls in progress / throughput). A call's wait counts from before the
 * node could read it (read-delay.ts): the event loop stuck, and for the first call of a new
 * connection the time it waited in the kernel to be accepted. Only API calls are shed: /healthz,
 * /readyz, sockets and static files stay served. (The password hashing queue sheds its own
 * overflow, passwords.ts; the error handler counts it here.) docs/security.md, "Load shedding".
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@koinonia/contracts';
import { AdmissionQueue, type Verdict } from './admission-queue.ts';
import { overloaded } from './errors.ts';
import { watchAcceptQueue, watchEventLoop } from './read-delay.ts';

export const OVERLOADED: ErrorResponse = { error: overloaded(1).message, code: 'overloaded' };

/**
 * The listening socket's accept queue (the kernel caps it at net.core.somaxconn). The node judges
 * a call's wait only once it has accepted its connection; with Node's default of 511, a burst
 * overflowed the queue, and the connections the kernel dropped came back on the client's SYN
 * retries, 1, 3, 7 and 15 s later, past any shedding (a served p99 of 15 s: the 2026-11-26
 * section of docs/performance/2026-11-history.md). Accepted, a call that cannot be served in
 * time is refused at once.
 */
export const LISTEN_BACKLOG = 4096;

export interface LoadSheddingOptions {
  /** API calls handled at once; the next ones wait (0: no bound). */
  maxInFlight: number;
  /** The longest an API call may have waited before it is handled (0: no bound). */
  queueDelayMs: number;
  retryAfterSeconds: number;
}

/** The node's shedding, as the error handler and /readyz see it. */
export interface Shedding {
  /** Calls this node has refused since it started (its queue and password hashing). */
  total(): number;
  /** Counts a refused call and logs it, at warn: refusing is the node doing its job. */
  record(request: FastifyRequest, reason: 'queue' | 'password-hashing'): void;
  /**
   * Whether an API call read when `request` was would be handled at once (neither refused nor
   * kept waiting): /readyz's answer, judged as its own request was read.
   */
  wouldHandleAtOnce(request: FastifyRequest): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    shedding: Shedding;
  }
}

const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): void {
  let shedTotal = 0;
  /** How long each /readyz request waited to be read (later hooks may let the loop turn). */
  const waitedBeforeRead = new WeakMap<FastifyRequest, number>();
  const queue = new AdmissionQueue({
    maxInFlight: options.maxInFlight,
    maxDelayMs: options.queueDelayMs,
    now: () => performance.now(),
  });
  const on = options.maxInFlight > 0 || options.queueDelayMs > 0;
  const acceptQueue = on ? watchAcceptQueue(app) : undefined;
  const stuckFor = on
    ? watchEventLoop(app, () => {
        acceptQueue?.sample();
        if (queue.waiting > 0) queue.expire();
      })
    : () => 0;
  /** How long a request read now has waited: in the kernel, then for the event loop. */
  const waitedToBeRead = (request: FastifyRequest) => {
    const stuck = stuckFor();
    return Math.max(stuck, acceptQueue?.waited(request.raw.socket, stuck) ?? 0);
  };

  const shedding: Shedding = {
    total: () => shedTotal,
    record(request, reason) {
      shedTotal += 1;
      request.log.warn({ shed_total: shedTotal, reason }, 'request shed: the node is overloaded');
    },
    wouldHandleAtOnce: (request) =>
      !on || queue.wouldHandleAtOnce(waitedBeforeRead.get(request) ?? stuckFor()),
  };
  app.decorate('shedding', shedding);
  if (!on) return;

  const shed = (reply: FastifyReply) =>
    reply
      .status(503)
      .header('retry-after', String(options.retryAfterSeconds))
      .type('application/json; charset=utf-8')
      .send(OVERLOADED);

  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (request.url === '/readyz') waitedBeforeRead.set(request, waitedToBeRead(request));
    if (!isApiCall(request.url)) return;
    const arrivedAt = performance.now() - waitedToBeRead(request);
    // A caller that went away while waiting gives its turn to the next one.
    let gone = false;
    const onGone = () => (gone = true);
    reply.raw.once('close', onGone);
    const verdict = await new Promise<Verdict>((resolve) =>
      queue.enter(arrivedAt, resolve, () => !gone),
    );
    reply.raw.off('close', onGone);
    if (verdict === 'refuse') {
      shedding.record(request, 'queue');
      return shed(reply);
    }
    // 'close' comes once, whether the answer was sent or the client went away.
    reply.raw.once('close', () => queue.leave());
  });
}
