/**
 * How long a call has waited before the node could read it (load-shedding.ts counts it in the
 * call's wait): the event loop stuck in a long turn, and the kernel's accept queue for the first
 * call of a new connection (accept-queue.ts).
 */
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { AcceptQueueClock, listenBacklogReader } from './accept-queue.ts';

/** How often the event loop's turn is noted (and waiting calls past their bound refused). */
const TICK_MS = 10;

/**
 * How long a call read now may have waited in the kernel or its socket before the node could
 * read it: the time since the event loop's last turn, or the length of that last turn if it was
 * longer (a request that arrived during a long turn is only read in the next one). Turns are
 * noted in the check phase, right after the sockets are read, every TICK_MS. Nothing older than
 * the last turn is remembered.
 */
export function watchEventLoop(app: FastifyInstance, onTick: () => void): () => number {
  let lastTurn = performance.now();
  let lastTurnLength = 0;
  const note = () => {
    const now = performance.now();
    lastTurnLength = now - lastTurn;
    lastTurn = now;
  };
  const timer = setInterval(() => {
    setImmediate(note).unref();
    onTick();
  }, TICK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return () => Math.max(0, Math.max(performance.now() - lastTurn, lastTurnLength) - TICK_MS);
}

/**
 * How long the connections the node accepts have waited in the kernel (accept-queue.ts), kept
 * for their first request. A request sent long after its connection opened (a browser's
 * preconnect) did not wait with it: only one read within FIRST_READ_MS of the accept counts it.
 */
const FIRST_READ_MS = 50;

export function watchAcceptQueue(app: FastifyInstance): {
  sample(): void;
  waited(socket: Socket, stuck: number): number;
} {
  let clock: AcceptQueueClock | undefined;
  const waits = new WeakMap<Socket, { waited: number; acceptedAt: number }>();
  app.server.on('listening', () => {
    const address = app.server.address();
    if (typeof address !== 'object' || !address) return;
    clock = new AcceptQueueClock(
      listenBacklogReader(address.port, address.family === 'IPv6' ? 'IPv6' : 'IPv4'),
      performance.now(),
    );
  });
  app.server.on('connection', (socket: Socket) => {
    if (!clock) return;
    const now = performance.now();
    const waited = clock.accepted(now);
    if (waited > 0) waits.set(socket, { waited, acceptedAt: now });
  });
  return {
    sample: () => clock?.sample(performance.now()),
    waited(socket, stuck) {
      const kernel = waits.get(socket);
      if (!kernel) return 0;
      waits.delete(socket);
      const sinceAccept = performance.now() - kernel.acceptedAt;
      return sinceAccept > stuck + FIRST_READ_MS ? 0 : kernel.waited + sinceAccept;
    },
  };
}
