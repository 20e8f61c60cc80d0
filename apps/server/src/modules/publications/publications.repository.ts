/**
 * With publications.activity.repository.ts (a member's activity tab), the only file that
 * touches the publication tables. A page of publications is ONE query,
 * whatever its length: each row is built as JSON in SQL with its author, photos, reaction
 * counts, the viewer's own reaction, the comment count and the first comments. Friends and
 * blocks come from the relationship module's `relationSql`, so what they mean stays there.
 *
 * Timestamps leave SQL as text: ISO for the API, PostgreSQL's exact text for cursors.
 */
import type { Audience, PublicationMediaFilter } from '@koinonia/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { iso, rows } from '../../db/sql.ts';
import { memberCard } from '../users/users.sql.ts';
import {
  commentReactions,
  comments,
  publicationPhotos,
  publicationReactions,
  publications,
} from './publications.schema.ts';
import { relationSql } from '../relationship/relationship.sql.ts';
import type { After } from '../../platform/cursor.ts';

export interface CardRow {
  id: string;
  titre: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
}

export interface ReactionsRow {
  counts: Record<string, number>;
  total: number;
  mine: string | null;
}

export interface CommentRow {
  id: string;
  publication_id: string;
  reply_to: string | null;
  author: CardRow;
  text: string;
  image: string | null;
  created_at: string;
  updated_at: string;
  sort_key: string;
  reactions: ReactionsRow;
  replies_count: number;
  replies?: CommentRow[];
}

export interface PublicationRow {
  id: string;
  author: CardRow;
  type: string;
  text: string;
  photos: string[];
  video_kind: 'upload' | 'youtube' | 'vimeo' | null;
  video_url: string | null;
  audience: Audience;
  created_at: string;
  updated_at: string;
  sort_key: string;
  reactions: ReactionsRow;
  comments_count: number;
  first_comments: CommentRow[];
}

export interface PublicationValues {
  type: string;
  text: string;
  audience: Audience;
  videoKind: 'upload' | 'youtube' | 'vimeo' | null;
  videoUrl: string | null;
  /** Made by the author's device, so that a retried POST is stored once. */
  clientId?: string | null;
}

/** Counts per kind, total and the viewer's own kind, for one publication or comment. */
const reactions = (table: 'publication_reactions' | 'comment_reactions', key: SQL, me: string) => {
  const t = sql.raw(table);
  const column = sql.raw(table === 'publication_reactions' ? 'publication_id' : 'comment_id');
  return sql`(select json_build_object(
      'counts', coalesce(json_object_agg(k.kind, k.n), '{}'::json),
      'total', coalesce(sum(k.n), 0)::int,
      'mine', (select r.kind from ${t} r where r.${column} = ${key} and r.user_id = ${me}::uuid))
    from (select r.kind, count(*)::int as n from ${t} r where r.${column} = ${key}
      group by r.kind) k)`;
};

/**
 * A comment is shown unless a block stands between its author and the viewer, or the
 * publication's author blocked its author: then nobody sees it (docs/spec-deviations.md; the
 * publication's author could otherwise neither see nor remove it, issue 14).
 */
export const commentShown = (me: string, alias: string) => {
  const author = sql.raw(`${alias}.author_id`);
  const publicationAuthor = sql`(select cp.author_id from publications cp
    where cp.id = ${sql.raw(`${alias}.publication_id`)})`;
  return sql`(${author} <> all(${relationSql.blockedIds(me)})
    and not ${relationSql.blockedBy(publicationAuthor, author)})`;
};

const commentJson = (me: string) => sql`json_build_object(
  'id', c.id, 'publication_id', c.publication_id, 'reply_to', c.reply_to,
  'author', ${memberCard(sql`c.author_id`)}, 'text', c.text, 'image', c.image,
  'created_at', ${iso(sql`c.created_at`)}, 'updated_at', ${iso(sql`c.updated_at`)},
  'sort_key', c.created_at::text,
  'reactions', ${reactions('comment_reactions', sql`c.id`, me)},
  'replies_count', (select count(*)::int from comments rc
    where rc.reply_to = c.id and ${commentShown(me, 'rc')}))`;

const publicationJson = (me: string, firstComments: number) => sql`json_build_object(
  'id', p.id, 'author', ${memberCard(sql`p.author_id`)}, 'type', p.type, 'text', p.text,
  'photos', coalesce((select json_agg(ph.url order by ph.position) from publication_photos ph
    where ph.publication_id = p.id), '[]'::json),
  'video_kind', p.video_kind, 'video_url', p.video_url, 'audience', p.audience,
  'created_at', ${iso(sql`p.created_at`)}, 'updated_at', ${iso(sql`p.updated_at`)},
  'sort_key', p.created_at::text,
  'reactions', ${reactions('publication_reactions', sql`p.id`, me)},
  'comments_count', (select count(*)::int from comments cc
    where cc.publication_id = p.id and ${commentShown(me, 'cc')}),
  'first_comments', coalesce((select json_agg(fc.comment order by fc.created_at, fc.id)
    from (select ${commentJson(me)} as comment, c.created_at, c.id from comments c
      where c.publication_id = p.id and c.reply_to is null and ${commentShown(me, 'c')}
      order by c.created_at, c.id limit ${firstComments}) fc), '[]'::json))`;

/**
 * The audience rule, in one place: the author sees everything of theirs; others never across
 * a block; 'public' is seen by any member, 'friends' by the author's friends.
 */
export const visibleTo = (me: string) => sql`(p.author_id = ${me}::uuid
  or (p.author_id <> all(${relationSql.blockedIds(me)})
    and (p.audience = 'public'
      or (p.audience = 'friends' and p.author_id in (${relationSql.friendIds(me)})))))`;

/** `?has=`: at least one photo, or a video (uploaded or linked). */
const hasMedia = (has: PublicationMediaFilter | undefined) => {
  switch (has) {
    case undefined:
      return sql``;
    case 'photos':
      return sql`and exists (select 1 from publication_photos ph where ph.publication_id = p.id)`;
    case 'video':
      return sql`and p.video_kind is not null`;
  }
};

/**
 * The feed: own publications and friends' that are not private (friends are never blocked).
 * The authors are one array so that PostgreSQL reads their publications from the
 * (author_id, created_at, id) index; `or … in (subquery)` made it scan the whole table.
 */
const inFeedOf = (me: string) => sql`(p.author_id = any(array(${relationSql.friendIds(me)}
    union all select ${me}::uuid))
  and (p.audience in ('public', 'friends') or p.author_id = ${me}::uuid))`;

export function createPublicationsRepository(db: Db, firstComments: number) {
  async function page(me: string, where: SQL, after: After | undefined, limit: number) {
    const start = after
      ? sql`and (p.created_at, p.id) < (${after.key}::timestamptz, ${after.id}::uuid)`
      : sql``;
    const found = await rows<{ publication: PublicationRow }>(
      db,
      sql`select ${publicationJson(me, firstComments)} as publication from publications p
        where ${where} ${start}
        order by p.created_at desc, p.id desc
        limit ${limit}`,
    );
    return found.map((row) => row.publication);
  }

  return {
    async types() {
      return rows<{ id: string; code: string; label: string }>(
        db,
        sql`select id, code, label from publication_types order by position, code`,
      );
    },

    async reactionTypes() {
      return rows<{ code: string; label: string }>(
        db,
        sql`select code, label from reaction_types order by position, code`,
      );
    },

    async typeExists(code: string): Promise<boolean> {
      const [row] = await rows(db, sql`select 1 from publication_types where code = ${code}`);
      return row !== undefined;
    },

    async reactionExists(code: string): Promise<boolean> {
      const [row] = await rows(db, sql`select 1 from reaction_types where code = ${code}`);
      return row !== undefined;
    },

    /** The viewer's feed, newest first; `has` keeps only those with photos or a video. */
    feed: (me: string, after: After | undefined, limit: number, has?: PublicationMediaFilter) =>
      page(me, sql`${inFeedOf(me)} ${hasMedia(has)}`, after, limit),

    /** A member's publications that the viewer may see (profile tabs), newest first. */
    byAuthor: (
      me: string,
      authorId: string,
      after: After | undefined,
      limit: number,
      has?: PublicationMediaFilter,
    ) =>
      page(
        me,
        sql`p.author_id = ${authorId}::uuid and ${visibleTo(me)} ${hasMedia(has)}`,
        after,
        limit,
      ),

    /** One publication as the viewer sees it, or undefined when not allowed. */
    async find(me: string, id: string): Promise<PublicationRow | undefined> {
      const [row] = await page(me, sql`p.id = ${id}::uuid and ${visibleTo(me)}`, undefined, 1);
      return row;
    },

    /** The author of a publication the viewer may see; undefined otherwise. */
    async visibleAuthor(me: string, id: string): Promise<string | undefined> {
      const [row] = await rows<{ author_id: string }>(
        db,
        sql`select p.author_id from publications p where p.id = ${id}::uuid and ${visibleTo(me)}`,
      );
      return row?.author_id;
    },

    /** The member's publication sent with this `client_id`, if any. */
    async findByClientId(authorId: string, clientId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: publications.id })
        .from(publications)
        .where(and(eq(publications.authorId, authorId), eq(publications.clientId, clientId)));
      return row?.id;
    },

    /**
     * Inserts the publication and its photos; `created` is false when a publication with the
     * same `client_id` was stored meanwhile (a concurrent retry): its id is answered.
     */
    async insert(
      authorId: string,
      values: PublicationValues,
      photos: string[],
    ): Promise<{ id: string; created: boolean }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(publications)
          .values({ authorId, ...values })
          .onConflictDoNothing()
          .returning({ id: publications.id });
        if (!row) {
          const [stored] = values.clientId
            ? await tx
                .select({ id: publications.id })
                .from(publications)
                .where(
                  and(
                    eq(publications.authorId, authorId),
                    eq(publications.clientId, values.clientId),
                  ),
                )
            : [];
          if (!stored) throw new Error('publication insert returned nothing');
          return { id: stored.id, created: false };
        }
        if (photos.length > 0) {
          await tx.insert(publicationPhotos).values(
            photos.map((url, position) => ({
              publicationId: row.id,
              userId: authorId,
              position,
              url,
            })),
          );
        }
        return { id: row.id, created: true };
      });
    },

    async photos(id: string): Promise<string[]> {
      const found = await db
        .select({ url: publicationPhotos.url })
        .from(publicationPhotos)
        .where(eq(publicationPhotos.publicationId, id))
        .orderBy(publicationPhotos.position);
      return found.map((row) => row.url);
    },

    async update(
      authorId: string,
      id: string,
      values: PublicationValues,
      photos: string[] | undefined,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(publications)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(publications.id, id), eq(publications.authorId, authorId)));
        if (photos === undefined) return;
        await tx.delete(publicationPhotos).where(eq(publicationPhotos.publicationId, id));
        if (photos.length > 0) {
          await tx.insert(publicationPhotos).values(
            photos.map((url, position) => ({
              publicationId: id,
              userId: authorId,
              position,
              url,
            })),
          );
        }
      });
    },

    async remove(authorId: string, id: string): Promise<void> {
      await db
        .delete(publications)
        .where(and(eq(publications.id, id), eq(publications.authorId, authorId)));
    },

    /** Sets or changes the member's reaction; true when it is a new one (not a change). */
    async reactToPublication(userId: string, id: string, kind: string): Promise<boolean> {
      const [row] = await rows<{ inserted: boolean }>(
        db,
        sql`insert into publication_reactions (publication_id, user_id, kind)
          values (${id}::uuid, ${userId}::uuid, ${kind})
          on conflict (publication_id, user_id) do update set kind = excluded.kind
          returning (xmax = 0) as inserted`,
      );
      return row?.inserted ?? false;
    },

    async unreactToPublication(userId: string, id: string): Promise<void> {
      await db
        .delete(publicationReactions)
        .where(
          and(eq(publicationReactions.publicationId, id), eq(publicationReactions.userId, userId)),
        );
    },

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

    async updateComment(id: string, values: { text: string; image: string | null }) {
      await db
        .update(comments)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(comments.id, id));
    },

    async removeComment(id: string): Promise<void> {
      await db.delete(comments).where(eq(comments.id, id));
    },

    /** How many publications the member wrote (their own profile's count). */
    async countByAuthor(authorId: string): Promise<number> {
      const [row] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from publications where author_id = ${authorId}::uuid`,
      );
      return row?.n ?? 0;
    },

    /** Used by the demo seed and tests: moves a publication's time (the clock is not an API). */
    async setCreatedAt(id: string, at: Date): Promise<void> {
      await db
        .update(publications)
        .set({ createdAt: at, updatedAt: at })
        .where(eq(publications.id, id));
    },
  };
}

export type PublicationsRepository = ReturnType<typeof createPublicationsRepository>;
