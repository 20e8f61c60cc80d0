/**
 * With publications.comments.repository.ts (comments and replies) and
 * publications.activity.repository.ts (a member's activity tab), the only files that touch the
 * publication tables. A page of publications is ONE query, whatever its length: each row is
 * built as JSON in SQL (publications.sql.ts) with its author, photos, reaction counts, the
 * viewer's own reaction, the comment count and the first comments.
 *
 * Timestamps leave SQL as text: ISO for the API, PostgreSQL's exact text for cursors.
 */
import type { PublicationMediaFilter } from '@koinonia/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { relationSql } from '../relationship/relationship.public.ts';
import type { Db } from '../../db/client.ts';
import { iso, rows } from '../../db/sql.ts';
import type { After } from '../../platform/cursor.ts';
import { createCommentsRepository } from './publications.comments.repository.ts';
import {
  publicationPhotos,
  publicationReactions,
  publications,
  savedPublications,
} from './publications.schema.ts';
import { memberCard } from '../users/users.public.ts';
import {
  ALBUM_THREAD,
  type CardRow,
  commentShown,
  communityIds,
  ownIds,
  feedIds,
  fromCommunity,
  hasMedia,
  inEvent,
  inFeed,
  inGroup,
  listed,
  notHidden,
  popularity,
  publicationJson,
  type PublicationRow,
  type PublicationValues,
  timelineScore,
  timelineSources,
  visibleTo,
} from './publications.sql.ts';
import type { TimelineEntry } from './publications.timelines.ts';

export type { PublicationValues } from './publications.sql.ts';

/** Who sees an album item's thread: the album's audience. */
export interface ThreadAudience {
  audience: 'public' | 'friends' | 'private' | 'group' | 'event';
  groupId: string | null;
  eventId: string | null;
}

/** A publication of the weekly summary: its text, author and comments of the week. */
/** A publication as the member's data export reads it. */
export interface ExportedPublicationRow {
  id: string;
  type: string;
  text: string;
  audience: string;
  group_id: string | null;
  event_id: string | null;
  video_kind: string | null;
  video_url: string | null;
  created_at: string;
  updated_at: string;
  /** The photos' paths, in their order. */
  photos: string[];
}

export interface ExportedCommentRow {
  id: string;
  publication_id: string;
  reply_to: string | null;
  text: string;
  image: string | null;
  created_at: string;
  updated_at: string;
}

export interface ExportedReactionRow {
  on_kind: 'publication' | 'commentaire';
  on_id: string;
  kind: string;
  created_at: string;
}

/** A favourite as the member's data export reads it. */
export interface ExportedSavedRow {
  publication_id: string;
  saved_at: string;
}

/** Where a page of the popular feed starts: strictly after this row (score, time, id). */
export interface PopularAfter extends After {
  score: number;
}

export interface MostCommentedRow {
  id: string;
  text: string;
  author: CardRow;
  comments: number;
}

/**
 * A publication of a page as the cache reads it (publications.cache.ts): its id and version,
 * and what is the viewer's own: their reaction to it and to its comments, saved, from the
 * community. `full` is the whole publication built for the viewer when the cached one would not
 * be theirs: they blocked or were blocked by someone (their comments, counts and first comments
 * differ), or a comment of theirs there is hidden by moderation (they see it, others do not).
 */
export interface ViewerRow {
  id: string;
  version: number;
  sort_key: string;
  mine: string | null;
  saved: boolean;
  from_community: boolean;
  comment_reactions: Record<string, string> | null;
  full: PublicationRow | null;
}

/**
 * A page of the feed read from a timeline (docs/adr/0027-feed-timelines.md): the timeline's
 * ids and, for a member with few friends, the community's, each checked again by the feed's
 * rule (`inFeed`: audience, blocks, groups; `notHidden` follows), so a stale entry is dropped,
 * never shown. With `floor`, nothing older than the lowest timeline entry read (below it, the
 * timeline does not know every publication: the page is then read without it).
 */
const fromTimeline = (
  me: string,
  ids: readonly string[],
  floor: TimelineEntry | undefined,
  after: After | undefined,
  limit: number,
) => {
  const listed = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const score = timelineScore(sql`p.created_at`);
  return sql`p.id in (select unnest(array[${listed}]::uuid[])
      union all ${communityIds(me, after, limit)}
      union all ${ownIds(me, after, limit)})
    and ${inFeed(me)}
    ${floor ? sql`and (${score} > ${floor.score}::float8 or (${score} = ${floor.score}::float8 and p.id >= ${floor.id}::uuid))` : sql``}`;
};

/** The viewer of a cached publication: nobody's own parts (publications.cache.ts). */
const NOBODY = '00000000-0000-0000-0000-000000000000';

export function createPublicationsRepository(db: Db, firstComments: number) {
  /** A page's publications as the cache reads them (`ViewerRow`), in the order of `page`. */
  async function viewerPage(
    me: string,
    where: SQL,
    after: After | undefined,
    limit: number,
    community: SQL<boolean> = sql`false`,
  ): Promise<ViewerRow[]> {
    const start = after
      ? sql`and (p.created_at, p.id) < (${after.key}::timestamptz, ${after.id}::uuid)`
      : sql``;
    const own = sql`(${relationSql.hasAnyBlock(me)}
      or exists (select 1 from comments hc where hc.publication_id = p.id
        and hc.author_id = ${me}::uuid and hc.moderation_hidden_at is not null))`;
    return rows<ViewerRow>(
      db,
      sql`select p.id, p.cache_version::float8 as version, p.created_at::text as sort_key,
          (select r.kind from publication_reactions r
            where r.publication_id = p.id and r.user_id = ${me}::uuid) as mine,
          exists (select 1 from saved_publications sp
            where sp.publication_id = p.id and sp.user_id = ${me}::uuid) as saved,
          ${community} as from_community,
          (select json_object_agg(cr.comment_id, cr.kind) from comments c
            join comment_reactions cr on cr.comment_id = c.id and cr.user_id = ${me}::uuid
            where c.publication_id = p.id and c.reply_to is null) as comment_reactions,
          case when ${own} then ${publicationJson(me, firstComments)} end as full
        from publications p
        where ${where} and ${notHidden(me, 'p')} ${start}
        order by p.created_at desc, p.id desc
        limit ${limit}`,
    );
  }

  async function page(
    me: string,
    where: SQL,
    after: After | undefined,
    limit: number,
    community: SQL<boolean> = sql`false`,
  ) {
    const start = after
      ? sql`and (p.created_at, p.id) < (${after.key}::timestamptz, ${after.id}::uuid)`
      : sql``;
    const found = await rows<{ publication: PublicationRow; from_community: boolean }>(
      db,
      sql`select ${publicationJson(me, firstComments)} as publication,
          ${community} as from_community
        from publications p
        where ${where} and ${notHidden(me, 'p')} ${start}
        order by p.created_at desc, p.id desc
        limit ${limit}`,
    );
    return found.map((row) =>
      row.from_community ? { ...row.publication, from_community: true } : row.publication,
    );
  }

  return {
    // Comments, replies and their reactions (publications.comments.repository.ts).
    ...createCommentsRepository(db),

    async types() {
      return rows<{ id: string; code: string; label: string }>(
        db,
        sql`select id, code, label from publication_types where code <> ${ALBUM_THREAD}
          order by position, code`,
      );
    },

    async reactionTypes() {
      return rows<{ code: string; label: string }>(
        db,
        sql`select code, label from reaction_types order by position, code`,
      );
    },

    /**
     * Of `userIds` (members with the publication on screen), those who may hear that `actorId`
     * changed it (publications.live.ts): they see the publication (`visibleTo`: audience,
     * blocks with its author, moderation), no block stands between them and the actor, and,
     * for a comment that still exists, they see it (`commentShown`). Never the actor. One
     * statement per 50 members.
     */
    async viewersAmong(
      publicationId: string,
      userIds: readonly string[],
      actorId: string,
      commentId: string | null,
    ): Promise<string[]> {
      const ids = [...new Set(userIds)].filter((id) => id !== actorId);
      const found: string[] = [];
      for (let i = 0; i < ids.length; i += 50) {
        const checks = ids.slice(i, i + 50).map(
          (id) => sql`select ${id}::uuid as id
            where exists (select 1 from publications p
                where p.id = ${publicationId}::uuid and ${visibleTo(id)})
              and not ${relationSql.blockedBetween(id, sql`${actorId}::uuid`)}
              ${
                commentId
                  ? sql`and (not exists (select 1 from comments c where c.id = ${commentId}::uuid)
                      or exists (select 1 from comments c
                        where c.id = ${commentId}::uuid and ${commentShown(id, 'c')}))`
                  : sql``
              }`,
        );
        const answered = await rows<{ id: string }>(db, sql.join(checks, sql` union all `));
        found.push(...answered.map((row) => row.id));
      }
      return found;
    },

    /** Whether a publication points at the uploaded video stored at `path`. */
    async videoInUse(path: string): Promise<boolean> {
      const [row] = await rows(
        db,
        sql`select 1 from publications where video_kind = 'upload' and video_url = ${path} limit 1`,
      );
      return row !== undefined;
    },

    async typeExists(code: string): Promise<boolean> {
      const [row] = await rows(
        db,
        sql`select 1 from publication_types where code = ${code} and code <> ${ALBUM_THREAD}`,
      );
      return row !== undefined;
    },

    async reactionExists(code: string): Promise<boolean> {
      const [row] = await rows(db, sql`select 1 from reaction_types where code = ${code}`);
      return row !== undefined;
    },

    /**
     * The publications of `ids` as a viewer with no part of their own sees them (no reaction,
     * not saved, no block), each with its version: what the cache keeps.
     */
    async cacheBases(
      ids: readonly string[],
    ): Promise<{ version: number; publication: PublicationRow }[]> {
      if (ids.length === 0) return [];
      return rows(
        db,
        sql`select p.cache_version::float8 as version,
            ${publicationJson(NOBODY, firstComments)} as publication
          from publications p
          where p.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
      );
    },

    /**
     * What a member's timeline holds when rebuilt: the newest `limit` publications of their
     * feed's own sources, newest first (publications.timelines.ts).
     */
    timelineSources: (me: string, limit: number) =>
      rows<TimelineEntry>(db, timelineSources(me, limit)),

    /** `feed` from a timeline's ids, re-checked (`fromTimeline`). */
    timelineFeed: (
      me: string,
      ids: readonly string[],
      floor: TimelineEntry | undefined,
      after: After | undefined,
      limit: number,
    ) => page(me, fromTimeline(me, ids, floor, after, limit), after, limit, fromCommunity(me)),

    /** `viewerFeed` from a timeline's ids, re-checked (`fromTimeline`). */
    viewerTimelineFeed: (
      me: string,
      ids: readonly string[],
      floor: TimelineEntry | undefined,
      after: After | undefined,
      limit: number,
    ) =>
      viewerPage(me, fromTimeline(me, ids, floor, after, limit), after, limit, fromCommunity(me)),

    /** `feed`, `byAuthor` and `find` as the cache reads them (`ViewerRow`). */
    viewerFeed: (
      me: string,
      after: After | undefined,
      limit: number,
      has?: PublicationMediaFilter,
    ) =>
      viewerPage(
        me,
        sql`p.id in (${feedIds(me, after, limit, has)})`,
        after,
        limit,
        fromCommunity(me),
      ),
    viewerByAuthor: (
      me: string,
      authorId: string,
      after: After | undefined,
      limit: number,
      has?: PublicationMediaFilter,
    ) =>
      viewerPage(
        me,
        sql`p.author_id = ${authorId}::uuid and ${listed} and ${visibleTo(me)} ${hasMedia(has)}`,
        after,
        limit,
      ),
    async viewerFind(me: string, id: string): Promise<ViewerRow | undefined> {
      const [row] = await viewerPage(
        me,
        sql`p.id = ${id}::uuid and ${visibleTo(me)}`,
        undefined,
        1,
      );
      return row;
    },

    /** The viewer's feed, newest first; `has` keeps only those with photos or a video. */
    feed: (me: string, after: After | undefined, limit: number, has?: PublicationMediaFilter) =>
      page(me, sql`p.id in (${feedIds(me, after, limit, has)})`, after, limit, fromCommunity(me)),

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
        sql`p.author_id = ${authorId}::uuid and ${listed} and ${visibleTo(me)} ${hasMedia(has)}`,
        after,
        limit,
      ),

    /**
     * `byAuthor` as `viewer` reads it were they the author's friend too (`visibleTo`'s
     * `asFriendOf`): the preview of 'Voir mon profil comme un ami'.
     */
    byAuthorAsFriend: (viewer: string, authorId: string, limit: number) =>
      page(
        viewer,
        sql`p.author_id = ${authorId}::uuid and ${listed} and ${visibleTo(viewer, authorId)}`,
        undefined,
        limit,
      ),

    /** A group's publications, newest first (the caller checked that the viewer reads it). */
    inGroup: (me: string, groupId: string, after: After | undefined, limit: number) =>
      page(me, inGroup(me, groupId), after, limit),

    /** An event's discussion, newest first (the caller checked that the viewer sees it). */
    inEvent: (me: string, eventId: string, after: After | undefined, limit: number) =>
      page(me, inEvent(me, eventId), after, limit),

    /** One publication as the viewer sees it, or undefined when not allowed. */
    async find(me: string, id: string): Promise<PublicationRow | undefined> {
      const [row] = await page(me, sql`p.id = ${id}::uuid and ${visibleTo(me)}`, undefined, 1);
      return row;
    },

    /** The id, author, group and event of a publication the viewer may see. */
    async visibleReference(
      me: string,
      id: string,
    ): Promise<
      | { id: string; author_id: string; group_id: string | null; event_id: string | null }
      | undefined
    > {
      const [row] = await rows<{
        id: string;
        author_id: string;
        group_id: string | null;
        event_id: string | null;
      }>(
        db,
        sql`select p.id, p.author_id, p.group_id, p.event_id from publications p
          where p.id = ${id}::uuid and ${visibleTo(me)}`,
      );
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

    /**
     * The publications the viewer may see that were commented the most since `since` (comments
     * the viewer is shown), most comments first: the community's weekly summary.
     */
    async mostCommented(me: string, since: Date, limit: number): Promise<MostCommentedRow[]> {
      return rows<MostCommentedRow>(
        db,
        sql`select p.id, p.text, ${memberCard(sql`p.author_id`)} as author, w.comments
          from (select c.publication_id, count(*)::int as comments from comments c
              where c.created_at >= ${since.toISOString()}::timestamptz
                and ${commentShown(me, 'c')}
              group by c.publication_id) w
            join publications p on p.id = w.publication_id
          where ${listed} and ${visibleTo(me)}
          order by w.comments desc, p.created_at desc, p.id desc limit ${limit}`,
      );
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
    ): Promise<{ hidden: boolean }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(publications)
          .set({ ...values, updatedAt: sql`now()` })
          .where(and(eq(publications.id, id), eq(publications.authorId, authorId)))
          .returning({ hiddenAt: publications.moderationHiddenAt });
        const hidden = { hidden: Boolean(row?.hiddenAt) };
        if (photos === undefined) return hidden;
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
        return hidden;
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

    /** How many publications are listed in the community (the admin console's count). */
    async countAll(): Promise<number> {
      const [row] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from publications p where ${listed}`,
      );
      return row?.n ?? 0;
    },

    /** How many publications the member wrote (their own profile's count). */
    async countByAuthor(authorId: string): Promise<number> {
      const [row] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from publications p
          where p.author_id = ${authorId}::uuid and ${listed}`,
      );
      return row?.n ?? 0;
    },

    /** The member's own publications for their data export, oldest first. */
    listForExport(userId: string): Promise<ExportedPublicationRow[]> {
      return rows<ExportedPublicationRow>(
        db,
        sql`select p.id, p.type, p.text, p.audience, p.group_id, p.event_id, p.video_kind,
            p.video_url, ${iso(sql`p.created_at`)} as created_at,
            ${iso(sql`p.updated_at`)} as updated_at,
            coalesce((select json_agg(ph.url order by ph.position) from publication_photos ph
              where ph.publication_id = p.id), '[]'::json) as photos
          from publications p where p.author_id = ${userId}::uuid
          order by p.created_at, p.id`,
      );
    },

    /** The comments and replies the member wrote, for their data export. */
    listCommentsForExport(userId: string): Promise<ExportedCommentRow[]> {
      return rows<ExportedCommentRow>(
        db,
        sql`select c.id, c.publication_id, c.reply_to, c.text, c.image,
            ${iso(sql`c.created_at`)} as created_at, ${iso(sql`c.updated_at`)} as updated_at
          from comments c where c.author_id = ${userId}::uuid
          order by c.created_at, c.id`,
      );
    },

    /** The reactions the member gave (publications and comments), for their data export. */
    listReactionsForExport(userId: string): Promise<ExportedReactionRow[]> {
      return rows<ExportedReactionRow>(
        db,
        sql`select x.on_kind, x.on_id, x.kind, x.created_at from (
            select 'publication' as on_kind, r.publication_id as on_id, r.kind,
              ${iso(sql`r.created_at`)} as created_at, r.created_at as at
            from publication_reactions r where r.user_id = ${userId}::uuid
            union all
            select 'commentaire', r.comment_id, r.kind, ${iso(sql`r.created_at`)}, r.created_at
            from comment_reactions r where r.user_id = ${userId}::uuid) x
          order by x.at, x.on_id`,
      );
    },

    /**
     * The thread of an album item (docs/adr/0018-albums.md): a publication of the hidden kind,
     * written by the album's owner with the album's audience, announcing nothing.
     */
    async insertThread(authorId: string, audience: ThreadAudience): Promise<string> {
      const [row] = await db
        .insert(publications)
        .values({
          authorId,
          type: ALBUM_THREAD,
          text: '',
          videoKind: null,
          videoUrl: null,
          ...audience,
        })
        .returning({ id: publications.id });
      if (!row) throw new Error('album thread not inserted');
      return row.id;
    },

    /** Gives the album's threads its new audience (its owner changed it). */
    async setThreadsAudience(ids: readonly string[], audience: ThreadAudience): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(publications)
        .set(audience)
        .where(and(inArray(publications.id, [...ids]), eq(publications.type, ALBUM_THREAD)));
    },

    /** Deletes album threads, their comments and reactions (cascade). */
    async removeThreads(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .delete(publications)
        .where(and(inArray(publications.id, [...ids]), eq(publications.type, ALBUM_THREAD)));
    },

    /** Reactions and shown comments of each thread, as the viewer is shown them. */
    async threadCounts(
      me: string,
      ids: readonly string[],
    ): Promise<Map<string, { likes: number; comments: number }>> {
      if (ids.length === 0) return new Map();
      const found = await rows<{ id: string; likes: number; comments: number }>(
        db,
        sql`select p.id,
            (select count(*)::int from publication_reactions r where r.publication_id = p.id
              and r.user_id <> all(${relationSql.blockedIds(me)})) as likes,
            (select count(*)::int from comments c where c.publication_id = p.id
              and ${commentShown(me, 'c')}) as comments
          from publications p
          where p.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
      );
      return new Map(found.map((row) => [row.id, { likes: row.likes, comments: row.comments }]));
    },

    /**
     * The viewer's feed of the publications since `since`, the most reactions and comments
     * first, then newest first (`?sort=popular`); each row with its score for the cursor.
     */
    async popularFeed(
      me: string,
      since: Date,
      after: PopularAfter | undefined,
      limit: number,
      has?: PublicationMediaFilter,
    ): Promise<(PublicationRow & { score: number })[]> {
      const start = after
        ? sql`and (s.score, p.created_at, p.id)
            < (${after.score}::int, ${after.key}::timestamptz, ${after.id}::uuid)`
        : sql``;
      const found = await rows<{
        publication: PublicationRow;
        from_community: boolean;
        score: number;
      }>(
        db,
        sql`select ${publicationJson(me, firstComments)} as publication,
            ${fromCommunity(me)} as from_community, s.score
          from publications p cross join lateral (select ${popularity(me)} as score) s
          where p.created_at >= ${since.toISOString()}::timestamptz
            and ${inFeed(me)} and ${notHidden(me, 'p')} ${hasMedia(has)} ${start}
          order by s.score desc, p.created_at desc, p.id desc
          limit ${limit}`,
      );
      return found.map((row) => ({
        ...row.publication,
        ...(row.from_community ? { from_community: true } : {}),
        score: row.score,
      }));
    },

    /** Saves a publication in the member's favourites (again: nothing changes). */
    async save(userId: string, id: string): Promise<void> {
      await db
        .insert(savedPublications)
        .values({ userId, publicationId: id })
        .onConflictDoNothing();
    },

    async unsave(userId: string, id: string): Promise<void> {
      await db
        .delete(savedPublications)
        .where(and(eq(savedPublications.userId, userId), eq(savedPublications.publicationId, id)));
    },

    /**
     * The member's favourites that they may still see (audience, blocks, moderation:
     * `visibleTo`), last saved first; each row with the time it was saved, for the cursor.
     */
    async saved(
      me: string,
      after: After | undefined,
      limit: number,
    ): Promise<(PublicationRow & { saved_key: string })[]> {
      const start = after
        ? sql`and (s.created_at, s.publication_id) < (${after.key}::timestamptz, ${after.id}::uuid)`
        : sql``;
      const found = await rows<{ publication: PublicationRow; saved_key: string }>(
        db,
        sql`select ${publicationJson(me, firstComments)} as publication,
            s.created_at::text as saved_key
          from saved_publications s join publications p on p.id = s.publication_id
          where s.user_id = ${me}::uuid and ${listed} and ${visibleTo(me)} ${start}
          order by s.created_at desc, s.publication_id desc
          limit ${limit}`,
      );
      return found.map((row) => ({ ...row.publication, saved_key: row.saved_key }));
    },

    /** The member's favourites for their data export, oldest first. */
    listSavedForExport(userId: string): Promise<ExportedSavedRow[]> {
      return rows<ExportedSavedRow>(
        db,
        sql`select s.publication_id, ${iso(sql`s.created_at`)} as saved_at
          from saved_publications s where s.user_id = ${userId}::uuid
          order by s.created_at, s.publication_id`,
      );
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
