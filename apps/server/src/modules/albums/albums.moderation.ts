/**
 * The albums module's moderation target (docs/adr/0021-moderation.md): an album item. Hidden,
 * it is shown only to who added it (albums.sql.ts: `itemShown`, the one rule of every album
 * read path and of its thread); removed, it goes as its adder's own removal (its file and
 * thread too).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { excerptOf, hiddenAt, type ModerationTarget } from '../moderation/moderation.public.ts';
import { albumVisibleTo, itemShown } from './albums.sql.ts';
import type { AlbumsService } from './albums.service.ts';

export function albumsModerationTarget(
  db: Db,
  albums: Pick<AlbumsService, 'removeItem'>,
): ModerationTarget {
  const hidden = hiddenAt(db, 'album_items');
  return {
    type: 'album_item',
    async resolve(id, viewerId) {
      const [row] = await rows<{
        added_by: string;
        caption: string;
        url: string;
        kind: string;
        album_id: string;
        title: string;
        group_id: string | null;
        hidden: boolean;
      }>(
        db,
        sql`select i.added_by, i.caption, i.url, i.kind, i.album_id, a.title, a.group_id,
            i.moderation_hidden_at is not null as hidden
          from album_items i join albums a on a.id = i.album_id
          where i.id = ${id}::uuid
            ${viewerId ? sql`and ${itemShown(viewerId)} and ${albumVisibleTo(viewerId)}` : sql``}`,
      );
      if (!row) return null;
      return {
        authorId: row.added_by,
        excerpt: excerptOf(row.caption || row.title),
        context: { album_id: row.album_id, album_title: row.title, kind: row.kind, url: row.url },
        groupId: row.group_id,
        hidden: row.hidden,
      };
    },
    ...hidden,
    async remove(id) {
      const [row] = await rows<{ added_by: string; album_id: string }>(
        db,
        sql`select added_by, album_id from album_items where id = ${id}::uuid`,
      );
      // Its adder always sees it: removed as they would remove it.
      if (row) await albums.removeItem(row.added_by, row.album_id, id);
    },
  };
}
