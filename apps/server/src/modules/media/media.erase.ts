/**
 * Deletion erases every file the member uploaded (ADR 0009): pictures, photos, videos and
 * their narrower copies, on disk or in the bucket, then their rows. A file that fails to go
 * keeps its row, so the job's retry finds it again.
 */
import { IMAGE_VARIANT_WIDTHS, imageVariantKey } from '@koinonia/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import type { MediaStorage } from '../../platform/media-storage.ts';

/** The key and every key of its copies (deleting a missing key is no error). */
export function storedKeysOf(key: string): string[] {
  const stem = key.slice(0, key.lastIndexOf('.'));
  return [...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantKey(stem, width)), key];
}

export async function eraseMediaOf(db: Db, storage: MediaStorage, userId: string): Promise<void> {
  const owned = await rows<{ id: string; storage_key: string }>(
    db,
    sql`select id, storage_key from media where owner_id = ${userId}::uuid`,
  );
  for (const file of owned) {
    for (const key of storedKeysOf(file.storage_key)) await storage.delete(key);
    await db.execute(sql`delete from media where id = ${file.id}::uuid`);
  }
}
