/**
 * Cached publications (docs/performance.md, The feed): a publication's JSON as every member
 * without a block of their own sees it, cut where the viewer's own parts go (their reaction to
 * it and to each of its first comments; `from_community` and `saved` at its end), kept by id
 * and version. The version is the row's `cache_version`, raised by PostgreSQL triggers in the
 * same transaction as anything a card shows (migration 0035): a node reads the version with the
 * page's ids, so no node can serve an old edit, whatever the other nodes did. Entries are never
 * invalidated: a new version is a new key, the old one ages out.
 *
 * The cache never decides who sees what: the page's query does (audiences, blocks,
 * moderation), and only the ids it answers are looked up.
 *
 * In process, a bounded LRU; with REDIS_URL, that LRU in front of Redis, shared by the nodes
 * (an entry filled by one is read by the others).
 */
import { type Publication, publicationSchema } from '@koinonia/contracts';
import { Redis } from 'ioredis';

/** A publication's JSON cut at the viewer's parts. */
export interface CachedPublication {
  /**
   * The JSON around the holes: `parts[0]` + my reaction + `parts[1]` + my reaction to the first
   * comment + … + the last part, which ends with the publication's closing brace.
   */
  parts: string[];
  /** The first comments' ids, in the order of their holes. */
  commentIds: string[];
}

export interface CacheKey {
  id: string;
  version: number;
}

export interface PublicationCache {
  get(keys: readonly CacheKey[]): Promise<(CachedPublication | undefined)[]>;
  set(entries: readonly (CacheKey & { entry: CachedPublication })[]): Promise<void>;
  close(): Promise<void>;
}

/** What a viewer adds to a cached publication. */
export interface ViewerParts {
  /** Their reaction to the publication. */
  mine: string | null;
  /** Their reactions to its comments, by comment id. */
  commentReactions: Record<string, string> | null;
  fromCommunity: boolean;
  saved: boolean;
}

const HOLE = Symbol('hole');

/** JSON.stringify's output, cut at each HOLE. */
function serialise(value: unknown, parts: string[]): void {
  if (value === HOLE) {
    parts.push('');
    return;
  }
  if (Array.isArray(value)) {
    parts[parts.length - 1] += '[';
    value.forEach((item, i) => {
      if (i > 0) parts[parts.length - 1] += ',';
      serialise(item, parts);
    });
    parts[parts.length - 1] += ']';
    return;
  }
  if (value !== null && typeof value === 'object') {
    parts[parts.length - 1] += '{';
    let first = true;
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      parts[parts.length - 1] += `${first ? '' : ','}${JSON.stringify(key)}:`;
      first = false;
      serialise(item, parts);
    }
    parts[parts.length - 1] += '}';
    return;
  }
  parts[parts.length - 1] += JSON.stringify(value);
}

/**
 * The cached form of a publication presented for a viewer with no part of their own: the
 * contracts' schema parses it first, so its keys come in the order the response serializer
 * writes them, and a field the contract does not know fails here rather than on the wire.
 */
export function toCached(publication: Publication): CachedPublication {
  const parsed = publicationSchema.parse(publication);
  if (parsed.saved || parsed.from_community || parsed.reactions.mine !== null) {
    throw new Error('a cached publication holds no viewer part');
  }
  const holed = {
    ...parsed,
    reactions: { ...parsed.reactions, mine: HOLE },
    first_comments: parsed.first_comments.map((comment) => ({
      ...comment,
      reactions: { ...comment.reactions, mine: HOLE },
    })),
  };
  const parts = [''];
  serialise(holed, parts);
  return { parts, commentIds: parsed.first_comments.map((comment) => comment.id) };
}

/** The publication's JSON for one viewer. */
export function assemble(cached: CachedPublication, viewer: ViewerParts): string {
  const { parts, commentIds } = cached;
  let json = (parts[0] ?? '') + JSON.stringify(viewer.mine);
  for (let i = 0; i < commentIds.length; i += 1) {
    const kind = viewer.commentReactions?.[commentIds[i] ?? ''] ?? null;
    json += (parts[i + 1] ?? '') + JSON.stringify(kind);
  }
  const last = parts[commentIds.length + 1] ?? '}';
  if (!viewer.fromCommunity && !viewer.saved) return json + last;
  return (
    json +
    last.slice(0, -1) +
    (viewer.fromCommunity ? ',"from_community":true' : '') +
    (viewer.saved ? ',"saved":true' : '') +
    '}'
  );
}

/** A bounded LRU in process: a Map keeps its insertion order, the oldest goes first. */
export function createMemoryCache(maxEntries: number): PublicationCache & { size(): number } {
  const entries = new Map<string, { version: number; entry: CachedPublication }>();
  return {
    get(keys) {
      return Promise.resolve(
        keys.map(({ id, version }) => {
          const found = entries.get(id);
          if (!found || found.version !== version) return undefined;
          entries.delete(id);
          entries.set(id, found);
          return found.entry;
        }),
      );
    },
    set(list) {
      for (const { id, version, entry } of list) {
        const found = entries.get(id);
        // A slower request may fill an older version after a newer one: keep the newer.
        if (found && found.version > version) continue;
        entries.delete(id);
        entries.set(id, { version, entry });
        while (entries.size > maxEntries) {
          const oldest = entries.keys().next();
          if (oldest.done) break;
          entries.delete(oldest.value);
        }
      }
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
    size: () => entries.size,
  };
}

/** How long Redis keeps an entry nobody read (a new version is a new key). */
const REDIS_TTL_SECONDS = 24 * 3600;

/** The in-process LRU in front of Redis, whose keys hold the version. */
export function createRedisCache(options: {
  url: string;
  keyPrefix: string;
  maxEntries: number;
  onError: (error: unknown) => void;
}): PublicationCache {
  const local = createMemoryCache(options.maxEntries);
  const redis = new Redis(options.url, { lazyConnect: false, maxRetriesPerRequest: 1 });
  redis.on('error', options.onError);
  const key = ({ id, version }: CacheKey) => `${options.keyPrefix}publication:${id}:${version}`;
  return {
    async get(keys) {
      const found = await local.get(keys);
      const missing = keys.filter((_, i) => found[i] === undefined);
      if (missing.length === 0) return found;
      let stored: (string | null)[] = [];
      try {
        stored = await redis.mget(missing.map(key));
      } catch (error) {
        // Redis away: the page is built from PostgreSQL, as without a cache.
        options.onError(error);
        return found;
      }
      const filled: (CacheKey & { entry: CachedPublication })[] = [];
      let j = 0;
      const answer = found.map((entry, i) => {
        if (entry) return entry;
        const text = stored[j];
        j += 1;
        if (!text) return undefined;
        const parsed = JSON.parse(text) as CachedPublication;
        filled.push({ ...(keys[i] as CacheKey), entry: parsed });
        return parsed;
      });
      await local.set(filled);
      return answer;
    },
    async set(list) {
      await local.set(list);
      if (list.length === 0) return;
      const pipeline = redis.pipeline();
      for (const item of list) {
        pipeline.set(key(item), JSON.stringify(item.entry), 'EX', REDIS_TTL_SECONDS);
      }
      try {
        await pipeline.exec();
      } catch (error) {
        options.onError(error);
      }
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
