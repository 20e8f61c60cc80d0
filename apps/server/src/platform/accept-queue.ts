/**
 * How long a connection waited in the kernel's accept queue before the node accepted it. Node 20
 * (libuv 1.46) accepts one connection per event-loop turn, measured: 600 connections pending
 * after a 500 ms stall were accepted over 600 turns. When turns are long (PGlite's queries run
 * on the loop), a burst of new connections waits in the kernel, where neither the event loop's
 * delay nor the node's own queue sees it (served p99 of 11 to 15 s, 0 % refused: the 2026-11-26
 * section of docs/performance/2026-11-history.md).
 *
 * The queue is first in, first out: the connection accepted now is the k-th ever accepted, so
 * it had arrived by the first moment when k connections had arrived (those accepted, plus those
 * waiting, which Linux reports for a listening socket in /proc/net/tcp). Sampling that count
 * every few milliseconds while connections wait gives each one's arrival to within a sample.
 * Where the count cannot be read (not Linux), nothing is estimated. Tests: accept-queue.test.ts.
 */
import { closeSync, openSync, readSync } from 'node:fs';

interface Sample {
  /** Connections arrived, ever, as of `at` (accepted + waiting). */
  arrived: number;
  at: number;
  /** The sample before (the connections counted here arrived after it). */
  previousAt: number;
}

/** While no connection waits, the kernel's table is read at most this often (ms). */
const IDLE_READ_MS = 50;
/** While connections wait, at most this often: a look costs a fraction of a millisecond. */
const BUSY_READ_MS = 20;

export class AcceptQueueClock {
  #accepted = 0;
  #samples: Sample[] = [];
  #lastReadAt: number;
  #lastWaiting = 0;
  #acceptedAtLastRead = 0;

  /** `waiting()`: connections the kernel holds for the node now (null: unknown). */
  constructor(
    private readonly waiting: () => number | null,
    now: number,
  ) {
    this.#lastReadAt = now;
  }

  /**
   * Notes how many connections wait (called every few ms). The kernel's table is read every
   * BUSY_READ_MS while some wait; otherwise only once connections have come since the last
   * read, and not more often than IDLE_READ_MS.
   */
  sample(now: number): void {
    if (this.#lastWaiting === 0) {
      // Nothing accepted since the queue was seen empty: the loop turns (this is called from a
      // timer) and would have accepted a connection that had come, so none waits now either.
      if (this.#accepted === this.#acceptedAtLastRead) {
        this.#lastReadAt = now;
        return;
      }
      if (now - this.#lastReadAt < IDLE_READ_MS) return;
    } else if (now - this.#lastReadAt < BUSY_READ_MS) return;
    const waiting = this.waiting();
    if (waiting === null) return;
    this.#acceptedAtLastRead = this.#accepted;
    this.#lastWaiting = waiting;
    if (waiting === 0) this.#samples = [];
    else {
      // Those not counted at the last read arrived since it.
      this.#samples.push({
        arrived: this.#accepted + waiting,
        at: now,
        previousAt: this.#lastReadAt,
      });
    }
    this.#lastReadAt = now;
  }

  /** A connection is accepted now: how long it waited in the kernel's queue, in ms. */
  accepted(now: number): number {
    this.#accepted += 1;
    const k = this.#accepted;
    while (this.#samples.length > 0 && (this.#samples[0] as Sample).arrived < k) {
      this.#samples.shift();
    }
    const first = this.#samples[0];
    // Arrived after the last look: it waited less than a sample.
    if (!first) return 0;
    // It arrived between the sample before and this one: the middle, give or take half a sample.
    return Math.max(0, now - (first.at + first.previousAt) / 2);
  }
}

/**
 * Connections waiting for the server listening on `port` to accept them, from the head of
 * /proc/net/tcp (or tcp6 for an IPv6 address): listening sockets come first, and `rx_queue` is a
 * listening socket's accept queue. Only the first 8 KB are read, which the kernel writes without
 * walking the connections (reading the whole table cost milliseconds during a burst). Null where
 * the file does not exist or the socket is not in its head.
 */
export function listenBacklogReader(port: number, family: 'IPv4' | 'IPv6'): () => number | null {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const file = family === 'IPv6' ? '/proc/net/tcp6' : '/proc/net/tcp';
  const buffer = Buffer.alloc(8192);
  return () => {
    let length: number;
    try {
      const fd = openSync(file, 'r');
      try {
        length = readSync(fd, buffer, 0, buffer.length, 0);
      } finally {
        closeSync(fd);
      }
    } catch {
      return null;
    }
    for (const line of buffer.toString('latin1', 0, length).split('\n')) {
      const fields = line.trim().split(/\s+/);
      // local_address, state 0A (LISTEN), tx_queue:rx_queue
      if (fields[3] === '0A' && fields[1]?.endsWith(hexPort)) {
        return parseInt(fields[4]?.split(':')[1] ?? '0', 16);
      }
    }
    return null;
  };
}
