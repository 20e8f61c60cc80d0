/**
 * The comments half of the publications module's storage: comments, replies and their
 * reactions, each read through a publication the viewer may see (publications.sql.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import type { After } from '../../platform/cursor.ts';
import { commentReactions, comments } from './publications.schema.ts';
import { type CommentRow, commentJson, commentShown, visibleTo } from './publications.sql.ts';

export function createCommentsRepository(db: Db) {
  return {
    async reactToComment(userId: string, id: string, kind: string): Promise<boolean> {
      const [row] = await rows<{ inserted: boolean }>(
        db,
        sql`insert into comment_reactions (comment_id, user_id, kind)
          values (${id}::uuid, ${userId}::uuid, ${kind})
          on conflict (comment_id, user_id) do update set kind = excluded.kind
          returning (xmax = 0) as inserted`,
      );
      return row?.inserted ?? false;
    },

    async unreactToComment(userId: string, id: string): Promise<void> {
      await db
        .delete(commentReactions)
        .where(and(eq(commentReactions.commentId, id), eq(commentReactions.userId, userId)));
    },

    /**
     * A comment the viewer may see (its publication visible, its author not blocked), with its
     * publication's author; undefined otherwise.
     */
    async findComment(
      me: string,
      id: string,
    ): Promise<
      | {
          comment: CommentRow;
          authorId: string;
          publicationAuthorId: string;
        }
      | undefined
    > {
      const [row] = await rows<{
        comment: CommentRow;
        author_id: string;
        publication_author_id: string;
      }>(
        db,
        sql`select ${commentJson(me)} as comment, c.author_id, p.author_id as publication_author_id
          from comments c join publications p on p.id = c.publication_id
          where c.id = ${id}::uuid and ${visibleTo(me)} and ${commentShown(me, 'c')}`,
      );
      return (
        row && {
          comment: row.comment,
          authorId: row.author_id,
          publicationAuthorId: row.publication_author_id,
        }
      );
    },

    /** Top-level comments, oldest first, each with its replies (oldest first). */
    async comments(
      me: string,
      publicationId: string,
      after: After | undefined,
      limit: number,
    ): Promise<CommentRow[]> {
      const start = after
        ? sql`and (c.created_at, c.id) > (${after.key}::timestamptz, ${after.id}::uuid)`
        : sql``;
      const found = await rows<{ comment: CommentRow; replies: CommentRow[] }>(
        db,
        sql`select t.comment,
            coalesce((select json_agg(r.comment order by r.created_at, r.id)
              from (select ${commentJson(me)} as comment, c.created_at, c.id
                from comments c where c.reply_to = t.id and ${commentShown(me, 'c')}) r),
              '[]'::json) as replies
          from (select ${commentJson(me)} as comment, c.id, c.created_at from comments c
            where c.publication_id = ${publicationId}::uuid and c.reply_to is null
              and ${commentShown(me, 'c')} ${start}
            order by c.created_at, c.id
            limit ${limit}) t
          order by t.created_at, t.id`,
      );
      return found.map((row) => ({ ...row.comment, replies: row.replies }));
    },

    /** The member's comment sent with this `client_id`, if any. */
    async findCommentByClientId(authorId: string, clientId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: comments.id })
        .from(comments)
        .where(and(eq(comments.authorId, authorId), eq(comments.clientId, clientId)));
      return row?.id;
    },

    /** `created` is false when the same `client_id` was stored meanwhile (its id is answered). */
    async insertComment(values: {
      publicationId: string;
      authorId: string;
      replyTo: string | null;
      text: string;
      image: string | null;
      clientId?: string | null;
    }): Promise<{ id: string; created: boolean }> {
      const [row] = await db
        .insert(comments)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: comments.id });
      if (row) return { id: row.id, created: true };
      const [stored] = values.clientId
        ? await db
            .select({ id: comments.id })
            .from(comments)
            .where(
              and(eq(comments.authorId, values.authorId), eq(comments.clientId, values.clientId)),
            )
        : [];
      if (!stored) throw new Error('comment insert returned nothing');
      return { id: stored.id, created: false };
    },

    /** Changes a comment; `hidden` when moderation had hidden it. */
    async updateComment(
      id: string,
      values: { text: string; image: string | null },
    ): Promise<{ hidden: boolean }> {
      const [row] = await db
        .update(comments)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(comments.id, id))
        .returning({ hiddenAt: comments.moderationHiddenAt });
      return { hidden: Boolean(row?.hiddenAt) };
    },

    async removeComment(id: string): Promise<void> {
      await db.delete(comments).where(eq(comments.id, id));
    },
  };
}
