/**
 * The only file that touches the album tables. A page of albums, or of items, is one query;
 * each row is built as JSON in SQL with its owner's (or adder's) card, and what the viewer is
 * shown (albums.sql.ts). Timestamps leave SQL as ISO text for the API and as PostgreSQL's exact
 * text for cursors.
 */
import type { AlbumAudience, AlbumContributors } from '@koinonia/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { iso, rows } from '../../db/sql.ts';
import type { After } from '../../platform/cursor.ts';
import { type MemberCardJson, memberCard } from '../users/users.public.ts';
import { albumItems, albums } from './albums.schema.ts';
import { albumVisibleTo, friendIds, groupsOf, itemShown } from './albums.sql.ts';

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

const albumJson = (me: string) => sql`json_build_object(
  'id', a.id, 'owner', ${memberCard(sql`a.owner_id`)}, 'title', a.title,
  'description', a.description, 'audience', a.audience, 'group_id', a.group_id,
  'event_id', a.event_id, 'contributors', a.contributors, 'cover_item_id', a.cover_item_id,
  'cover_url', coalesce(
    (select ci.url from album_items ci where ci.id = a.cover_item_id and ${itemShown(me, 'ci')}),
    (select fi.url from album_items fi where fi.album_id = a.id and ${itemShown(me, 'fi')}
      order by fi.position, fi.id limit 1)),
  'count', (select count(*)::int from album_items ni where ni.album_id = a.id
    and ${itemShown(me, 'ni')}),
  'thread_ids', coalesce((select json_agg(ti.publication_id) from album_items ti
    where ti.album_id = a.id and ${itemShown(me, 'ti')}), '[]'::json),
  'created_at', ${iso(sql`a.created_at`)}, 'time', ${iso(sql`a.updated_at`)},
  'sort_key', a.updated_at::text)`;

const itemJson = sql`json_build_object(
  'id', i.id, 'album_id', i.album_id, 'kind', i.kind, 'url', i.url, 'width', i.width,
  'height', i.height, 'caption', i.caption, 'alt', i.alt, 'position', i.position,
  'added_by', ${memberCard(sql`i.added_by`)}, 'publication_id', i.publication_id,
  'created_at', ${iso(sql`i.created_at`)})`;

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
        sql`select ${itemJson} as item from album_items i
          where i.album_id = ${albumId}::uuid and ${itemShown(me)} ${start}
          order by i.position, i.id limit ${limit}`,
      );
      return found.map((row) => row.item);
    },

    /** One shown item of the album. */
    async item(me: string, albumId: string, itemId: string): Promise<ItemRow | undefined> {
      const [row] = await rows<{ item: ItemRow }>(
        db,
        sql`select ${itemJson} as item from album_items i
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
        await tx
          .insert(albumItems)
          .values(items.map((item, index) => ({ albumId, ...item, position: first + index })));
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

    /** true when the stored file is an album item's (the media module guards it). */
    async holdsFile(url: string): Promise<boolean> {
      const [row] = await rows(db, sql`select 1 from album_items where url = ${url} limit 1`);
      return row !== undefined;
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
