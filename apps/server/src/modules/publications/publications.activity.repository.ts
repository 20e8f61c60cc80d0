/**
 * A member's activity (their profile's activity tab): publications, comments, replies and
 * reactions merged into one stream, newest first, ONE query per page. Each branch of the
 * UNION ALL reads its own (member, time) index and stops at the page's length; the outer query
 * merges them. The audience rule is the repository's `visibleTo`, so it cannot drift.
 */
import type { ActivityKind } from '@koinonia/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { relationSql } from '../relationship/relationship.public.ts';
import { iso, rows } from '../../db/sql.ts';
import { memberCard } from '../users/users.public.ts';
import { type CardRow, commentShown, visibleTo } from './publications.sql.ts';

/**
 * The source table of an item, which orders items of the same instant: (time, source, id)
 * is unique, since ids are unique within a table and each member reacts once per target.
 */
export const ACTIVITY_SOURCES = {
  publication: 0,
  comment: 1,
  publicationReaction: 2,
  commentReaction: 3,
} as const;

/** Where a page starts: strictly after this item (older, in the stream's order). */
export interface ActivityAfter {
  key: string;
  source: number;
  id: string;
}

/** One item; texts are cut in SQL to one character more than an excerpt can show. */
export interface ActivityRow {
  kind: ActivityKind;
  source: number;
  row_id: string;
  sort_key: string;
  created_at: string;
  publication: { id: string; author: CardRow; text: string; thumbnail: string | null };
  comment: { id: string; text: string } | null;
  reaction: string | null;
}

/** Texts leave SQL flattened to one line and no longer than `EXCERPT_SOURCE_LENGTH`. */
export const EXCERPT_SOURCE_LENGTH = 141;

const flat = (column: SQL) =>
  sql`left(btrim(regexp_replace(${column}, '\\s+', ' ', 'g')), ${EXCERPT_SOURCE_LENGTH})`;

export function createActivityRepository(db: Db) {
  return {
    /**
     * What `authorId` did that `me` may see: the publication concerned visible to `me` (its
     * audience, no block with its author), no block between `me` and `authorId`, nor with the
     * author of a comment reacted to. Newest first, `limit` items after `after`.
     */
    async activity(
      me: string,
      authorId: string,
      after: ActivityAfter | undefined,
      limit: number,
    ): Promise<ActivityRow[]> {
      // The index reads backwards from the cursor's instant; the row comparison settles ties.
      const start = (time: string, source: number, id: string) =>
        after
          ? sql`and ${sql.raw(time)} <= ${after.key}::timestamptz
              and (${sql.raw(time)}, ${source}::int, ${sql.raw(id)})
                < (${after.key}::timestamptz, ${after.source}::int, ${after.id}::uuid)`
          : sql``;
      const { publication, comment, publicationReaction, commentReaction } = ACTIVITY_SOURCES;
      const author = sql`${authorId}::uuid`;
      return rows<ActivityRow>(
        db,
        sql`select a.kind, a.source, a.row_id, a.created_at::text as sort_key,
            ${iso(sql`a.created_at`)} as created_at,
            json_build_object('id', p.id, 'author', ${memberCard(sql`p.author_id`)},
              'text', ${flat(sql`p.text`)},
              'thumbnail', (select ph.url from publication_photos ph
                where ph.publication_id = p.id order by ph.position limit 1)) as publication,
            case when cm.id is null then null
              else json_build_object('id', cm.id, 'text', ${flat(sql`cm.text`)}) end as comment,
            a.reaction
          from (
            (select 'publication'::text as kind, ${publication}::int as source, p.id as row_id,
                p.created_at, p.id as publication_id, null::uuid as comment_id,
                null::text as reaction
              from publications p
              where p.author_id = ${author} and ${visibleTo(me)}
                ${start('p.created_at', publication, 'p.id')}
              order by p.created_at desc, p.id desc
              limit ${limit})
            union all
            (select case when c.reply_to is null then 'comment' else 'reply' end,
                ${comment}::int, c.id, c.created_at, c.publication_id, c.id, null
              from comments c join publications p on p.id = c.publication_id
              where c.author_id = ${author} and ${visibleTo(me)}
                and ${commentShown(me, 'c')}
                ${start('c.created_at', comment, 'c.id')}
              order by c.created_at desc, c.id desc
              limit ${limit})
            union all
            (select 'publication_reaction', ${publicationReaction}::int, r.publication_id,
                r.created_at, r.publication_id, null, r.kind
              from publication_reactions r join publications p on p.id = r.publication_id
              where r.user_id = ${author} and ${visibleTo(me)}
                ${start('r.created_at', publicationReaction, 'r.publication_id')}
              order by r.created_at desc, r.publication_id desc
              limit ${limit})
            union all
            (select 'comment_reaction', ${commentReaction}::int, r.comment_id,
                r.created_at, c.publication_id, c.id, r.kind
              from comment_reactions r
                join comments c on c.id = r.comment_id
                join publications p on p.id = c.publication_id
              where r.user_id = ${author} and ${visibleTo(me)}
                and ${commentShown(me, 'c')}
                ${start('r.created_at', commentReaction, 'r.comment_id')}
              order by r.created_at desc, r.comment_id desc
              limit ${limit})
          ) a
          join publications p on p.id = a.publication_id
          left join comments cm on cm.id = a.comment_id
          where not ${relationSql.blockedBetween(me, author)}
          order by a.created_at desc, a.source desc, a.row_id desc
          limit ${limit}`,
      );
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
