/**
 * The durable job queue (docs/adr/0004-durable-jobs.md): pg-boss 10 on the app's
 * own database. On PostgreSQL it uses the app's pool; on PGlite it calls the one in-process
 * client (PGlite is one session: a second connection would share it and lose wake-ups, STACK.md).
 * Jobs live in the database either way, so a crash or a restart loses none.
 *
 * Each node works every queue; pg-boss hands a job to one worker (`FOR UPDATE SKIP LOCKED`),
 * so several nodes never run the same job twice. A failed job is retried with backoff, then
 * moved to the queue's dead-letter queue (`<name>.dead`). Recurring jobs use cron schedules.
 */
import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

export interface JobOptions {
  /** Retries after the first failure (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry, doubled each time with jitter (default 5). */
  retryDelay?: number;
  /** Delete the job once done instead of archiving it (jobs that carry a secret, like mail). */
  deleteWhenDone?: boolean;
  /** Jobs of this queue worked at once by this node (default 2). */
  concurrency?: number;
  /**
   * Seconds a job may stay in hand before pg-boss counts it failed and retries it (default
   * pg-boss's 15 minutes). This is how long a job waits when its node dies while working it.
   */
  expireInSeconds?: number;
}

/** pg-boss's `startAfter` as an interval from the database's now(): due at once. */
const DUE_NOW = '-1 millisecond';

export interface SendOptions {
  /** A stable id makes a second send of the same job a no-op (idempotent producers). */
  id?: string;
  /** Not before this time. */
  startAfter?: Date;
}

/**
 * A job id made from what the job is about (`jobId('event-mail', eventId, userId)`): the same
 * parts give the same uuid, so sending the job again, from a retried producer, is a no-op.
 * pg-boss keeps a done job's id for about 12 hours (then archives it): a producer that may run
 * again later must not rely on it alone.
 */
export function jobId(...parts: readonly string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  // Shaped as a version-8 (custom) RFC 9562 uuid, which pg-boss's uuid column takes.
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export type JobHandler<Data> = (data: Data) => Promise<void>;

export interface Jobs {
  /** Declares a queue and its handler; before `start`. */
  define<Data extends object>(name: string, handler: JobHandler<Data>, options?: JobOptions): void;
  /** A recurring job (cron, in UTC), e.g. '* * * * *'; before `start`. */
  every(name: string, cron: string, handler: () => Promise<void>): void;
  /** Stores a job; it runs once committed, on whichever node fetches it first. */
  send<Data extends object>(name: string, data: Data, options?: SendOptions): Promise<void>;
  /** Creates the queues and starts working them (`work: false` only creates them). */
  start(options?: { work?: boolean }): Promise<void>;
  /**
   * Stops fetching; jobs in hand finish first, for up to `graceMs` (default: as long as they
   * take). Those still running then are left to their expiry, after which pg-boss gives them to
   * a node again (JobOptions.expireInSeconds). Resolves with what was left, e.g. `['mail.send ×1']`.
   */
  stop(options?: { graceMs?: number }): Promise<string[]>;
  /**
   * Works every ready job of every queue now, until none is left (tests, and a node that wants
   * its work done before it answers). Jobs waiting for a retry later are not ready. With
   * `sentHere`, only the queues this node sent a job to since the last drain, and the jobs those
   * jobs send: what a request of this node caused, one fetch per queue touched instead of one
   * per queue (test-app.ts drains so after every request).
   */
  drain(options?: { sentHere?: boolean }): Promise<void>;
  /** For /readyz: the queue answers, and how many jobs wait or failed for good. */
  status(): Promise<{ ok: boolean; queued: number; dead: number }>;
}

interface Queue {
  name: string;
  handler: JobHandler<object>;
  options: Required<JobOptions>;
}

const DEFAULTS: Required<JobOptions> = {
  retryLimit: 5,
  retryDelay: 5,
  deleteWhenDone: false,
  concurrency: 2,
  expireInSeconds: 15 * 60,
};

const deadLetterOf = (name: string) => `${name}.dead`;

/** Whether `promise` settled within `ms` (undefined: however long it takes). */
async function within(promise: Promise<unknown>, ms: number | undefined): Promise<boolean> {
  if (ms === undefined) {
    await promise;
    return true;
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = promise.then(() => true);
  // Past the time, a late failure is nobody's to handle.
  settled.catch(() => undefined);
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createJobs(
  database: Database,
  options: {
    pollingSeconds: number;
    onError(error: unknown, queue?: string): void;
    /**
     * Whether this node's pg-boss sends the schedules' jobs when they come due (its
     * timekeeper). Default true. The API tests' apps say false: a test calls a scheduled job
     * itself, and a timekeeper still completing its own job once the test had closed the
     * database's pool (pg-boss does not await that completion) failed a whole run.
     */
    runSchedules?: boolean;
  },
): Jobs {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    // Our own loops below fetch and wake up; pg-boss keeps its maintenance and schedules.
    schedule: options.runSchedules ?? true,
    supervise: true,
    // Maintenance is what notices an expired job (its node died): every 30 s rather than
    // pg-boss's 2 minutes, so a short expiry (mail) means a short wait.
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (error) => options.onError(error));
  const queues = new Map<string, Queue>();
  const schedules: { name: string; cron: string }[] = [];
  let running = false;
  const loops: Promise<void>[] = [];
  /** The sleeping loops, by queue name. */
  const wakers = new Map<string, Set<() => void>>();
  /** Jobs being worked now, by queue. */
  const inHand = new Map<string, number>();
  const count = (name: string, change: number) =>
    inHand.set(name, (inHand.get(name) ?? 0) + change);

  /** This node's fetches and the jobs they got, by queue: a drain waits for its queues'. */
  const working = new Map<string, Set<Promise<unknown>>>();

  /** Fetches up to `batch` ready jobs of a queue, runs them, completes or fails each. */
  async function workOnce(queue: Queue, batch: number): Promise<number> {
    const running = working.get(queue.name) ?? new Set<Promise<unknown>>();
    working.set(queue.name, running);
    // Counted from the fetch on: a job this fetch locks is invisible to a drain's own fetch.
    let finished = () => {};
    const done = new Promise<void>((resolve) => (finished = resolve));
    running.add(done);
    try {
      return await fetchAndWork(queue, batch);
    } finally {
      running.delete(done);
      finished();
    }
  }

  async function fetchAndWork(queue: Queue, batch: number): Promise<number> {
    const jobs = await boss.fetch<object>(queue.name, { batchSize: batch });
    await Promise.all(
      jobs.map(async (job) => {
        count(queue.name, 1);
        try {
          await queue.handler(job.data);
          if (queue.options.deleteWhenDone) await boss.deleteJob(queue.name, job.id);
          else await boss.complete(queue.name, job.id);
        } catch (error) {
          options.onError(error, queue.name);
          await boss.fail(queue.name, job.id, {
            message: error instanceof Error ? error.message : String(error),
          });
        } finally {
          count(queue.name, -1);
        }
      }),
    );
    return jobs.length;
  }

  /** Resolves when `name`'s loop is woken (a job was sent to it), or after `ms`. */
  function sleepUntilWoken(name: string, ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const sleepers = wakers.get(name) ?? new Set<() => void>();
      wakers.set(name, sleepers);
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });
  }
  const wake = (name: string) => {
    for (const sleeper of [...(wakers.get(name) ?? [])]) sleeper();
  };
  /**
   * The queues this node sent a job to since the last drain: `drain({ sentHere: true })` looks
   * only there (a test app drains after each request; the fifty-odd queues cost a fetch each).
   */
  const sentHere = new Set<string>();
  const wakeAll = () => {
    for (const name of [...wakers.keys()]) wake(name);
  };

  /** A queue's loop: works its jobs while there are some, then sleeps until woken. */
  async function loop(queue: Queue): Promise<void> {
    while (running) {
      let worked = 0;
      try {
        worked = await workOnce(queue, queue.options.concurrency);
      } catch (error) {
        options.onError(error, queue.name);
      }
      if (worked > 0) continue;
      // Woken at once by a job sent to this queue from this node; a job of another node, a
      // retry come due or a scheduled one is found at the next poll.
      await sleepUntilWoken(queue.name, options.pollingSeconds * 1000);
    }
  }

  /** Works the ready jobs of every queue, or of those this node sent to (see `drain`). */
  async function drainNow(onlySentHere: boolean): Promise<void> {
    let worked: number;
    do {
      worked = 0;
      const names = onlySentHere ? [...sentHere] : [...queues.keys()];
      sentHere.clear();
      for (const name of names) {
        const queue = queues.get(name);
        if (!queue) continue;
        worked += await workOnce(queue, 50);
        // A job of this queue that this node's loop fetched first (or is fetching): done
        // before the drain is.
        await Promise.all([...(working.get(name) ?? [])]);
      }
    } while (worked > 0 || (onlySentHere && sentHere.size > 0));
  }
  let draining: Promise<void> = Promise.resolve();

  return {
    define(name, handler, jobOptions) {
      queues.set(name, {
        name,
        handler: handler as JobHandler<object>,
        options: { ...DEFAULTS, ...jobOptions },
      });
    },

    every(name, cron, handler) {
      queues.set(name, {
        name,
        handler: () => handler(),
        options: { ...DEFAULTS, retryLimit: 0 },
      });
      schedules.push({ name, cron });
    },

    async send(name, data, sendOptions) {
      const queue = queues.get(name);
      if (!queue) throw new Error(`unknown job queue "${name}"`);
      await boss.send(name, data, {
        ...(sendOptions?.id ? { id: sendOptions.id } : {}),
        // A job without a time is due at once: pg-boss takes only the jobs whose start_after is
        // strictly before now(), and PGlite's clock ticks in milliseconds, so a job looked for
        // within the millisecond it was sent (this node's woken loop, a test's drain) was
        // passed over until the next poll. Dated a millisecond back, by the database's clock.
        startAfter: sendOptions?.startAfter ?? DUE_NOW,
      });
      // This node's loop of that queue looks at once rather than at the next poll.
      sentHere.add(name);
      wake(name);
    },

    async start(startOptions) {
      await boss.start();
      for (const queue of queues.values()) {
        const dead = deadLetterOf(queue.name);
        if (!(await boss.getQueue(dead))) await boss.createQueue(dead);
        const settings = {
          name: queue.name,
          retryLimit: queue.options.retryLimit,
          retryDelay: queue.options.retryDelay,
          retryBackoff: true,
          retryDelayMax: 3600,
          expireInSeconds: queue.options.expireInSeconds,
          deadLetter: dead,
        };
        if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, settings);
        else await boss.createQueue(queue.name, settings);
      }
      for (const { name, cron } of schedules) await boss.schedule(name, cron);
      if (startOptions?.work === false) return;
      running = true;
      for (const queue of queues.values()) loops.push(loop(queue));
    },

    async stop(stopOptions) {
      running = false;
      wakeAll();
      const graceMs = stopOptions?.graceMs;
      const finished = await within(Promise.all(loops.splice(0)), graceMs);
      const left = finished
        ? []
        : [...inHand].filter(([, n]) => n > 0).map(([name, n]) => `${name} ×${n}`);
      const stopTimeout = Math.min(5000, graceMs ?? 5000);
      await within(
        boss.stop({ graceful: true, close: false, wait: true, timeout: Math.max(1, stopTimeout) }),
        stopTimeout,
      );
      return left;
    },

    drain(drainOptions) {
      // One drain at a time: a drain that found its queues empty because another drain had
      // already fetched their jobs (two requests at once) resolves only once those are done.
      const next = draining.then(() => drainNow(drainOptions?.sentHere === true));
      draining = next.catch(() => undefined);
      return next;
    },

    async status() {
      try {
        let queued = 0;
        let dead = 0;
        for (const queue of queues.values()) {
          queued += await boss.getQueueSize(queue.name);
          dead += await boss.getQueueSize(deadLetterOf(queue.name));
        }
        return { ok: true, queued, dead };
      } catch {
        return { ok: false, queued: 0, dead: 0 };
      }
    },
  };
}
