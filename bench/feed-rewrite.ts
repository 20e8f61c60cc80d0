/**
 * A proposed rewrite of the home feed's choice of publications, for the groups
 * benchmark to measure against the server's own (`inFeedOf` in
 * apps/server/src/modules/publications/publications.sql.ts): one ordered index scan with a
 * LIMIT per author (friends and the viewer, on (author_id, created_at, id)) and per group (on
 * (group_id, created_at, id)), merged and cut to the page, then the page's JSON built for those
 * rows only. The server's query reads every publication of the viewer's friends and groups (a
 * BitmapOr of the two indexes) and sorts them; this one reads at most `limit` a source.
 *
 * `server-feed-rewrite.ts` runs the real app with this `feed` in place of the repository's
 * (a module hook, nothing in apps/server changes); groups-explain.ts compares the two on SQL.
 */
import { FIRST_COMMENTS_COUNT, type PublicationMediaFilter } from '@koinonia/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { rows } from '../apps/server/src/db/sql.ts';
import { groupSql } from '../apps/server/src/modules/groups/groups.sql.ts';
import { createPublicationsRepository } from '../apps/server/src/modules/publications/publications.repository.ts';
import {
  hasMedia,
  publicationJson,
  type PublicationRow,
} from '../apps/server/src/modules/publications/publications.sql.ts';
import { relationSql } from '../apps/server/src/modules/relationship/relationship.sql.ts';

export type After = { key: string; id: string } | undefined;

const cursorOf = (after: After) =>
  after ? sql`and (p.created_at, p.id) < (${after.key}::timestamptz, ${after.id}::uuid)` : sql``;

/** The page's JSON built for the chosen ids only, newest first. */
const pageOf = (
  me: string,
  ids: SQL,
  limit: number,
  firstComments: number,
) => sql`select ${publicationJson(me, firstComments)} as publication from publications p
  where p.id in (${ids})
  order by p.created_at desc, p.id desc limit ${limit}`;

const authors = (me: string) =>
  sql`array(${relationSql.friendIds(me)} union all select ${me}::uuid)`;
/** inFeedOf's two rules, unchanged. */
const authorsRule = (me: string) =>
  sql`(p.audience in ('public', 'friends') or p.author_id = ${me}::uuid)`;
const groupsRule = (me: string) => sql`p.author_id <> all(${relationSql.blockedIds(me)})`;

/**
 * Rewrite 1 (for comparison): the two branches of `inFeedOf` as a UNION, each ordered with a
 * LIMIT. A UNION, not a UNION ALL: the viewer's own publication in one of their groups is in
 * both branches, and a duplicate would shorten the page.
 */
export function unionFeed(
  me: string,
  after: After,
  limit: number,
  has?: PublicationMediaFilter,
  firstComments = FIRST_COMMENTS_COUNT,
) {
  return pageOf(
    me,
    sql`select c.id from (
      (select p.id, p.created_at from publications p
        where p.author_id = any(${authors(me)}) and ${authorsRule(me)} ${cursorOf(after)} ${hasMedia(has)}
        order by p.created_at desc, p.id desc limit ${limit})
      union
      (select p.id, p.created_at from publications p
        where p.group_id = any(array(${groupSql.memberOf(me)})) and ${groupsRule(me)} ${cursorOf(after)} ${hasMedia(has)}
        order by p.created_at desc, p.id desc limit ${limit})) c
      order by c.created_at desc, c.id desc limit ${limit}`,
    limit,
    firstComments,
  );
}

/** Rewrite 2, the one proposed: one ordered index scan with a LIMIT per author and per group. */
export function lateralFeed(
  me: string,
  after: After,
  limit: number,
  has?: PublicationMediaFilter,
  firstComments = FIRST_COMMENTS_COUNT,
) {
  return pageOf(
    me,
    sql`select c.id from (
      select a.id, a.created_at from unnest(${authors(me)}) as au(id)
        cross join lateral (select p.id, p.created_at from publications p
          where p.author_id = au.id and ${authorsRule(me)} ${cursorOf(after)} ${hasMedia(has)}
          order by p.created_at desc, p.id desc limit ${limit}) a
      union
      select b.id, b.created_at from unnest(array(${groupSql.memberOf(me)})) as gr(id)
        cross join lateral (select p.id, p.created_at from publications p
          where p.group_id = gr.id and ${groupsRule(me)} ${cursorOf(after)} ${hasMedia(has)}
          order by p.created_at desc, p.id desc limit ${limit}) b) c
      order by c.created_at desc, c.id desc limit ${limit}`,
    limit,
    firstComments,
  );
}

/** The publications repository with the lateral feed (what server-feed-rewrite.ts serves). */
export function createRewrittenRepository(db: Db, firstComments: number) {
  const repository = createPublicationsRepository(db, firstComments);
  return {
    ...repository,
    feed: async (
      me: string,
      after: After,
      limit: number,
      has?: PublicationMediaFilter,
    ): Promise<PublicationRow[]> =>
      (
        await rows<{ publication: PublicationRow }>(
          db,
          lateralFeed(me, after, limit, has, firstComments),
        )
      ).map((row) => row.publication),
  };
}
