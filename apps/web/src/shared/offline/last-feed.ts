import type { Publication } from '@koinonia/contracts';
import { offlineStore } from './offline-db';

/** The last page of the home feed a member saw, kept on the device for /offline. */
export interface LastFeed {
  savedAt: string;
  publications: Publication[];
}

const key = (member: string) => `feed:${member}`;

/**
 * Keeps the feed's first page as `member` saw it (per member, emptied at logout: the store is
 * cleared whole, member-data.ts). Best effort: a browser that refuses storage keeps nothing.
 */
export async function rememberLastFeed(member: string, publications: Publication[]): Promise<void> {
  const feed: LastFeed = { savedAt: new Date().toISOString(), publications };
  await offlineStore()
    .put(key(member), feed)
    .catch(() => undefined);
}

/** The last feed page `member` saw on this device, if any. */
export async function readLastFeed(member: string): Promise<LastFeed | undefined> {
  return offlineStore()
    .get<LastFeed>(key(member))
    .catch(() => undefined);
}
