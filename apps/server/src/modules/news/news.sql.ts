/**
 * The news module's own SQL fragments (no other module imports them): an article and a comment
 * as JSON for a viewer, and the block rule of comments. A guest reads as NOBODY, an id that is
 * no member: no block, no reaction of their own.
 */
import { sql } from 'drizzle-orm';
import { iso } from '../../db/sql.ts';
import { relationSql } from '../relationship/relationship.public.ts';
import { memberCard } from '../users/users.public.ts';

/** The viewer id of a guest (the nil uuid: no member has it). */
export const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * A comment is shown unless a block stands between its author and the viewer (or its author
 * closed their account), as everywhere else (relationSql.blockedIds), and unless moderation
 * hid it from all but its author (docs/adr/0021-moderation.md).
 */
export const commentShown = (viewer: string, alias: string) =>
  sql`(${sql.raw(`${alias}.author_id`)} <> all(${relationSql.blockedIds(viewer)})
    and (${sql.raw(`${alias}.moderation_hidden_at`)} is null
      or ${sql.raw(`${alias}.author_id`)} = ${viewer}::uuid))`;

/** Counts per kind, total and the viewer's own kind, for the article aliased `a`. */
const reactions = (viewer: string) => sql`(select json_build_object(
    'counts', coalesce(json_object_agg(k.kind, k.n), '{}'::json),
    'total', coalesce(sum(k.n), 0)::int,
    'mine', (select r.kind from article_reactions r
      where r.article_id = a.id and r.user_id = ${viewer}::uuid))
  from (select r.kind, count(*)::int as n from article_reactions r where r.article_id = a.id
    group by r.kind) k)`;

/** The article aliased `a` as the viewer reads it (body included; the presenter decides). */
export const articleJson = (viewer: string) => sql`json_build_object(
  'id', a.id, 'title', a.title, 'summary', a.summary, 'body', a.body, 'category', a.category,
  'image', a.image, 'image_alt', a.image_alt, 'author', ${memberCard(sql`a.author_id`)},
  'status', a.status,
  'publish_at', case when a.publish_at is null then null else ${iso(sql`a.publish_at`)} end,
  'created_at', ${iso(sql`a.created_at`)}, 'updated_at', ${iso(sql`a.updated_at`)},
  'comments_count', (select count(*)::int from article_comments cc
    where cc.article_id = a.id and ${commentShown(viewer, 'cc')}),
  'reactions', ${reactions(viewer)},
  'sort_key', coalesce(a.publish_at, a.created_at)::text)`;

/** The comment aliased `c` as the viewer reads it. */
export const commentJson = (viewer: string) => sql`json_build_object(
  'id', c.id, 'article_id', c.article_id, 'reply_to', c.reply_to,
  'author', ${memberCard(sql`c.author_id`)}, 'text', c.text,
  'created_at', ${iso(sql`c.created_at`)}, 'updated_at', ${iso(sql`c.updated_at`)},
  'sort_key', c.created_at::text, 'moderation_hidden', c.moderation_hidden_at is not null,
  'replies_count', (select count(*)::int from article_comments rc
    where rc.reply_to = c.id and ${commentShown(viewer, 'rc')}))`;
