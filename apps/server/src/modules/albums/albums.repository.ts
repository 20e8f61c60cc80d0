/**
 * The only file that touches the album tables. A page of albums, or of items, is one query;
 * each row is built as JSON in SQL with its owner's (or adder's) card, and what the viewer is
 * shown (albums.sql.ts). Timestamps leave SQL as ISO text for the API and as PostgreSQL's exact
 * text for cursors.
 */
import type { AlbumAudience, AlbumContributors } from '@koinonia/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { iso, rows } from '../../db/sql.ts';
import type { After } from '../../platform/cursor.ts';
import {
  listedMemberIds,
  type MemberCardJson,
  memberCard,
  memberIdsAmong,
  nameHolds,
  sortName,
} from '../users/users.public.ts';
import { type VideoStateJson, videoOfPoster, videoStateJson } from '../media/media.public.ts';
import { albumItems, albumItemTraces, albums, albumTags } from './albums.schema.ts';
import {
  albumSeenBy,
  albumVisibleTo,
  eventParticipantIds,
  friendIds,
  groupMemberIds,
  groupsOf,
  itemSeenBy,
  itemShown,
  memberSeenBy,
} from './albums.sql.ts';

export interface AlbumRow {
  id: string;
  owner: MemberCardJson;
  title: string;
  description: string;
  audience: AlbumAudience;
  group_id: string | null;
  event_id: string | null;
  contributors: AlbumContributors;
  cover_item_id: string | null;
  /** The shown cover's path: the cover item's, else the first shown item's. */
  cover_url: string | null;
  count: number;
  /** Of `count`, how many are videos. */
  video_count: number;
  /** The shown items' threads (their reactions and comments are counted by publications). */
  thread_ids: string[];
  created_at: string;
  time: string;
  sort_key: string;
}

export interface ItemRow {
  id: string;
  album_id: string;
  kind: 'photo' | 'video';
  url: string;
  width: number;
  height: number;
  caption: string;
  alt: string;
  position: number;
  added_by: MemberCardJson;
  publication_id: string;
  created_at: string;
  tags: TagJson[];
  /** A video's state (kind video), null for a photo. */
  video: VideoStateJson | null;
  /** Hidden by moderation: only its adder is shown it (docs/adr/0021-moderation.md). */
  moderation_hidden: boolean;
}

/** A tag as the viewer is shown it (the removal only to the tagged member and the adder). */
export interface TagJson {
  member: MemberCardJson;
  tagged_by: string;
  removal: 'requested' | 'kept' | null;
  removal_note: string;
  created_at: string;
}

/** An item with its album, and the key of the list it is in (a tag's or its own time). */
export interface PhotoRow extends ItemRow {
  album: { id: string; title: string };
  sort_key: string;
}

export interface AlbumValues {
  title: string;
  description: string;
  audience: AlbumAudience;
  groupId: string | null;
  eventId: string | null;
  contributors: AlbumContributors;
}

export interface NewItem {
  kind: 'photo' | 'video';
  addedBy: string;
  url: string;
  width: number;
  height: number;
  caption: string;
  alt: string;
  publicationId: string;
}

export type AlbumFilter =
  { tab: 'mine' | 'friends' | 'groups' } | { group: string } | { event: string };

/** An item's picture: a photo's file, a video's poster (null until the video is ready). */
const picture = (alias: string) => {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`case when ${column('kind')} = 'video'
    then '/media/' || (${videoStateJson(column('url'))} ->> 'poster_key') else ${column('url')} end`;
};

const albumJson = (me: string) => sql`json_build_object(
  'id', a.id, 'owner', ${memberCard(sql`a.owner_id`)}, 'title', a.title,
  'description', a.description, 'audience', a.audience, 'group_id', a.group_id,
  'event_id', a.event_id, 'contributors', a.contributors, 'cover_item_id', a.cover_item_id,
  'cover_url', coalesce(
    (select ${picture('ci')} from album_items ci
      where ci.id = a.cover_item_id and ${itemShown(me, 'ci')}),
    (select ${picture('fi')} from album_items fi where fi.album_id = a.id and ${itemShown(me, 'fi')}
      order by fi.position, fi.id limit 1)),
  'count', (select count(*)::int from album_items ni where ni.album_id = a.id
    and ${itemShown(me, 'ni')}),
  'video_count', (select count(*)::int from album_items vi where vi.album_id = a.id
    and vi.kind = 'video' and ${itemShown(me, 'vi')}),
  'thread_ids', coalesce((select json_agg(ti.publication_id) from album_items ti
    where ti.album_id = a.id and ${itemShown(me, 'ti')}), '[]'::json),
  'created_at', ${iso(sql`a.created_at`)}, 'time', ${iso(sql`a.updated_at`)},
  'sort_key', a.updated_at::text)`;

/** An item as `me` sees it: its adder's card, and the tags on members `me` may see. */
const itemJson = (me: string) => sql`json_build_object(
  'id', i.id, 'album_id', i.album_id, 'kind', i.kind, 'url', i.url, 'width', i.width,
  'height', i.height, 'caption', i.caption, 'alt', i.alt, 'position', i.position,
  'added_by', ${memberCard(sql`i.added_by`)}, 'publication_id', i.publication_id,
  'created_at', ${iso(sql`i.created_at`)},
  'moderation_hidden', i.moderation_hidden_at is not null,
  'video', case when i.kind = 'video' then ${videoStateJson(sql`i.url`)} end,
  'tags', coalesce((select json_agg(json_build_object(
      'member', ${memberCard(sql`t.user_id`)}, 'tagged_by', t.tagged_by,
      'removal', case when t.user_id = ${me}::uuid or i.added_by = ${me}::uuid
        then t.removal end,
      'removal_note', case when t.user_id = ${me}::uuid or i.added_by = ${me}::uuid
        then t.removal_note else '' end,
      'created_at', ${iso(sql`t.created_at`)}) order by t.created_at, t.user_id)
    from album_tags t where t.item_id = i.id and ${memberSeenBy(me, sql`t.user_id`)}),
    '[]'::json))`;

function filterSql(me: string, filter: AlbumFilter): SQL {
  if ('group' in filter) return sql`a.group_id = ${filter.group}::uuid`;
  if ('event' in filter) return sql`a.event_id = ${filter.event}::uuid`;
  switch (filter.tab) {
    case 'mine':
      return sql`a.owner_id = ${me}::uuid`;
    case 'friends':
      return sql`a.owner_id in (${friendIds(me)}) and a.audience in ('public', 'friends')`;
    case 'groups':
      return sql`a.group_id in (${groupsOf(me)})`;
  }
}

export function createAlbumsRepository(db: Db) {
  async function albumPage(me: string, where: SQL, after: After | undefined, limit: number) {
    const start = after
      ? sql`and (a.updated_at, a.id) < (${after.key}::timestamptz, ${after.id}::uuid)`
      : sql``;
    const found = await rows<{ album: AlbumRow }>(
      db,
      sql`select ${albumJson(me)} as album from albums a
        where ${where} and ${albumVisibleTo(me)} ${start}
        order by a.updated_at desc, a.id desc limit ${limit}`,
    );
    return found.map((row) => row.album);
  }

  return {
    list: (me: string, filter: AlbumFilter, after: After | undefined, limit: number) =>
      albumPage(me, filterSql(me, filter), after, limit),

    /** One album as the viewer sees it, or undefined when not allowed. */
    async find(me: string, id: string): Promise<AlbumRow | undefined> {
      const [row] = await albumPage(me, sql`a.id = ${id}::uuid`, undefined, 1);
      return row;
    },

    /** A page of the album's shown items, in the owner's order. */
    async items(
      me: string,
      albumId: string,
      after: { position: number; id: string } | undefined,
      limit: number,
    ): Promise<ItemRow[]> {
      const start = after
        ? sql`and (i.position, i.id) > (${after.position}, ${after.id}::uuid)`
        : sql``;
      const found = await rows<{ item: ItemRow }>(
        db,
        sql`select ${itemJson(me)} as item from album_items i
          where i.album_id = ${albumId}::uuid and ${itemShown(me)} ${start}
          order by i.position, i.id limit ${limit}`,
      );
      return found.map((row) => row.item);
    },

    /** One shown item of the album. */
    async item(me: string, albumId: string, itemId: string): Promise<ItemRow | undefined> {
      const [row] = await rows<{ item: ItemRow }>(
        db,
        sql`select ${itemJson(me)} as item from album_items i
          where i.id = ${itemId}::uuid and i.album_id = ${albumId}::uuid and ${itemShown(me)}`,
      );
      return row?.item;
    },

    /** Every item of the album (shown or not): its order, its threads, its files. */
    allItems(albumId: string) {
      return db
        .select({
          id: albumItems.id,
          url: albumItems.url,
          addedBy: albumItems.addedBy,
          publicationId: albumItems.publicationId,
        })
        .from(albumItems)
        .where(eq(albumItems.albumId, albumId))
        .orderBy(albumItems.position, albumItems.id);
    },

    async insert(ownerId: string, values: AlbumValues): Promise<string> {
      const [row] = await db
        .insert(albums)
        .values({ ownerId, ...values })
        .returning({ id: albums.id });
      if (!row) throw new Error('album not inserted');
      return row.id;
    },

    async update(
      id: string,
      values: Partial<AlbumValues> & { coverItemId?: string | null },
    ): Promise<void> {
      await db
        .update(albums)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(albums.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(albums).where(eq(albums.id, id));
    },

    /** Adds the items after the last one, in one transaction; the album is touched. */
    async insertItems(albumId: string, items: readonly NewItem[]): Promise<void> {
      await db.transaction(async (tx) => {
        const [last] = await rows<{ position: number }>(
          tx as unknown as Db,
          sql`select coalesce(max(position), -1)::int as position from album_items
            where album_id = ${albumId}::uuid`,
        );
        const first = (last?.position ?? -1) + 1;
        const inserted = await tx
          .insert(albumItems)
          .values(items.map((item, index) => ({ albumId, ...item, position: first + index })))
          .returning({
            itemId: albumItems.id,
            url: albumItems.url,
            addedBy: albumItems.addedBy,
            publicationId: albumItems.publicationId,
          });
        // What each item makes, kept past a cascade (the sweep: albums.service.ts).
        await tx.insert(albumItemTraces).values(inserted);
        await tx
          .update(albums)
          .set({ updatedAt: sql`now()` })
          .where(eq(albums.id, albumId));
      });
    },

    async updateItem(itemId: string, values: { caption?: string; alt?: string }): Promise<void> {
      await db.update(albumItems).set(values).where(eq(albumItems.id, itemId));
    },

    async removeItem(albumId: string, itemId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(albums)
          .set({ coverItemId: null })
          .where(and(eq(albums.id, albumId), eq(albums.coverItemId, itemId)));
        await tx.delete(albumItems).where(eq(albumItems.id, itemId));
      });
    },

    /** Gives each item its place in `ids` (every item of the album, once). */
    async reorder(albumId: string, ids: readonly string[]): Promise<void> {
      await db.execute(
        sql`update album_items i set position = o.n - 1
          from unnest(array(select json_array_elements_text(${JSON.stringify(ids)}::json)::uuid))
            with ordinality as o(id, n)
          where i.id = o.id and i.album_id = ${albumId}::uuid`,
      );
    },

    /** An album's title (undefined once it is gone). */
    async titleOf(albumId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ title: albums.title })
        .from(albums)
        .where(eq(albums.id, albumId));
      return row?.title;
    },

    /** Whether the event has an album already (seen or not). */
    async eventHasAlbum(eventId: string): Promise<boolean> {
      const [row] = await rows(db, sql`select 1 from albums where event_id = ${eventId}::uuid`);
      return row !== undefined;
    },

    /** The album of an event, as the viewer sees it (an event has one). */
    async ofEvent(me: string, eventId: string): Promise<AlbumRow | undefined> {
      const [row] = await albumPage(me, sql`a.event_id = ${eventId}::uuid`, undefined, 1);
      return row;
    },

    /** The items I am tagged on that I am shown, newest tag first. */
    async tagged(me: string, after: After | undefined, limit: number): Promise<PhotoRow[]> {
      const start = after
        ? sql`and (mt.created_at, i.id) < (${after.key}::timestamptz, ${after.id}::uuid)`
        : sql``;
      const found = await rows<{ item: PhotoRow }>(
        db,
        sql`select (${itemJson(me)}::jsonb || jsonb_build_object(
              'album', json_build_object('id', a.id, 'title', a.title),
              'sort_key', mt.created_at::text)) as item
          from album_tags mt join album_items i on i.id = mt.item_id
          join albums a on a.id = i.album_id
          where mt.user_id = ${me}::uuid and ${itemShown(me)} and ${albumVisibleTo(me)} ${start}
          order by mt.created_at desc, i.id desc limit ${limit}`,
      );
      return found.map((row) => row.item);
    },

    /** The items `member` added that I am shown, in albums I see, newest first. */
    async photosOf(
      me: string,
      member: string,
      after: After | undefined,
      limit: number,
    ): Promise<PhotoRow[]> {
      const start = after
        ? sql`and (i.created_at, i.id) < (${after.key}::timestamptz, ${after.id}::uuid)`
        : sql``;
      const found = await rows<{ item: PhotoRow }>(
        db,
        sql`select (${itemJson(me)}::jsonb || jsonb_build_object(
              'album', json_build_object('id', a.id, 'title', a.title),
              'sort_key', i.created_at::text)) as item
          from album_items i join albums a on a.id = i.album_id
          where i.added_by = ${member}::uuid and ${itemShown(me)} and ${albumVisibleTo(me)}
            ${start}
          order by i.created_at desc, i.id desc limit ${limit}`,
      );
      return found.map((row) => row.item);
    },

    /** The files of the items I am shown, in the owner's order (the album's ZIP); ready videos. */
    zipEntries(me: string, albumId: string) {
      return rows<{ id: string; url: string; caption: string }>(
        db,
        sql`select i.id, i.url, i.caption from album_items i
          where i.album_id = ${albumId}::uuid and ${itemShown(me)}
            -- A video is in it once transcoded (its MP4), left out before (ADR 0018).
            and (i.kind <> 'video' or ${videoStateJson(sql`i.url`)} ->> 'status' = 'ready')
          order by i.position, i.id`,
      );
    },

    /**
     * Who `me` might tag on the item, by name (`search`), `limit` at most: any member `me` may
     * see (verified, open, no block either way), `me` included, those tagged already left out.
     * `me` comes first, then those near the album (the owner, their friends and `me`'s, the
     * album's group members or event participants: who most likely see it), then the others,
     * each by name. Whether each is shown the item is the caller's question (`itemSeenBy`).
     */
    async tagCandidates(
      me: string,
      item: { id: string; ownerId: string; groupId: string | null; eventId: string | null },
      search: string,
      limit: number,
    ): Promise<{ id: string; card: MemberCardJson }[]> {
      const near = [
        sql`select ${item.ownerId}::uuid`,
        friendIds(me),
        friendIds(item.ownerId),
        ...(item.groupId ? [groupMemberIds(sql`${item.groupId}::uuid`)] : []),
        ...(item.eventId ? [eventParticipantIds(sql`${item.eventId}::uuid`)] : []),
      ];
      const result = await rows(
        db,
        sql`select c.id, ${memberCard(sql`c.id`)} as card
          from (${listedMemberIds(me)}) as c(id)
          where ${memberSeenBy(me, sql`c.id`)}
            and not exists (select 1 from album_tags ct
              where ct.item_id = ${item.id}::uuid and ct.user_id = c.id)
            and ${nameHolds(sql`c.id`, search)}
          order by case when c.id = ${me}::uuid then 0
              when c.id in (${sql.join(near, sql` union `)}) then 1 else 2 end,
            ${sortName(sql`c.id`)}, c.id
          limit ${limit}`,
      );
      return result as { id: string; card: MemberCardJson }[];
    },

    /** Whether `me` may see the member (neither blocked either way, nor closed, nor unknown). */
    async memberSeen(me: string, userId: string): Promise<boolean> {
      const [row] = await rows(
        db,
        sql`select 1 from (${memberIdsAmong([userId])}) as known(id)
          where ${memberSeenBy(me, sql`known.id`)}`,
      );
      return row !== undefined;
    },

    /** Whether `userId` is shown the item (in an album they see). */
    async itemSeenBy(userId: string, itemId: string): Promise<boolean> {
      const [row] = await rows(db, sql`select ${itemSeenBy(userId, sql`${itemId}::uuid`)} as x`);
      return (row as { x?: boolean } | undefined)?.x === true;
    },

    /** Whether `userId` sees the album. */
    async albumSeenBy(userId: string, albumId: string): Promise<boolean> {
      const [row] = await rows(db, sql`select ${albumSeenBy(userId, sql`${albumId}::uuid`)} as x`);
      return (row as { x?: boolean } | undefined)?.x === true;
    },

    /** Tags a member; false when they were tagged already. */
    async tag(itemId: string, userId: string, taggedBy: string): Promise<boolean> {
      const inserted = await db
        .insert(albumTags)
        .values({ itemId, userId, taggedBy })
        .onConflictDoNothing()
        .returning({ itemId: albumTags.itemId });
      return inserted.length > 0;
    },

    /** A tag (undefined when none). */
    async tagOf(itemId: string, userId: string) {
      const [row] = await db
        .select()
        .from(albumTags)
        .where(and(eq(albumTags.itemId, itemId), eq(albumTags.userId, userId)));
      return row;
    },

    async untag(itemId: string, userId: string): Promise<void> {
      await db
        .delete(albumTags)
        .where(and(eq(albumTags.itemId, itemId), eq(albumTags.userId, userId)));
    },

    /** Sets a tagged member's removal request (`requested`, or `kept` with the adder's word). */
    async setRemoval(
      itemId: string,
      userId: string,
      removal: 'requested' | 'kept',
      note = '',
    ): Promise<void> {
      await db
        .update(albumTags)
        .set({ removal, removalNote: note, removalAt: sql`now()` })
        .where(and(eq(albumTags.itemId, itemId), eq(albumTags.userId, userId)));
    },

    /** The members whose removal request on the item waits for a decision. */
    async requestersOf(itemId: string): Promise<string[]> {
      const found = await db
        .select({ userId: albumTags.userId })
        .from(albumTags)
        .where(and(eq(albumTags.itemId, itemId), eq(albumTags.removal, 'requested')));
      return found.map((row) => row.userId);
    },

    /** Items gone (a cascade) whose thread or file may be left: the sweep's work. */
    leftovers(limit: number) {
      return rows<{ item_id: string; url: string; added_by: string; publication_id: string }>(
        db,
        sql`select t.item_id, t.url, t.added_by, t.publication_id from album_item_traces t
          where not exists (select 1 from album_items i where i.id = t.item_id)
          order by t.created_at limit ${limit}`,
      );
    },

    /** Forgets what the items made, once their thread and file are dealt with. */
    async dropTraces(itemIds: readonly string[]): Promise<void> {
      if (itemIds.length === 0) return;
      await db.delete(albumItemTraces).where(inArray(albumItemTraces.itemId, [...itemIds]));
    },

    /**
     * true when the stored file is an album item's, or was one not swept yet (the media module
     * guards it: a file a cascade left behind is not served bare until the sweep deletes it).
     */
    async holdsFile(storageKey: string): Promise<boolean | 'hidden'> {
      // The item's file (a video's transcode has its path), or a video item's poster.
      const url = sql`coalesce(${videoOfPoster(sql`${storageKey}`)}, ${`/media/${storageKey}`})`;
      const [row] = await rows<{ hidden: boolean }>(
        db,
        sql`select bool_and(moderation_hidden_at is not null) as hidden from album_items
            where url = ${url} having count(*) > 0
          union all select false from album_item_traces where url = ${url} limit 1`,
      );
      // Hidden by moderation (every item holding it): served only on its adder's address.
      return row === undefined ? false : row.hidden ? 'hidden' : true;
    },

    /** How many items still point at a file. */
    async fileUses(url: string): Promise<number> {
      const [row] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from album_items where url = ${url}`,
      );
      return row?.n ?? 0;
    },

    // The member's data (albums.personal-data.ts).
    listOwnedForExport: (userId: string) =>
      rows<object>(
        db,
        sql`select a.id, a.title, a.description, a.audience, a.group_id, a.event_id,
            a.contributors, ${iso(sql`a.created_at`)} as created_at
          from albums a where a.owner_id = ${userId}::uuid order by a.created_at, a.id`,
      ),
    listAddedForExport: (userId: string) =>
      rows<object>(
        db,
        sql`select i.id, i.album_id, i.kind, i.url, i.caption, i.alt, i.position,
            ${iso(sql`i.created_at`)} as created_at
          from album_items i where i.added_by = ${userId}::uuid order by i.created_at, i.id`,
      ),
    /** The tags on the member, and those they made, with their removal requests. */
    listTagsForExport: (userId: string) =>
      rows<object>(
        db,
        sql`select t.item_id, i.album_id, t.user_id = ${userId}::uuid as on_me,
            t.tagged_by = ${userId}::uuid as by_me, t.removal, t.removal_note,
            ${iso(sql`t.created_at`)} as created_at
          from album_tags t join album_items i on i.id = t.item_id
          where t.user_id = ${userId}::uuid or t.tagged_by = ${userId}::uuid
          order by t.created_at, t.item_id`,
      ),
    /** The threads of the member's albums and of the items they added elsewhere. */
    threadsOf: async (userId: string): Promise<string[]> =>
      (
        await rows<{ publication_id: string }>(
          db,
          sql`select i.publication_id from album_items i
            where i.added_by = ${userId}::uuid
              or i.album_id in (select a.id from albums a where a.owner_id = ${userId}::uuid)`,
        )
      ).map((row) => row.publication_id),
    async eraseOf(userId: string): Promise<void> {
      await db.execute(sql`delete from album_items where added_by = ${userId}::uuid`);
      await db.execute(sql`delete from albums where owner_id = ${userId}::uuid`);
    },
  };
}

export type AlbumsRepository = ReturnType<typeof createAlbumsRepository>;
