/**
 * Which API calls a node handles now, which wait, and which it refuses, judged by how long each
 * has waited (its queueing delay) rather than by how busy the node is: a call that has waited
 * past the bound is refused with 503, whatever the load, and a call that finds the node free is
 * handled, whatever happened before. Nothing is remembered past the calls in the queue, so a
 * node that has caught up serves the next call at once.
 *
 * The bound follows CoDel and Facebook's adaptive LIFO (Maurer, "Fail at Scale", ACM Queue 13(8),
 * 2015): while the queue drains from time to time, a call may wait up to `maxDelayMs`; once it
 * has stood for longer than that (the node is behind, not merely busy), the bound drops to a
 * tenth and the newest calls go first, so that those served are served quickly and the oldest,
 * whose members have likely given up, are the ones refused. Tests: admission-queue.test.ts.
 */

/** What happens to a call that asks to be handled. */
export type Verdict = 'handle' | 'refuse';

export interface AdmissionOptions {
  /** Calls handled at once; the next ones wait (0: no bound). */
  maxInFlight: number;
  /** The longest a call may have waited before it is handled (0: no bound). */
  maxDelayMs: number;
  /** Milliseconds, monotonic (tests move a fake clock). */
  now: () => number;
}

interface Waiting {
  arrivedAt: number;
  decide: (verdict: Verdict) => void;
  /** False once the caller went away: its turn is skipped, and it counts for nothing. */
  wanted: () => boolean;
}

/** While the queue has stood this much longer than its bound, the bound is a tenth of it. */
const BEHIND_BOUND_SHARE = 0.1;

export class AdmissionQueue {
  #inFlight = 0;
  /** Oldest first. */
  #waiting: Waiting[] = [];
  /** When the queue last went from empty to not empty (null: empty). */
  #standingSince: number | null = null;
  #refused = 0;

  constructor(private readonly options: AdmissionOptions) {}

  get inFlight(): number {
    return this.#inFlight;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /** Calls refused since the node started. */
  get refused(): number {
    return this.#refused;
  }

  /** The longest a call may have waited, now: short while the queue stands (the node is behind). */
  bound(): number {
    const { maxDelayMs, now } = this.options;
    if (maxDelayMs === 0) return Number.POSITIVE_INFINITY;
    return this.#behind(now()) ? maxDelayMs * BEHIND_BOUND_SHARE : maxDelayMs;
  }

  /**
   * A call that arrived at `arrivedAt` (before the node could read it, when the event loop was
   * stuck) asks to be handled. `decide` is called once: at once, or when its turn comes or its
   * wait runs out. The caller calls `leave()` when a handled call is over.
   */
  enter(arrivedAt: number, decide: (verdict: Verdict) => void, wanted: () => boolean): void {
    // No sweep of the waiting calls here: a burst enters thousands at once (the caller's timer
    // and `leave` sweep them).
    const now = this.options.now();
    if (now - arrivedAt > this.bound()) return this.#refuse(decide);
    if (this.#waiting.length === 0 && this.#hasRoom()) {
      this.#inFlight += 1;
      return decide('handle');
    }
    if (this.#waiting.length === 0) this.#standingSince = now;
    this.#waiting.push({ arrivedAt, decide, wanted });
  }

  /** A handled call is over: the next one, if any, takes its place. */
  leave(): void {
    this.#inFlight = Math.max(0, this.#inFlight - 1);
    this.expire();
    while (this.#hasRoom() && this.#waiting.length > 0) {
      // Newest first while behind: the oldest would be served late, or refused anyway.
      const next = this.#behind(this.options.now()) ? this.#waiting.pop() : this.#waiting.shift();
      if (this.#waiting.length === 0) this.#standingSince = null;
      if (!next?.wanted()) continue;
      this.#inFlight += 1;
      next.decide('handle');
    }
  }

  /** Refuses the waiting calls that have waited past the bound (a timer calls it too). */
  expire(): void {
    const now = this.options.now();
    const bound = this.bound();
    const kept: Waiting[] = [];
    for (const call of this.#waiting) {
      if (!call.wanted()) continue;
      if (now - call.arrivedAt > bound) this.#refuse(call.decide);
      else kept.push(call);
    }
    this.#waiting = kept;
    if (kept.length === 0) this.#standingSince = null;
  }

  /**
   * Whether a call arriving now, having waited `waitedMs` to be read, would be handled at once:
   * neither refused nor kept waiting (readiness).
   */
  wouldHandleAtOnce(waitedMs: number): boolean {
    return waitedMs <= this.bound() && this.#waiting.length === 0 && this.#hasRoom();
  }

  #hasRoom(): boolean {
    return this.options.maxInFlight === 0 || this.#inFlight < this.options.maxInFlight;
  }

  #behind(now: number): boolean {
    return this.#standingSince !== null && now - this.#standingSince > this.options.maxDelayMs;
  }

  #refuse(decide: (verdict: Verdict) => void): void {
    this.#refused += 1;
    decide('refuse');
  }
}
