/**
 * The publications module's moderation targets (docs/adr/0021-moderation.md): a publication
 * and a comment (or reply). Hiding sets `moderation_hidden_at`, which every read path filters
 * for everyone but the author (publications.sql.ts: `notHidden`).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import type { Transactional } from '../../platform/outbox.ts';
import {
  excerptOf,
  hiddenAt,
  type ModerationTarget,
  type ResolvedTarget,
} from '../moderation/moderation.public.ts';
import type { PublicationsRepository } from './publications.repository.ts';
import { ALBUM_THREAD, commentShown, visibleTo } from './publications.sql.ts';

export function publicationsModerationTargets(
  db: Db,
  transaction: Transactional<PublicationsRepository>,
): ModerationTarget[] {
  const seenBy = (viewerId: string | null) => (viewerId ? visibleTo(viewerId) : sql`true`);

  const publication: ModerationTarget = {
    type: 'publication',
    async resolve(id, viewerId): Promise<ResolvedTarget | null> {
      const [row] = await rows<{
        author_id: string;
        text: string;
        type: string;
        group_id: string | null;
        event_id: string | null;
        photos: number;
        hidden: boolean;
      }>(
        db,
        sql`select p.author_id, p.text, p.type, p.group_id, p.event_id,
            (select count(*)::int from publication_photos ph where ph.publication_id = p.id) as photos,
            p.moderation_hidden_at is not null as hidden
          from publications p
          where p.id = ${id}::uuid and p.type <> ${ALBUM_THREAD} and ${seenBy(viewerId)}`,
      );
      if (!row) return null;
      return {
        authorId: row.author_id,
        excerpt: excerptOf(row.text),
        context: {
          publication_id: id,
          type: row.type,
          photos: row.photos,
          group_id: row.group_id,
          event_id: row.event_id,
        },
        groupId: row.group_id,
        hidden: row.hidden,
      };
    },
    ...hiddenAt(db, 'publications'),
    async remove(id) {
      const [row] = await rows<{
        author_id: string;
        audience: string;
        video_url: string | null;
        group_id: string | null;
      }>(
        db,
        sql`select author_id, audience, group_id,
            case when video_kind = 'upload' then video_url end as video_url
          from publications where id = ${id}::uuid`,
      );
      if (!row) return;
      // As the author's own deletion: the other tabs drop it, its uploaded video goes.
      await transaction(async (inTransaction, record) => {
        await inTransaction.remove(row.author_id, id);
        await record('publications.removed', {
          publicationId: id,
          authorId: row.author_id,
          sharedWithFriends: row.audience === 'public' || row.audience === 'friends',
          videoUrl: row.video_url,
          groupId: row.group_id,
        });
      });
    },
  };

  const comment: ModerationTarget = {
    type: 'comment',
    async resolve(id, viewerId): Promise<ResolvedTarget | null> {
      const [row] = await rows<{
        author_id: string;
        text: string;
        image: string | null;
        publication_id: string;
        reply_to: string | null;
        publication_text: string;
        group_id: string | null;
        hidden: boolean;
      }>(
        db,
        sql`select c.author_id, c.text, c.image, c.publication_id, c.reply_to,
            p.text as publication_text, p.group_id, c.moderation_hidden_at is not null as hidden
          from comments c join publications p on p.id = c.publication_id
          where c.id = ${id}::uuid
            ${viewerId ? sql`and ${visibleTo(viewerId)} and ${commentShown(viewerId, 'c')}` : sql``}`,
      );
      if (!row) return null;
      return {
        authorId: row.author_id,
        excerpt: excerptOf(row.text),
        context: {
          publication_id: row.publication_id,
          reply_to: row.reply_to,
          image: row.image,
          publication_excerpt: excerptOf(row.publication_text, 140),
        },
        groupId: row.group_id,
        hidden: row.hidden,
      };
    },
    ...hiddenAt(db, 'comments'),
    async remove(id) {
      await db.execute(sql`delete from comments where id = ${id}::uuid`);
    },
  };

  return [publication, comment];
}
