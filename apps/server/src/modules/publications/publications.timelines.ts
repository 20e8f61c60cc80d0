/**
 * The home feed's timelines (docs/adr/0027-feed-timelines.md): per member, the ids of the
 * newest publications of their feed's own sources (their own, their friends', their groups'
 * and pages'), newest first, each scored by its time in microseconds. Kept on write by jobs
 * (publications.timelines.jobs.ts); read by the feed, which re-checks every id in PostgreSQL.
 *
 * A timeline is complete above its lowest entry: it holds every publication of those sources
 * newer than that one. Marked `complete`, it holds them all (the member's feed has fewer than
 * the timeline's length). An entry older than the lowest is never added (it would leave a gap
 * above it); trimming to the length takes the oldest away, and the mark with them. A member
 * without a timeline (never read, inactive, the store lost or restarted) gets it rebuilt from
 * PostgreSQL: correctness never depends on the store.
 *
 * Two stores with one interface: in process, bounded (an LRU over members), for the embedded
 * node; Redis (one sorted set per member) with REDIS_URL, shared by the nodes.
 */
import { Redis } from 'ioredis';

/** A publication in a timeline: its id and its time (microseconds since the epoch). */
export interface TimelineEntry {
  id: string;
  score: number;
}

export interface TimelineSlice {
  /** Entries strictly older than the cursor asked, newest first. */
  entries: TimelineEntry[];
  /**
   * Whether these are all the feed's own-source publications older than the cursor: the
   * timeline is complete and had no more. Otherwise only those at or above the last entry are
   * known to be all.
   */
  exhausted: boolean;
}

export interface TimelineStore {
  /**
   * Up to `count` entries strictly older than `before` (time, then id), newest first; null when
   * the member has no timeline (or the store cannot be read).
   */
  read(
    memberId: string,
    before: TimelineEntry | undefined,
    count: number,
  ): Promise<TimelineSlice | null>;
  /** Writes a member's whole timeline (newest first), as rebuilt from PostgreSQL. */
  replace(memberId: string, entries: readonly TimelineEntry[], complete: boolean): Promise<void>;
  /**
   * Adds a publication to the timelines of those members who have one, when it is above the
   * timeline's lowest entry (or the timeline is complete); trims each to its length.
   */
  add(memberIds: readonly string[], entry: TimelineEntry): Promise<void>;
  /** Takes a publication out of these members' timelines. */
  remove(memberIds: readonly string[], publicationId: string): Promise<void>;
  /** Whether the member has a timeline now (corrections rebuild only those that exist). */
  exists(memberId: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Compares (score, id) pairs as the feed orders them, newest first: negative when a is newer. */
function newerFirst(a: TimelineEntry, b: TimelineEntry): number {
  if (a.score !== b.score) return b.score - a.score;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Whether `a` comes strictly after `b` in the feed's order (older). */
const olderThan = (a: TimelineEntry, b: TimelineEntry) => newerFirst(a, b) > 0;

/**
 * Members whose timelines one embedded node keeps (each at most `length` ids, ~25 KB at 400):
 * the least recently read go first, and are rebuilt when they come back.
 */
export const MEMORY_TIMELINE_MEMBERS = 2000;

interface MemoryTimeline {
  /** Newest first. */
  entries: TimelineEntry[];
  complete: boolean;
  /** When it was last read or rebuilt (ms): unread for `ttlMs`, it is dropped. */
  readAt: number;
}

export function createMemoryTimelines(options: {
  length: number;
  /** A timeline nobody reads for this long is dropped (rebuilt if they come back). */
  ttlMs: number;
  now?: () => Date;
  maxMembers?: number;
}): TimelineStore {
  const maxMembers = options.maxMembers ?? MEMORY_TIMELINE_MEMBERS;
  const now = () => (options.now ? options.now() : new Date()).getTime();
  // A Map keeps insertion order: re-inserting on each read makes its first key the least used.
  const timelines = new Map<string, MemoryTimeline>();
  /** A member's timeline unless it expired, or (incomplete) lost every entry. */
  const live = (memberId: string) => {
    const timeline = timelines.get(memberId);
    if (!timeline) return undefined;
    if (
      now() - timeline.readAt > options.ttlMs ||
      (!timeline.complete && timeline.entries.length === 0)
    ) {
      timelines.delete(memberId);
      return undefined;
    }
    return timeline;
  };
  const touch = (memberId: string, timeline: MemoryTimeline) => {
    timeline.readAt = now();
    timelines.delete(memberId);
    timelines.set(memberId, timeline);
    while (timelines.size > maxMembers) {
      const oldest = timelines.keys().next().value;
      if (oldest === undefined) break;
      timelines.delete(oldest);
    }
  };
  return {
    read(memberId, before, count) {
      const timeline = live(memberId);
      if (!timeline) return Promise.resolve(null);
      touch(memberId, timeline);
      const start = before ? timeline.entries.findIndex((entry) => olderThan(entry, before)) : 0;
      const from = start === -1 ? timeline.entries.length : start;
      const entries = timeline.entries.slice(from, from + count);
      return Promise.resolve({
        entries,
        exhausted: timeline.complete && from + count >= timeline.entries.length,
      });
    },
    replace(memberId, entries, complete) {
      touch(memberId, { entries: [...entries].sort(newerFirst), complete, readAt: 0 });
      return Promise.resolve();
    },
    add(memberIds, entry) {
      for (const memberId of memberIds) {
        const timeline = live(memberId);
        if (!timeline || timeline.entries.some((known) => known.id === entry.id)) continue;
        const lowest = timeline.entries.at(-1);
        if (!timeline.complete && (!lowest || !olderThan(lowest, entry))) continue;
        const at = timeline.entries.findIndex((known) => olderThan(known, entry));
        timeline.entries.splice(at === -1 ? timeline.entries.length : at, 0, entry);
        if (timeline.entries.length > options.length) {
          timeline.entries.length = options.length;
          timeline.complete = false;
        }
      }
      return Promise.resolve();
    },
    remove(memberIds, publicationId) {
      for (const memberId of memberIds) {
        const timeline = timelines.get(memberId);
        if (!timeline) continue;
        const at = timeline.entries.findIndex((known) => known.id === publicationId);
        if (at !== -1) timeline.entries.splice(at, 1);
      }
      return Promise.resolve();
    },
    exists: (memberId) => Promise.resolve(live(memberId) !== undefined),
    close: () => Promise.resolve(),
  };
}

/** The member of a Redis timeline that marks it complete: scored below any publication. */
const COMPLETE = '*';
const COMPLETE_SCORE = -1;

/**
 * Adds ARGV[2] (scored ARGV[1]) to each existing timeline of KEYS where it is above the lowest
 * entry (or the timeline is complete), then trims to ARGV[3] entries: the lowest go, and the
 * mark of completeness with them. Ties on the score are ordered by id, as Redis orders them.
 */
const ADD_SCRIPT = `
local score = tonumber(ARGV[1])
for _, key in ipairs(KEYS) do
  if redis.call('exists', key) == 1 then
    local fits = redis.call('zscore', key, '${COMPLETE}') ~= false
    if not fits then
      local lowest = redis.call('zrange', key, 0, 0, 'WITHSCORES')
      local low = tonumber(lowest[2])
      fits = lowest[1] ~= nil and (score > low or (score == low and ARGV[2] > lowest[1]))
    end
    if fits then
      redis.call('zadd', key, score, ARGV[2])
      local length = tonumber(ARGV[3])
      local count = redis.call('zcard', key)
      local marked = redis.call('zscore', key, '${COMPLETE}') ~= false
      if (marked and count > length + 1) or (not marked and count > length) then
        redis.call('zrem', key, '${COMPLETE}')
        redis.call('zremrangebyrank', key, 0, -(length + 1))
      end
    end
  end
end
return 0`;

/** Keys a script touches at once (a fan-out to a large group is cut in such slices). */
const KEYS_PER_CALL = 500;

export function createRedisTimelines(options: {
  url: string;
  keyPrefix: string;
  length: number;
  /** A timeline nobody reads for this long is dropped by Redis (rebuilt if they come back). */
  ttlSeconds: number;
  onError: (error: unknown) => void;
}): TimelineStore {
  const redis = new Redis(options.url, { lazyConnect: false, maxRetriesPerRequest: 1 });
  redis.on('error', options.onError);
  const key = (memberId: string) => `${options.keyPrefix}timeline:${memberId}`;
  return {
    async read(memberId, before, count) {
      // Redis away: this throws, and the feed is read from PostgreSQL (publications.service.ts).
      const answer = await redis
        .multi()
        .exists(key(memberId))
        .zrevrangebyscore(
          key(memberId),
          before ? before.score : '+inf',
          COMPLETE_SCORE,
          'WITHSCORES',
          'LIMIT',
          0,
          // Those of the cursor's own time that are not older than it are skipped here.
          count + 16,
        )
        .expire(key(memberId), options.ttlSeconds)
        .exec();
      if (!answer || answer[0]?.[1] !== 1) return null;
      const flat = (answer[1]?.[1] ?? []) as string[];
      const found: TimelineEntry[] = [];
      let complete = false;
      for (let i = 0; i < flat.length; i += 2) {
        const id = flat[i] as string;
        if (id === COMPLETE) {
          complete = true;
          continue;
        }
        const entry = { id, score: Number(flat[i + 1]) };
        if (!before || olderThan(entry, before)) found.push(entry);
      }
      const entries = found.slice(0, count);
      return { entries, exhausted: complete && entries.length === found.length };
    },
    async replace(memberId, entries, complete) {
      const members: (string | number)[] = [];
      for (const entry of entries) members.push(entry.score, entry.id);
      if (complete) members.push(COMPLETE_SCORE, COMPLETE);
      const write = redis.multi().del(key(memberId));
      if (members.length > 0) write.zadd(key(memberId), ...members);
      await write.expire(key(memberId), options.ttlSeconds).exec();
    },
    async add(memberIds, entry) {
      for (let i = 0; i < memberIds.length; i += KEYS_PER_CALL) {
        const keys = memberIds.slice(i, i + KEYS_PER_CALL).map(key);
        await redis.eval(
          ADD_SCRIPT,
          keys.length,
          ...keys,
          String(entry.score),
          entry.id,
          String(options.length),
        );
      }
    },
    async remove(memberIds, publicationId) {
      for (let i = 0; i < memberIds.length; i += KEYS_PER_CALL) {
        const pipeline = redis.pipeline();
        for (const memberId of memberIds.slice(i, i + KEYS_PER_CALL)) {
          pipeline.zrem(key(memberId), publicationId);
        }
        await pipeline.exec();
      }
    },
    async exists(memberId) {
      return (await redis.exists(key(memberId))) === 1;
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
