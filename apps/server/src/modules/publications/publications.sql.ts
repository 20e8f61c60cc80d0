/**
 * The publications module's SQL fragments: a publication or a comment built as JSON in one
 * statement (author card, photos, reaction counts, the viewer's own reaction, newest comments),
 * and the one audience rule (`visibleTo`). Its repositories compose them; friends and blocks
 * come from the relationship module's `relationSql`, so what they mean stays there.
 */
import type { PublicationGroup, PublicationMediaFilter, StoredAudience } from '@koinonia/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { iso } from '../../db/sql.ts';
import { albumSql } from '../albums/albums.public.ts';
import { eventSql } from '../events/events.public.ts';
import { type VideoStateJson, videoStateJson } from '../media/media.public.ts';
import { groupSql } from '../groups/groups.public.ts';
import { relationSql } from '../relationship/relationship.public.ts';
import { memberCard } from '../users/users.public.ts';

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
  moderation_hidden: boolean;
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
  /** An uploaded video's state (media.public.ts), null for an embed or none. */
  video_state: VideoStateJson | null;
  audience: StoredAudience;
  group: PublicationGroup | null;
  event: { id: string; title: string } | null;
  created_at: string;
  updated_at: string;
  sort_key: string;
  reactions: ReactionsRow;
  comments_count: number;
  moderation_hidden: boolean;
  first_comments: CommentRow[];
  /** In a feed: it came from the community, not from the member's network (`fromCommunity`). */
  from_community?: boolean;
  /** The viewer saved it in their favourites. */
  saved: boolean;
}

export interface PublicationValues {
  type: string;
  text: string;
  audience: StoredAudience;
  /** The group or page it is published in (audience 'group'). */
  groupId?: string | null;
  /** The event whose discussion it is in (audience 'event'). */
  eventId?: string | null;
  videoKind: 'upload' | 'youtube' | 'vimeo' | null;
  videoUrl: string | null;
  /** Made by the author's device, so that a retried POST is stored once. */
  clientId?: string | null;
}

/** Counts per kind, total and the viewer's own kind, for one publication or comment. */
export const reactions = (
  table: 'publication_reactions' | 'comment_reactions',
  key: SQL,
  me: string,
) => {
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
 * publication's author could otherwise neither see nor remove it: docs/security.md, Blocked
 * members' comments).
 */
export const commentShown = (me: string, alias: string) => {
  const author = sql.raw(`${alias}.author_id`);
  const publicationAuthor = sql`(select cp.author_id from publications cp
    where cp.id = ${sql.raw(`${alias}.publication_id`)})`;
  return sql`(${author} <> all(${relationSql.blockedIds(me)})
    and not ${relationSql.blockedBy(publicationAuthor, author)}
    and ${notHidden(me, alias)})`;
};

/**
 * Hidden by moderation (docs/adr/0021-moderation.md): the row of `alias` (a publication or a
 * comment) is seen only by its author until a moderator decides.
 */
export const notHidden = (me: string, alias: string) =>
  sql`(${sql.raw(`${alias}.moderation_hidden_at`)} is null
    or ${sql.raw(`${alias}.author_id`)} = ${me}::uuid)`;

export const commentJson = (me: string) => sql`json_build_object(
  'id', c.id, 'publication_id', c.publication_id, 'reply_to', c.reply_to,
  'author', ${memberCard(sql`c.author_id`)}, 'text', c.text, 'image', c.image,
  'created_at', ${iso(sql`c.created_at`)}, 'updated_at', ${iso(sql`c.updated_at`)},
  'sort_key', c.created_at::text, 'moderation_hidden', c.moderation_hidden_at is not null,
  'reactions', ${reactions('comment_reactions', sql`c.id`, me)},
  'replies_count', (select count(*)::int from comments rc
    where rc.reply_to = c.id and ${commentShown(me, 'rc')}))`;

export const publicationJson = (me: string, firstComments: number) => sql`json_build_object(
  'id', p.id, 'author', ${memberCard(sql`p.author_id`)}, 'type', p.type, 'text', p.text,
  'photos', coalesce((select json_agg(ph.url order by ph.position) from publication_photos ph
    where ph.publication_id = p.id), '[]'::json),
  'video_kind', p.video_kind, 'video_url', p.video_url, 'audience', p.audience,
  'video_state', case when p.video_kind = 'upload' then ${videoStateJson(sql`p.video_url`)} end,
  'group', case when p.group_id is null then null else ${groupSql.card(sql`p.group_id`)} end,
  'event', case when p.event_id is null then null else ${eventSql.card(sql`p.event_id`)} end,
  'created_at', ${iso(sql`p.created_at`)}, 'updated_at', ${iso(sql`p.updated_at`)},
  'sort_key', p.created_at::text, 'moderation_hidden', p.moderation_hidden_at is not null,
  'reactions', ${reactions('publication_reactions', sql`p.id`, me)},
  'comments_count', (select count(*)::int from comments cc
    where cc.publication_id = p.id and ${commentShown(me, 'cc')}),
  'saved', exists (select 1 from saved_publications sp
    where sp.publication_id = p.id and sp.user_id = ${me}::uuid),
  /* The newest top-level comments, in the order they were written: a card shows the latest. */
  'first_comments', coalesce((select json_agg(fc.comment order by fc.created_at, fc.id)
    from (select ${commentJson(me)} as comment, c.created_at, c.id from comments c
      where c.publication_id = p.id and c.reply_to is null and ${commentShown(me, 'c')}
      order by c.created_at desc, c.id desc limit ${firstComments}) fc), '[]'::json))`;

/**
 * The audience rule, in one place: never across a block; 'group' is seen by those who read the
 * group (every member for a public group or a page, its members otherwise), its author too:
 * one banned from a secret group or gone from a private one no longer sees even their own
 * publication there, nor the group's name on it (ADR 0007); otherwise the author sees
 * everything of theirs, 'public' is seen by any member, 'friends' by the author's friends,
 * 'event' by those who see the event. An album item's thread is seen only with its item
 * (albums.public.ts: a block with who added it, a removal request). One hidden by moderation
 * is its author's only (`notHidden`).
 * `asFriendOf`: `me` counts as that member's friend too, which `me` is not (the previews of
 * 'Voir mon profil comme…', whose `me` is a member of nothing: users.service.ts, `preview`).
 */
export const visibleTo = (me: string, asFriendOf?: string) => sql`((p.author_id = ${me}::uuid
    or p.author_id <> all(${relationSql.blockedIds(me)}))
  and ${notHidden(me, 'p')}
  and (p.type <> ${sql.raw(`'${ALBUM_THREAD}'`)} or ${albumSql.threadShown(me, sql`p.id`)})
  and ((p.audience = 'group' and ${groupSql.readableBy(me, sql`p.group_id`)})
    or (p.audience <> 'group' and (p.author_id = ${me}::uuid
      or p.audience = 'public'
      or (p.audience = 'friends' and (p.author_id in (${relationSql.friendIds(me)})
        ${asFriendOf ? sql`or p.author_id = ${asFriendOf}::uuid` : sql``}))
      or (p.audience = 'event' and ${eventSql.readableBy(me, sql`p.event_id`)})))))`;

/**
 * The hidden kind of an album item's thread (docs/adr/0018-albums.md): seen and commented by
 * id like any publication, never listed (feed, profile, group, event, summary, counts).
 */
export const ALBUM_THREAD = 'album';
export const listed = sql.raw(`p.type <> '${ALBUM_THREAD}'`);

/** `?has=`: at least one photo, or a video (uploaded or linked). */
export const hasMedia = (has: PublicationMediaFilter | undefined) => {
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
 * The ids of a page of the feed: own publications (in a group, while the viewer reads it, as
 * `visibleTo`) and friends' that are not private or in a group (friends are never blocked),
 * and the publications of the groups and pages the viewer belongs to, from anyone not blocked
 * either way. One ordered index scan with a LIMIT per author ((author_id, created_at, id)) and
 * per group ((group_id, created_at, id)), merged:
 * a page reads at most `limit` rows per friend and per group, however much they published
 * (bench/groups.bench.ts measured 1.6 × the throughput of one `or` over two arrays, which read
 * and sorted every publication of every friend and group). A UNION, not a UNION ALL: the
 * viewer's own publication in one of their groups is in both branches.
 */
export const feedIds = (
  me: string,
  after: { key: string; id: string } | undefined,
  limit: number,
  has?: PublicationMediaFilter,
) => sql`select c.id from (${feedBranches(me, after, limit, has, true)}) c
    order by c.created_at desc, c.id desc limit ${limit}`;

/**
 * The newest `limit` publications of the viewer's feed's own sources (own, friends', groups'
 * and pages'), without the community's, as (id, score): what a timeline holds when it is
 * rebuilt (publications.timelines.ts).
 */
export const timelineSources = (me: string, limit: number) => sql`select c.id,
    ${timelineScore(sql`c.created_at`)} as score
  from (${feedBranches(me, undefined, limit, undefined, false)}) c
  order by c.created_at desc, c.id desc limit ${limit}`;

/** A publication's place in a timeline: its time in microseconds since the epoch. */
export const timelineScore = (createdAt: SQL) =>
  sql<number>`(extract(epoch from ${createdAt}) * 1000000)::float8`;

/**
 * The community's public publications of a page of the feed, for a member with few friends
 * (`feedIds`' third branch): merged when the page is read, never written into timelines.
 */
export const communityIds = (
  me: string,
  after: { key: string; id: string } | undefined,
  limit: number,
) => sql`select d.id from (${communityBranch(me, startAfter(after), limit, undefined)}) d`;

/**
 * The viewer's own newest publications, merged into a page read from their timeline: their
 * timeline gets a new one from a job a moment after it is written, and the author's feed, read
 * again at once, must show it (docs/adr/0027-feed-timelines.md). One index scan by author.
 */
export const ownIds = (
  me: string,
  after: { key: string; id: string } | undefined,
  limit: number,
) => sql`select o.id from (select p.id from publications p
    where p.author_id = ${me}::uuid and ${listed} ${startAfter(after)}
    order by p.created_at desc, p.id desc limit ${limit}) o`;

const startAfter = (after: { key: string; id: string } | undefined) =>
  after ? sql`and (p.created_at, p.id) < (${after.key}::timestamptz, ${after.id}::uuid)` : sql``;

/**
 * The community's branch, read only for a member with few friends: the scan sits on the inner
 * side of a join with the one row of that condition, so for the others PostgreSQL never runs it
 * (as a filter inside it, the plan still started its parallel workers: ~11 ms a page on the
 * bench's data, docs/performance.md).
 */
const communityBranch = (
  me: string,
  start: SQL,
  limit: number,
  has: PublicationMediaFilter | undefined,
) => sql`select cb.id, cb.created_at
  from (select 1 where ${has === undefined ? fewFriends(me) : sql`false`}) few
  cross join lateral (select p.id, p.created_at from publications p
    where p.audience = 'public' and p.group_id is null and ${listed}
      and p.author_id <> all(${relationSql.blockedIds(me)})
      ${start} ${hasMedia(has)}
    order by p.created_at desc, p.id desc limit ${limit}) cb`;

const feedBranches = (
  me: string,
  after: { key: string; id: string } | undefined,
  limit: number,
  has: PublicationMediaFilter | undefined,
  community: boolean,
) => {
  const start = startAfter(after);
  return sql`
      select a.id, a.created_at
      from unnest(array(${relationSql.friendIds(me)} union all select ${me}::uuid)) as au(id)
      cross join lateral (select p.id, p.created_at from publications p
        where p.author_id = au.id
          and ${listed}
          and (p.audience in ('public', 'friends') or (p.author_id = ${me}::uuid
            and (p.audience <> 'group' or ${groupSql.readableBy(me, sql`p.group_id`)})))
          ${start} ${hasMedia(has)}
        order by p.created_at desc, p.id desc limit ${limit}) a
      union
      select b.id, b.created_at from unnest(array(${groupSql.memberOf(me)})) as gr(id)
      cross join lateral (select p.id, p.created_at from publications p
        where p.group_id = gr.id and ${listed}
          and p.author_id <> all(${relationSql.blockedIds(me)})
          ${start} ${hasMedia(has)}
        order by p.created_at desc, p.id desc limit ${limit}) b
      ${
        community
          ? sql`union
      select d.id, d.created_at from (${communityBranch(me, start, limit, has)}) d`
          : sql``
      }`;
};

/**
 * Whether a publication is in the viewer's feed, as `feedIds` chooses them but without its
 * per-author limit (the popular order ranks the feed of a window of days, not its newest page):
 * own and friends' outside groups, the groups' and pages' the viewer belongs to, and, under
 * COMMUNITY_FEED_UNDER_FRIENDS friends, the community's public ones.
 */
export const inFeed = (me: string) => sql`(${listed} and (
    (p.author_id in (${relationSql.friendIds(me)} union all select ${me}::uuid)
      and (p.audience in ('public', 'friends') or (p.author_id = ${me}::uuid
        and (p.audience <> 'group' or ${groupSql.readableBy(me, sql`p.group_id`)}))))
    or (p.group_id in (${groupSql.memberOf(me)})
      and p.author_id <> all(${relationSql.blockedIds(me)}))
    or (${fewFriends(me)} and p.audience = 'public' and p.group_id is null
      and p.author_id <> all(${relationSql.blockedIds(me)}))))`;

/**
 * A publication's popularity (the feed's `?sort=popular`): its reactions and the comments the
 * viewer is shown.
 */
export const popularity = (me: string) => sql`((select count(*) from publication_reactions pr
    where pr.publication_id = p.id)
  + (select count(*) from comments pc where pc.publication_id = p.id
    and ${commentShown(me, 'pc')}))::int`;

/**
 * Under this many friends a member's feed (the home feed, not its photos and videos filters)
 * also holds the community's public publications, so that a newcomer's first feed is alive; they
 * are marked (`from_community`) until the member's own network fills the feed.
 */
export const COMMUNITY_FEED_UNDER_FRIENDS = 10;

const fewFriends = (me: string) => sql`(select count(*) from (${relationSql.friendIds(me)}
  limit ${COMMUNITY_FEED_UNDER_FRIENDS}) f) < ${COMMUNITY_FEED_UNDER_FRIENDS}`;

/** A feed's publication that came from the community, not from the member's network. */
export const fromCommunity = (me: string) => sql<boolean>`(p.author_id <> ${me}::uuid
  and p.group_id is null and p.author_id not in (${relationSql.friendIds(me)}))`;

/** A group's publications, for a viewer who reads the group (checked by the groups module). */
export const inGroup = (me: string, groupId: string) => sql`(p.group_id = ${groupId}::uuid
  and ${listed}
  and p.author_id <> all(${relationSql.blockedIds(me)}))`;

/** An event's discussion, for a viewer who sees the event (checked by the events module). */
export const inEvent = (me: string, eventId: string) => sql`(p.event_id = ${eventId}::uuid
  and ${listed}
  and p.author_id <> all(${relationSql.blockedIds(me)}))`;
