/**
 * The news module's moderation target (docs/adr/0021-moderation.md): a comment (or reply) on
 * an article. Hidden, it leaves the thread and the counts of everyone but its author
 * (news.sql.ts: `commentShown`).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { excerptOf, hiddenAt, type ModerationTarget } from '../moderation/moderation.public.ts';
import { commentShown } from './news.sql.ts';

export function newsModerationTarget(db: Db): ModerationTarget {
  const hidden = hiddenAt(db, 'article_comments');
  return {
    type: 'article_comment',
    async resolve(id, viewerId) {
      const [row] = await rows<{
        author_id: string;
        text: string;
        article_id: string;
        title: string;
        reply_to: string | null;
        hidden: boolean;
      }>(
        db,
        sql`select c.author_id, c.text, c.article_id, a.title, c.reply_to,
            c.moderation_hidden_at is not null as hidden
          from article_comments c join articles a on a.id = c.article_id
          where c.id = ${id}::uuid
            ${viewerId ? sql`and a.status = 'published' and ${commentShown(viewerId, 'c')}` : sql``}`,
      );
      if (!row) return null;
      return {
        authorId: row.author_id,
        excerpt: excerptOf(row.text),
        context: { article_id: row.article_id, article_title: row.title, reply_to: row.reply_to },
        groupId: null,
        hidden: row.hidden,
      };
    },
    ...hidden,
    async remove(id) {
      await db.execute(sql`delete from article_comments where id = ${id}::uuid`);
    },
  };
}
